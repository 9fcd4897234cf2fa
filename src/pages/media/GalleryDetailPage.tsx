import { useIntl } from 'react-intl'
import { defineMessages } from '../../i18n/defineMessages'
import { Link, useParams } from 'react-router-dom'
import { Seo } from '../../app/Seo'
import { UiIcon } from '../../components/Icon'
import { PageHero } from '../../components/PageHero'
import { PAGES } from '../../config/paths'
import { galleryEventTitles, isGalleryEventId } from '../../content/galleryEvents'
import { usePageHref } from '../../i18n/usePageHref'
import { PAGE_TEXT } from '../pageText'

const text = defineMessages({
  back: { id: 'gallery.detail.back', defaultMessage: 'Back' },
  notFoundHeading: { id: 'gallery.notFound.heading', defaultMessage: 'Gallery Item Not Found' },
  notFoundText: { id: 'gallery.notFound.text', defaultMessage: 'The requested gallery item could not be loaded.' },
  backToGallery: { id: 'gallery.notFound.backToGallery', defaultMessage: 'Back to Gallery' },
})

/** One event of the picture gallery, pre-rendered per id; an unknown id gets the spec's not-found state. */
export default function GalleryDetailPage() {
  const intl = useIntl()
  const href = usePageHref()
  const { id } = useParams()
  if (!isGalleryEventId(id)) {
    return (
      <section className="container-site py-24 text-center">
        <Seo title={intl.formatMessage(text.notFoundHeading)} description={intl.formatMessage(text.notFoundText)} noindex />
        <h1 className="text-3xl font-700 text-navy">{intl.formatMessage(text.notFoundHeading)}</h1>
        <p className="mt-4 text-navy/75">{intl.formatMessage(text.notFoundText)}</p>
        <Link to={href('media.gallery')} className="btn-primary mt-8">
          {intl.formatMessage(text.backToGallery)}
        </Link>
      </section>
    )
  }
  const title = intl.formatMessage(galleryEventTitles[id])
  return (
    <>
      <Seo title={title} description={intl.formatMessage(PAGE_TEXT['media.gallery'].intro)} path={`${PAGES['media.gallery'].path}/${id}`} />
      <PageHero heading={title} eyebrow={intl.formatMessage(PAGE_TEXT['media.gallery'].name)}>
        <Link to={href('media.gallery')} className="btn-light">
          <UiIcon name="arrowEnd" className="size-5 -scale-x-100 rtl:scale-x-100" />
          {intl.formatMessage(text.back)}
        </Link>
      </PageHero>
    </>
  )
}
