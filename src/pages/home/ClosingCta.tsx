import { useState } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router-dom'
import { UiIcon } from '../../components/Icon'
import { MotionToggle } from '../../components/motion/MotionToggle'
import { Reveal } from '../../components/motion/Reveal'
import { usePageHref } from '../../i18n/usePageHref'
import { contactBandText as t } from '../../components/contactBandMessages'
import { homeSectionText } from './messages'

/**
 * The closing call to action, with its slow pulse and two spinning rings
 * (decoration only: the button never moves). They run until the visitor
 * pauses them (WCAG 2.2.2), and not at all where motion is reduced.
 */
export function ClosingCta() {
  const intl = useIntl()
  const href = usePageHref()
  const [paused, setPaused] = useState(false)
  return (
    <section
      className={`hero-bg relative isolate overflow-hidden py-24 text-white${paused ? ' is-paused' : ''}`}
      aria-labelledby="cta-heading"
    >
      <span
        aria-hidden="true"
        className="cta-pulse absolute start-1/2 top-1/2 -z-10 size-[36rem] -translate-x-1/2 -translate-y-1/2 rounded-full bg-accent/15 blur-3xl rtl:translate-x-1/2"
      />
      <span
        aria-hidden="true"
        className="cta-ring absolute -end-24 -top-24 -z-10 size-80 rounded-full border-2 border-dashed border-accent-light/40"
      />
      <span
        aria-hidden="true"
        className="cta-ring cta-ring-reverse absolute -bottom-28 -start-20 -z-10 size-72 rounded-full border-2 border-dashed border-white/25"
      />
      <Reveal from="below" className="container-site text-center">
        <div className="mx-auto max-w-3xl">
          <h2 id="cta-heading" className="type-title">
            {intl.formatMessage(t.heading)}
          </h2>
          <p className="mx-auto mt-5 max-w-2xl type-lead text-white/85">{intl.formatMessage(t.text)}</p>
          <Link to={href('connect.contact')} className="btn-primary mt-8">
            {intl.formatMessage(t.button)}
            <UiIcon name="arrowEnd" className="size-5" flip />
          </Link>
        </div>
      </Reveal>
      <MotionToggle
        paused={paused}
        onToggle={() => setPaused((p) => !p)}
        subject={intl.formatMessage(homeSectionText.ctaRings)}
        className="motion-toggle absolute bottom-4 end-4 text-white"
      />
    </section>
  )
}
