import { useIntl } from 'react-intl'
import { Link } from 'react-router-dom'
import { UiIcon } from './Icon'
import { componentText } from './messages'

type Props = { to: string; topic: string; className?: string }

/**
 * "Read More →": the visible words stay short; the link's text for assistive
 * technology and search engines says where it leads (in the text, not an
 * aria-label, which crawlers do not read).
 */
export function ReadMoreLink({ to, topic, className = 'text-accent-dark hover:underline' }: Props) {
  const intl = useIntl()
  return (
    <Link to={to} className={`inline-flex items-center gap-2 font-700 ${className}`}>
      <span aria-hidden="true">{intl.formatMessage(componentText.readMore)}</span>
      <span className="sr-only">{intl.formatMessage(componentText.readMoreAbout, { topic })}</span>
      <UiIcon name="arrowEnd" className="size-4" flip />
    </Link>
  )
}
