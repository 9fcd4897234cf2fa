import { useIntl } from 'react-intl'
import { POLICY_DOCUMENTS } from '../../content/policies/documents'
import { balancedGrid } from '../../lib/balancedGrid'
import { PageHeader } from '../PageHeader'
import { policyPageText as t } from './messages'

/** The principles page: the 28 policy documents, each opening its PDF in a new tab. */
export default function PrinciplesPage() {
  const intl = useIntl()
  return (
    <>
      <PageHeader page="policy.principles" />
      <section className="bg-mist py-14" aria-labelledby="documents-heading">
        <div className="container-site">
          <h2 id="documents-heading" className="mb-8 type-heading text-navy">
            {intl.formatMessage(t.documentsHeading)}
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
                    aria-label={intl.formatMessage(t.download, { name })}
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
