import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import type { Review } from '../content/impact/testimonials'
import { isPlaceholder } from '../content/placeholder'
import { Stars } from './Stars'

/** The first letters of a name's first and last words. */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((_word, i, words) => i === 0 || i === words.length - 1)
    .map((word) => word[0]!.toUpperCase())
    .join('')

/**
 * A testimonial: rating, headline, quote and who said it (name, title and company
 * once signed; until then the author's title and the kind of organisation). One card and one
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
        {isPlaceholder(review) ? (
          // Not yet signed: the author's job title and the kind of organisation, no invented initials.
          <figcaption className="mt-5 border-t border-navy/10 pt-4 type-small" data-attribution="sector">
            <span className="block font-700 text-navy">{intl.formatMessage(review.title)}</span>
            <span className="block text-slate-600">{intl.formatMessage(review.sector)}</span>
          </figcaption>
        ) : (
          <figcaption className="mt-5 flex items-center gap-3" data-attribution="author">
            <span
              aria-hidden="true"
              className="flex size-11 shrink-0 items-center justify-center rounded-full bg-navy font-700 text-white"
            >
              {initialsOf(review.name)}
            </span>
            <span className="type-small">
              <span className="block font-700 text-navy">{review.name}</span>
              <span className="block text-slate-600">
                {intl.formatMessage(review.title)}, {review.company}
              </span>
            </span>
          </figcaption>
        )}
      </figure>
      {footer ? <div className="mt-5">{footer}</div> : null}
    </div>
  )
}
