import { useIntl } from 'react-intl'
import { BRAND } from '../../config/brand'
import type { PageKey } from '../../config/paths'
import { POLICY_PAGES } from '../../content/policies/pages'
import { formatDay } from '../../i18n/formatDay'
import { PageHeader } from '../PageHeader'
import { defineMessages } from '../../i18n/defineMessages'

/** A policy page’s own line. */
const policyPageText = defineMessages({
  updated: {
    id: 'policy.updated',
    defaultMessage: 'Last updated: {date}',
    description:
      'Line at the top of a policy page; {date} is a date already written out in the page language, e.g. 1 March 2025',
  },
  tested: {
    id: 'policy.tested',
    defaultMessage: 'Last tested: {date}',
    description:
      'Line at the top of the accessibility statement, under "Last updated": the day the site was last tested for accessibility; {date} is a date written out in the page language',
  },
})

/** Each page's hero: heading and intro (the intro is also the page's description for search engines). */
const HERO = {
  'policy.privacy': defineMessages({
    heading: {
      id: 'page.policy.privacy.heading',
      defaultMessage: 'Privacy Policy',
      description: 'Main heading of the privacy policy page',
    },
    intro: {
      id: 'page.policy.privacy.intro',
      defaultMessage: 'What personal data we collect, why we collect it, and the choices you have.',
    },
  }),
  'policy.disclaimer': defineMessages({
    heading: {
      id: 'page.policy.disclaimer.heading',
      defaultMessage: 'Disclaimer Policy',
      description: 'Main heading of the disclaimer page: a statement limiting our responsibility for the site content',
    },
    intro: {
      id: 'page.policy.disclaimer.intro',
      defaultMessage: 'The limits of the information on this site and of our responsibility for it.',
    },
  }),
  'policy.terms': defineMessages({
    heading: {
      id: 'page.policy.terms.heading',
      defaultMessage: 'Terms of Use',
      description: 'Main heading of the page with the terms for using the website',
    },
    intro: {
      id: 'page.policy.terms.intro',
      defaultMessage: 'The terms that apply when you use this site and our job search services.',
    },
  }),
  'policy.antiSpam': defineMessages({
    heading: {
      id: 'page.policy.antiSpam.heading',
      defaultMessage: 'Anti Spam Policy',
      description: 'Main heading of the page with our policy against unwanted e-mail (spam)',
    },
    intro: {
      id: 'page.policy.antiSpam.intro',
      defaultMessage: 'How we send e-mail, how you can stop it, and how to report abuse.',
    },
  }),
  'policy.accessibility': defineMessages({
    heading: {
      id: 'page.policy.accessibility.heading',
      defaultMessage: 'Accessibility Statement',
      description: 'Main heading of the page about how usable the site is for people with disabilities',
    },
    intro: {
      id: 'page.policy.accessibility.intro',
      defaultMessage: 'How accessible this website is, how we check it, and how to tell us about a barrier.',
    },
  }),
}

type PolicyKey = keyof typeof POLICY_PAGES

/** A policy page: its last-updated date, then numbered sections of text and lists. */
export default function PolicyPage({ page }: { page: PageKey }) {
  const intl = useIntl()
  const policy = POLICY_PAGES[page as PolicyKey]
  const values = { email: BRAND.email, ...policy.values }
  return (
    <>
      <PageHeader page={page} text={HERO[page as keyof typeof HERO]} />
      <article className="container-site max-w-3xl py-14">
        <p className="mb-10 type-small font-600 text-slate-600">
          {intl.formatMessage(policyPageText.updated, {
            date: <time dateTime={policy.updated}>{formatDay(intl, policy.updated, 'long')}</time>,
          })}
          {policy.tested ? (
            <>
              <br />
              {intl.formatMessage(policyPageText.tested, {
                date: <time dateTime={policy.tested}>{formatDay(intl, policy.tested, 'long')}</time>,
              })}
            </>
          ) : null}
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
