import { useIntl } from 'react-intl'
import { componentText } from '../messages'

type Props = {
  paused: boolean
  onToggle: () => void
  /** What moves, as a visitor knows it (the section's heading or label): it names the button. */
  subject: string
  className?: string
  controls?: string
}

/** The visible pause / play control every auto-moving block carries (WCAG 2.2.2), named after what it pauses. */
export function MotionToggle({ paused, onToggle, subject, className = '', controls }: Props) {
  const intl = useIntl()
  const label = intl.formatMessage(paused ? componentText.play : componentText.pause, { subject })
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={label}
      title={label}
      aria-controls={controls}
      data-motion-toggle=""
      className={`inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-current/30 bg-black/5 transition-colors hover:bg-black/10 ${className}`}
    >
      <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true" focusable="false">
        {paused ? <path d="M7 4.5v15l12-7.5Z" /> : <path d="M6 4h4v16H6Zm8 0h4v16h-4Z" />}
      </svg>
    </button>
  )
}
