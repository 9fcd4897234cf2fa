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
