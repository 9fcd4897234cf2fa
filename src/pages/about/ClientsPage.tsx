import { useIntl } from 'react-intl'
import { Link } from 'react-router-dom'
import { UiIcon } from '../../components/Icon'
import { Reveal } from '../../components/motion/Reveal'
import { componentText } from '../../components/messages'
import { SectionHeading } from '../../components/SectionHeading'
import { CLIENT_TESTIMONIALS, SERVICE_AREAS } from '../../content/about/clients'
import { CLIENT_LOGOS } from '../../content/home/logos'
import { usePageHref } from '../../i18n/usePageHref'
import { PageHeader } from '../HeroPage'
import { clientsText as t } from './messages'

function Stars({ count }: { count: number }) {
  const intl = useIntl()
  return (
    <p className="flex gap-0.5 text-amber-500" role="img" aria-label={intl.formatMessage(t.rating, { stars: count })}>
      {Array.from({ length: 5 }, (_, i) => (
        <svg key={i} viewBox="0 0 24 24" className={`size-5 ${i < count ? '' : 'opacity-25'}`} fill="currentColor" aria-hidden="true">
          <path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8-6.2-3.2L5.8 21 7 14.2 2 9.3l6.9-1Z" />
        </svg>
      ))}
    </p>
  )
}

export default function ClientsPage() {
  const intl = useIntl()
  const href = usePageHref()
  return (
    <>
      <PageHeader
        page="about.clients"
        art={<img src="/images/about/clients-network.svg" alt={intl.formatMessage(t.heroImage)} width="800" height="450" className="w-full rounded-2xl shadow-2xl" />}
      />
      <section className="bg-white py-20" aria-labelledby="areas-heading">
        <div className="container-site">
          <SectionHeading id="areas-heading" heading={intl.formatMessage(t.areasHeading)} intro={intl.formatMessage(t.areasIntro)} center />
          <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {SERVICE_AREAS.map((area, i) => (
              <li key={area.icon}>
                <Reveal from="below" delay={(i % 4) * 0.15} className="h-full rounded-2xl bg-mist p-6">
                  <span className="mb-4 flex size-12 items-center justify-center rounded-xl bg-navy text-white">
                    <UiIcon name={area.icon} className="size-6" />
                  </span>
                  <h3 className="text-lg font-700 text-navy">{intl.formatMessage(area.title)}</h3>
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
            {CLIENT_TESTIMONIALS.map((item, i) => {
              const quote = intl.formatMessage(item.quote)
              return (
                <li key={item.avatar}>
                  <Reveal from="below" delay={i * 0.2} className="flex h-full flex-col rounded-2xl bg-white p-7 shadow-sm">
                    <Stars count={item.stars} />
                    <h3 className="mt-4 text-xl font-700 text-navy">“{quote}”</h3>
                    <p className="mt-3 flex-1 leading-relaxed text-slate-600">{intl.formatMessage(item.text)}</p>
                    <div className="mt-6 flex items-center gap-3">
                      <img src={item.avatar} alt="" width="48" height="48" className="size-12 rounded-full" loading="lazy" />
                      <p className="text-sm">
                        <span className="block font-700 text-navy">{intl.formatMessage(item.name)}</span>
                        <span className="block text-slate-600">{intl.formatMessage(item.company)}</span>
                      </p>
                    </div>
                    <Link
                      to={href('impact.testimonials')}
                      aria-label={intl.formatMessage(componentText.readMoreAbout, { topic: quote })}
                      className="mt-6 inline-flex items-center gap-2 font-700 text-accent-dark hover:underline"
                    >
                      {intl.formatMessage(componentText.readMore)}
                      <UiIcon name="arrowEnd" className="size-4" flip />
                    </Link>
                  </Reveal>
                </li>
              )
            })}
          </ul>
        </div>
      </section>
      <section className="bg-white py-20" aria-labelledby="client-logos-heading">
        <div className="container-site">
          <SectionHeading id="client-logos-heading" heading={intl.formatMessage(t.logosHeading)} center />
          <ul className="grid grid-cols-2 items-center gap-8 sm:grid-cols-3 lg:grid-cols-4">
            {CLIENT_LOGOS.map((logo) => (
              <li key={logo.file} className="flex justify-center">
                <img src={logo.file} alt={logo.name} className="h-12 w-auto max-w-full" loading="lazy" />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  )
}
