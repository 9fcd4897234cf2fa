// Everything a page says about itself in <head>: language and direction,
// title, description, canonical URL and its eleven translations.
import { Head } from 'vite-react-ssg'
import { BRAND } from '../config/brand'
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_CODES, languageOf, languageTag } from '../config/languages'
import { truncateAtWord } from '../lib/text'
import { localizedPath } from '../config/paths'
import { useTranslation } from '../i18n/TranslationProvider'

/** A link-preview picture (og:image): PNG or JPEG, 1200×630 for the large card. */
export type SeoImage = { path: string; width: number; height: number; type: string; alt: string }

type Props = {
  title: string
  description: string
  /** Canonical path without language prefix; omitted for pages that must not be indexed. */
  path?: string
  noindex?: boolean
  jsonLd?: object
  image?: SeoImage
  /** A feed of the page's content (the job search's jobs), linked for readers and aggregators. */
  feed?: SeoFeed
}

export type SeoFeed = { href: string; title: string }

/** Search engines show about this many characters of a description. */
const DESCRIPTION_MAX = 160

export const absoluteUrl = (path: string) => BRAND.siteUrl + (path === '/' ? '/' : path)

/** The page in every language, and x-default (the default language) for a visitor whose language we lack. */
export function languageAlternates(path: string): { hrefLang: string; href: string }[] {
  return [
    ...LANGUAGE_CODES.map((code) => ({ hrefLang: languageTag(code), href: absoluteUrl(localizedPath(code, path)) })),
    { hrefLang: 'x-default', href: absoluteUrl(localizedPath(DEFAULT_LANGUAGE, path)) },
  ]
}

export function Seo({ title, description, path, noindex = false, jsonLd, image, feed }: Props) {
  const { language, dir } = useTranslation()
  const fullTitle = title === BRAND.legalName ? title : `${title} | ${BRAND.legalName}`
  const summary = truncateAtWord(description, DESCRIPTION_MAX, language)
  const ogLocale = languageOf(language).ogLocale
  return (
    <Head htmlAttributes={{ lang: languageTag(language), dir }}>
      <title>{fullTitle}</title>
      <meta name="description" content={summary} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={summary} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={BRAND.legalName} />
      <meta property="og:locale" content={ogLocale} />
      {path
        ? LANGUAGES.filter((l) => l.ogLocale !== ogLocale).map((l) => (
            <meta key={l.code} property="og:locale:alternate" content={l.ogLocale} />
          ))
        : null}
      {image ? <meta property="og:image" content={absoluteUrl(image.path)} /> : null}
      {image ? <meta property="og:image:type" content={image.type} /> : null}
      {image ? <meta property="og:image:width" content={String(image.width)} /> : null}
      {image ? <meta property="og:image:height" content={String(image.height)} /> : null}
      {image ? <meta property="og:image:alt" content={image.alt} /> : null}
      {image ? <meta name="twitter:card" content="summary_large_image" /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {path ? <link rel="canonical" href={absoluteUrl(localizedPath(language, path))} /> : null}
      {path ? <meta property="og:url" content={absoluteUrl(localizedPath(language, path))} /> : null}
      {path
        ? languageAlternates(path).map(({ hrefLang, href }) => (
            <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
          ))
        : null}
      {feed ? <link rel="alternate" type="application/xml" title={feed.title} href={feed.href} /> : null}
      {/* "<" escaped so no text in the data can close the script element. */}
      {jsonLd ? <script type="application/ld+json">{JSON.stringify(jsonLd).replace(/</g, '\\u003c')}</script> : null}
    </Head>
  )
}
