// Every page of the route table in every language. English sits at the root,
// each other language under `/{code}`; the alternate spellings are routes of
// their own so a plain static host serves them too (their canonical link
// names the canonical path, and our server redirects them).
import type { ComponentType } from 'react'
import type { RouteRecord } from 'vite-react-ssg'
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '../config/languages'
import { PAGE_KEYS, PAGES, aliasesOf, localizedPath, type PageKey } from '../config/paths'
import { GALLERY_EVENT_IDS, MISSING_GALLERY_EVENT } from '../content/galleryEvents'
import NotFoundPage from '../pages/notFound/NotFoundPage'
import { LanguageLayout } from './LanguageLayout'
import { RouteError } from './RouteError'

type PageModule = { default: ComponentType<{ page: PageKey }> }

/** Which module draws each page (the type makes sure every page has one). */
const PAGE_MODULES: Record<PageKey, () => Promise<PageModule>> = {
  home: () => import('../pages/home/HomePage'),
  'about.vision': () => import('../pages/about/VisionPage'),
  'about.history': () => import('../pages/about/HistoryPage'),
  'about.certifications': () => import('../pages/about/CertificationsPage'),
  'about.awards': () => import('../pages/about/AwardsPage'),
  'about.clients': () => import('../pages/about/ClientsPage'),
  'solutions.talent': () => import('../pages/solutions/TalentPage'),
  'solutions.technology': () => import('../pages/solutions/TechnologyPage'),
  'solutions.transformation': () => import('../pages/solutions/TransformationPage'),
  'gcc.talent': () => import('../pages/gcc/GccTalentPage'),
  'gcc.workplace': () => import('../pages/gcc/GccProcessPage'),
  'gcc.operations': () => import('../pages/gcc/GccProcessPage'),
  'impact.stories': () => import('../pages/impact/SuccessStoriesPage'),
  'impact.csr': () => import('../pages/impact/CsrPage'),
  'impact.testimonials': () => import('../pages/impact/TestimonialsPage'),
  'media.gallery': () => import('../pages/media/GalleryListPage'),
  'media.videos': () => import('../pages/media/VideosPage'),
  'media.press': () => import('../pages/media/PressPage'),
  'connect.contact': () => import('../pages/connect/ContactPage'),
  'connect.locations': () => import('../pages/connect/LocationsPage'),
  'policy.privacy': () => import('../pages/policy/PolicyPage'),
  'policy.disclaimer': () => import('../pages/policy/PolicyPage'),
  'policy.terms': () => import('../pages/policy/PolicyPage'),
  'policy.antiSpam': () => import('../pages/policy/PolicyPage'),
  'policy.principles': () => import('../pages/policy/PrinciplesPage'),
  'policy.accessibility': () => import('../pages/policy/PolicyPage'),
  'careers.search': () => import('../pages/careers/JobSearchPage'),
  'careers.jobDetails': () => import('../pages/careers/JobDetailsQueryPage'),
  'careers.easyApply': () => import('../pages/careers/EasyApplyPage'),
}

const GALLERY_DETAIL = 'News_and_Media/picture_gallery/:id'

function pageRoute(key: PageKey, path: string): RouteRecord {
  const lazy = async () => {
    const { default: Page } = await PAGE_MODULES[key]()
    return { element: <Page page={key} /> }
  }
  const errorElement = <RouteError />
  return path === '/' ? { index: true, lazy, errorElement } : { path: path.slice(1), lazy, errorElement }
}

function languageRoutes(lang: LanguageCode): RouteRecord {
  const galleryDetail = async () => ({ Component: (await import('../pages/media/GalleryDetailPage')).default })
  return {
    path: lang === DEFAULT_LANGUAGE ? '/' : `/${lang}`,
    element: <LanguageLayout language={lang} />,
    children: [
      ...PAGE_KEYS.flatMap((key) => [PAGES[key].path, ...aliasesOf(key)].map((path) => pageRoute(key, path))),
      {
        path: GALLERY_DETAIL,
        lazy: galleryDetail,
        errorElement: <RouteError />,
        getStaticPaths: () =>
          [...GALLERY_EVENT_IDS, MISSING_GALLERY_EVENT].map((id) => GALLERY_DETAIL.replace(':id', id)),
      },
      { path: 'gallery/:id', lazy: galleryDetail, errorElement: <RouteError /> },
      {
        path: 'careers/jobs/:id',
        lazy: async () => ({ Component: (await import('../pages/careers/JobDetailPage')).default }),
        errorElement: <RouteError />,
        // The job list is imported here only when pre-rendering, so it stays out of every page's entry chunk.
        getStaticPaths: async () => (await import('../content/jobs')).JOBS.map((job) => `careers/jobs/${job.id}`),
      },
      { path: '*', Component: NotFoundPage },
    ],
  }
}

export const routes: RouteRecord[] = LANGUAGE_CODES.map(languageRoutes)

/** Extra files to pre-render: each language's not-found page, served with status 404. */
export const NOT_FOUND_PATHS = LANGUAGE_CODES.map((lang) => localizedPath(lang, '/404'))
