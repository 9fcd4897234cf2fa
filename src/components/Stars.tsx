import { useIntl } from 'react-intl'
import { componentText } from './messages'

/** A 1-to-5 rating as five stars, read out as one phrase. */
export function Stars({ rating }: { rating: number }) {
  const intl = useIntl()
  return (
    <p
      className="flex gap-0.5 text-amber-500"
      role="img"
      aria-label={intl.formatMessage(componentText.rating, { stars: rating })}
    >
      {Array.from({ length: 5 }, (_, i) => (
        <svg
          key={i}
          viewBox="0 0 24 24"
          className={`size-5 ${i < rating ? '' : 'opacity-25'}`}
          fill="currentColor"
          aria-hidden="true"
        >
          <path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8-6.2-3.2L5.8 21 7 14.2 2 9.3l6.9-1Z" />
        </svg>
      ))}
    </p>
  )
}
