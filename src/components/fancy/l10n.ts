import type { IntlShape } from 'react-intl'
import { componentText as t } from '../messages'

/**
 * The carousel's and lightbox's own interface strings, from our catalogs:
 * the library ships no Russian, Japanese, Korean, Hindi or Arabic.
 */
export function fancyL10n(intl: IntlShape): Record<string, string> {
  const f = intl.formatMessage
  return {
    CLOSE: f(t.close),
    NEXT: f(t.next),
    PREV: f(t.previous),
    GOTO: f(t.goToSlide, { number: '%d' }),
    MODAL: f(t.dialog),
    ERROR: f(t.loadError),
    IMAGE_ERROR: f(t.loadError),
    ELEMENT_NOT_FOUND: f(t.loadError),
    IFRAME_ERROR: f(t.loadError),
    ZOOM_IN: f(t.zoomIn),
    ZOOM_OUT: f(t.zoomOut),
    TOGGLE_FULL: f(t.zoomIn),
    TOGGLE_1TO1: f(t.zoomIn),
    ITERATE_ZOOM: f(t.zoomIn),
    TOGGLE_FS: f(t.fullscreen),
    TOGGLE_FULLSCREEN: f(t.fullscreen),
    TOGGLE_EXPAND: f(t.fullscreen),
    TOGGLE_THUMBS: f(t.thumbnails),
    TOGGLE_AUTOPLAY: f(t.slideshow),
  }
}
