import { defineMessages } from '../../i18n/defineMessages'

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
