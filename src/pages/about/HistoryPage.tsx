import { useIntl } from 'react-intl'
import { Reveal } from '../../components/motion/Reveal'
import { SectionHeading } from '../../components/SectionHeading'
import { TIMELINE } from '../../content/about/history'
import { PageHeader } from '../PageHeader'
import { defineMessages } from '../../i18n/defineMessages'

/** The hero's heading and intro (the intro is also the page's description for search engines). */
const hero = defineMessages({
  heading: {
    id: 'page.about.history.heading',
    defaultMessage: 'History: more than 15 years of growth',
    description: 'Main heading of the History page, with the company timeline below it',
  },
  intro: {
    id: 'page.about.history.intro',
    defaultMessage:
      'From a recruitment practice founded in the UK in 2009 to a global group headquartered in Hyderabad since 2012: the milestones that shaped us.',
  },
})

const historyText = defineMessages({
  timelineHeading: {
    id: 'history.timeline.heading',
    defaultMessage: 'Our journey',
    description: 'Section heading above the company timeline on the History page',
  },
})

/**
 * The timeline: entries alternate sides of a centre line from 768 px up, and
 * stack along a start-side line on phones. Logical sides, so Arabic mirrors.
 */
export default function HistoryPage() {
  const intl = useIntl()
  return (
    <>
      <PageHeader page="about.history" text={hero} />
      <section className="bg-white py-20" aria-labelledby="timeline-heading">
        <div className="container-site">
          <SectionHeading id="timeline-heading" heading={intl.formatMessage(historyText.timelineHeading)} center />
          <ol className="relative mx-auto max-w-5xl before:absolute before:content-[''] before:inset-y-0 before:start-5 before:w-0.5 before:bg-navy/15 md:before:start-1/2 md:before:-ms-px">
            {TIMELINE.map((entry, i) => {
              const end = i % 2 === 1
              return (
                <li
                  key={i}
                  className="relative mb-10 ps-14 md:grid md:grid-cols-2 md:ps-0"
                  data-side={end ? 'end' : 'start'}
                >
                  <span
                    aria-hidden="true"
                    className="absolute start-5 top-6 z-1 size-4 -translate-x-1/2 rounded-full border-4 border-white bg-accent-dark shadow rtl:translate-x-1/2 md:start-1/2"
                  />
                  <Reveal
                    from={end ? 'right' : 'left'}
                    className={end ? 'md:col-start-2 md:ps-12' : 'md:pe-12 md:text-end'}
                  >
                    <article className="rounded-2xl bg-mist p-6 shadow-sm">
                      <p className="type-figure text-accent-dark">
                        <time dateTime={String(entry.year)}>{entry.year}</time>
                      </p>
                      <h3 className="mt-1 type-item text-navy">{intl.formatMessage(entry.title)}</h3>
                      <p className="mt-2 leading-relaxed text-slate-600">{intl.formatMessage(entry.desc)}</p>
                    </article>
                  </Reveal>
                </li>
              )
            })}
          </ol>
        </div>
      </section>
    </>
  )
}
