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
                <p className="text-3xl font-800 text-accent-light md:text-5xl" data-stat={stat.id}>
                  <CountUp target={stat.target} suffix={stat.plus ? '+' : ''} durationMs={COUNT_UP_MS} />
                </p>
                <p className="mt-2 text-sm font-600 uppercase tracking-wide text-white/85 md:text-base">
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
