import { useIntl } from 'react-intl'
import { Reveal } from '../../components/motion/Reveal'
import { SectionHeading } from '../../components/SectionHeading'
import { MEMBERSHIPS } from '../../content/about/memberships'
import { PageHeader } from '../PageHeader'
import { certificationsText as t } from './messages'

export default function CertificationsPage() {
  const intl = useIntl()
  return (
    <>
      <PageHeader page="about.certifications" />
      <section className="bg-white py-20" aria-labelledby="memberships-heading">
        <div className="container-site">
          <SectionHeading
            id="memberships-heading"
            heading={intl.formatMessage(t.heading)}
            intro={intl.formatMessage(t.text)}
            center
          />
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {MEMBERSHIPS.map((logo, i) => {
              const alt = intl.formatMessage(logo.alt)
              return (
                <li key={logo.src}>
                  <Reveal
                    from="below"
                    delay={(i % 3) * 0.15}
                    className="flex h-full flex-col items-center gap-4 rounded-2xl bg-mist p-8 text-center"
                  >
                    <img src={logo.src} alt={alt} width="160" height="160" className="size-40" loading="lazy" />
                    <p className="font-600 text-navy" aria-hidden="true">
                      {alt}
                    </p>
                  </Reveal>
                </li>
              )
            })}
          </ul>
        </div>
      </section>
    </>
  )
}
