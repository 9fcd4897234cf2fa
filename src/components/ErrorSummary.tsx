import type { MouseEvent, Ref } from 'react'
import { useIntl } from 'react-intl'
import { componentText } from './messages'

export type FieldError = { fieldId: string; message: string }

/**
 * The box at the top of a form that lists what to correct after a failed
 * submit, each line a link to its field (the GOV.UK pattern). The form moves
 * focus to it, so the list is read out first.
 */
export function ErrorSummary({ errors, ref }: { errors: readonly FieldError[]; ref?: Ref<HTMLDivElement> }) {
  const intl = useIntl()
  if (!errors.length) return null
  const goTo = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId)
    if (!field) return
    event.preventDefault()
    field.scrollIntoView({ block: 'center' })
    field.focus({ preventScroll: true })
  }
  return (
    <div ref={ref} tabIndex={-1} className="mb-5 rounded-lg border-2 border-red-700 bg-white p-4">
      <div role="alert">
        <h2 className="type-card text-navy">{intl.formatMessage(componentText.errorSummary)}</h2>
        <ul className="mt-2 space-y-1">
          {errors.map(({ fieldId, message }) => (
            <li key={fieldId}>
              <a
                href={`#${fieldId}`}
                onClick={(e) => goTo(e, fieldId)}
                className="inline-block py-0.5 font-600 text-red-700 underline"
              >
                {message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
