import { useEffect, useRef } from 'react'
import { useIntl } from 'react-intl'
import { Outlet, useLocation } from 'react-router-dom'
import { type LanguageCode } from '../config/languages'
import { TranslationProvider } from '../i18n/TranslationProvider'
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
