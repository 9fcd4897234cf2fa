import { useIntl } from 'react-intl'
import { Link } from 'react-router-dom'
import { UiIcon } from './Icon'
import { componentText } from './messages'

type Props = { to: string; topic: string; className?: string }

/** "Read More →": the visible words stay short, the accessible name says where it leads. */
export function ReadMoreLink({ to, topic, className = 'text-accent-dark hover:underline' }: Props) {
  const intl = useIntl()
  return (
    <Link
      to={to}
      aria-label={intl.formatMessage(componentText.readMoreAbout, { topic })}
      className={`inline-flex items-center gap-2 font-700 ${className}`}
    >
      {intl.formatMessage(componentText.readMore)}
      <UiIcon name="arrowEnd" className="size-4" flip />
    </Link>
  )
}
