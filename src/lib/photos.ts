// The photographs the build found in public/images (scripts/lib/photos.ts
// writes them and this manifest; the pre-render and the browser import the
// same one, so both draw the same markup).
import manifest from 'virtual:photos'

export type PhotoFormat = 'avif' | 'webp'

export type Photo = {
  /** The original's size, upright. */
  width: number
  height: number
  /** Each format's files by width (px), all no wider than the original. */
  variants: Record<PhotoFormat, Record<number, string>>
  /** A tiny blurred picture (data: URI) to show until it loads; none for a transparent one. */
  placeholder?: string
}

/** Public path without its extension (`/images/gallery/x/1`) → photograph. */
export type PhotoManifest = Record<string, Photo>

const photos: PhotoManifest = manifest

/**
 * The photograph for a picture the content names (`/images/gallery/x/1.svg`):
 * one of the same path and name, whatever its extension, or none.
 */
export function photoFor(src: string): Photo | undefined {
  return photos[src.replace(/\.(svg|jpe?g|png|webp)$/i, '')]
}

/** A format's files as a `srcset`, narrowest first. */
export function srcSet(files: Record<number, string>): string {
  return Object.entries(files)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ')
}

/** The WebP no narrower than `width`, or the widest there is. */
export function webpFor(photo: Photo, width = Infinity): string {
  const widths = Object.keys(photo.variants.webp)
    .map(Number)
    .sort((a, b) => a - b)
  const chosen = widths.find((w) => w >= width) ?? widths[widths.length - 1]!
  return photo.variants.webp[chosen]!
}

/** What a link to the full picture (the lightbox) opens: the widest WebP of a photograph, else the file itself. */
export function fullSize(src: string): string {
  const photo = photoFor(src)
  return photo ? webpFor(photo) : src
}
