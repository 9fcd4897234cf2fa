import { defineMessages } from '../../i18n/defineMessages'

export const mediaText = {
  'media.gallery': defineMessages({
    name: { id: 'page.media.gallery.name', defaultMessage: 'Picture Gallery' },
    heading: { id: 'page.media.gallery.heading', defaultMessage: 'Picture Gallery' },
    intro: {
      id: 'page.media.gallery.intro',
      defaultMessage: 'Conclaves, delegations, awards and launches: moments from our journey around the world.',
    },
  }),
  'media.videos': defineMessages({
    name: { id: 'page.media.videos.name', defaultMessage: 'Videos' },
    heading: { id: 'page.media.videos.heading', defaultMessage: 'Videos' },
    intro: {
      id: 'page.media.videos.intro',
      defaultMessage: 'Talks, interviews and event highlights from our leadership and partners.',
    },
  }),
  'media.press': defineMessages({
    name: { id: 'page.media.press.name', defaultMessage: 'Press Release' },
    heading: { id: 'page.media.press.heading', defaultMessage: 'Press Releases' },
    intro: {
      id: 'page.media.press.intro',
      defaultMessage: 'Our announcements and the coverage they received in the press.',
    },
  }),
}

export const galleryText = defineMessages({
  back: { id: 'gallery.detail.back', defaultMessage: 'Back' },
  imageGallery: { id: 'gallery.detail.images', defaultMessage: 'Image Gallery' },
  noImages: { id: 'gallery.detail.noImages', defaultMessage: 'No images available for this gallery item.' },
  imageAlt: { id: 'gallery.detail.imageAlt', defaultMessage: '{title} {number}' },
  photoCount: {
    id: 'gallery.card.photos',
    defaultMessage: '{count, plural, =0 {No photos yet} one {# photo} other {# photos}}',
  },
  notFoundHeading: { id: 'gallery.notFound.heading', defaultMessage: 'Gallery Item Not Found' },
  notFoundText: { id: 'gallery.notFound.text', defaultMessage: 'The requested gallery item could not be loaded.' },
  backToGallery: { id: 'gallery.notFound.backToGallery', defaultMessage: 'Back to Gallery' },
})

export const videosText = defineMessages({
  play: { id: 'videos.play', defaultMessage: 'Play video: {title}' },
  heading: { id: 'videos.grid.heading', defaultMessage: 'Watch our stories' },
})

export const pressText = defineMessages({
  heading: { id: 'press.grid.heading', defaultMessage: 'In the press' },
  open: { id: 'press.open', defaultMessage: 'Open the clipping: {alt}' },
})
