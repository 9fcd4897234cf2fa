import { useIntl } from 'react-intl'
import { SOCIAL_LINKS, type SocialNetwork } from '../../config/brand'
import { SocialIcon } from '../../components/Icon'
import { shellText, socialText } from '../../content/shellText'

type Props = { networks: readonly SocialNetwork[]; className?: string; linkClassName?: string; iconClassName?: string }

/** A row of social network links, each opening in a new tab. */
export function SocialLinks({ networks, className = '', linkClassName = '', iconClassName }: Props) {
  const intl = useIntl()
  return (
    <ul className={`flex items-center ${className}`}>
      {networks.map((network) => (
        <li key={network}>
          <a
            href={SOCIAL_LINKS[network]}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClassName}
            aria-label={intl.formatMessage(shellText.socialLabel, { network: intl.formatMessage(socialText[network]) })}
          >
            <SocialIcon network={network} className={iconClassName} />
          </a>
        </li>
      ))}
    </ul>
  )
}
