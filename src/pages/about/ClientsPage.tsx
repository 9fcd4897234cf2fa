import { useIntl } from 'react-intl'
import { UiIcon } from '../../components/Icon'
import { Reveal } from '../../components/motion/Reveal'
import { ReadMoreLink } from '../../components/ReadMoreLink'
import { ReviewCard } from '../../components/ReviewCard'
import { SectionHeading } from '../../components/SectionHeading'
import { ClientTile, showsSectors } from '../../components/ClientTile'
import { Picture } from '../../components/Picture'
import { SERVICE_AREAS } from '../../content/about/clients'
import { CLIENT_REVIEWS, CLIENTS_PAGE_REVIEWS } from '../../content/impact/testimonials'
import { CLIENTS } from '../../content/home/logos'
import { balancedGrid } from '../../lib/balancedGrid'
import { usePageHref } from '../../i18n/usePageHref'
import { PageHeader } from '../PageHeader'
import { defineMessages } from '../../i18n/defineMessages'

/** The hero's heading and intro (the intro is also the page's description for search engines). */
const hero = defineMessages({
  heading: {
    id: 'page.about.clients.heading',
    defaultMessage: 'Clients',
    description: 'Main heading of the page about the companies we work for',
  },
  intro: {
    id: 'page.about.clients.intro',
    defaultMessage:
      'More than {clients, number} clients across eight countries trust us with their talent, their technology and their growth.',
  },
})

const clientsText = defineMessages({
  heroImage: {
    id: 'clients.hero.image',
    defaultMessage: 'A world map linking our offices to clients on four continents',
    description: 'Alt text of the picture at the top of the Clients page, read by screen readers',
  },
  areasHeading: {
    id: 'clients.areas.heading',
    defaultMessage: 'Businesses helped',
    description:
      'Section heading on the Clients page above cards of the kinds of businesses we help (start-ups, large companies …)',
  },
  areasIntro: {
    id: 'clients.areas.intro',
    defaultMessage: 'From a founder’s first hire to the merger of two enterprises, we help at every stage.',
  },
  testimonialsHeading: {
    id: 'clients.testimonials.heading',
    defaultMessage: 'What our clients say',
    description: 'Section heading on the Clients page above quotes from our clients',
  },
  logosHeading: {
    id: 'clients.logos.heading',
    defaultMessage: 'Some of the companies we work with',
    description: 'Section heading on the Clients page above a grid of client company logos',
  },
  sectorsHeading: {
    id: 'clients.sectors.heading',
    defaultMessage: 'The sectors our clients work in',
    description: 'Section heading on the Clients page above a grid of industry sectors (banking, healthcare…)',
  },
})

export default function ClientsPage() {
  const intl = useIntl()
  const href = usePageHref()
  return (
    <>
      <PageHeader
        page="about.clients"
        text={hero}
        art={
          <Picture
            src="/images/about/clients-network.svg"
            alt={intl.formatMessage(clientsText.heroImage)}
            width={800}
            height={450}
            sizes="(min-width: 1024px) 560px, 100vw"
            priority
            className="w-full rounded-2xl shadow-2xl"
          />
        }
      />
      <section className="bg-white py-20" aria-labelledby="areas-heading">
        <div className="container-site">
          <SectionHeading
            id="areas-heading"
            heading={intl.formatMessage(clientsText.areasHeading)}
            intro={intl.formatMessage(clientsText.areasIntro)}
            center
          />
          <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {SERVICE_AREAS.map((area, i) => (
              <li key={area.icon}>
                <Reveal from="below" delay={(i % 4) * 0.15} className="h-full rounded-2xl bg-mist p-6">
                  <span className="mb-4 flex size-12 items-center justify-center rounded-xl bg-navy text-white">
                    <UiIcon name={area.icon} className="size-6" />
                  </span>
                  <h3 className="type-card text-navy">{intl.formatMessage(area.title)}</h3>
                  <p className="mt-2 leading-relaxed text-slate-600">{intl.formatMessage(area.desc)}</p>
                </Reveal>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="bg-mist py-20" aria-labelledby="client-testimonials-heading">
        <div className="container-site">
          <SectionHeading
            id="client-testimonials-heading"
            heading={intl.formatMessage(clientsText.testimonialsHeading)}
            center
          />
          <ul className="grid gap-6 lg:grid-cols-3">
            {CLIENT_REVIEWS.slice(0, CLIENTS_PAGE_REVIEWS).map((review, i) => (
              <li key={review.quote.id}>
                <Reveal from="below" delay={i * 0.2} className="h-full">
                  <ReviewCard
                    review={review}
                    footer={<ReadMoreLink to={href('impact.testimonials')} topic={intl.formatMessage(review.quote)} />}
                  />
                </Reveal>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="bg-white py-20" aria-labelledby="client-logos-heading">
        <div className="container-site">
          <SectionHeading
            id="client-logos-heading"
            heading={intl.formatMessage(showsSectors(CLIENTS) ? clientsText.sectorsHeading : clientsText.logosHeading)}
            center
          />
          <ul
            className="balanced items-center"
            style={balancedGrid(CLIENTS.length, { base: 2, sm: 3, lg: 4, xl: 6 }, 0, 8)}
          >
            {CLIENTS.map((client) => (
              <li key={'name' in client ? client.name : client.sector.id} className="flex justify-center">
                <ClientTile client={client} wrap />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  )
}
