import { useIntl } from 'react-intl'
import { Link } from 'react-router-dom'
import { UiIcon } from '../../components/Icon'
import { Carousel } from '../../components/fancy/Carousel'
import { Reveal } from '../../components/motion/Reveal'
import { SectionHeading } from '../../components/SectionHeading'
import { Picture } from '../../components/Picture'
import { CSR_AUTOPLAY_MS, CSR_IMAGES, CSR_TRANSITION_MS } from '../../content/home/sections'
import { usePageHref } from '../../i18n/usePageHref'
import { homeSectionText as t } from './messages'

/** CSR Societal Impact: text, the startup-fest badge and a 3-image carousel. */
export function CsrBlock() {
  const intl = useIntl()
  const href = usePageHref()
  return (
    <section className="bg-white py-20" aria-labelledby="csr-heading">
      <div className="container-site grid items-center gap-12 lg:grid-cols-2">
        <Reveal from="left">
          <SectionHeading
            id="csr-heading"
            eyebrow={intl.formatMessage(t.csrEyebrow)}
            heading={intl.formatMessage(t.csrHeading)}
            intro={intl.formatMessage(t.csrText)}
          />
          <div className="flex flex-wrap items-center gap-6">
            <Picture
              src="/images/csr/startup-fest-badge.svg"
              alt={intl.formatMessage(t.csrBadge)}
              width={112}
              height={112}
              sizes="112px"
              className="size-28"
            />
            <Link to={href('impact.csr')} className="btn-tertiary">
              {intl.formatMessage(t.csrLink)}
              <UiIcon name="arrowEnd" className="size-4" flip />
            </Link>
          </div>
        </Reveal>
        <Reveal from="right">
          <Carousel
            label={intl.formatMessage(t.csrCarousel)}
            items={CSR_IMAGES}
            itemKey={(image) => image.src}
            autoplayMs={CSR_AUTOPLAY_MS}
            transitionMs={CSR_TRANSITION_MS}
            render={(image) => (
              <Picture
                src={image.src}
                alt={intl.formatMessage(image.alt)}
                width={800}
                height={500}
                sizes="(min-width: 1024px) 560px, 100vw"
                className="aspect-[8/5] w-full rounded-2xl object-cover"
              />
            )}
          />
        </Reveal>
      </div>
    </section>
  )
}
