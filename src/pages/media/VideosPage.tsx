import { useIntl } from 'react-intl'
import { VIDEOS } from '../../content/media/videos'
import { PageHeader } from '../PageHeader'
import { videosText } from './videosMessages'
import { VideoFacade } from './VideoFacade'
import { defineMessages } from '../../i18n/defineMessages'

/** The hero's heading and intro (the intro is also the page's description for search engines). */
const hero = defineMessages({
  heading: {
    id: 'page.media.videos.heading',
    defaultMessage: 'Videos',
    description: 'Main heading of the page with our videos',
  },
  intro: {
    id: 'page.media.videos.intro',
    defaultMessage: 'Talks, interviews and event highlights from our leadership and partners.',
  },
})

export default function VideosPage() {
  const intl = useIntl()
  return (
    <>
      <PageHeader page="media.videos" text={hero} />
      <section className="bg-mist py-16" aria-labelledby="videos-heading">
        <div className="container-site">
          <h2 id="videos-heading" className="mb-8 type-heading text-navy">
            {intl.formatMessage(videosText.heading)}
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="videos">
            {VIDEOS.map((video) => (
              <li key={video.id}>
                <VideoFacade id={video.id} title={intl.formatMessage(video.title)} poster={video.poster} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  )
}
