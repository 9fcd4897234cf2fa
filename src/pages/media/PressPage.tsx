import { useRef } from 'react'
import { useIntl } from 'react-intl'
import { ExpandableList } from '../../components/ExpandableList'
import { LazyImage } from '../../components/LazyImage'
import { LightboxLink, useLightbox } from '../../components/fancy/Lightbox'
import { PRESS_IMAGES, PRESS_INITIAL } from '../../content/media/press'
import { PageHeader } from '../PageHeader'
import { defineMessages } from '../../i18n/defineMessages'

/** The hero's heading and intro (the intro is also the page's description for search engines). */
const hero = defineMessages({
  heading: {
    id: 'page.media.press.heading',
    defaultMessage: 'Press Releases',
    description: 'Main heading of the page with our press releases and newspaper clippings',
  },
  intro: {
    id: 'page.media.press.intro',
    defaultMessage: 'Our announcements and the coverage they received in the press.',
  },
})

const pressText = defineMessages({
  heading: {
    id: 'press.grid.heading',
    defaultMessage: 'In the press',
    description: 'Section heading on the Press Releases page above the newspaper clippings',
  },
  open: {
    id: 'press.open',
    defaultMessage: 'Open the clipping: {alt}',
    description:
      'Read by screen readers for a clipping that opens enlarged; {alt} is the description of the clipping, e.g. Feature on the T-Hub start-up fund launch',
  },
})

/** Press clippings: six at first, Show More for all ten; each opens in the lightbox. */
export default function PressPage() {
  const intl = useIntl()
  const section = useRef<HTMLElement>(null)
  useLightbox(section)
  return (
    <>
      <PageHeader page="media.press" text={hero} />
      <section ref={section} className="scroll-mt-20 bg-white py-16" aria-labelledby="press-heading">
        <div className="container-site">
          <h2 id="press-heading" className="mb-8 type-heading text-navy">
            {intl.formatMessage(pressText.heading)}
          </h2>
          <ExpandableList
            items={PRESS_IMAGES}
            initial={PRESS_INITIAL}
            itemKey={(image) => image.src}
            labelledBy="press-heading"
            testId="press"
            listClassName="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-3"
            render={(image) => {
              const alt = intl.formatMessage(image.alt)
              return (
                <LightboxLink
                  href={image.src}
                  group="press"
                  caption={alt}
                  aria-label={intl.formatMessage(pressText.open, { alt })}
                  className="flex h-full flex-col overflow-hidden rounded-2xl shadow-sm ring-1 ring-navy/5 transition hover:shadow-lg"
                >
                  <LazyImage
                    src={image.src}
                    alt={alt}
                    width={600}
                    height={760}
                    sizes="(min-width: 1024px) 370px, 50vw"
                    className="aspect-[15/19]"
                  />
                  <span aria-hidden="true" className="block flex-1 bg-white p-3 type-small font-600 text-navy">
                    {alt}
                  </span>
                </LightboxLink>
              )
            }}
          />
        </div>
      </section>
    </>
  )
}
