import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import type { Review } from '../content/impact/testimonials'
import { Stars } from './Stars'

/**
 * A testimonial: rating, headline, quote and who said it. One card and one
 * wording wherever a review is shown (the Testimonials page, the Clients
 * page); `footer` takes what a page adds under it (a link to the rest).
 */
export function ReviewCard({ review, footer }: { review: Review; footer?: ReactNode }) {
  const intl = useIntl()
  return (
    // The page's footer sits after the figure: a figcaption must be a figure's first or last child.
    <div className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-navy/5">
      <figure className="flex flex-1 flex-col">
        <Stars rating={review.rating} />
        <h3 className="mt-3 type-card text-navy">
          <q>{intl.formatMessage(review.quote)}</q>
        </h3>
        <blockquote className="mt-2 flex-1 leading-relaxed text-slate-600">
          {intl.formatMessage(review.text)}
        </blockquote>
        <figcaption className="mt-5 flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-11 shrink-0 items-center justify-center rounded-full bg-navy font-700 text-white"
          >
            {review.initials}
          </span>
          <span className="type-small">
            <span className="block font-700 text-navy">{intl.formatMessage(review.name)}</span>
            <span className="block text-slate-600">{intl.formatMessage(review.company)}</span>
          </span>
        </figcaption>
      </figure>
      {footer ? <div className="mt-5">{footer}</div> : null}
    </div>
  )
}
