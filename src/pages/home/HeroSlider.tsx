import { useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router-dom'
import { useHydrated } from '../../lib/useHydrated'
import { useIdle } from '../../lib/useIdle'
import { UiIcon } from '../../components/Icon'
import { contactBandText } from '../../components/contactBandMessages'
import { MotionToggle } from '../../components/motion/MotionToggle'
import { useReducedMotion } from '../../components/motion/useReducedMotion'
import { BRAND_VALUES } from '../../config/brand'
import { HERO_ART_SIZE, HERO_AUTOPLAY_MS, HERO_SLIDES, HERO_TRANSITION_MS } from '../../content/home/hero'
import { usePageHref } from '../../i18n/usePageHref'
import { homeHeroText, homeText } from './messages'

/**
 * The home banner: three slides that cross-fade every 15 s over their muted
 * background loops, looping, with a switcher and a pause control. Hovering
 * does not pause it; the control does. Where motion is reduced it shows
 * posters and changes slide only when asked. The loops start loading once the
 * page has loaded and the browser is idle, never on a connection that asks to
 * save data: until then, and there, the poster stands in.
 */
/** The visitor's browser asks for less data (Save-Data, e.g. a metered connection). */
const savesData = () => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true

export function HeroSlider() {
  const intl = useIntl()
  const href = usePageHref()
  const hydrated = useHydrated()
  const reduced = useReducedMotion()
  const idle = useIdle()
  const moving = hydrated && idle && !reduced && !savesData()
  const [current, setCurrent] = useState(0)
  const [paused, setPaused] = useState(false)
  const video = useRef<HTMLVideoElement>(null)

  // Restarts on every change, so a chosen slide also gets its full 15 s; never
  // moves on by itself for a visitor who asked for reduced motion.
  useEffect(() => {
    if (paused || reduced) return
    const timer = setTimeout(() => setCurrent((c) => (c + 1) % HERO_SLIDES.length), HERO_AUTOPLAY_MS)
    return () => clearTimeout(timer)
  }, [current, paused, reduced])

  useEffect(() => {
    if (paused) video.current?.pause()
    else void video.current?.play().catch(() => {})
  }, [paused, current])

  const total = HERO_SLIDES.length
  return (
    <section aria-labelledby="home-heading" className="bg-navy-dark text-white">
      <div
        className="relative isolate overflow-hidden"
        role="region"
        aria-roledescription="carousel"
        aria-label={intl.formatMessage(homeHeroText.slides)}
      >
        {HERO_SLIDES.map((slide, i) => (
          <div
            key={slide.id}
            aria-hidden="true"
            className="absolute inset-0 -z-10 transition-opacity ease-in-out"
            style={{ opacity: i === current ? 1 : 0, transitionDuration: `${HERO_TRANSITION_MS}ms` }}
          >
            {moving && i === current ? (
              <video
                ref={video}
                className="h-full w-full object-cover"
                src={slide.video}
                poster={slide.poster}
                autoPlay
                muted
                loop
                playsInline
                preload="auto"
              />
            ) : (
              <img
                className="h-full w-full object-cover"
                src={slide.poster}
                alt=""
                fetchPriority={i === 0 ? 'high' : 'low'}
              />
            )}
            <div className="absolute inset-0 bg-gradient-to-r from-navy-dark/90 via-navy-dark/70 to-navy-dark/30 rtl:bg-gradient-to-l" />
          </div>
        ))}
        <div className="container-site py-16 md:py-24 lg:grid lg:grid-cols-[3fr_2fr] lg:items-center lg:gap-10">
          <div>
            <h1
              id="home-heading"
              className="max-w-3xl text-balance text-step-1 font-600 leading-snug text-white/90 md:text-step-2"
            >
              {intl.formatMessage(homeText.heading, BRAND_VALUES)}
            </h1>
            <div className="mt-6 grid">
              {HERO_SLIDES.map((slide, i) => (
                <div
                  key={slide.id}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={intl.formatMessage(homeHeroText.slidePosition, { current: i + 1, total })}
                  aria-hidden={i !== current}
                  inert={i !== current}
                  className="[grid-area:1/1] transition-opacity ease-in-out"
                  style={{ opacity: i === current ? 1 : 0, transitionDuration: `${HERO_TRANSITION_MS}ms` }}
                >
                  <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 type-small font-600 text-accent-light">
                    <UiIcon name={slide.icon} className="size-4" />
                    {intl.formatMessage(slide.label, BRAND_VALUES)}
                  </p>
                  <h2 className="mt-4 type-display">{intl.formatMessage(slide.title, BRAND_VALUES)}</h2>
                  <p className="mt-5 max-w-2xl type-lead text-white/85 md:text-step-2">
                    {intl.formatMessage(slide.description, BRAND_VALUES)}
                  </p>
                </div>
              ))}
            </div>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to={href('solutions.talent')} className="btn-primary">
                {intl.formatMessage(homeHeroText.explore)}
                <UiIcon name="arrowEnd" className="size-5" flip />
              </Link>
              <Link to={href('connect.contact')} className="btn-secondary-light">
                {intl.formatMessage(contactBandText.button)}
              </Link>
            </div>
          </div>
          {/* Each slide's drawing, opposite its text from lg up (phones give the text the width). Files,
              not inline SVG, to keep the page's script light; lazy, so a phone, which hides them, never
              fetches them. It may spill into the padding rather than make the hero taller. */}
          <div className="hidden lg:-my-8 lg:grid">
            {HERO_SLIDES.map((slide, i) => (
              <img
                key={slide.id}
                src={slide.art.src}
                alt=""
                width={HERO_ART_SIZE.width}
                height={HERO_ART_SIZE.height}
                loading="lazy"
                decoding="async"
                className={`h-auto w-full [grid-area:1/1] transition-opacity ease-in-out${slide.art.flip ? ' rtl:-scale-x-100' : ''}`}
                style={{ opacity: i === current ? 1 : 0, transitionDuration: `${HERO_TRANSITION_MS}ms` }}
              />
            ))}
          </div>
        </div>
      </div>
      <div className="border-t border-white/10 bg-navy">
        <div className="container-site flex items-center gap-3 py-3">
          <div
            role="group"
            aria-label={intl.formatMessage(homeHeroText.switcher)}
            className="grid flex-1 grid-cols-3 gap-2"
          >
            {HERO_SLIDES.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                aria-current={i === current ? 'true' : undefined}
                onClick={() => setCurrent(i)}
                className={`flex min-h-11 items-center justify-center gap-2 rounded-lg px-2 py-2 text-step--1 font-600 transition-colors md:text-step-0 ${
                  i === current ? 'bg-accent-dark text-white' : 'bg-white/5 text-white/85 hover:bg-white/15'
                }`}
              >
                <UiIcon name={slide.icon} className="hidden size-5 sm:block" />
                {intl.formatMessage(slide.label, BRAND_VALUES)}
              </button>
            ))}
          </div>
          <MotionToggle
            paused={paused}
            onToggle={() => setPaused((p) => !p)}
            subject={intl.formatMessage(homeHeroText.slides)}
            className="motion-toggle text-white"
          />
        </div>
      </div>
    </section>
  )
}
