import { useIntl } from 'react-intl'
import { UiIcon } from '../../components/Icon'
import { Reveal } from '../../components/motion/Reveal'
import { SectionHeading } from '../../components/SectionHeading'
import { MEMBERSHIPS } from '../../content/about/memberships'
import { PageHeader } from '../PageHeader'
import { defineMessages } from '../../i18n/defineMessages'

/** The hero's heading and intro (the intro is also the page's description for search engines). */
const hero = defineMessages({
  heading: {
    id: 'page.about.certifications.heading',
    defaultMessage: 'Certifications & Memberships',
    description: 'Main heading of the page listing our quality certificate and the business bodies we are a member of',
  },
  intro: {
    id: 'page.about.certifications.intro',
    defaultMessage:
      'An ISO 9001:2015 certified company and an active member of the chambers, missions and networks that shape industry and entrepreneurship.',
    description:
      'ISO 9001:2015 is a quality-management standard, keep the number; missions = government programmes; chambers = chambers of commerce',
  },
})

const certificationsText = defineMessages({
  heading: {
    id: 'certifications.grid.heading',
    defaultMessage: 'Our standards and networks',
    description:
      'Section heading above our quality certificate and memberships (Certifications page, whose title is already "Certifications & Memberships", so it does not repeat it)',
  },
  text: {
    id: 'certifications.grid.text',
    defaultMessage:
      'Our quality system is certified to ISO 9001:2015, and we take an active part in the chambers, missions and networks that shape hiring, industry and entrepreneurship.',
    description:
      'ISO 9001:2015 is a quality-management standard, keep the number; missions = government programmes; chambers = chambers of commerce',
  },
})

export default function CertificationsPage() {
  const intl = useIntl()
  return (
    <>
      <PageHeader page="about.certifications" text={hero} />
      <section className="bg-white py-20" aria-labelledby="memberships-heading">
        <div className="container-site">
          <SectionHeading
            id="memberships-heading"
            heading={intl.formatMessage(certificationsText.heading)}
            intro={intl.formatMessage(certificationsText.text)}
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
