// SPEC 2.7: a gallery event without pictures says so. Every event of the content has its
// pictures (placeholder illustrations until the photographs come), so the empty state is
// checked here rather than on a page.
import { renderToString } from 'react-dom/server'
import { IntlProvider } from 'react-intl'
import { describe, expect, it, vi } from 'vitest'
import { GALLERY_EVENTS, galleryEvent } from '../../src/content/media/gallery'
import { ImageGallery } from '../../src/pages/media/GalleryDetailPage'

vi.mock('virtual:photos', () => ({ default: {} }))

const render = (images: readonly string[]) =>
  renderToString(
    <IntlProvider locale="en" defaultLocale="en" messages={{}}>
      <ImageGallery event={{ ...galleryEvent('news-and-media'), images: [...images] }} title="In the News" />
    </IntlProvider>,
  )

describe('a gallery event’s pictures', () => {
  it('say "No images available for this gallery item." when there are none', () => {
    expect(render([])).toContain('No images available for this gallery item.')
    expect(render(['/images/gallery/news-and-media/1.svg'])).not.toContain('No images available')
  })

  it('are there for every event, so every card shows a picture of its own', () => {
    for (const event of GALLERY_EVENTS) {
      expect(event.images.length, event.id).toBeGreaterThan(0)
      expect(event.thumbnail, event.id).toBe(event.images[0])
    }
  })
})
