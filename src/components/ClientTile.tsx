import { useIntl } from 'react-intl'
import type { Client } from '../content/home/schema'
import { isPlaceholder } from '../content/placeholder'

/**
 * One client in the client strip or grid: the client's own logo once they let us show it,
 * until then a sector we serve, in our type (never an invented name or mark).
 */
export function ClientTile({
  client,
  wrap = false,
}: {
  client: Client
  /** In a grid cell: may wrap, centred. */ wrap?: boolean
}) {
  const intl = useIntl()
  if (isPlaceholder(client))
    return (
      <span
        className={`inline-flex items-center justify-center rounded-2xl bg-mist px-3 py-2 type-small font-700 text-navy/80 ring-1 ring-navy/10 sm:px-5 sm:py-2.5 sm:text-step-0 ${wrap ? 'max-w-full break-words text-center hyphens-auto' : 'whitespace-nowrap'}`}
        data-sector
      >
        {intl.formatMessage(client.sector)}
      </span>
    )
  return <img src={client.logo} alt={client.name} height={48} className="h-12 w-auto" loading="lazy" data-client-logo />
}

/** Whether the strip still shows sectors: no client has been named yet. */
export const showsSectors = (clients: readonly Client[]) => clients.every(isPlaceholder)
