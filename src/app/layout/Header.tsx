import { useIntl } from 'react-intl'
import { Link } from 'react-router-dom'
import { BRAND_VALUES } from '../../config/brand'
import { LOGO_SCROLL_DELAY_MS } from '../../config/constants'
import { Logo } from '../../components/Logo'
import { usePageHref } from '../../i18n/usePageHref'
import { scrollToTop } from '../../lib/scroll'
import { DesktopNav } from './DesktopNav'
import { LanguageSelector } from './LanguageSelector'
import { MobileNav } from './MobileNav'
import { shellText } from '../../content/shellText'

export function Header() {
  const intl = useIntl()
  const href = usePageHref()
  return (
    <header className="sticky top-0 z-40 border-b border-navy/8 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      {/* Wraps rather than overflows when text is spaced out or a language's menu runs long. */}
      <div className="container-site relative flex min-h-18 flex-wrap items-center justify-between gap-x-2 py-1.5">
        <Link
          to={href('home')}
          className="rounded-lg"
          aria-label={intl.formatMessage(shellText.logoLabel, BRAND_VALUES)}
          onClick={() => setTimeout(scrollToTop, LOGO_SCROLL_DELAY_MS)}
        >
          <Logo />
        </Link>
        <DesktopNav />
        <div className="flex items-center gap-2">
          <LanguageSelector />
          <MobileNav />
        </div>
      </div>
    </header>
  )
}
