import { useEffect, type AnchorHTMLAttributes, type RefObject } from 'react'
import { useIntl } from 'react-intl'
import { fullSize } from '../../lib/photos'
import { fancyL10n } from './l10n'

/** The library's mark on the links it opens (the value names the group); only this module knows it. */
const SELECTOR = '[data-fancybox]'

/** The library's dialog, with its name ("Image viewer") on the dialog itself. */
const DIALOG_TEMPLATE = `<dialog class="fancybox__dialog" aria-label="{{MODAL}}">
    <div class="fancybox__container" tabindex="0" aria-label="{{MODAL}}">
      <div class="fancybox__backdrop"></div>
      <div class="fancybox__carousel"></div>
    </div>
  </dialog>`

/**
 * "N / M" for the image in view, counted in the page's order. Our own, not the
 * library's: right to left it reverses the images (so they run right to left)
 * and counts from the far end, "6 / 6" on the first one.
 */
const COUNTER_TEMPLATE = '<div class="f-counter"><span data-image-number></span>/<span data-image-count></span></div>'

type Viewer = { getSlide(): { index: number } | undefined; getContainer(): HTMLElement | undefined }
type ViewerCarousel = { getSlides(): unknown[] }

/**
 * The library names each slide by its caption (aria-labelledby) on a bare div, where
 * that attribute is not allowed; a group role makes the name valid and announced.
 */
function slideAsGroup(_viewer: Viewer, _carousel: ViewerCarousel, slide: { el?: HTMLElement }) {
  slide.el?.setAttribute('role', 'group')
}

function counter(rtl: boolean) {
  return (viewer: Viewer, carousel: ViewerCarousel) => {
    const container = viewer.getContainer()
    const index = viewer.getSlide()?.index
    if (!container || index === undefined) return
    const count = carousel.getSlides().length
    for (const el of container.querySelectorAll('[data-image-number]'))
      el.textContent = String(rtl ? count - index : index + 1)
    for (const el of container.querySelectorAll('[data-image-count]')) el.textContent = String(count)
  }
}

type LightboxLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** The full-size image, opened in the lightbox (or on its own without scripts). */
  href: string
  /** Links of one group page through together in the lightbox. */
  group: string
  /** Shown under the image in the lightbox. */
  caption: string
}

/** A link to an image that `useLightbox` opens in the lightbox (a photograph's widest WebP, when there is one). */
export function LightboxLink({ group, caption, href, ...link }: LightboxLinkProps) {
  return <a {...link} href={fullSize(href)} data-fancybox={group} data-caption={caption} />
}

/**
 * Opens the `LightboxLink`s inside `container` in the lightbox: a modal
 * dialog named "Image viewer" that Escape closes. Without scripts each link
 * simply opens its image. The library is fetched only when a visitor shows
 * they may open one (a pointer over a link, a touch, keyboard focus on one);
 * a click that comes before it has arrived waits for it and then opens.
 */
export function useLightbox(container: RefObject<HTMLElement | null>) {
  const intl = useIntl()
  useEffect(() => {
    const el = container.current
    if (!el) return
    let ended = false
    let bound = false
    let unbind = () => {}
    let loading: Promise<boolean> | undefined
    const load = () =>
      (loading ??= Promise.all([
        import('@fancyapps/ui/dist/fancybox/fancybox.js'),
        import('@fancyapps/ui/dist/fancybox/fancybox.css'),
        import('./lightbox.css'),
      ]).then(([{ Fancybox }]) => {
        if (ended) return false
        const rtl = getComputedStyle(el).direction === 'rtl'
        const showPosition = counter(rtl)
        Fancybox.bind(el, SELECTOR, {
          l10n: fancyL10n(intl),
          mainTpl: DIALOG_TEMPLATE,
          Carousel: { rtl, Toolbar: { items: { counter: { tpl: COUNTER_TEMPLATE } } } },
          on: {
            'Carousel.ready': showPosition,
            'Carousel.change': showPosition,
            'Carousel.attachSlideEl': slideAsGroup,
          },
        } as never)
        bound = true
        unbind = () => {
          Fancybox.unbind(el, SELECTOR)
          Fancybox.close()
        }
        return true
      }))
    const link = (event: Event) => (event.target as Element | null)?.closest?.(SELECTOR) ?? null
    const onIntent = (event: Event) => {
      if (link(event)) void load()
    }
    // Until the library is bound, a click on a link waits for it and is then replayed to it.
    const onClick = (event: MouseEvent) => {
      const target = link(event)
      if (!target || bound) return
      event.preventDefault()
      void load().then((ready) => {
        if (ready) (target as HTMLElement).click()
      })
    }
    const intents = ['pointerover', 'touchstart', 'focusin'] as const
    for (const type of intents) el.addEventListener(type, onIntent, { passive: true })
    el.addEventListener('click', onClick)
    return () => {
      ended = true
      for (const type of intents) el.removeEventListener(type, onIntent)
      el.removeEventListener('click', onClick)
      unbind()
    }
  }, [container, intl])
}
