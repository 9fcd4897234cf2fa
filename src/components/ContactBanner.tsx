import { useIntl } from 'react-intl'
import { Link } from 'react-router-dom'
import type { Message } from '../i18n/defineMessages'
import { usePageHref } from '../i18n/usePageHref'
import { UiIcon } from './Icon'

/**
 * The closing band of a services page (Solutions, GCC offerings): a heading, a line and the
 * page's one primary action, to the contact page.
 */
export function ContactBanner({ heading, text, button }: { heading: Message; text?: Message; button: Message }) {
  const intl = useIntl()
  const href = usePageHref()
  return (
    <section className="hero-bg py-16 text-white" aria-labelledby="banner-heading">
      <div className="container-site flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="banner-heading" className="type-section">
            {intl.formatMessage(heading)}
          </h2>
          {text ? <p className="mt-3 type-lead text-white/85">{intl.formatMessage(text)}</p> : null}
        </div>
        <Link to={href('connect.contact')} className="btn-primary shrink-0">
          {intl.formatMessage(button)}
          <UiIcon name="arrowEnd" className="size-5" flip />
        </Link>
      </div>
    </section>
  )
}
