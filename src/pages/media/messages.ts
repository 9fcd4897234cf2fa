import { defineMessages } from '../../i18n/defineMessages'

export const mediaText = {
  'media.gallery': defineMessages({
    name: {
      id: 'page.media.gallery.name',
      defaultMessage: 'Picture Gallery',
      description: 'Page name, used as an item of the IFIN TV menu (media) and as the browser tab title',
    },
    heading: {
      id: 'page.media.gallery.heading',
      defaultMessage: 'Picture Gallery',
      description: 'Main heading of the page listing the events in our picture gallery',
    },
    intro: {
      id: 'page.media.gallery.intro',
      defaultMessage: 'Conclaves, delegations, awards and launches: moments from our journey around the world.',
      description:
        'Conclaves = large business conferences; delegations = groups of business people we led on visits abroad',
    },
  }),
  'media.videos': defineMessages({
    name: {
      id: 'page.media.videos.name',
      defaultMessage: 'Videos',
      description: 'Page name, used as an item of the IFIN TV menu (media) and as the browser tab title',
    },
    heading: {
      id: 'page.media.videos.heading',
      defaultMessage: 'Videos',
      description: 'Main heading of the page with our videos',
    },
    intro: {
      id: 'page.media.videos.intro',
      defaultMessage: 'Talks, interviews and event highlights from our leadership and partners.',
    },
  }),
  'media.press': defineMessages({
    name: {
      id: 'page.media.press.name',
      defaultMessage: 'Press Release',
      description: 'Page name, used as an item of the IFIN TV menu (media) and as the browser tab title',
    },
    heading: {
      id: 'page.media.press.heading',
      defaultMessage: 'Press Releases',
      description: 'Main heading of the page with our press releases and newspaper clippings',
    },
    intro: {
      id: 'page.media.press.intro',
      defaultMessage: 'Our announcements and the coverage they received in the press.',
    },
  }),
}

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

export const videosText = defineMessages({
  play: {
    id: 'videos.play',
    defaultMessage: 'Play video: {title}',
    description:
      'Read by screen readers for the play button on a video picture; {title} is the video title, e.g. Mega Job Fair: a day in pictures',
  },
  heading: {
    id: 'videos.grid.heading',
    defaultMessage: 'Watch our stories',
    description: 'Section heading on the Videos page above the grid of videos',
  },
})

export const pressText = defineMessages({
  heading: {
    id: 'press.grid.heading',
    defaultMessage: 'In the press',
    description: 'Section heading on the Press Releases page above the newspaper clippings',
  },
  open: {
    id: 'press.open',
    defaultMessage: 'Open the clipping: {alt}',
    description:
      'Read by screen readers for a clipping that opens enlarged; {alt} is the description of the clipping, e.g. Feature on the T-Hub start-up fund launch',
  },
})
