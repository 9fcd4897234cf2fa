import { PageHeader } from '../PageHeader'
import { AwardsGallery } from './AwardsGallery'

export default function AwardsPage() {
  return (
    <>
      <PageHeader
        page="about.awards"
        art={
          <img src="/images/about/trophy.svg" alt="" width="320" height="320" className="mx-auto size-56 md:size-72" />
        }
      />
      <AwardsGallery />
    </>
  )
}
