import { useIntl } from 'react-intl'
import { defineMessages } from '../../i18n/defineMessages'
import { Link } from 'react-router-dom'
import { Seo } from '../../components/Seo'
import { UiIcon } from '../../components/Icon'
import { usePageHref } from '../../i18n/usePageHref'

const text = defineMessages({
  title: {
    id: 'notFound.title',
    defaultMessage: 'Page not found',
    description: 'Browser tab title of the error page shown for an address that does not exist (error 404)',
  },
  message: { id: 'notFound.message', defaultMessage: 'Oops! The page you’re looking for doesn’t exist.' },
  goHome: {
    id: 'notFound.goHome',
    defaultMessage: 'Go Home',
    description: 'Button on the page-not-found (404) page that leads to the home page',
  },
})

export default function NotFoundPage() {
  const intl = useIntl()
  const href = usePageHref()
  const message = intl.formatMessage(text.message)
  return (
    <section className="bg-mist">
      <Seo title={intl.formatMessage(text.title)} description={message} noindex />
      <div className="container-site flex flex-col items-center py-24 text-center md:py-32">
        <p className="text-step-16 font-800 tracking-tight text-navy md:text-step-19" aria-hidden="true">
          4<span className="text-accent">0</span>4
        </p>
        <h1 className="mt-6 max-w-xl text-balance type-heading text-navy">
          <span className="sr-only">404. </span>
          {message}
        </h1>
        <Link to={href('home')} className="btn-primary mt-10">
          {intl.formatMessage(text.goHome)}
          <UiIcon name="arrowEnd" className="size-5" flip />
        </Link>
      </div>
    </section>
  )
}
