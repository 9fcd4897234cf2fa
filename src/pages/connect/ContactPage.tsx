import { useIntl } from 'react-intl'
import { Link } from 'react-router-dom'
import { footerText, officeText } from '../../content/shellText'
import { UiIcon } from '../../components/Icon'
import { BRAND, OFFICES } from '../../config/brand'
import { contactText } from '../../forms/contactMessages'
import { usePageHref } from '../../i18n/usePageHref'
import { PAGE_NAMES } from '../pageNames'
import { PageHeader } from '../PageHeader'
import { ContactForm } from './ContactForm'
import { defineMessages } from '../../i18n/defineMessages'

/** The hero's heading and intro (the intro is also the page's description for search engines). */
const hero = defineMessages({
  heading: {
    id: 'page.connect.contact.heading',
    defaultMessage: 'Contact Us',
    description: 'Main heading of the contact page with our phone, e-mail and message form',
  },
  intro: {
    id: 'page.connect.contact.intro',
    defaultMessage: 'Tell us what you are building. We are open 24x7 and answer every message within one working day.',
    description: '24x7 = 24 hours a day, 7 days a week',
  },
})

/** Contact (SPEC 2.8): hero, then the form beside phone, e-mail and our offices (the form first on a phone). */
export default function ContactPage() {
  const intl = useIntl()
  const href = usePageHref()
  const card = 'flex items-start gap-4 rounded-2xl bg-white p-5 shadow-[0_8px_24px_rgba(11,31,58,0.08)]'
  return (
    <>
      <PageHeader page="connect.contact" text={hero} />
      <section className="bg-mist py-14 md:py-20">
        <div className="container-site grid gap-8 lg:grid-cols-[1fr_1.6fr]">
          {/* The form first, on a phone and to a screen reader; beside the contact details from lg. */}
          <div className="rounded-2xl bg-white p-6 lg:col-start-2 lg:row-start-1 shadow-[0_8px_24px_rgba(11,31,58,0.08)] md:p-8">
            <h2 className="type-subheading text-navy">{intl.formatMessage(contactText.heading)}</h2>
            <p className="mb-6 mt-2 text-navy/75">{intl.formatMessage(contactText.intro)}</p>
            <ContactForm />
          </div>
          <div className="flex flex-col gap-4 lg:col-start-1 lg:row-start-1">
            <a href={`tel:${BRAND.phone.replace(/\s/g, '')}`} className={card}>
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-dark text-white">
                <UiIcon name="phone" className="size-5" />
              </span>
              <span>
                <span className="block type-small text-navy/70">{intl.formatMessage(footerText.callUs)}</span>
                <span className="block type-card text-navy" dir="ltr">
                  {BRAND.phone}
                </span>
              </span>
            </a>
            <a href={`mailto:${BRAND.email}`} className={card}>
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-dark text-white">
                <UiIcon name="mail" className="size-5" />
              </span>
              <span className="min-w-0">
                <span className="block type-small text-navy/70">{intl.formatMessage(footerText.emailUs)}</span>
                <span className="block break-all type-card text-navy" dir="ltr">
                  {BRAND.email}
                </span>
              </span>
            </a>
            {/* Our offices, listed and on the map, fill the column beside the form, which is taller than the two cards. */}
            <div className={`${card} flex-1 flex-col justify-between`}>
              <div className="w-full">
                <h2 className="type-eyebrow text-accent-dark">{intl.formatMessage(footerText.offices)}</h2>
                <ul className="mt-4 grid gap-x-4 gap-y-2 text-navy sm:grid-cols-2">
                  {OFFICES.map((office) => (
                    <li key={office.id} className="flex items-center gap-2">
                      <UiIcon name="pin" className="size-4 shrink-0 text-accent-dark" />
                      {intl.formatMessage(officeText[office.id])}
                    </li>
                  ))}
                </ul>
              </div>
              <img src="/images/locations/offices-map.svg" alt="" width={1000} height={445} className="my-6 w-full" />
              <Link to={href('connect.locations')} className="btn-tertiary">
                {intl.formatMessage(PAGE_NAMES['connect.locations'])}
                <UiIcon name="arrowEnd" className="size-4" flip />
              </Link>
            </div>
          </div>
        </div>
      </section>
    </>
  )
}
