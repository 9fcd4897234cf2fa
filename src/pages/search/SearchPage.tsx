import { PageHeader } from '../PageHeader'
import { SiteSearch } from './SiteSearch'

/** The site search: its index loads only here (see pagefind.ts). */
export default function SearchPage() {
  return (
    <>
      <PageHeader page="search" />
      <SiteSearch />
    </>
  )
}
