import { useIntl } from 'react-intl'
import { TRANSFORMATIONS } from '../../content/solutions/transformation'
import { ContactBanner } from '../../components/ContactBanner'
import { PageHeader } from '../PageHeader'
import { homeHeroText, homeSectionText } from '../home/messages'
import { solutionsPageText as t } from './messages'
import { Selector } from './Selector'
import { ServicePanel } from './ServicePanel'

export default function TransformationPage() {
  const intl = useIntl()
  return (
    <>
      <PageHeader page="solutions.transformation" />
      <section className="bg-mist py-16">
        <div className="container-site">
          <Selector
            items={TRANSFORMATIONS.map((item) => ({ ...item, label: item.name }))}
            label={intl.formatMessage(t.programmesLabel)}
            idPrefix="programme"
            renderPanel={(item) => <ServicePanel image={item.icon} title={item.title} paragraphs={item.paragraphs} />}
          />
        </div>
      </section>
      <ContactBanner
        heading={homeSectionText.ctaHeading}
        text={homeSectionText.ctaText}
        button={homeHeroText.contact}
      />
    </>
  )
}
