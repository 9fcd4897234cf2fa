import { useIntl } from 'react-intl'
import { Link } from 'react-router-dom'
import { Reveal } from '../../components/motion/Reveal'
import { Picture } from '../../components/Picture'
import { GALLERY_EVENTS } from '../../content/media/gallery'
import { balancedGrid } from '../../lib/balancedGrid'
import { galleryEventPath, localizedPath } from '../../config/paths'
import { useTranslation } from '../../i18n/TranslationProvider'
import { PageHeader } from '../PageHeader'
import { galleryText as t } from './galleryMessages'
import { defineMessages } from '../../i18n/defineMessages'

/** The hero's heading and intro (the intro is also the page's description for search engines). */
const hero = defineMessages({
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
})

/** The picture gallery: a card per event, each opening the event's own page. */
export default function GalleryListPage() {
  const intl = useIntl()
  const { language } = useTranslation()
  return (
    <>
      <PageHeader page="media.gallery" text={hero} />
      <section className="bg-mist py-16">
        <ul
          className="container-site balanced"
          style={balancedGrid(GALLERY_EVENTS.length, { base: 1, sm: 2, lg: 3, xl: 4 }, 6)}
          data-testid="gallery-list"
        >
          {GALLERY_EVENTS.map((event, i) => (
            <li key={event.id}>
              <Reveal from="below" delay={(i % 3) * 0.15} className="h-full">
                <Link
                  to={localizedPath(language, galleryEventPath(event.id))}
                  className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-navy/5 transition hover:-translate-y-1 hover:shadow-lg"
                >
                  <Picture
                    src={event.thumbnail}
                    alt=""
                    width={800}
                    height={500}
                    // Four columns from 1280 px, two from 640 px (balancedGrid below).
                    sizes="(min-width: 1280px) 280px, (min-width: 640px) 50vw, 100vw"
                    className="aspect-[8/5] w-full object-cover"
                  />
                  <span className="flex flex-1 flex-col p-5">
                    {/* Where cards stand in a row, the place and date line keeps its height when an event has none. */}
                    <span className="type-small font-600 text-accent-dark sm:min-h-[1lh]">
                      {event.subtitle ? intl.formatMessage(event.subtitle) : null}
                    </span>
                    <span className="mt-1 type-card text-navy group-hover:text-accent-dark">
                      {intl.formatMessage(event.title)}
                    </span>
                    <span className="mt-auto pt-3 type-small text-slate-600">
                      {intl.formatMessage(t.photoCount, { count: event.images.length })}
                    </span>
                  </span>
                </Link>
              </Reveal>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
