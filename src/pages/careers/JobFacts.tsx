import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import type { Job } from '../../content/jobs'
import { payRangeParts } from '../../content/jobs/pay'
import { jobWorkplaces } from '../../content/jobs/vocabulary'
import { defineMessages } from '../../i18n/defineMessages'
import { formatDay } from '../../i18n/formatDay'

const text = defineMessages({
  workplace: {
    id: 'careers.job.facts.workplace',
    defaultMessage: 'Workplace',
    description: 'Label on a job page: where the work is done (on-site, hybrid or remote)',
  },
  pay: {
    id: 'careers.job.facts.pay',
    defaultMessage: 'Pay',
    description: 'Label on a job page: the salary range of the job',
  },
  payRange: {
    id: 'careers.job.facts.payRange',
    defaultMessage:
      '{range} {unit, select, HOUR {per hour} DAY {per day} WEEK {per week} MONTH {per month} other {per year}}',
    description:
      'A salary range on a job page: {range} is the amounts with their currency (e.g. "$120,000–150,000"), then the period it is paid for',
  },
  applicantCountries: {
    id: 'careers.job.facts.applicantCountries',
    defaultMessage: 'Open to applicants in',
    description: 'Label on a remote job’s page, followed by the list of countries where applicants may live',
  },
  closes: {
    id: 'careers.job.facts.closes',
    defaultMessage: 'Apply by',
    description: 'Label on a job page, followed by the last day applications are taken',
  },
})

/**
 * A pay range in the page's language, in the salary's currency (whole units unless it has cents),
 * as Intl writes it, isolated from the words around it. The currency's own symbol is isolated
 * left to right: in Arabic Intl puts it after the amounts ("90,000–120,000 CA$", read from the
 * right), and unisolated the "$" of "CA$" would take the paragraph's direction and show "$CA".
 */
function payRange(locale: string, salary: NonNullable<Job['baseSalary']>): ReactNode {
  const parts = payRangeParts(locale, salary)
  // The amounts and separators as one text each side of the symbol (no empty nodes between them).
  const pieces: ReactNode[] = []
  let text = ''
  for (const part of parts) {
    if (part.type !== 'currency') {
      text += part.value
      continue
    }
    if (text) pieces.push(text)
    text = ''
    pieces.push(
      <bdi key={pieces.length} dir="ltr">
        {part.value}
      </bdi>,
    )
  }
  if (text) pieces.push(text)
  return <bdi data-pay-range="">{pieces}</bdi>
}

/** What a candidate weighs before applying: where the work is, the pay, who may apply from where, the last day. */
export function JobFacts({ job }: { job: Job }) {
  const intl = useIntl()
  const regions = new Intl.DisplayNames([intl.locale], { type: 'region' })
  const facts: [string, ReactNode][] = [
    ...(job.workplace
      ? [[intl.formatMessage(text.workplace), intl.formatMessage(jobWorkplaces[job.workplace])] as [string, ReactNode]]
      : []),
    ...(job.baseSalary
      ? [
          [
            intl.formatMessage(text.pay),
            intl.formatMessage(text.payRange, {
              range: payRange(intl.locale, job.baseSalary),
              unit: job.baseSalary.unit,
            }),
          ] as [string, ReactNode],
        ]
      : []),
    ...(job.workplace === 'remote' && job.applicantLocationRequirements
      ? [
          [
            intl.formatMessage(text.applicantCountries),
            intl.formatList(job.applicantLocationRequirements.map((code) => regions.of(code) ?? code)),
          ] as [string, ReactNode],
        ]
      : []),
    [intl.formatMessage(text.closes), formatDay(intl, job.validThrough, 'long')],
  ]
  return (
    <dl className="mt-5 space-y-3 border-t border-navy/10 pt-5 type-small">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt className="font-700 text-navy">{term}</dt>
          <dd className="mt-0.5 text-navy/80">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
