import { useIntl } from 'react-intl'
import { Marquee } from '../../components/motion/Marquee'
import { Reveal } from '../../components/motion/Reveal'
import { SectionHeading } from '../../components/SectionHeading'
import { CLIENT_LOGOS, PARTNER_LOGOS } from '../../content/home/logos'
import { homeSectionText as t } from './messages'

/** "Our Esteemed Clients": the 11 wordmarks in an endless row. */
export function ClientStrip() {
  const intl = useIntl()
  const heading = intl.formatMessage(t.clientsHeading)
  return (
    <section className="bg-white py-16" aria-labelledby="clients-heading">
      <div className="container-site">
        <Reveal from="below">
          <SectionHeading id="clients-heading" heading={heading} intro={intl.formatMessage(t.clientsIntro)} center />
        </Reveal>
        <Marquee
          items={CLIENT_LOGOS}
          itemKey={(logo) => logo.file}
          render={(logo) => (
            <img
              src={logo.file}
              alt={logo.name}
              className="h-9 w-auto opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0 sm:h-12"
              loading="lazy"
            />
          )}
        />
      </div>
    </section>
  )
}

/** "Our Ecosystem Partners": 8 logos, each opening the partner's site in a new tab. */
export function PartnerStrip() {
  const intl = useIntl()
  const heading = intl.formatMessage(t.partnersHeading)
  return (
    <section className="bg-mist py-16" aria-labelledby="partners-heading">
      <div className="container-site">
        <Reveal from="below">
          <SectionHeading id="partners-heading" heading={heading} center />
        </Reveal>
        <Marquee
          items={PARTNER_LOGOS}
          itemKey={(logo) => logo.src}
          duration={32}
          render={(logo) => (
            <a
              href={logo.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={intl.formatMessage(t.partnerLink, { name: logo.alt })}
              className="flex h-20 items-center rounded-xl bg-white px-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <img src={logo.src} alt={logo.alt} className={logo.wide ? 'h-11 w-auto' : 'h-12 w-auto'} loading="lazy" />
            </a>
          )}
        />
      </div>
    </section>
  )
}
