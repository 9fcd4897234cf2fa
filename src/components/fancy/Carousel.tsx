import '@fancyapps/ui/dist/carousel/carousel.css'
import './fancy.css'
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { MotionToggle } from '../motion/MotionToggle'
import { componentText } from '../messages'
import { fancyL10n } from './l10n'
import { prefersReducedMotion } from '../../lib/scroll'
import { whenNear } from '../../lib/whenNear'

type AutoplayControls = { pause(): void; resume(): void; start(): void; stop(): void }

type Props<T> = {
  items: readonly T[]
  itemKey: (item: T) => string
  render: (item: T) => ReactNode
  /** The carousel's accessible name. */
  label: string
  autoplayMs: number
  /** Length of one slide change, in milliseconds. */
  transitionMs: number
  /** Slides in view: from 0, from 768 px and from 1024 px wide. */
  slidesPerPage?: { base: number; md?: number; lg?: number }
  /** One "Go to slide N" button per page, under the slides (below 640 px only, when there are arrows). */
  dots?: boolean
  /** Previous and next buttons beside the slides from 640 px wide; phones swipe, with the dots. */
  arrows?: boolean
  /** Slides that are cards: 1.5rem apart, with room above and below for their shadows. */
  cards?: boolean
  /** Classes for the block around the carousel (margins, width). */
  className?: string
}

/**
 * Our carousel: the one place the site uses @fancyapps/ui's Carousel, so it
 * can be swapped (its styles are in fancy.css beside it). It loops, plays on
 * its own (pausing on hover, on focus and with its pause button, never with
 * reduced motion) and mirrors in right-to-left pages. Before scripts run the
 * slides sit in a scrollable row.
 *
 * What it offers the page, whatever draws it: an ARIA group named `label`
 * with the role description "carousel"; each slide a group with the role
 * description "slide" named "N of M", the slides in view marked
 * `aria-current="true"`; the arrows named Previous and Next, the dots
 * "Go to slide N"; and the pause control once it plays.
 */

/** The CSS variables fancy.css turns into slide widths per breakpoint. */
function perPage(slides: Props<unknown>['slidesPerPage'] = { base: 1 }): CSSProperties {
  return {
    '--per-base': slides.base,
    '--per-md': slides.md ?? slides.base,
    '--per-lg': slides.lg ?? slides.md ?? slides.base,
  } as CSSProperties
}
export function Carousel<T>({
  items,
  itemKey,
  render,
  label,
  autoplayMs,
  transitionMs,
  slidesPerPage,
  dots = true,
  arrows = false,
  cards = false,
  className = '',
}: Props<T>) {
  const intl = useIntl()
  const root = useRef<HTMLDivElement>(null)
  const [paused, setPaused] = useState(false)
  const [autoplay, setAutoplay] = useState<AutoplayControls | null>(null)
  const [started, setStarted] = useState(false)
  const stopped = useRef(false)

  useEffect(() => {
    const el = root.current
    if (!el) return
    let destroy = () => {}
    let cancelled = false
    const reduced = prefersReducedMotion()
    // The library comes when the carousel is about to be seen; until then it is a row that scrolls.
    const start = () =>
      void Promise.all([
        import('@fancyapps/ui/dist/carousel/carousel.js'),
        import('@fancyapps/ui/dist/carousel/carousel.autoplay.js'),
        import('@fancyapps/ui/dist/carousel/carousel.dots.js'),
        import('@fancyapps/ui/dist/carousel/carousel.arrows.js'),
        import('@fancyapps/ui/dist/carousel/carousel.dots.css'),
        import('@fancyapps/ui/dist/carousel/carousel.arrows.css'),
      ]).then(([{ Carousel: create }, { Autoplay }, { Dots }, { Arrows }]) => {
        if (cancelled) return
        const instance = create(
          el,
          {
            infinite: true,
            rtl: getComputedStyle(el).direction === 'rtl',
            l10n: fancyL10n(intl),
            transition: 'slide',
            style: { '--f-transition-duration': `${transitionMs}ms` },
            Autoplay: reduced ? false : { timeout: autoplayMs, pauseOnHover: true, showProgressbar: false },
            Dots: dots,
            Arrows: arrows,
          } as never,
          { Autoplay, Dots, Arrows },
        ).init()
        // The slides of the current page are the current ones, from the moment a change starts.
        const markCurrent = () => {
          const current = new Set(instance.getPage()?.slides.map((slide) => slide.el))
          for (const { el: slide } of instance.getSlides()) {
            if (current.has(slide)) slide?.setAttribute('aria-current', 'true')
            else slide?.removeAttribute('aria-current')
          }
        }
        instance.on(['change', 'refresh'], markCurrent)
        markCurrent()
        setStarted(true)
        const plugin = instance.getPlugins().Autoplay as AutoplayControls | undefined
        if (plugin && !reduced) setAutoplay(plugin)
        // Focus inside pauses it too (WCAG 2.2.2); leaving resumes unless paused by the button.
        const onFocusIn = () => plugin?.pause()
        const onFocusOut = (event: FocusEvent) => {
          if (!el.contains(event.relatedTarget as Node | null) && !stopped.current) plugin?.resume()
        }
        el.addEventListener('focusin', onFocusIn)
        el.addEventListener('focusout', onFocusOut)
        destroy = () => {
          el.removeEventListener('focusin', onFocusIn)
          el.removeEventListener('focusout', onFocusOut)
          instance.off(['change', 'refresh'], markCurrent)
          for (const { el: slide } of instance.getSlides()) slide?.removeAttribute('aria-current')
          instance.destroy()
        }
      })
    const stopWaiting = whenNear(el, start)
    return () => {
      cancelled = true
      stopWaiting()
      destroy()
      setAutoplay(null)
      setStarted(false)
    }
  }, [intl, autoplayMs, transitionMs, dots, arrows])

  const toggle = () => {
    if (!autoplay) return
    // Stopped, not paused: leaving the carousel with the pointer does not restart it.
    if (paused) autoplay.start()
    else autoplay.stop()
    stopped.current = !paused
    setPaused(!paused)
  }

  const modifiers = `${arrows ? ' site-carousel--arrows' : ''}${cards ? ' site-carousel--cards' : ''}`
  return (
    <div className={`relative ${className}`}>
      <div
        ref={root}
        className={`f-carousel site-carousel${modifiers}`}
        style={perPage(slidesPerPage)}
        role="group"
        aria-roledescription="carousel"
        aria-label={label}
        // Until it starts (or without scripts) it is a row that scrolls sideways: the keyboard can scroll it too.
        tabIndex={started ? undefined : 0}
      >
        {items.map((item, i) => (
          <div
            key={itemKey(item)}
            className="f-carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={intl.formatMessage(componentText.slidePosition, { current: i + 1, total: items.length })}
          >
            {render(item)}
          </div>
        ))}
      </div>
      {autoplay ? (
        <MotionToggle
          paused={paused}
          onToggle={toggle}
          subject={label}
          className="absolute end-3 top-3 z-10 bg-white/80 text-navy"
        />
      ) : null}
    </div>
  )
}
