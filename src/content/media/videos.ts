// The Videos page (SPEC 2.7): nine videos from our channel. Each shows as a
// poster of ours until the visitor plays it, so nothing is requested from the
// video host before then.
import { defineMessages } from '../../i18n/defineMessages'
import { awaiting } from '../placeholder'
import type { Video } from './schema'

const title = defineMessages({
  conclave: {
    id: 'videos.conclave',
    defaultMessage: 'Annual Global Business Conclave: highlights',
    description: 'Title of a video on the Videos page; conclave = a large business conference we organise each year',
  },
  founder: {
    id: 'videos.founder',
    defaultMessage: 'Our founder on building a 98% women workforce',
    description: 'Title of a video on the Videos page; the founder of our company speaks about employing mostly women',
  },
  gcc: {
    id: 'videos.gcc',
    defaultMessage: 'Setting up a global capability centre in India',
    description:
      'Title of a video; global capability centre = an offshore centre a company owns and runs for its own work',
  },
  hireTrain: {
    id: 'videos.hireTrain',
    defaultMessage: 'Hire, train, deploy: how the programme works',
    description:
      'Title of a video; Hire, train, deploy is the name of our programme: we hire graduates, train them, then place them with a client',
  },
  csr: {
    id: 'videos.csr',
    defaultMessage: 'Mega Job Fair: a day in pictures',
    description: 'Title of a video; Mega Job Fair is the name of our large free job fair (part of our CSR work)',
  },
  delegation: {
    id: 'videos.delegation',
    defaultMessage: 'Business delegation to the United States',
    description: 'Title of a video; business delegation = a group of business people we led on a visit',
  },
  tech: {
    id: 'videos.tech',
    defaultMessage: 'Cloud and data teams for financial services',
    description: 'Title of a video on the Videos page about the technology teams we provide to banks and insurers',
  },
  startups: {
    id: 'videos.startups',
    defaultMessage: 'Start-up fund launch at T-Hub',
    description: 'Title of a video; T-Hub is a start-up centre in Hyderabad, keep the name',
  },
  careers: {
    id: 'videos.careers',
    defaultMessage: 'Life at IFIN: our people in their own words',
    description: 'Title of a video about working at our company; IFIN is the short company name, keep it',
  },
})

export const VIDEOS: Video[] = (
  [
    ['conclave', 'Xk3pQ7aZ1bM'],
    ['founder', 'Rt8vL2mN4cQ'],
    ['gcc', 'Gc5hW9yT0dP'],
    ['hireTrain', 'Ht2kD6sF8gJ'],
    ['csr', 'Cs7jF1xV3nK'],
    ['delegation', 'Dl4bH8qR2tW'],
    ['tech', 'Tc9mP5zE7yL'],
    ['startups', 'St1nG3wU6vB'],
    ['careers', 'Cr6tY0aI9oX'],
  ] as const
).map(([key, id]) => ({
  id,
  title: title[key],
  poster: `/images/videos/${key}.svg`,
  // Awaiting the owner: the video's id on the channel, and a poster.
  placeholder: awaiting('video'),
}))
