import { useIntl } from 'react-intl'
import { UiIcon } from '../../components/Icon'
import { shellText } from '../../content/shellText'

/**
 * The certification and the opening hours: in the top strip from 640 px, and on a
 * phone at the foot of the menu, where the strip has room for its links only.
 */
export function CompanyFacts({ className = '', iconClassName = '' }: { className?: string; iconClassName?: string }) {
  const intl = useIntl()
  return (
    <p className={className}>
      <span className="inline-flex items-center gap-1.5">
        <UiIcon name="shield" className={`size-4 ${iconClassName}`} />
        {intl.formatMessage(shellText.certification)}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <UiIcon name="clock" className={`size-4 ${iconClassName}`} />
        {intl.formatMessage(shellText.open247)}
      </span>
    </p>
  )
}
