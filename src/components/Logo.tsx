import { BRAND } from '../config/brand'

/** Our wordmark: replace `public/brand/logo.svg` and this mark together when the real logo arrives. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  // inline-flex: on a line of its own (the footer) it sits at the line's start, the right in Arabic.
  return (
    <span className="inline-flex shrink-0 items-center gap-2 whitespace-nowrap" dir="ltr" lang="en">
      <svg viewBox="0 0 40 40" className="size-10 shrink-0" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="10" fill={inverted ? '#ffffff' : '#0b1f3a'} />
        <circle cx="20" cy="20" r="11" fill="none" stroke="#f26b1d" strokeWidth="3" />
        <path
          d="M9 20h22M20 9c-4 3.2-4 18.8 0 22M20 9c4 3.2 4 18.8 0 22"
          stroke={inverted ? '#0b1f3a' : '#ffffff'}
          strokeWidth="1.6"
          fill="none"
        />
      </svg>
      <span className="flex flex-col leading-none">
        <span className={`text-step-2 font-800 tracking-wide ${inverted ? 'text-white' : 'text-navy'}`}>
          {BRAND.shortName}
        </span>
        <span
          className={`text-step--3 font-600 uppercase tracking-[0.2em] ${inverted ? 'text-white/80' : 'text-accent-dark'}`}
        >
          {BRAND.legalName.replace(BRAND.shortName, '').trim()}
        </span>
      </span>
    </span>
  )
}
