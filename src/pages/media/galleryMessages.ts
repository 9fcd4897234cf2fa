import { defineMessages } from '../../i18n/defineMessages'

export const galleryText = defineMessages({
  back: {
    id: 'gallery.detail.back',
    defaultMessage: 'Back',
    description: 'Button at the top of a gallery event page that goes back to the list of all gallery events',
  },
  imageGallery: {
    id: 'gallery.detail.images',
    defaultMessage: 'Image Gallery',
    description: 'Section heading on a gallery event page, above the pictures of the event',
  },
  noImages: { id: 'gallery.detail.noImages', defaultMessage: 'No images available for this gallery item.' },
  imageAlt: {
    id: 'gallery.detail.imageAlt',
    defaultMessage: '{title} {number}',
    description:
      'Alt text and caption of a picture of a gallery event; {title} is the event title, {number} the number of the picture, e.g. T-Hub Start-up Fund Launch 2',
  },
  photoCount: {
    id: 'gallery.card.photos',
    defaultMessage: '{count, plural, =0 {No photos yet} one {# photo} other {# photos}}',
    description:
      'On a gallery event card; counts the pictures of the event, {count} is e.g. 5; the =0 branch means there are no pictures yet',
  },
  notFoundHeading: {
    id: 'gallery.notFound.heading',
    defaultMessage: 'Gallery Item Not Found',
    description: 'Heading (and tab title) shown when a gallery event in the address does not exist',
  },
  notFoundText: { id: 'gallery.notFound.text', defaultMessage: 'The requested gallery item could not be loaded.' },
  backToGallery: {
    id: 'gallery.notFound.backToGallery',
    defaultMessage: 'Back to Gallery',
    description: 'Button that leads to the list of all gallery events, shown when the event asked for does not exist',
  },
})
