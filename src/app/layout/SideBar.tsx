import { useIntl } from 'react-intl'
import { SIDEBAR_SOCIAL, SOCIAL_LINKS } from '../../config/brand'
import { SocialIcon } from '../../components/Icon'
import { shellText, socialText } from '../../content/shellText'

/** The fixed bar at the inline start edge, navy with white marks; each button widens on hover and focus to show its label, in the accent. */
export function SideBar() {
  const intl = useIntl()
  return (
    <aside
      aria-label={intl.formatMessage(shellText.socialNav)}
      className="fixed start-0 top-1/2 z-30 hidden -translate-y-1/2 xl:block"
    >
      <ul className="flex flex-col gap-1">
        {SIDEBAR_SOCIAL.map((network) => {
          const label = intl.formatMessage(socialText[network])
          return (
            <li key={network}>
              <a
                href={SOCIAL_LINKS[network]}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={intl.formatMessage(shellText.socialLabel, { network: label })}
                className="side-link"
              >
                <SocialIcon network={network} className="size-5 shrink-0" />
                <span className="side-label" aria-hidden="true">
                  {label}
                </span>
              </a>
            </li>
          )
        })}
      </ul>
    </aside>
  )
}
