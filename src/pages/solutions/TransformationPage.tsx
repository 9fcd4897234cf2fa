import { useIntl } from 'react-intl'
import { TRANSFORMATIONS } from '../../content/solutions/transformation'
import { ContactBanner } from '../../components/ContactBanner'
import { PageHeader } from '../PageHeader'
import { contactBandText } from '../../components/contactBandMessages'
import { Selector } from './Selector'
import { ServicePanel } from './ServicePanel'
import { defineMessages } from '../../i18n/defineMessages'

/** The hero's heading and intro (the intro is also the page's description for search engines). */
const hero = defineMessages({
  heading: { id: 'page.solutions.transformation.heading', defaultMessage: 'Transformation with measurable outcomes' },
  intro: {
    id: 'page.solutions.transformation.intro',
    defaultMessage:
      'Start-up and scale-up programmes, innovation accelerators, academic partnerships and sector transformation for healthcare and financial services.',
    description: 'Scale-up = a young company growing fast; accelerators = programmes that help start-ups grow quickly',
  },
})

/** The Transformation page’s own tab list. */
const transformationText = defineMessages({
  programmesLabel: {
    id: 'solutions.programmes.label',
    defaultMessage: 'Our programmes',
    description: 'Read by screen readers: name of the list of tabs, one per programme, on the Transformation page',
  },
})

export default function TransformationPage() {
  const intl = useIntl()
  return (
    <>
      <PageHeader page="solutions.transformation" text={hero} />
      <section className="bg-mist py-16">
        <div className="container-site">
          <Selector
            items={TRANSFORMATIONS.map((item) => ({ ...item, label: item.name }))}
            label={intl.formatMessage(transformationText.programmesLabel)}
            idPrefix="programme"
            renderPanel={(item) => <ServicePanel image={item.icon} title={item.title} paragraphs={item.paragraphs} />}
          />
        </div>
      </section>
      <ContactBanner heading={contactBandText.heading} text={contactBandText.text} button={contactBandText.button} />
    </>
  )
}
