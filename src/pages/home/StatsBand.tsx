import { useIntl } from 'react-intl'
import { CountUp } from '../../components/motion/CountUp'
import { Reveal } from '../../components/motion/Reveal'
import { COUNT_UP_MS, STATISTICS } from '../../content/home/sections'
import { homeSectionText as t } from './messages'

/** The four counters; each counts up over 2.5 s whenever it comes into view. */
export function StatsBand() {
  const intl = useIntl()
  return (
    <section className="hero-bg py-16 text-white" aria-labelledby="stats-heading">
      <div className="container-site">
        <h2 id="stats-heading" className="sr-only">
          {intl.formatMessage(t.statsHeading)}
        </h2>
        <ul className="grid grid-cols-2 gap-6 lg:grid-cols-4">
          {STATISTICS.map((stat, i) => (
            <li key={stat.id}>
              <Reveal
                from="below"
                delay={i * 0.2}
                className="h-full rounded-2xl border border-white/10 bg-white/5 p-6 text-center"
              >
                <p className="type-figure text-accent-light md:text-step-10" data-stat={stat.id}>
                  <CountUp target={stat.target} suffix={stat.plus ? '+' : ''} durationMs={COUNT_UP_MS} />
                </p>
                <p className="mt-2 text-step--1 font-600 uppercase tracking-wide text-white/85 md:text-step-0">
                  {intl.formatMessage(stat.label)}
                </p>
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
