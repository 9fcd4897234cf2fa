import type { ReactNode } from 'react'

type Props = {
  eyebrow?: ReactNode
  heading: ReactNode
  intro?: ReactNode
  center?: boolean
  id?: string
  light?: boolean
}

/** A section's eyebrow, heading and short intro. */
export function SectionHeading({ eyebrow, heading, intro, center = false, id, light = false }: Props) {
  return (
    <div className={`mb-10 max-w-3xl ${center ? 'mx-auto text-center' : ''}`}>
      {eyebrow ? (
        <p className={`mb-2 type-eyebrow ${light ? 'text-accent-light' : 'text-accent-dark'}`}>{eyebrow}</p>
      ) : null}
      <h2 id={id} className={`type-section ${light ? 'text-white' : 'text-navy'}`}>
        {heading}
      </h2>
      {intro ? <p className={`mt-4 type-lead ${light ? 'text-white/85' : 'text-slate-600'}`}>{intro}</p> : null}
    </div>
  )
}
