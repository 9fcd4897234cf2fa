import { Picture } from '../../components/Picture'
import { PageHeader } from '../PageHeader'
import { AwardsGallery } from './AwardsGallery'

export default function AwardsPage() {
  return (
    <>
      <PageHeader
        page="about.awards"
        art={
          <Picture
            src="/images/about/trophy.svg"
            alt=""
            width={320}
            height={320}
            sizes="(min-width: 768px) 288px, 224px"
            priority
            className="mx-auto size-56 md:size-72"
          />
        }
      />
      <AwardsGallery />
    </>
  )
}
