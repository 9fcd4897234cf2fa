import { useIntl } from 'react-intl'
import { Link } from 'react-router-dom'
import { UiIcon } from './Icon'
import { componentText } from './messages'

type Props = { to: string; topic: string; /** On a dark ground. */ light?: boolean }

/**
 * "Read More →", the site's tertiary action (a text link, uno.config.ts): the
 * visible words stay short; the link's text for assistive technology and
 * search engines says where it leads (in the text, not an aria-label, which
 * crawlers do not read).
 */
export function ReadMoreLink({ to, topic, light = false }: Props) {
  const intl = useIntl()
  return (
    <Link to={to} className={light ? 'btn-tertiary-light' : 'btn-tertiary'}>
      <span aria-hidden="true">{intl.formatMessage(componentText.readMore)}</span>
      <span className="sr-only">{intl.formatMessage(componentText.readMoreAbout, { topic })}</span>
      <UiIcon name="arrowEnd" className="size-4" flip />
    </Link>
  )
}
