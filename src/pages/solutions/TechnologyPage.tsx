import { useIntl } from 'react-intl'
import { SectionHeading } from '../../components/SectionHeading'
import { INDUSTRIES, TECH_SERVICES, industriesText } from '../../content/solutions/technology'
import { ContactBanner } from '../../components/ContactBanner'
import { PageHeader } from '../PageHeader'
import { contactBandText } from '../../components/contactBandMessages'
import { solutionsPageText as t } from './messages'
import { Selector } from './Selector'
import { ServicePanel } from './ServicePanel'
import { defineMessages } from '../../i18n/defineMessages'

/** The hero's heading and intro (the intro is also the page's description for search engines). */
const hero = defineMessages({
  heading: { id: 'page.solutions.technology.heading', defaultMessage: 'Technology that moves your business forward' },
  intro: {
    id: 'page.solutions.technology.intro',
    defaultMessage:
      'From digital transformation and cyber security to data and AI governance, we design, build and run the platforms your growth depends on.',
  },
})

/** The Technology page’s own tab list. */
const technologyText = defineMessages({
  industriesLabel: {
    id: 'solutions.industries.label',
    defaultMessage: 'Industries',
    description: 'Read by screen readers: name of the list of tabs, one per industry, on the Technology page',
  },
})

export default function TechnologyPage() {
  const intl = useIntl()
  return (
    <>
      <PageHeader page="solutions.technology" text={hero} />
      <section className="bg-mist py-16">
        <div className="container-site">
          <Selector
            items={TECH_SERVICES.map((s) => ({ ...s, label: s.title }))}
            label={intl.formatMessage(t.servicesLabel)}
            idPrefix="tech"
            renderPanel={(service) => (
              <ServicePanel image={service.image} title={service.title} paragraphs={[service.description]} />
            )}
          />
        </div>
      </section>
      <section className="bg-white py-16" aria-labelledby="industries-heading">
        <div className="container-site">
          <SectionHeading
            id="industries-heading"
            heading={intl.formatMessage(industriesText.heading)}
            intro={intl.formatMessage(industriesText.intro)}
          />
          <Selector
            items={INDUSTRIES.map((industry) => ({ ...industry, label: industry.name }))}
            label={intl.formatMessage(technologyText.industriesLabel)}
            idPrefix="industry"
            layout="above"
            renderPanel={(industry) => (
              <ServicePanel
                image={industry.image}
                title={industry.title}
                paragraphs={[industry.intro]}
                bullets={industry.bullets}
                outro={industry.outro}
              />
            )}
          />
        </div>
      </section>
      <ContactBanner heading={contactBandText.heading} text={contactBandText.text} button={contactBandText.button} />
    </>
  )
}
