import { useIntl } from 'react-intl'
import { UiIcon } from '../../components/Icon'
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
            {MEMBERSHIPS.map((membership, i) => (
              <li key={membership.alt.id}>
                <Reveal
                  from="below"
                  delay={(i % 3) * 0.15}
                  className="flex h-full flex-col items-center gap-5 rounded-2xl bg-mist p-8 text-center"
                >
                  <span className="flex size-24 items-center justify-center rounded-full bg-navy text-white ring-4 ring-accent ring-offset-4 ring-offset-mist">
                    <UiIcon name={membership.icon} className="size-10" />
                  </span>
                  <p className="font-600 text-navy">{intl.formatMessage(membership.alt)}</p>
                </Reveal>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  )
}
