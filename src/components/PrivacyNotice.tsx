import { useIntl } from 'react-intl'
import { Link } from 'react-router-dom'
import { pageHref } from '../config/paths'
import { contactText } from '../forms/contactMessages'
import type { Message } from '../i18n/defineMessages'
import { useTranslation } from '../i18n/TranslationProvider'
import { componentText } from './messages'

/**
 * What a form does with what is typed in it, in a sentence, and the privacy
 * policy a click away (in a new tab: the form keeps what was typed).
 */
export function PrivacyNotice({ text, id }: { text: Message; id?: string }) {
  const intl = useIntl()
  const { language } = useTranslation()
  return (
    <p id={id} className="type-small text-navy/75">
      {intl.formatMessage(text)}{' '}
      <Link
        to={pageHref('policy.privacy', language)}
        target="_blank"
        rel="noopener"
        className="font-600 text-accent-dark underline"
      >
        {intl.formatMessage(contactText.privacyLink)}
        <span className="sr-only"> {intl.formatMessage(componentText.newTab)}</span>
      </Link>
    </p>
  )
}
