import { useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { LazyImage } from '../../components/LazyImage'
import { NoScript } from '../../components/NoScript'
import { componentText } from '../../components/messages'
import { LightboxLink, useLightbox } from '../../components/fancy/Lightbox'
import { GRID_SIZES } from '../../components/Picture'
import { AWARD_IMAGES, AWARDS_INITIAL, AWARDS_STEP } from '../../content/about/awards'
import { awardsText as t } from './awardsMessages'
import { scrollToElement } from '../../lib/scroll'

/**
 * The awards gallery (SPEC 2.7): six images, Load More adds three until all
 * ten show and then hides; Show Less then returns to six and scrolls back to
 * the gallery's top. Images open in the lightbox. The pre-render shows the
 * same six the browser does (nothing moves when scripts start); without
 * scripts the rest follow and Load More is hidden.
 */
const GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3'

export function AwardsGallery() {
  const intl = useIntl()
  const [visible, setVisible] = useState(AWARDS_INITIAL)
  const section = useRef<HTMLElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  useLightbox(section)

  const total = AWARD_IMAGES.length
  const shown = AWARD_IMAGES.slice(0, visible)
  const hidden = AWARD_IMAGES.slice(visible)
  const showLess = () => {
    setVisible(AWARDS_INITIAL)
    heading.current?.focus({ preventScroll: true })
    scrollToElement(section.current)
  }

  const card = (image: (typeof AWARD_IMAGES)[number]) => {
    const alt = intl.formatMessage(image.alt)
    return (
      <li key={image.src}>
        {/* Each award named under its picture, not only in the lightbox. */}
        <figure className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-navy/5 transition hover:shadow-lg">
          <LightboxLink
            href={image.src}
            group="awards"
            caption={alt}
            aria-label={intl.formatMessage(t.open, { alt })}
            className="group block overflow-hidden"
          >
            <LazyImage
              src={image.src}
              alt=""
              width={600}
              height={450}
              sizes={GRID_SIZES}
              className="aspect-[4/3] transition-transform duration-500 group-hover:scale-105"
            />
          </LightboxLink>
          <figcaption className="flex-1 px-5 py-4 font-600 leading-snug text-navy">{alt}</figcaption>
        </figure>
      </li>
    )
  }

  return (
    <section ref={section} className="scroll-mt-24 bg-white py-20" aria-labelledby="awards-heading">
      <div className="container-site">
        <h2 ref={heading} id="awards-heading" tabIndex={-1} className="mb-10 text-center type-section text-navy">
          {intl.formatMessage(t.heading)}
        </h2>
        <ul className={GRID} data-count={shown.length}>
          {shown.map(card)}
        </ul>
        {hidden.length ? (
          <NoScript>
            <ul className={`${GRID} mt-6`}>{hidden.map(card)}</ul>
          </NoScript>
        ) : null}
        <div className="mt-10 flex justify-center" data-needs-script>
          {visible < total ? (
            <button
              type="button"
              className="btn-secondary"
              onClick={() => setVisible((v) => Math.min(total, v + AWARDS_STEP))}
            >
              {intl.formatMessage(componentText.loadMore)}
            </button>
          ) : total > AWARDS_INITIAL ? (
            <button type="button" className="btn-secondary" onClick={showLess}>
              {intl.formatMessage(componentText.showLess)}
            </button>
          ) : null}
        </div>
      </div>
    </section>
  )
}
