import { useIntl } from 'react-intl'
import { POLICY_DOCUMENTS } from '../../content/policies/documents'
import { balancedGrid } from '../../lib/balancedGrid'
import { PageHeader } from '../PageHeader'
import { defineMessages } from '../../i18n/defineMessages'

/** The hero's heading and intro (the intro is also the page's description for search engines). */
const hero = defineMessages({
  heading: {
    id: 'page.policy.principles.heading',
    defaultMessage: '{short} Principles',
    description: 'Main heading of the page listing our policy documents; {short} is the short company name IFIN',
  },
  intro: {
    id: 'page.policy.principles.intro',
    defaultMessage: 'The policies that govern how we work, each available to download as a PDF.',
  },
})

/** The IFIN Principles page’s documents. */
const principlesText = defineMessages({
  documentsHeading: {
    id: 'principles.documents.heading',
    defaultMessage: 'Policy documents',
    description: 'Section heading on the IFIN Principles page above the list of policy documents to download',
  },
  download: {
    id: 'principles.download',
    defaultMessage: '{name} (PDF, opens in a new tab)',
    description:
      'Read by screen readers for a link to a policy document; {name} is the document name, e.g. Code of Conduct; PDF is a file format, keep it',
  },
})

/** The principles page: the 28 policy documents, each opening its PDF in a new tab. */
export default function PrinciplesPage() {
  const intl = useIntl()
  return (
    <>
      <PageHeader page="policy.principles" text={hero} />
      <section className="bg-mist py-14" aria-labelledby="documents-heading">
        <div className="container-site">
          <h2 id="documents-heading" className="mb-8 type-heading text-navy">
            {intl.formatMessage(principlesText.documentsHeading)}
          </h2>
          <ul
            className="balanced"
            style={balancedGrid(POLICY_DOCUMENTS.length, { base: 1, sm: 2, lg: 3, xl: 4 }, 4)}
            data-testid="policy-documents"
          >
            {POLICY_DOCUMENTS.map((doc) => {
              const name = intl.formatMessage(doc.name)
              return (
                <li key={doc.slug}>
                  <a
                    href={doc.file}
                    target="_blank"
                    rel="noopener"
                    aria-label={intl.formatMessage(principlesText.download, { name })}
                    className="flex h-full items-center gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-navy/5 transition hover:shadow-md hover:ring-accent-dark/40"
                  >
                    <span
                      aria-hidden="true"
                      className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-accent-dark type-caption font-800 text-white"
                    >
                      PDF
                    </span>
                    <span className="min-w-0 font-600 text-navy">{name}</span>
                  </a>
                </li>
              )
            })}
          </ul>
        </div>
      </section>
    </>
  )
}
