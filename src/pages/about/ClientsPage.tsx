import { useIntl } from 'react-intl'
import { UiIcon } from '../../components/Icon'
import { Reveal } from '../../components/motion/Reveal'
import { ReadMoreLink } from '../../components/ReadMoreLink'
import { ReviewCard } from '../../components/ReviewCard'
import { SectionHeading } from '../../components/SectionHeading'
import { Wordmark } from '../../components/Wordmark'
import { Picture } from '../../components/Picture'
import { SERVICE_AREAS } from '../../content/about/clients'
import { CLIENT_REVIEWS } from '../../content/impact/testimonials'
import { CLIENTS } from '../../content/home/logos'
import { balancedGrid } from '../../lib/balancedGrid'
import { usePageHref } from '../../i18n/usePageHref'
import { PageHeader } from '../PageHeader'
import { clientsText as t } from './clientsMessages'
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

/** The Testimonials page's first client reviews, the same words and the same card. */
const CLIENTS_PAGE_REVIEWS = 3

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
            alt={intl.formatMessage(t.heroImage)}
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
            heading={intl.formatMessage(t.areasHeading)}
            intro={intl.formatMessage(t.areasIntro)}
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
          <SectionHeading id="client-testimonials-heading" heading={intl.formatMessage(t.testimonialsHeading)} center />
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
          <SectionHeading id="client-logos-heading" heading={intl.formatMessage(t.logosHeading)} center />
          <ul
            className="balanced items-center"
            style={balancedGrid(CLIENTS.length, { base: 2, sm: 3, lg: 4, xl: 6 }, 0, 8)}
          >
            {CLIENTS.map((client) => (
              <li key={client.name} className="flex justify-center">
                <Wordmark name={client.name} wrap />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  )
}
