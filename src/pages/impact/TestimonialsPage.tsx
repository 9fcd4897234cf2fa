import { useIntl } from 'react-intl'
import { Carousel } from '../../components/fancy/Carousel'
import { SectionHeading } from '../../components/SectionHeading'
import { Stars } from '../../components/Stars'
import { BRAND_VALUES } from '../../config/brand'
import {
  CLIENT_REVIEWS,
  EMPLOYEE_REVIEWS,
  REVIEWS_AUTOPLAY_MS,
  REVIEWS_TRANSITION_MS,
} from '../../content/impact/testimonials'
import { PageHeader } from '../PageHeader'
import { impactPageText as t } from './messages'

type Review = (typeof CLIENT_REVIEWS)[number]

/** SPEC 9: 3 slides wide, 2 below 1024 px, 1 below 768 px. */
const SLIDES_PER_PAGE = { base: 1, md: 2, lg: 3 }

function ReviewCard({ review }: { review: Review }) {
  const intl = useIntl()
  return (
    <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-navy/5">
      <Stars rating={review.rating} />
      <h3 className="mt-3 text-lg font-700 text-navy">
        <q>{intl.formatMessage(review.quote)}</q>
      </h3>
      <blockquote className="mt-2 flex-1 leading-relaxed text-slate-600">{intl.formatMessage(review.text)}</blockquote>
      <figcaption className="mt-5 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-full font-700 text-white"
          style={{ background: review.accent }}
        >
          {review.initials}
        </span>
        <span className="text-sm">
          <span className="block font-700 text-navy">{intl.formatMessage(review.name)}</span>
          <span className="block text-slate-600">{intl.formatMessage(review.company)}</span>
        </span>
      </figcaption>
    </figure>
  )
}

function ReviewCarousel({
  id,
  heading,
  reviews,
  shaded,
}: {
  id: string
  heading: string
  reviews: readonly Review[]
  shaded: boolean
}) {
  return (
    <section className={`py-16 ${shaded ? 'bg-mist' : 'bg-white'}`} aria-labelledby={`${id}-heading`}>
      <div className="container-site">
        <SectionHeading id={`${id}-heading`} heading={heading} center />
        <Carousel
          label={heading}
          items={reviews}
          itemKey={(r) => r.quote.id}
          autoplayMs={REVIEWS_AUTOPLAY_MS}
          transitionMs={REVIEWS_TRANSITION_MS}
          slidesPerPage={SLIDES_PER_PAGE}
          arrows
          cards
          render={(review) => <ReviewCard review={review} />}
        />
      </div>
    </section>
  )
}

/** Testimonials: two carousels, 9 client and colleague reviews and 6 employee reviews. */
export default function TestimonialsPage() {
  const intl = useIntl()
  return (
    <>
      <PageHeader page="impact.testimonials" />
      <ReviewCarousel
        id="client-reviews"
        heading={intl.formatMessage(t.clientReviews)}
        reviews={CLIENT_REVIEWS}
        shaded
      />
      <ReviewCarousel
        id="employee-reviews"
        heading={intl.formatMessage(t.employeeReviews, BRAND_VALUES)}
        reviews={EMPLOYEE_REVIEWS}
        shaded={false}
      />
    </>
  )
}
