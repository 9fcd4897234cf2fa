// Every page of the route table in every language. English sits at the root,
// each other language under `/{code}`; the alternate spellings are routes of
// their own so a plain static host serves them too (their canonical link
// names the canonical path, and our server redirects them).
import type { ComponentType } from 'react'
import type { RouteRecord } from 'vite-react-ssg'
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '../config/languages'
import { PAGE_KEYS, PAGES, aliasesOf, localizedPath, type PageKey } from '../config/paths'
import { GALLERY_EVENT_IDS, MISSING_GALLERY_EVENT } from '../content/galleryEventIds'
import { loadCatalog } from '../i18n/catalogs'
import NotFoundPage from '../pages/notFound/NotFoundPage'
import { LanguageLayout } from './LanguageLayout'
import { RouteError } from './RouteError'

type PageModule = { default: ComponentType<{ page: PageKey }> }
/** A page module and its part of the catalog (named by its path under src/pages: scripts/lib/messageParts.ts). */
type LazyPage<T> = { part: string; load: () => Promise<T> }
const page = <T,>(part: string, load: () => Promise<T>): LazyPage<T> => ({ part, load })

/** The module and the catalog part, in the route's language, before the page renders. */
async function loadPage<T>(lazy: LazyPage<T>, lang: LanguageCode): Promise<T> {
  const [module] = await Promise.all([lazy.load(), loadCatalog(lang, lazy.part)])
  return module
}

/** Which module draws each page (the type makes sure every page has one). */
const PAGE_MODULES: Record<PageKey, LazyPage<PageModule>> = {
  home: page('home/HomePage', () => import('../pages/home/HomePage')),
  'about.vision': page('about/VisionPage', () => import('../pages/about/VisionPage')),
  'about.history': page('about/HistoryPage', () => import('../pages/about/HistoryPage')),
  'about.certifications': page('about/CertificationsPage', () => import('../pages/about/CertificationsPage')),
  'about.awards': page('about/AwardsPage', () => import('../pages/about/AwardsPage')),
  'about.clients': page('about/ClientsPage', () => import('../pages/about/ClientsPage')),
  'solutions.talent': page('solutions/TalentPage', () => import('../pages/solutions/TalentPage')),
  'solutions.technology': page('solutions/TechnologyPage', () => import('../pages/solutions/TechnologyPage')),
  'solutions.transformation': page(
    'solutions/TransformationPage',
    () => import('../pages/solutions/TransformationPage'),
  ),
  'gcc.talent': page('gcc/GccTalentPage', () => import('../pages/gcc/GccTalentPage')),
  'gcc.workplace': page('gcc/GccProcessPage', () => import('../pages/gcc/GccProcessPage')),
  'gcc.operations': page('gcc/GccProcessPage', () => import('../pages/gcc/GccProcessPage')),
  'impact.stories': page('impact/SuccessStoriesPage', () => import('../pages/impact/SuccessStoriesPage')),
  'impact.csr': page('impact/CsrPage', () => import('../pages/impact/CsrPage')),
  'impact.testimonials': page('impact/TestimonialsPage', () => import('../pages/impact/TestimonialsPage')),
  'media.gallery': page('media/GalleryListPage', () => import('../pages/media/GalleryListPage')),
  'media.videos': page('media/VideosPage', () => import('../pages/media/VideosPage')),
  'media.press': page('media/PressPage', () => import('../pages/media/PressPage')),
  'connect.contact': page('connect/ContactPage', () => import('../pages/connect/ContactPage')),
  'connect.locations': page('connect/LocationsPage', () => import('../pages/connect/LocationsPage')),
  'policy.privacy': page('policy/PolicyPage', () => import('../pages/policy/PolicyPage')),
  'policy.disclaimer': page('policy/PolicyPage', () => import('../pages/policy/PolicyPage')),
  'policy.terms': page('policy/PolicyPage', () => import('../pages/policy/PolicyPage')),
  'policy.antiSpam': page('policy/PolicyPage', () => import('../pages/policy/PolicyPage')),
  'policy.principles': page('policy/PrinciplesPage', () => import('../pages/policy/PrinciplesPage')),
  'policy.accessibility': page('policy/PolicyPage', () => import('../pages/policy/PolicyPage')),
  'careers.search': page('careers/JobSearchPage', () => import('../pages/careers/JobSearchPage')),
  'careers.jobDetails': page('careers/JobDetailsQueryPage', () => import('../pages/careers/JobDetailsQueryPage')),
  'careers.easyApply': page('careers/EasyApplyPage', () => import('../pages/careers/EasyApplyPage')),
  search: page('search/SearchPage', () => import('../pages/search/SearchPage')),
}

const GALLERY_DETAIL_PAGE = page('media/GalleryDetailPage', () => import('../pages/media/GalleryDetailPage'))
const JOB_DETAIL_PAGE = page('careers/JobDetailPage', () => import('../pages/careers/JobDetailPage'))

const GALLERY_DETAIL = 'News_and_Media/picture_gallery/:id'

function pageRoute(key: PageKey, path: string, lang: LanguageCode): RouteRecord {
  const lazy = async () => {
    const { default: Page } = await loadPage(PAGE_MODULES[key], lang)
    return { element: <Page page={key} /> }
  }
  const errorElement = <RouteError />
  return path === '/' ? { index: true, lazy, errorElement } : { path: path.slice(1), lazy, errorElement }
}

function languageRoutes(lang: LanguageCode): RouteRecord {
  const galleryDetail = async () => ({ Component: (await loadPage(GALLERY_DETAIL_PAGE, lang)).default })
  return {
    path: lang === DEFAULT_LANGUAGE ? '/' : `/${lang}`,
    element: <LanguageLayout language={lang} />,
    children: [
      ...PAGE_KEYS.flatMap((key) => [PAGES[key].path, ...aliasesOf(key)].map((path) => pageRoute(key, path, lang))),
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
        lazy: async () => ({ Component: (await loadPage(JOB_DETAIL_PAGE, lang)).default }),
        errorElement: <RouteError />,
        // The job list is imported here only when pre-rendering, so it stays out of every page's entry chunk.
        // The closed and unknown job pages are the server's to fill in and answer with 410 and 404.
        getStaticPaths: async () => {
          const { openJobs, CLOSED_JOB_PAGE, UNKNOWN_JOB_PAGE } = await import('../content/jobs')
          return [...openJobs().map((job) => job.id), CLOSED_JOB_PAGE, UNKNOWN_JOB_PAGE].map(
            (id) => `careers/jobs/${id}`,
          )
        },
      },
      { path: '*', Component: NotFoundPage },
    ],
  }
}

export const routes: RouteRecord[] = LANGUAGE_CODES.map(languageRoutes)

/** Extra files to pre-render: each language's not-found page, served with status 404. */
export const NOT_FOUND_PATHS = LANGUAGE_CODES.map((lang) => localizedPath(lang, '/404'))
