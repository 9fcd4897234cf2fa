import { useIntl } from 'react-intl'
import { Carousel } from '../../components/fancy/Carousel'
import { SectionHeading } from '../../components/SectionHeading'
import { ReviewCard } from '../../components/ReviewCard'
import { BRAND_VALUES } from '../../config/brand'
import {
  CLIENT_REVIEWS,
  EMPLOYEE_REVIEWS,
  REVIEWS_AUTOPLAY_MS,
  REVIEWS_TRANSITION_MS,
  type Review,
} from '../../content/impact/testimonials'
import { PageHeader } from '../PageHeader'
import { defineMessages } from '../../i18n/defineMessages'

/** The hero's heading and intro (the intro is also the page's description for search engines). */
const hero = defineMessages({
  heading: {
    id: 'page.impact.testimonials.heading',
    defaultMessage: 'What our clients and people say',
    description: 'Main heading of the page with quotes from clients, candidates and employees about working with us',
  },
  intro: {
    id: 'page.impact.testimonials.intro',
    defaultMessage: 'In their own words: clients, candidates and employees on working with us.',
  },
})

/** The Testimonials page’s sections. */
const testimonialsText = defineMessages({
  clientReviews: {
    id: 'reviews.clients.heading',
    defaultMessage: 'What clients and colleagues say',
    description: 'Section heading on the Testimonials page above a carousel of quotes from clients and partners',
  },
  employeeReviews: {
    id: 'reviews.employees.heading',
    defaultMessage: 'Life at {short}, in our employees’ words',
    description:
      'Section heading on the Testimonials page above quotes from our staff; {short} is the short company name IFIN',
  },
})

/** SPEC 9: 3 slides wide, 2 below 1024 px, 1 below 768 px. */
const SLIDES_PER_PAGE = { base: 1, md: 2, lg: 3 }

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
      <PageHeader page="impact.testimonials" text={hero} />
      <ReviewCarousel
        id="client-reviews"
        heading={intl.formatMessage(testimonialsText.clientReviews)}
        reviews={CLIENT_REVIEWS}
        shaded
      />
      <ReviewCarousel
        id="employee-reviews"
        heading={intl.formatMessage(testimonialsText.employeeReviews, BRAND_VALUES)}
        reviews={EMPLOYEE_REVIEWS}
        shaded={false}
      />
    </>
  )
}
