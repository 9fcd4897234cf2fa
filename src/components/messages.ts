import { defineMessages } from '../i18n/defineMessages'

/** Labels of the shared building blocks (motion controls, galleries, lightbox). */
export const componentText = defineMessages({
  pause: { id: 'common.motion.pause', defaultMessage: 'Pause animation' },
  play: { id: 'common.motion.play', defaultMessage: 'Play animation' },
  readMore: { id: 'common.readMore', defaultMessage: 'Read More' },
  /** The accessible name of a Read More link: says where it leads. */
  readMoreAbout: { id: 'common.readMoreAbout', defaultMessage: 'Read more: {topic}' },
  rating: { id: 'reviews.rating', defaultMessage: 'Rated {stars} out of 5' },
  loadMore: { id: 'common.loadMore', defaultMessage: 'Load More' },
  showLess: { id: 'common.showLess', defaultMessage: 'Show Less' },
  showMore: { id: 'common.showMore', defaultMessage: 'Show More' },
  imageUnavailable: { id: 'common.imageUnavailable', defaultMessage: 'Image not available' },
  goToSlide: { id: 'common.carousel.goTo', defaultMessage: 'Go to slide {number}' },
  next: { id: 'common.carousel.next', defaultMessage: 'Next' },
  previous: { id: 'common.carousel.previous', defaultMessage: 'Previous' },
  /** A carousel slide's accessible name: its place among the slides. */
  slidePosition: { id: 'common.carousel.slidePosition', defaultMessage: '{current} of {total}' },
  close: { id: 'common.lightbox.close', defaultMessage: 'Close' },
  zoomIn: { id: 'common.lightbox.zoomIn', defaultMessage: 'Zoom in' },
  zoomOut: { id: 'common.lightbox.zoomOut', defaultMessage: 'Zoom out' },
  fullscreen: { id: 'common.lightbox.fullscreen', defaultMessage: 'Toggle full screen' },
  thumbnails: { id: 'common.lightbox.thumbnails', defaultMessage: 'Toggle thumbnails' },
  slideshow: { id: 'common.lightbox.slideshow', defaultMessage: 'Toggle slideshow' },
  dialog: { id: 'common.lightbox.dialog', defaultMessage: 'Image viewer' },
  loadError: { id: 'common.lightbox.error', defaultMessage: 'The image could not be loaded.' },
})
