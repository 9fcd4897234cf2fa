import { useEffect, useState } from 'react'
import { useIntl } from 'react-intl'
import { Outlet, useLocation } from 'react-router-dom'
import { type LanguageCode } from '../config/languages'
import { TranslationProvider } from '../i18n/TranslationProvider'
import { loadScriptFont } from './loadScriptFont'
import { Footer } from './layout/Footer'
import { Header } from './layout/Header'
import { SideBar } from './layout/SideBar'
import { TopStrip } from './layout/TopStrip'
import { shellText } from '../content/shellText'
import { focusElement } from '../lib/focus'
import { scrollToTop } from '../lib/scroll'

/** The root of each language's route tree: the language comes from the route, never from module state. */
export function LanguageLayout({ language }: { language: LanguageCode }) {
  useEffect(() => loadScriptFont(language), [language])
  return (
    <TranslationProvider language={language}>
      <Shell />
    </TranslationProvider>
  )
}

/** The first render after the page loaded: the browser has placed focus and announced the page itself. */
let pageLoad = true

/**
 * Every route change (not the first render) scrolls smoothly to the top, or
 * to the anchor it names, moves focus to the new page's heading so keyboard
 * and screen-reader users start there, and returns the page's title for the
 * live region that announces it, as a full page load would.
 */
function useRouteChangeFocus(): string {
  const { pathname, hash } = useLocation()
  const [announcement, setAnnouncement] = useState('')
  useEffect(() => {
    if (pageLoad) {
      pageLoad = false
      return
    }
    if (!hash) scrollToTop()
    const main = document.getElementById('main')
    const heading = main?.querySelector<HTMLElement>('h1')
    const anchor = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null
    focusElement(anchor ?? heading ?? main)
    setAnnouncement(heading?.textContent ?? document.title)
  }, [pathname, hash])
  return announcement
}

function Shell() {
  const intl = useIntl()
  const announcement = useRouteChangeFocus()
  return (
    <>
      <a href="#main" className="skip-link">
        {intl.formatMessage(shellText.skipToContent)}
      </a>
      <TopStrip />
      <Header />
      <main id="main" tabIndex={-1} className="outline-none" data-pagefind-body="">
        <Outlet />
      </main>
      <Footer />
      <SideBar />
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </>
  )
}
