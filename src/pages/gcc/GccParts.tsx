import { useIntl } from 'react-intl'
import { CheckList } from '../../components/CheckList'
import { Reveal } from '../../components/motion/Reveal'
import { SectionHeading } from '../../components/SectionHeading'
import type { Message } from '../../i18n/defineMessages'

type Step = { number: number; title: Message; description: Message }

/** Discover, Design, Execute, Scale: four numbered steps, after an optional introduction. */
export function StepsSection({ heading, intro, steps }: { heading: Message; intro?: Message; steps: readonly Step[] }) {
  const intl = useIntl()
  return (
    <section className="bg-white py-16" aria-labelledby="steps-heading">
      <div className="container-site">
        <SectionHeading
          id="steps-heading"
          heading={intl.formatMessage(heading)}
          intro={intro ? intl.formatMessage(intro) : undefined}
          center
        />
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, i) => (
            <li key={step.number}>
              <Reveal from="below" delay={i * 0.2} className="h-full rounded-2xl bg-mist p-6">
                <span className="flex size-12 items-center justify-center rounded-full bg-accent-dark text-step-2 font-800 text-white">
                  {step.number}
                </span>
                <h3 className="mt-4 type-item text-navy">{intl.formatMessage(step.title)}</h3>
                <p className="mt-2 leading-relaxed text-slate-600">{intl.formatMessage(step.description)}</p>
              </Reveal>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}

/** A titled list of short points with check marks. */
export function PointsSection({
  id,
  heading,
  points,
  shaded,
  columns = 'sm:grid-cols-2 lg:grid-cols-3',
}: {
  id: string
  heading: Message
  points: readonly Message[]
  shaded?: boolean
  columns?: string
}) {
  const intl = useIntl()
  return (
    <section className={`py-16 ${shaded ? 'bg-mist' : 'bg-white'}`} aria-labelledby={id}>
      <div className="container-site">
        <SectionHeading id={id} heading={intl.formatMessage(heading)} center />
        <CheckList items={points} look="tiles" className={`grid gap-4 ${columns}`} testId={id} />
      </div>
    </section>
  )
}
