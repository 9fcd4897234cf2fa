import { useIntl } from 'react-intl'
import { UiIcon } from '../../components/Icon'
import { Reveal } from '../../components/motion/Reveal'
import { ReadMoreLink } from '../../components/ReadMoreLink'
import { SectionHeading } from '../../components/SectionHeading'
import { SERVICE_CARDS } from '../../content/home/sections'
import { usePageHref } from '../../i18n/usePageHref'
import { homeSectionText as t } from './messages'

const CARD_ICONS = { talent: 'people', technology: 'code', transformation: 'cycle' } as const

/** "What we do": Talent, Technology and Transformation, each with Read More. */
export function WhatWeDo() {
  const intl = useIntl()
  const href = usePageHref()
  return (
    <section className="bg-mist py-20" aria-labelledby="what-we-do-heading">
      <div className="container-site">
        <Reveal from="below">
          <SectionHeading
            id="what-we-do-heading"
            eyebrow={intl.formatMessage(t.whatWeDoEyebrow)}
            heading={intl.formatMessage(t.whatWeDoHeading)}
            center
          />
        </Reveal>
        <ul className="grid gap-6 md:grid-cols-3">
          {SERVICE_CARDS.map((card, i) => {
            const title = intl.formatMessage(card.title)
            return (
              <li key={card.id}>
                <Reveal
                  from="below"
                  delay={i * 0.2}
                  className="flex h-full flex-col rounded-2xl bg-white p-7 shadow-sm transition-shadow hover:shadow-lg"
                >
                  <span className="mb-5 flex size-14 items-center justify-center rounded-xl bg-accent/10 text-accent-dark">
                    <UiIcon name={CARD_ICONS[card.id]} className="size-7" />
                  </span>
                  <h3 className="type-item text-navy">{title}</h3>
                  <p className="mt-3 flex-1 leading-relaxed text-slate-600">{intl.formatMessage(card.text)}</p>
                  <div className="mt-6">
                    <ReadMoreLink to={href(card.page)} topic={title} />
                  </div>
                </Reveal>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
