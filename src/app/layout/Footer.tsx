import { useIntl } from 'react-intl'
import { Link, useLocation } from 'react-router-dom'
import { BRAND, BRAND_VALUES, OFFICES, SOCIAL_ORDER } from '../../config/brand'
import { BUILD_YEAR } from '../../config/constants'
import type { PageKey } from '../../config/paths'
import { Logo } from '../../components/Logo'
import { UiIcon } from '../../components/Icon'
import { usePageHref } from '../../i18n/usePageHref'
import { PAGE_NAMES } from '../../pages/pageNames'
import { focusPageStart } from '../../lib/focus'
import { scrollToTop } from '../../lib/scroll'
import { SocialLinks } from './SocialLinks'
import { footerText, officeText } from '../../content/shellText'

const QUICK_LINKS: readonly PageKey[] = [
  'home',
  'policy.principles',
  'policy.privacy',
  'policy.disclaimer',
  'policy.terms',
  'policy.antiSpam',
  'policy.accessibility',
]

export function Footer() {
  const intl = useIntl()
  const href = usePageHref()
  const { pathname } = useLocation()
  const heading = 'mb-4 type-eyebrow text-accent-light'
  return (
    <footer className="bg-navy-dark text-white/85">
      <div className="container-site grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div>
          <Logo inverted />
          <h2 className="mt-6 type-card text-white">{intl.formatMessage(footerText.getInTouch)}</h2>
          <p className="mt-2 max-w-sm type-small leading-relaxed text-white/75">
            {intl.formatMessage(footerText.getInTouchIntro)}
          </p>
          <ul className="mt-5 space-y-3 type-small">
            <li className="flex items-start gap-3">
              <UiIcon name="phone" className="mt-0.5 size-5 text-accent-light" />
              <span>
                <span className="block text-white/65">{intl.formatMessage(footerText.callUs)}</span>
                <a
                  className="font-600 text-white hover:text-accent-light"
                  href={`tel:${BRAND.phone.replace(/\s/g, '')}`}
                  dir="ltr"
                >
                  {BRAND.phone}
                </a>
              </span>
            </li>
            <li className="flex items-start gap-3">
              <UiIcon name="mail" className="mt-0.5 size-5 text-accent-light" />
              <span>
                <span className="block text-white/65">{intl.formatMessage(footerText.emailUs)}</span>
                <a className="font-600 text-white hover:text-accent-light" href={`mailto:${BRAND.email}`} dir="ltr">
                  {BRAND.email}
                </a>
              </span>
            </li>
          </ul>
        </div>
        <div>
          <h2 className={heading}>{intl.formatMessage(footerText.offices)}</h2>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-2 type-small lg:grid-cols-1">
            {OFFICES.map((office) => {
              const country = intl.formatMessage(officeText[office.id])
              return (
                <li key={office.id}>
                  <a
                    href={office.mapsUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1.5 hover:text-accent-light"
                    aria-label={intl.formatMessage(footerText.officeLink, { country })}
                  >
                    <UiIcon name="pin" className="size-4 text-accent-light" />
                    {country}
                  </a>
                </li>
              )
            })}
          </ul>
        </div>
        <div>
          <h2 className={heading}>{intl.formatMessage(footerText.quickLinks)}</h2>
          <ul className="space-y-1 type-small">
            {QUICK_LINKS.map((key) => (
              <li key={key}>
                <Link
                  to={href(key)}
                  className="inline-block py-1 hover:text-accent-light"
                  onClick={(event) => {
                    // Home on the home page scrolls up instead of navigating, and focus goes up with it.
                    if (key === 'home' && pathname === href('home')) {
                      event.preventDefault()
                      scrollToTop()
                      focusPageStart()
                    }
                  }}
                >
                  {intl.formatMessage(PAGE_NAMES[key], BRAND_VALUES)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={heading}>{intl.formatMessage(footerText.followUs)}</h2>
          <SocialLinks
            networks={SOCIAL_ORDER}
            className="flex-wrap gap-2"
            linkClassName="flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-accent focus-visible:bg-accent"
            iconClassName="size-4"
          />
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="container-site py-5 text-center type-caption text-white/65">
          {intl.formatMessage(footerText.rights, { year: BUILD_YEAR, ...BRAND_VALUES })}
        </p>
      </div>
    </footer>
  )
}
