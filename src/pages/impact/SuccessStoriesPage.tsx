import { useIntl } from 'react-intl'
import { Accordion } from '../../components/Accordion'
import { ReadMoreLink } from '../../components/ReadMoreLink'
import { SectionHeading } from '../../components/SectionHeading'
import { CASE_STUDIES, EMPLOYEE_QUOTES, INITIAL_CASE } from '../../content/impact/stories'
import { usePageHref } from '../../i18n/usePageHref'
import { PageHeader } from '../PageHeader'
import { PAGE_NAMES } from '../pageNames'
import { defineMessages } from '../../i18n/defineMessages'

/** The hero's heading and intro (the intro is also the page's description for search engines). */
const hero = defineMessages({
  heading: {
    id: 'page.impact.stories.heading',
    defaultMessage: 'Customer Success Stories',
    description: 'Main heading of the page with examples of client projects and their results',
  },
  intro: {
    id: 'page.impact.stories.intro',
    defaultMessage:
      'How fintechs, banks, system integrators and fast-growing companies met their hiring and delivery goals with us.',
    description:
      'Fintechs = financial technology companies; system integrators = IT firms that build and connect systems for clients',
  },
})

/** The Customer Success Stories page’s sections. */
const storiesText = defineMessages({
  storiesHeading: {
    id: 'stories.heading',
    defaultMessage: 'Results by practice',
    description:
      'Section heading on the Customer Success Stories page above a list of client cases grouped by type of service (practice = business line)',
  },
  quotesHeading: {
    id: 'stories.quotes.heading',
    defaultMessage: 'In our people’s words',
    description: 'Section heading on the Customer Success Stories page above three quotes from our own employees',
  },
})

/** Success stories: an accordion of seven practices (FINTECH open), then three employee quotes. */
export default function SuccessStoriesPage() {
  const intl = useIntl()
  const href = usePageHref()
  return (
    <>
      <PageHeader page="impact.stories" text={hero} />
      <section className="bg-mist py-16" aria-labelledby="stories-heading">
        <div className="container-site">
          <SectionHeading id="stories-heading" heading={intl.formatMessage(storiesText.storiesHeading)} />
          <Accordion
            items={CASE_STUDIES}
            itemId={(c) => c.id}
            initialOpen={INITIAL_CASE}
            idPrefix="case"
            renderTitle={(c) => intl.formatMessage(c.name)}
            renderPanel={(c) => (
              <ul className="grid gap-4 md:grid-cols-3">
                {c.cards.map((card) => (
                  <li key={card.kind} className="rounded-xl border-t-4 bg-mist p-5" style={{ borderColor: card.color }}>
                    <h4 className="type-small font-800 tracking-widest" style={{ color: card.color }}>
                      {intl.formatMessage(card.title)}
                    </h4>
                    <p className="mt-2 leading-relaxed text-slate-700">{intl.formatMessage(card.text)}</p>
                  </li>
                ))}
              </ul>
            )}
          />
        </div>
      </section>
      <section className="bg-white py-16" aria-labelledby="quotes-heading">
        <div className="container-site">
          <SectionHeading id="quotes-heading" heading={intl.formatMessage(storiesText.quotesHeading)} center />
          <ul className="grid gap-6 md:grid-cols-3">
            {EMPLOYEE_QUOTES.map((quote) => (
              <li key={quote.name}>
                <figure className="flex h-full flex-col rounded-2xl bg-navy p-6 text-white">
                  <blockquote className="flex-1 type-lead">
                    <q>{intl.formatMessage(quote.text)}</q>
                  </blockquote>
                  <figcaption className="mt-4 type-small text-white/80">
                    <span className="block font-700 text-accent-light">
                      {/* A Latin name in an Arabic line keeps its own direction (its full stop stays at its end). */}
                      <bdi>{quote.name}</bdi>
                    </span>
                    {intl.formatMessage(quote.role)}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
          <div className="mt-10 flex justify-center">
            <ReadMoreLink
              to={href('impact.testimonials')}
              topic={intl.formatMessage(PAGE_NAMES['impact.testimonials'])}
            />
          </div>
        </div>
      </section>
    </>
  )
}
