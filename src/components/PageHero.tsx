import type { ReactNode } from 'react'

type Props = {
  heading: ReactNode
  intro?: ReactNode
  eyebrow?: ReactNode
  children?: ReactNode
  /** Artwork in its own column beside the heading. */
  art?: ReactNode
  /** Decoration drawn behind the free side of a hero without artwork (the area's drawing). */
  decoration?: ReactNode
}

/** The banner at the top of every inner page: heading, short intro, optional actions and artwork. */
export function PageHero({ heading, intro, eyebrow, children, art, decoration }: Props) {
  return (
    <section className="hero-bg relative overflow-hidden text-white">
      <div
        className={`container-site relative py-16 md:py-24${art ? ' grid items-center gap-10 lg:grid-cols-[3fr_2fr]' : ''}`}
      >
        <div>
          {eyebrow ? <p className="mb-3 type-eyebrow text-accent-light">{eyebrow}</p> : null}
          <h1 className="max-w-3xl type-title">{heading}</h1>
          {intro ? <p className="mt-5 max-w-2xl type-lead text-white/85">{intro}</p> : null}
          {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
        </div>
        {art ? <div className="mx-auto w-full max-w-md">{art}</div> : decoration}
      </div>
    </section>
  )
}
