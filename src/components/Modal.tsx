import { useEffect, useRef, type ReactNode } from 'react'
import { UiIcon } from './Icon'

type Props = {
  open: boolean
  onClose: () => void
  title: ReactNode
  closeLabel: string
  children: ReactNode
}

/**
 * A modal dialog on the native <dialog> element: showModal() makes the page
 * behind it inert (focus stays inside), Escape closes it, and the browser
 * gives focus back to what opened it.
 */
export function Modal({ open, onClose, title, closeLabel, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const d = dialog.current
    if (!d) return
    if (open && !d.open) d.showModal()
    if (!open && d.open) d.close()
  }, [open])
  return (
    <dialog
      ref={dialog}
      aria-labelledby="modal-title"
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault()
        onClose()
      }}
      className="m-auto max-h-[92vh] w-[min(44rem,94vw)] overflow-y-auto rounded-2xl p-0 shadow-2xl backdrop:bg-navy/60"
    >
      {open ? (
        <div className="p-6 md:p-8">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id="modal-title" className="type-subheading text-navy">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={closeLabel}
              className="flex size-10 shrink-0 items-center justify-center rounded-full text-navy hover:bg-mist"
            >
              <UiIcon name="close" className="size-5" />
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  )
}
