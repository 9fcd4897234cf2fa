import { useEffect, type RefObject } from 'react'
import { useIntl } from 'react-intl'
import { fancyL10n } from './l10n'

/**
 * Opens the links marked `data-fancybox` inside `container` in the lightbox.
 * Without scripts each link simply opens its image. The library is loaded
 * only on pages that have a gallery, after the page is interactive.
 */
export function useLightbox(container: RefObject<HTMLElement | null>, selector = '[data-fancybox]') {
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
      Fancybox.bind(el, selector, {
        l10n: fancyL10n(intl),
        Carousel: { rtl: getComputedStyle(el).direction === 'rtl' },
      } as never)
      unbind = () => {
        Fancybox.unbind(el, selector)
        Fancybox.close()
      }
    })
    return () => {
      cancelled = true
      unbind()
    }
  }, [container, selector, intl])
}
