import { useIntl } from 'react-intl'
import { formatDay } from '../../i18n/formatDay'
import { useHydrated } from '../../lib/useHydrated'
import { daysSince } from '../../content/jobs/open'
import { jobText } from './jobText'

/**
 * When a job was posted. The pre-rendered page carries the date itself (it
 * stays true however long after the build it is read); the browser then says
 * it relative to the visitor's today ("3 days ago"), in the page's language.
 */
export function PostedDate({ postedAt }: { postedAt: string }) {
  const intl = useIntl()
  const running = useHydrated()
  const date = formatDay(intl, postedAt, 'medium')
  const today = new Date().toISOString().slice(0, 10)
  return (
    <time dateTime={postedAt} title={running ? date : undefined}>
      {running ? intl.formatMessage(jobText.posted, { days: daysSince(postedAt, today) }) : date}
    </time>
  )
}
