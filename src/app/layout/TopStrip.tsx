import { useIntl } from 'react-intl'
import { SOCIAL_ORDER } from '../../config/brand'
import { UiIcon } from '../../components/Icon'
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
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <span className="inline-flex items-center gap-1.5">
            <UiIcon name="shield" className="size-4 text-accent-light" />
            {intl.formatMessage(shellText.certification)}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <UiIcon name="clock" className="size-4 text-accent-light" />
            {intl.formatMessage(shellText.open247)}
          </span>
        </p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <SearchLink />
          <nav aria-label={intl.formatMessage(shellText.socialNav)}>
            <SocialLinks
              networks={SOCIAL_ORDER}
              className="gap-1"
              linkClassName="flex size-8 items-center justify-center rounded-full hover:bg-white/15 hover:text-white focus-visible:bg-white/15"
              iconClassName="size-3.5"
            />
          </nav>
        </div>
      </div>
    </aside>
  )
}
