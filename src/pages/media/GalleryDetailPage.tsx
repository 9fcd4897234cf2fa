import { useRef } from 'react'
import { useIntl } from 'react-intl'
import { Link, useParams } from 'react-router-dom'
import { Seo } from '../../components/Seo'
import { CheckList } from '../../components/CheckList'
import { UiIcon } from '../../components/Icon'
import { LazyImage } from '../../components/LazyImage'
import { PageHero } from '../../components/PageHero'
import { SectionArt } from '../../components/SectionArt'
import { LightboxLink, useLightbox } from '../../components/fancy/Lightbox'
import { GRID_SIZES } from '../../components/Picture'
import { galleryEventPath } from '../../config/paths'
import { isGalleryEventId } from '../../content/galleryEvents'
import { galleryEvent, type GalleryEvent } from '../../content/media/gallery'
import { usePageHref } from '../../i18n/usePageHref'
import { galleryText as t } from './galleryMessages'

function NotFound() {
  const intl = useIntl()
  const href = usePageHref()
  return (
    <section className="container-site py-24 text-center">
      <Seo title={intl.formatMessage(t.notFoundHeading)} description={intl.formatMessage(t.notFoundText)} noindex />
      <h1 className="type-section text-navy">{intl.formatMessage(t.notFoundHeading)}</h1>
      <p className="mt-4 text-navy/75">{intl.formatMessage(t.notFoundText)}</p>
      <Link to={href('media.gallery')} className="btn-primary mt-8">
        {intl.formatMessage(t.backToGallery)}
      </Link>
    </section>
  )
}

/** The event's pictures in a masonry of 1, 2 or 3 columns; each opens in the lightbox. */
export function ImageGallery({ event, title }: { event: GalleryEvent; title: string }) {
  const intl = useIntl()
  const gallery = useRef<HTMLDivElement>(null)
  useLightbox(gallery)
  return (
    <section className="bg-white py-16" aria-labelledby="image-gallery-heading">
      <div ref={gallery} className="container-site">
        <h2 id="image-gallery-heading" className="mb-8 type-heading text-navy">
          {intl.formatMessage(t.imageGallery)}
        </h2>
        {event.images.length === 0 ? (
          <p className="rounded-2xl bg-mist p-8 text-center text-slate-600">{intl.formatMessage(t.noImages)}</p>
        ) : (
          <ul className="columns-1 gap-5 sm:columns-2 lg:columns-3" data-testid="masonry">
            {event.images.map((src, i) => {
              const alt = intl.formatMessage(t.imageAlt, { title, number: i + 1 })
              return (
                <li key={src} className="mb-5 break-inside-avoid">
                  <LightboxLink
                    href={src}
                    group={event.id}
                    caption={alt}
                    className="block overflow-hidden rounded-2xl shadow-sm transition hover:shadow-lg"
                  >
                    <LazyImage
                      src={src}
                      alt={alt}
                      width={800}
                      height={[500, 900, 640][i % 3]!}
                      sizes={GRID_SIZES}
                      className="w-full"
                    />
                  </LightboxLink>
                </li>
              )
            })}
          </ul>
        )}
      </div>
    </section>
  )
}

/**
 * One event of the picture gallery, pre-rendered per id (a reload or a shared
 * link works); an unknown id gets the spec's not-found state, which the
 * server sends with status 404.
 */
export default function GalleryDetailPage() {
  const intl = useIntl()
  const href = usePageHref()
  const { id } = useParams()
  if (!isGalleryEventId(id)) return <NotFound />
  const event = galleryEvent(id)
  const title = intl.formatMessage(event.title)
  const description = event.description ? intl.formatMessage(event.description) : undefined
  return (
    <>
      <Seo title={title} description={description ?? title} path={galleryEventPath(id)} />
      <PageHero
        heading={title}
        eyebrow={event.subtitle ? intl.formatMessage(event.subtitle) : undefined}
        intro={description}
        // The media area's drawing, as on the other IFIN TV pages (PageHeader).
        decoration={<SectionArt area="media" />}
      >
        <Link to={href('media.gallery')} className="btn-secondary-light">
          <UiIcon name="arrowEnd" className="size-5 -scale-x-100 rtl:scale-x-100" />
          {intl.formatMessage(t.back)}
        </Link>
      </PageHero>
      {event.sections.length > 0 ? (
        <section className="bg-mist py-14">
          <div className="container-site grid gap-6 md:grid-cols-2">
            {event.sections.map((section) => (
              <div key={section.heading.id} className="rounded-2xl bg-white p-6 shadow-sm">
                <h2 className="type-item text-navy">{intl.formatMessage(section.heading)}</h2>
                <CheckList items={section.items} className="mt-4 space-y-2" />
              </div>
            ))}
          </div>
        </section>
      ) : null}
      <ImageGallery event={event} title={title} />
    </>
  )
}
