import { useIntl } from 'react-intl'
import { BRAND } from '../../config/brand'
import type { PageKey } from '../../config/paths'
import { POLICY_PAGES } from '../../content/policies/pages'
import { formatDay } from '../../i18n/formatDay'
import { PageHeader } from '../PageHeader'
import { policyPageText } from './messages'

type PolicyKey = keyof typeof POLICY_PAGES

/** A policy page: its last-updated date, then numbered sections of text and lists. */
export default function PolicyPage({ page }: { page: PageKey }) {
  const intl = useIntl()
  const policy = POLICY_PAGES[page as PolicyKey]
  const values = { email: BRAND.email, ...policy.values }
  return (
    <>
      <PageHeader page={page} />
      <article className="container-site max-w-3xl py-14">
        <p className="mb-10 type-small font-600 text-slate-600">
          {intl.formatMessage(policyPageText.updated, {
            date: <time dateTime={policy.updated}>{formatDay(intl, policy.updated, 'long')}</time>,
          })}
        </p>
        {policy.sections.map((section, i) => (
          <section key={section.heading.id} className="mb-10" aria-labelledby={`section-${i + 1}`}>
            <h2 id={`section-${i + 1}`} className="mb-3 type-subheading text-navy">
              <span className="me-2 text-accent-dark">{i + 1}.</span>
              {intl.formatMessage(section.heading)}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.id} className="mb-3 leading-relaxed text-slate-700">
                {intl.formatMessage(paragraph, values)}
              </p>
            ))}
            {section.list ? (
              <ul className="mt-3 list-disc space-y-2 ps-6 leading-relaxed text-slate-700 marker:text-accent-dark">
                {section.list.map((item) => (
                  <li key={item.id}>{intl.formatMessage(item, values)}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </article>
    </>
  )
}
