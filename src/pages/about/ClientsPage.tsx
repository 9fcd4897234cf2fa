import { useIntl } from 'react-intl'
import { UiIcon } from '../../components/Icon'
import { Reveal } from '../../components/motion/Reveal'
import { ReadMoreLink } from '../../components/ReadMoreLink'
import { Stars } from '../../components/Stars'
import { SectionHeading } from '../../components/SectionHeading'
import { CLIENT_TESTIMONIALS, SERVICE_AREAS } from '../../content/about/clients'
import { CLIENT_LOGOS } from '../../content/home/logos'
import { usePageHref } from '../../i18n/usePageHref'
import { PageHeader } from '../PageHeader'
import { clientsText as t } from './messages'

export default function ClientsPage() {
  const intl = useIntl()
  const href = usePageHref()
  return (
    <>
      <PageHeader
        page="about.clients"
        art={
          <img
            src="/images/about/clients-network.svg"
            alt={intl.formatMessage(t.heroImage)}
            width="800"
            height="450"
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
                  <Reveal
                    from="below"
                    delay={i * 0.2}
                    className="flex h-full flex-col rounded-2xl bg-white p-7 shadow-sm"
                  >
                    <Stars rating={item.stars} />
                    <h3 className="mt-4 text-xl font-700 text-navy">
                      <q>{quote}</q>
                    </h3>
                    <p className="mt-3 flex-1 leading-relaxed text-slate-600">{intl.formatMessage(item.text)}</p>
                    <div className="mt-6 flex items-center gap-3">
                      <img
                        src={item.avatar}
                        alt=""
                        width="48"
                        height="48"
                        className="size-12 rounded-full"
                        loading="lazy"
                      />
                      <p className="text-sm">
                        <span className="block font-700 text-navy">{intl.formatMessage(item.name)}</span>
                        <span className="block text-slate-600">{intl.formatMessage(item.company)}</span>
                      </p>
                    </div>
                    <div className="mt-6">
                      <ReadMoreLink to={href('impact.testimonials')} topic={quote} />
                    </div>
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
