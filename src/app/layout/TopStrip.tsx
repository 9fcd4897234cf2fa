import { useIntl } from 'react-intl'
import { SOCIAL_ORDER } from '../../config/brand'
import { CompanyFacts } from './CompanyFacts'
import { SearchLink } from './SearchLink'
import { SocialLinks } from './SocialLinks'
import { shellText } from '../../content/shellText'

export function TopStrip() {
  const intl = useIntl()
  return (
    <aside
      aria-label={intl.formatMessage(shellText.topStripLabel)}
      className="bg-navy-dark text-white/90 text-step--2 sm:text-step--1"
    >
      <div className="container-site flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-1.5">
        {/* On a phone the facts wait at the foot of the menu: the strip keeps to one line of links. */}
        <CompanyFacts
          className="hidden flex-wrap items-center gap-x-4 gap-y-1 sm:flex"
          iconClassName="text-accent-light"
        />
        <div className="flex grow flex-wrap items-center justify-between gap-x-3 gap-y-1 sm:grow-0">
          <SearchLink />
          <nav aria-label={intl.formatMessage(shellText.socialNav)}>
            <SocialLinks
              networks={SOCIAL_ORDER}
              className="sm:gap-1"
              linkClassName="flex size-8 items-center justify-center rounded-full hover:bg-white/15 hover:text-white focus-visible:bg-white/15"
              iconClassName="size-3.5"
            />
          </nav>
        </div>
      </div>
    </aside>
  )
}
