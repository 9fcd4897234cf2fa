import type { CSSProperties, ImgHTMLAttributes, Ref } from 'react'
import { photoFor, srcSet, webpFor } from '../lib/photos'

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'loading'> & {
  /** The picture as the content names it (`/images/…svg`). */
  src: string
  alt: string
  /** The size it is drawn at when no photograph replaces it (a photograph brings its own). */
  width?: number
  height?: number
  /** How wide it is drawn, for the browser's choice among the photograph's widths. */
  sizes: string
  /** Above the fold: loaded at once, and first (`fetchpriority="high"`); otherwise lazily. */
  priority?: boolean
  ref?: Ref<HTMLImageElement>
}

/** `sizes` of a picture in a grid of the site's container: one column, two from 640 px, three from 1024 px. */
export const GRID_SIZES = '(min-width: 1024px) 370px, (min-width: 640px) 50vw, 100vw'

/**
 * A content picture. When the build found a photograph for it (see
 * src/lib/photos.ts), a `<picture>` of AVIF and WebP at several widths, its
 * own width and height, over its tiny blurred placeholder until it loads;
 * otherwise the file itself (the SVG placeholder) as an `<img>`.
 */
export function Picture({ src, width, height, sizes, priority = false, style, ...img }: Props) {
  const photo = photoFor(src)
  const loading = priority ? 'eager' : 'lazy'
  const fetchPriority = priority ? 'high' : img.fetchPriority
  if (!photo)
    return (
      <img
        {...img}
        src={src}
        width={width}
        height={height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        style={style}
      />
    )
  const placeholder: CSSProperties | undefined = photo.placeholder
    ? { backgroundImage: `url(${photo.placeholder})`, backgroundSize: 'cover', backgroundPosition: 'center' }
    : undefined
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={srcSet(photo.variants.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(photo.variants.webp)} sizes={sizes} />
      <img
        {...img}
        src={webpFor(photo, width)}
        width={photo.width}
        height={photo.height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        style={placeholder || style ? { ...placeholder, ...style } : undefined}
      />
    </picture>
  )
}
