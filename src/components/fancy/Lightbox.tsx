import { useEffect, type AnchorHTMLAttributes, type RefObject } from 'react'
import { useIntl } from 'react-intl'
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

type LightboxLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** The full-size image, opened in the lightbox (or on its own without scripts). */
  href: string
  /** Links of one group page through together in the lightbox. */
  group: string
  /** Shown under the image in the lightbox. */
  caption: string
}

/** A link to an image that `useLightbox` opens in the lightbox. */
export function LightboxLink({ group, caption, ...link }: LightboxLinkProps) {
  return <a {...link} data-fancybox={group} data-caption={caption} />
}

/**
 * Opens the `LightboxLink`s inside `container` in the lightbox: a modal
 * dialog named "Image viewer" that Escape closes. Without scripts each link
 * simply opens its image. The library is loaded only on pages that have a
 * gallery, after the page is interactive.
 */
export function useLightbox(container: RefObject<HTMLElement | null>) {
  const intl = useIntl()
  useEffect(() => {
    const el = container.current
    if (!el) return
    let unbind = () => {}
    let cancelled = false
    void Promise.all([
      import('@fancyapps/ui/dist/fancybox/fancybox.js'),
      import('@fancyapps/ui/dist/fancybox/fancybox.css'),
    ]).then(([{ Fancybox }]) => {
      if (cancelled) return
      Fancybox.bind(el, SELECTOR, {
        l10n: fancyL10n(intl),
        mainTpl: DIALOG_TEMPLATE,
        Carousel: { rtl: getComputedStyle(el).direction === 'rtl' },
      } as never)
      unbind = () => {
        Fancybox.unbind(el, SELECTOR)
        Fancybox.close()
      }
    })
    return () => {
      cancelled = true
      unbind()
    }
  }, [container, intl])
}
