import { useRef } from 'react'
import { useIntl } from 'react-intl'
import { ExpandableList } from '../../components/ExpandableList'
import { CheckList } from '../../components/CheckList'
import { LazyImage } from '../../components/LazyImage'
import { LightboxLink, useLightbox } from '../../components/fancy/Lightbox'
import { GRID_SIZES } from '../../components/Picture'
import { CSR_EVENTS, CSR_GRID_INITIAL, CSR_IMAGE_ALT } from '../../content/impact/csr'
import { PageHeader } from '../PageHeader'
import { defineMessages } from '../../i18n/defineMessages'

/** The hero's heading and intro (the intro is also the page's description for search engines). */
const hero = defineMessages({
  heading: {
    id: 'page.impact.csr.heading',
    defaultMessage: 'Corporate Social Responsibility',
    description:
      'Main heading of the CSR page: the work our company does for society (free job fairs, skilling, mentoring)',
  },
  intro: {
    id: 'page.impact.csr.intro',
    defaultMessage:
      'Job fairs, start-up festivals and road shows that open doors for job seekers, women returning to work and young entrepreneurs.',
    description:
      'Road shows = a series of events in several cities; entrepreneurs = people starting their own companies',
  },
})

type CsrEvent = (typeof CSR_EVENTS)[number]

/** One CSR event: title, date, description, headed lists and its photos (three, then all). */
function CsrEventSection({ event, shaded }: { event: CsrEvent; shaded: boolean }) {
  const intl = useIntl()
  const section = useRef<HTMLElement>(null)
  useLightbox(section)
  const title = intl.formatMessage(event.title)
  const headingId = `csr-${event.id}`
  return (
    <section
      ref={section}
      id={event.id}
      className={`scroll-mt-20 py-16 ${shaded ? 'bg-mist' : 'bg-white'}`}
      aria-labelledby={headingId}
    >
      <div className="container-site">
        <h2 id={headingId} className="type-section text-navy">
          {title}
        </h2>
        <p className="mt-1 font-600 text-accent-dark">{intl.formatMessage(event.date)}</p>
        <p className="mt-4 max-w-3xl type-lead text-slate-700">{intl.formatMessage(event.description)}</p>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          {event.lists.map((list) => (
            <div key={list.heading.id} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-navy/5">
              <h3 className="type-card text-navy">{intl.formatMessage(list.heading)}</h3>
              <CheckList items={list.items} className="mt-3 space-y-2" />
            </div>
          ))}
        </div>
        <div className="mt-10">
          <ExpandableList
            items={event.images}
            initial={CSR_GRID_INITIAL}
            itemKey={(src) => src}
            labelledBy={headingId}
            testId={`csr-images-${event.id}`}
            listClassName="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
            render={(src, i) => {
              const alt = intl.formatMessage(CSR_IMAGE_ALT, { title, number: i + 1 })
              return (
                <LightboxLink
                  href={src}
                  group={event.id}
                  caption={alt}
                  className="block overflow-hidden rounded-2xl shadow-sm transition hover:shadow-lg"
                >
                  <LazyImage src={src} alt={alt} width={800} height={500} sizes={GRID_SIZES} className="aspect-[8/5]" />
                </LightboxLink>
              )
            }}
          />
        </div>
      </div>
    </section>
  )
}

export default function CsrPage() {
  return (
    <>
      <PageHeader page="impact.csr" text={hero} />
      {CSR_EVENTS.map((event, i) => (
        <CsrEventSection key={event.id} event={event} shaded={i % 2 === 0} />
      ))}
    </>
  )
}
