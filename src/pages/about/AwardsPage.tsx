import { Picture } from '../../components/Picture'
import { PageHeader } from '../PageHeader'
import { AwardsGallery } from './AwardsGallery'
import { defineMessages } from '../../i18n/defineMessages'

/** The hero's heading and intro (the intro is also the page's description for search engines). */
const hero = defineMessages({
  heading: {
    id: 'page.about.awards.heading',
    defaultMessage: 'Awards & Achievements',
    description: 'Main heading of the page showing the awards our company has received',
  },
  intro: {
    id: 'page.about.awards.intro',
    defaultMessage:
      'Recognition from industry bodies, governments and our clients for the way we hire, build and deliver.',
  },
})

export default function AwardsPage() {
  return (
    <>
      <PageHeader
        page="about.awards"
        text={hero}
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
