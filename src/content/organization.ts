import { BRAND, SOCIAL_LINKS, SOCIAL_ORDER } from '../config/brand'

/** schema.org Organization for the home page's JSON-LD. */
export const organizationJsonLd = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: BRAND.legalName,
  alternateName: BRAND.shortName,
  url: BRAND.siteUrl,
  logo: `${BRAND.siteUrl}/brand/logo.svg`,
  email: BRAND.email,
  telephone: BRAND.phone,
  foundingDate: String(BRAND.foundingYear),
  address: {
    '@type': 'PostalAddress',
    addressLocality: BRAND.headOffice.city,
    addressCountry: BRAND.headOffice.country,
  },
  sameAs: SOCIAL_ORDER.map((network) => SOCIAL_LINKS[network]),
}
