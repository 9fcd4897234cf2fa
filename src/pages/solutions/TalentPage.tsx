import { useIntl } from 'react-intl'
import { useHydrated } from '../../lib/useHydrated'
import { useReducedMotion } from '../../components/motion/useReducedMotion'
import { SectionHeading } from '../../components/SectionHeading'
import { TALENT_SERVICES, TALENT_VIDEO } from '../../content/solutions/talent'
import { ContactBanner } from '../../components/ContactBanner'
import { PageHeader } from '../PageHeader'
import { contactBandText } from '../../components/contactBandMessages'
import { solutionsPageText as t } from './messages'
import { Selector } from './Selector'
import { ServicePanel } from './ServicePanel'
import { defineMessages } from '../../i18n/defineMessages'

/** The hero's heading and intro (the intro is also the page's description for search engines). */
const hero = defineMessages({
  heading: { id: 'page.solutions.talent.heading', defaultMessage: 'Talent solutions that hire with precision' },
  intro: {
    id: 'page.solutions.talent.intro',
    defaultMessage:
      'Advisory, research, assessment, mobility and digital PRO services that cut time-to-hire by up to 40% and bring the right people to the right roles.',
    description:
      'PRO = public relations officer: a service handling official paperwork with government offices; time-to-hire = days from opening a job to hiring',
  },
})

/** The strategic-hiring video: muted and looping; it plays on its own unless motion is reduced. */
function StrategicHiringVideo() {
  const intl = useIntl()
  const hydrated = useHydrated()
  const reduced = useReducedMotion()
  const autoPlay = hydrated && !reduced
  return (
    // On white: the page's closing band and the footer below it are dark.
    <section className="bg-white py-16" aria-labelledby="video-heading">
      <div className="container-site grid items-center gap-10 lg:grid-cols-2">
        <SectionHeading
          id="video-heading"
          heading={intl.formatMessage(TALENT_VIDEO.heading)}
          intro={intl.formatMessage(TALENT_VIDEO.text)}
        />
        <video
          key={autoPlay ? 'play' : 'still'}
          className="aspect-video w-full rounded-2xl object-cover shadow-xl ring-1 ring-navy/10"
          src={TALENT_VIDEO.src}
          poster={TALENT_VIDEO.poster}
          aria-label={intl.formatMessage(TALENT_VIDEO.label)}
          muted
          loop
          playsInline
          controls
          autoPlay={autoPlay}
          preload={autoPlay ? 'auto' : 'none'}
        />
      </div>
    </section>
  )
}

export default function TalentPage() {
  const intl = useIntl()
  return (
    <>
      <PageHeader page="solutions.talent" text={hero} />
      <section className="bg-mist py-16">
        <div className="container-site">
          <Selector
            items={TALENT_SERVICES.map((s) => ({ ...s, label: s.title }))}
            label={intl.formatMessage(t.servicesLabel)}
            idPrefix="talent"
            renderPanel={(service) => (
              <ServicePanel image={service.image} title={service.title} paragraphs={[service.description]} />
            )}
          />
        </div>
      </section>
      <StrategicHiringVideo />
      <ContactBanner heading={contactBandText.heading} text={contactBandText.text} button={contactBandText.button} />
    </>
  )
}
