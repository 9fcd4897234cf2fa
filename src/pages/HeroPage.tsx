import type { PageKey } from '../config/paths'
import { PageHeader } from './PageHeader'

/** A page that is its hero alone. */
export default function HeroPage({ page }: { page: PageKey }) {
  return <PageHeader page={page} />
}
