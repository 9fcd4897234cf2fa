import { useIntl } from 'react-intl'
import { Marquee } from '../../components/motion/Marquee'
import { Reveal } from '../../components/motion/Reveal'
import { SectionHeading } from '../../components/SectionHeading'
import { Wordmark } from '../../components/Wordmark'
import { ClientTile } from '../../components/ClientTile'
import { CLIENTS, PARTNERS } from '../../content/home/logos'
import { homeSectionText as t } from './messages'

/** "Our Esteemed Clients": the 11 clients (logos, or the sectors we serve until we may name them) in an endless row. */
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
          items={CLIENTS}
          label={heading}
          itemKey={(client) => ('name' in client ? client.name : client.sector.id)}
          render={(client) => (
            // At least a logo's height; a sector tile on two lines (a still strip on a phone) may be taller.
            <span className="flex min-h-16 items-center">
              <ClientTile client={client} />
            </span>
          )}
        />
      </div>
    </section>
  )
}

/** "Our Ecosystem Partners": 8 names, each opening the partner's site in a new tab. */
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
          items={PARTNERS}
          label={heading}
          itemKey={(partner) => partner.url}
          duration={32}
          render={(partner) => (
            <a
              href={partner.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={intl.formatMessage(t.partnerLink, { name: partner.name })}
              className="flex h-20 items-center rounded-xl bg-white px-7 shadow-sm transition-shadow hover:shadow-md"
            >
              {/* A name, not an invented mark: the body's own logo goes here once it is licensed to us. */}
              <Wordmark name={partner.name} />
            </a>
          )}
        />
      </div>
    </section>
  )
}
