import { useEffect } from 'react'
import { useIntl } from 'react-intl'
import { useRouteError } from 'react-router-dom'
import { defineMessages } from '../i18n/defineMessages'
import { PageHero } from '../components/PageHero'
import { Seo } from '../components/Seo'

const text = defineMessages({
  heading: {
    id: 'error.unexpected.heading',
    defaultMessage: 'Unexpected Application Error!',
    description: 'Page heading and browser tab title shown when a page fails because of a software error',
  },
  body: {
    id: 'error.unexpected.body',
    defaultMessage: 'Something went wrong while showing this page. Please reload it, or go back to the home page.',
  },
})

/**
 * A page's code could not be loaded: after a new build is published, a page
 * opened before it asks for chunks that no longer exist.
 */
const isMissingChunk = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    error.message,
  )

/** Loads the address afresh (once), which brings the new build's page and chunks. */
function useReloadForNewBuild(error: unknown) {
  useEffect(() => {
    if (!isMissingChunk(error)) return
    const key = `reloaded:${location.pathname}`
    try {
      if (sessionStorage.getItem(key)) return // reloaded once already: show the error
      sessionStorage.setItem(key, '1')
    } catch {
      return
    }
    location.reload()
  }, [error])
}

/** Shown when a page throws; the router's own default screen is never shown to visitors. */
export function RouteError() {
  const intl = useIntl()
  useReloadForNewBuild(useRouteError())
  return (
    <>
      <Seo title={intl.formatMessage(text.heading)} description={intl.formatMessage(text.body)} noindex />
      <PageHero heading={intl.formatMessage(text.heading)} intro={intl.formatMessage(text.body)} />
    </>
  )
}
