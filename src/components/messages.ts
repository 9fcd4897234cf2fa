import { defineMessages } from '../i18n/defineMessages'

/** Labels of the shared building blocks (motion controls, galleries, lightbox). */
export const componentText = defineMessages({
  pause: {
    id: 'common.motion.pauseSubject',
    defaultMessage: 'Pause animation: {subject}',
    description:
      'Button label (also read by screen readers) that stops the moving content of a section, e.g. a scrolling logo strip or carousel; {subject} names that section (its heading or label, e.g. Our Esteemed Clients). Button: infinitive or informal imperative',
  },
  play: {
    id: 'common.motion.playSubject',
    defaultMessage: 'Play animation: {subject}',
    description:
      'Button label (also read by screen readers) that restarts the moving content of a section after it was paused; {subject} names that section. Button: infinitive or informal imperative',
  },
  readMore: {
    id: 'common.readMore',
    defaultMessage: 'Read More',
    description: 'Short link text under a card or teaser, leads to the full page on that topic; keep it short',
  },
  /** The accessible name of a Read More link: says where it leads. */
  readMoreAbout: {
    id: 'common.readMoreAbout',
    defaultMessage: 'Read more: {topic}',
    description:
      'Read by screen readers as the name of a Read More link; {topic} is the title of the page it leads to, e.g. Vision and Mission',
  },
  rating: {
    id: 'reviews.rating',
    defaultMessage: 'Rated {stars} out of 5',
    description:
      'Read by screen readers for a row of star icons on a testimonial; {stars} is a number from 1 to 5, e.g. Rated 5 out of 5',
  },
  loadMore: {
    id: 'common.loadMore',
    defaultMessage: 'Load More',
    description: 'Button under the awards gallery that shows the next batch of pictures',
  },
  showLess: {
    id: 'common.showLess',
    defaultMessage: 'Show Less',
    description:
      'Button under a long list or gallery that hides the extra items again and collapses it to its first few',
  },
  showMore: {
    id: 'common.showMore',
    defaultMessage: 'Show More',
    description: 'Button under a list that shows the rest of its items',
  },
  imageUnavailable: {
    id: 'common.imageUnavailable',
    defaultMessage: 'Image not available',
    description: 'Short note shown in place of a picture that failed to load',
  },
  goToSlide: {
    id: 'common.carousel.goTo',
    defaultMessage: 'Go to slide {number}',
    description:
      'Read by screen readers on the dots under a slide carousel; {number} is the number of the slide the dot jumps to, e.g. Go to slide 3',
  },
  next: {
    id: 'common.carousel.next',
    defaultMessage: 'Next',
    description:
      'Arrow button of a slide carousel or image viewer (read by screen readers): shows the next slide or picture',
  },
  previous: {
    id: 'common.carousel.previous',
    defaultMessage: 'Previous',
    description:
      'Arrow button of a slide carousel or image viewer (read by screen readers): shows the previous slide or picture',
  },
  /** A carousel slide's accessible name: its place among the slides. */
  slidePosition: {
    id: 'common.carousel.slidePosition',
    defaultMessage: '{current} of {total}',
    description:
      'Read by screen readers for a carousel slide; {current} of {total}: position of the visible slide, e.g. 2 of 5',
  },
  close: {
    id: 'common.lightbox.close',
    defaultMessage: 'Close',
    description: 'Button of the full-screen image viewer (lightbox) that closes it; read by screen readers',
  },
  zoomIn: {
    id: 'common.lightbox.zoomIn',
    defaultMessage: 'Zoom in',
    description: 'Button of the full-screen image viewer (read by screen readers): enlarges the picture shown',
  },
  zoomOut: {
    id: 'common.lightbox.zoomOut',
    defaultMessage: 'Zoom out',
    description: 'Button of the full-screen image viewer (read by screen readers): makes the picture shown smaller',
  },
  fullscreen: {
    id: 'common.lightbox.fullscreen',
    defaultMessage: 'Toggle full screen',
    description:
      'Button of the image viewer (read by screen readers): switches the viewer to the whole screen and back',
  },
  thumbnails: {
    id: 'common.lightbox.thumbnails',
    defaultMessage: 'Toggle thumbnails',
    description:
      'Button of the image viewer (read by screen readers): shows or hides the strip of small preview pictures',
  },
  slideshow: {
    id: 'common.lightbox.slideshow',
    defaultMessage: 'Toggle slideshow',
    description:
      'Button of the image viewer (read by screen readers): starts or stops showing the pictures one after another automatically',
  },
  dialog: {
    id: 'common.lightbox.dialog',
    defaultMessage: 'Image viewer',
    description: 'Read by screen readers: name of the full-screen dialog that shows gallery pictures enlarged',
  },
  loadError: { id: 'common.lightbox.error', defaultMessage: 'The image could not be loaded.' },
  errorSummary: {
    id: 'common.form.errorSummary',
    defaultMessage: 'There is a problem',
    description: 'Heading of the box at the top of a form, after a failed submit, that lists each field to correct',
  },
  newTab: {
    id: 'common.newTab',
    defaultMessage: '(opens in a new tab)',
    description: 'Read by screen readers after a link that opens a new browser tab',
  },
})
