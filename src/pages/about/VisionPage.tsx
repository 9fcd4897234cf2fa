import { useIntl } from 'react-intl'
import { Link } from 'react-router-dom'
import { UiIcon } from '../../components/Icon'
import { Reveal } from '../../components/motion/Reveal'
import { ReadMoreLink } from '../../components/ReadMoreLink'
import { SectionHeading } from '../../components/SectionHeading'
import { Picture } from '../../components/Picture'
import { BRAND_VALUES } from '../../config/brand'
import { DIFFERENTIATORS, MEDIA_HIGHLIGHTS, VALUES } from '../../content/about/vision'
import { usePageHref } from '../../i18n/usePageHref'
import { PageHeader } from '../PageHeader'
import { visionText as t } from './visionMessages'
import { TeamDirectory } from './TeamDirectory'
import { defineMessages } from '../../i18n/defineMessages'

/** The hero's heading and intro (the intro is also the page's description for search engines). */
const hero = defineMessages({
  heading: {
    id: 'page.about.vision.heading',
    defaultMessage: 'Our Vision: The {short} Way',
    description:
      'Main heading of the Vision page; {short} is the short company name IFIN; The IFIN Way = how our company works',
  },
  intro: {
    id: 'page.about.vision.intro',
    defaultMessage:
      'To be the most trusted partner for organisations building their global future: the right people, the right technology and the right operating model, delivered as one team.',
    description:
      'Search-engine description and intro of the Vision page; operating model = how a business organises its people, processes and technology',
  },
})

function Values() {
  const intl = useIntl()
  return (
    <section className="bg-white py-20" aria-labelledby="values-heading">
      <div className="container-site">
        <SectionHeading id="values-heading" heading={intl.formatMessage(t.valuesHeading)} center />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map((value, i) => (
            <li key={value.icon}>
              <Reveal from="below" delay={i * 0.2} className="h-full rounded-2xl border border-navy/10 p-6 text-center">
                <span className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-accent/10 text-accent-dark">
                  <UiIcon name={value.icon} className="size-7" />
                </span>
                <h3 className="type-item text-navy">{intl.formatMessage(value.title)}</h3>
                <p className="mt-2 leading-relaxed text-slate-600">{intl.formatMessage(value.description)}</p>
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

function Why() {
  const intl = useIntl()
  return (
    <section className="bg-white py-20" aria-labelledby="why-heading">
      <div className="container-site">
        <SectionHeading id="why-heading" heading={intl.formatMessage(t.whyHeading, BRAND_VALUES)} center />
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {DIFFERENTIATORS.map((item, i) => (
            <li key={item.img}>
              <Reveal
                from={i % 2 ? 'right' : 'left'}
                delay={(i % 3) * 0.15}
                className="flex h-full gap-4 rounded-2xl bg-mist p-6"
              >
                <Picture src={item.img} alt="" width={64} height={64} sizes="64px" className="size-16 shrink-0" />
                <div className="min-w-0">
                  <h3 className="type-card text-navy">{intl.formatMessage(item.title)}</h3>
                  <p className="mt-2 leading-relaxed text-slate-600">{intl.formatMessage(item.desc)}</p>
                </div>
              </Reveal>
            </li>
          ))}
        </ul>
        <Reveal
          from="below"
          className="mx-auto mt-12 max-w-3xl rounded-2xl border-s-4 border-accent-dark bg-navy p-8 text-white"
        >
          <h3 className="type-subheading">{intl.formatMessage(t.approachHeading)}</h3>
          <p className="mt-3 type-lead text-white/85">{intl.formatMessage(t.approachText)}</p>
        </Reveal>
      </div>
    </section>
  )
}

function CareerBanner() {
  const intl = useIntl()
  const href = usePageHref()
  return (
    <section className="hero-bg py-16 text-white" aria-labelledby="career-heading">
      <div className="container-site flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="career-heading" className="type-section">
            {intl.formatMessage(t.careerHeading)}
          </h2>
          <p className="mt-3 type-lead text-white/85">{intl.formatMessage(t.careerText)}</p>
        </div>
        <Link to={href('connect.contact')} className="btn-primary shrink-0">
          {intl.formatMessage(t.careerButton)}
        </Link>
      </div>
    </section>
  )
}

function MediaHighlights() {
  const intl = useIntl()
  const href = usePageHref()
  return (
    <section className="bg-mist py-20" aria-labelledby="highlights-heading">
      <div className="container-site">
        <SectionHeading id="highlights-heading" heading={intl.formatMessage(t.highlightsHeading)} />
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {MEDIA_HIGHLIGHTS.map((item, i) => {
            const title = intl.formatMessage(item.title)
            return (
              <li key={item.event} className={item.featured ? 'lg:col-span-2' : ''}>
                <Reveal
                  from="below"
                  delay={i * 0.15}
                  className="relative isolate flex h-72 flex-col justify-end overflow-hidden rounded-2xl p-6 text-white"
                >
                  <Picture
                    src={item.image}
                    alt=""
                    sizes={
                      item.featured
                        ? '(min-width: 1024px) 760px, (min-width: 768px) 50vw, 100vw'
                        : '(min-width: 1024px) 370px, (min-width: 768px) 50vw, 100vw'
                    }
                    className="absolute inset-0 -z-10 h-full w-full object-cover"
                  />
                  <span className="absolute inset-0 -z-10 bg-gradient-to-t from-navy-dark via-navy-dark/60 to-transparent" />
                  <p className="type-small font-600 text-accent-light">
                    {intl.formatDate(`${item.date}-01T12:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' })}
                    {item.featured ? (
                      <span className="ms-3 rounded-full bg-accent-dark px-2 py-0.5 type-caption text-white">
                        {intl.formatMessage(t.featured)}
                      </span>
                    ) : null}
                  </p>
                  <h3 className="mt-1 type-item">{title}</h3>
                  <div className="mt-3">
                    <ReadMoreLink to={href('media.gallery')} topic={title} light />
                  </div>
                </Reveal>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}

export default function VisionPage() {
  return (
    <>
      <PageHeader page="about.vision" text={hero} />
      <Values />
      <TeamDirectory />
      <Why />
      <CareerBanner />
      <MediaHighlights />
    </>
  )
}
