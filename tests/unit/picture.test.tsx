// A content picture: the SVG placeholder as an <img> while no photograph
// replaces it; with one, a <picture> of AVIF and WebP widths over its blurred
// miniature. (The build of a real photograph: scripts/photos-test.ts.)
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { Picture } from '../../src/components/Picture'
import { fullSize, photoFor } from '../../src/lib/photos'

vi.mock('virtual:photos', () => ({
  default: {
    '/images/gallery/boat-camp/1': {
      width: 2000,
      height: 1500,
      variants: {
        avif: {
          480: '/assets/photos/a-480.avif',
          800: '/assets/photos/a-800.avif',
          1600: '/assets/photos/a-1600.avif',
        },
        webp: {
          480: '/assets/photos/a-480.webp',
          800: '/assets/photos/a-800.webp',
          1600: '/assets/photos/a-1600.webp',
        },
      },
      placeholder: 'data:image/webp;base64,UklGRg==',
    },
  },
}))

describe('Picture', () => {
  it('finds a photograph by the placeholder path with any extension', () => {
    expect(photoFor('/images/gallery/boat-camp/1.svg')?.width).toBe(2000)
    expect(photoFor('/images/gallery/boat-camp/1.jpg')?.width).toBe(2000)
    expect(photoFor('/images/gallery/boat-camp/2.svg')).toBeUndefined()
    expect(fullSize('/images/gallery/boat-camp/1.svg')).toBe('/assets/photos/a-1600.webp')
    expect(fullSize('/images/gallery/boat-camp/2.svg')).toBe('/images/gallery/boat-camp/2.svg')
  })

  it('draws the placeholder file as an <img> when no photograph replaces it', () => {
    const html = renderToString(
      <Picture src="/images/gallery/boat-camp/2.svg" alt="Two" width={800} height={500} sizes="100vw" />,
    )
    expect(html).toBe(
      '<img alt="Two" src="/images/gallery/boat-camp/2.svg" width="800" height="500" loading="lazy" decoding="async"/>',
    )
  })

  it('draws a photograph as AVIF and WebP sources with its size, lazily, over its placeholder', () => {
    const html = renderToString(
      <Picture src="/images/gallery/boat-camp/1.svg" alt="One" width={800} height={500} sizes="50vw" />,
    )
    expect(html).toContain(
      '<source type="image/avif" srcSet="/assets/photos/a-480.avif 480w, /assets/photos/a-800.avif 800w, /assets/photos/a-1600.avif 1600w" sizes="50vw"/>',
    )
    expect(html).toContain('<source type="image/webp" srcSet="/assets/photos/a-480.webp 480w')
    expect(html).toMatch(/<img alt="One" src="\/assets\/photos\/a-800.webp" width="2000" height="1500" loading="lazy"/)
    expect(html).toContain('background-image:url(data:image/webp;base64,UklGRg==)')
    expect(html).not.toContain('fetchPriority')
  })

  it('loads an image above the fold at once and first', () => {
    const html = renderToString(
      <Picture src="/images/gallery/boat-camp/1.svg" alt="" width={800} height={500} sizes="100vw" priority />,
    )
    expect(html).toContain('loading="eager" fetchPriority="high"')
  })
})
