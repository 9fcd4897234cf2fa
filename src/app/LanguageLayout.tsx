import { useEffect, useRef } from 'react'
import { useIntl } from 'react-intl'
import { Outlet, useLocation, useNavigate } from 'react-router-dom'
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '../config/languages'
import { localizedPath } from '../config/paths'
import { readPreferredLanguage, TranslationProvider, useTranslation } from '../i18n/TranslationProvider'
import { Footer } from './layout/Footer'
import { Header } from './layout/Header'
import { SideBar } from './layout/SideBar'
import { TopStrip } from './layout/TopStrip'
import { shellText } from '../content/shellText'
import { scrollToTop } from '../lib/scroll'

/** The root of each language's route tree: the language comes from the route, never from module state. */
export function LanguageLayout({ language }: { language: LanguageCode }) {
  return (
    <TranslationProvider language={language}>
      <Shell />
    </TranslationProvider>
  )
}

let startupChecked = false

/** On start-up, a stored preference other than English moves an unprefixed page to that language. */
function usePreferredLanguageOnStartup() {
  const { language } = useTranslation()
  const { pathname, search, hash } = useLocation()
  const navigate = useNavigate()
  useEffect(() => {
    if (startupChecked) return
    startupChecked = true
    const preferred = readPreferredLanguage()
    if (language === DEFAULT_LANGUAGE && isLanguageCode(preferred) && preferred !== DEFAULT_LANGUAGE) {
      navigate(localizedPath(preferred, pathname) + search + hash, { replace: true })
    }
  }, [language, pathname, search, hash, navigate])
}

/** Every route change scrolls smoothly to the top (not the first render, not a jump to an anchor). */
function useScrollToTopOnRouteChange() {
  const { pathname, hash } = useLocation()
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    if (!hash) scrollToTop()
  }, [pathname, hash])
}

function Shell() {
  const intl = useIntl()
  usePreferredLanguageOnStartup()
  useScrollToTopOnRouteChange()
  return (
    <>
      <a href="#main" className="skip-link">
        {intl.formatMessage(shellText.skipToContent)}
      </a>
      <TopStrip />
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <Footer />
      <SideBar />
    </>
  )
}
