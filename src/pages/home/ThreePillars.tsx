import { useState } from 'react'
import { useIntl } from 'react-intl'
import { Reveal } from '../../components/motion/Reveal'
import { SectionHeading } from '../../components/SectionHeading'
import { Tabs } from '../../components/Tabs'
import { PILLARS } from '../../content/home/pillars'
import { homeSectionText as t } from './messages'

type Pillar = (typeof PILLARS)[number]

/** The feature cards of one pillar: hovering one highlights it, leaving clears it. */
function PillarFeatures({ pillar }: { pillar: Pillar }) {
  const intl = useIntl()
  const [highlighted, setHighlighted] = useState<number | null>(null)
  return (
    <ul className="grid gap-5 md:grid-cols-3" onMouseLeave={() => setHighlighted(null)}>
      {pillar.features.map((feature, i) => (
        <li
          key={i}
          onMouseEnter={() => setHighlighted(i)}
          data-highlighted={highlighted === i || undefined}
          className="rounded-2xl border-2 bg-white p-6 transition-all duration-300"
          style={{
            borderColor: highlighted === i ? pillar.color : 'transparent',
            boxShadow: highlighted === i ? `0 18px 40px -18px ${pillar.color}` : '0 1px 3px rgb(0 0 0 / 0.08)',
            transform: highlighted === i ? 'translateY(-4px)' : undefined,
          }}
        >
          <span className="mb-4 block h-1.5 w-12 rounded-full" style={{ background: pillar.color }} />
          <h4 className="type-card text-navy">{intl.formatMessage(feature.title)}</h4>
          <p className="mt-2 leading-relaxed text-slate-600">{intl.formatMessage(feature.description)}</p>
        </li>
      ))}
    </ul>
  )
}

/** Three Pillars (SPEC 2.9): three tabs, the first selected. */
export function ThreePillars() {
  const intl = useIntl()
  return (
    <section className="bg-white py-20" aria-labelledby="pillars-heading">
      <div className="container-site">
        <Reveal from="below">
          <SectionHeading
            id="pillars-heading"
            eyebrow={intl.formatMessage(t.pillarsEyebrow)}
            heading={intl.formatMessage(t.pillarsHeading)}
            center
          />
        </Reveal>
        <Tabs
          items={PILLARS}
          itemId={(p) => p.id}
          idPrefix="pillar"
          label={intl.formatMessage(t.pillarsTabs)}
          listClassName="mb-8 grid gap-3 md:grid-cols-3"
          tabClassName={(selected) =>
            `flex items-center gap-4 rounded-2xl border-2 p-4 text-start transition-colors ${selected ? 'border-navy bg-navy text-white shadow-lg' : 'border-navy/10 bg-mist text-navy hover:border-navy/30'}`
          }
          renderTab={(pillar, selected) => (
            <>
              <span
                className="shrink-0 whitespace-nowrap type-figure"
                style={{ color: selected ? '#fdba74' : pillar.color }}
              >
                {pillar.number}
              </span>
              <span>
                <span className="block font-700 leading-snug">{intl.formatMessage(pillar.title)}</span>
                {pillar.subtitle ? (
                  <span className={`block type-small ${selected ? 'text-white/80' : 'text-slate-600'}`}>
                    {intl.formatMessage(pillar.subtitle)}
                  </span>
                ) : null}
              </span>
            </>
          )}
          renderPanel={(pillar) => (
            <div className="rounded-3xl p-5 md:p-8" style={{ background: pillar.gradient }}>
              <h3 className="mb-5 type-subheading text-navy">{intl.formatMessage(pillar.title)}</h3>
              <PillarFeatures pillar={pillar} />
            </div>
          )}
        />
      </div>
    </section>
  )
}
