// Words of the job feeds (feed.ts) that are in the feed's language.
import { defineMessages } from '../../i18n/defineMessages'

export const feedText = defineMessages({
  salary: {
    id: 'jobs.feed.salary',
    defaultMessage:
      '{range} {unit, select, HOUR {per hour} DAY {per day} WEEK {per week} MONTH {per month} other {per year}}',
    description:
      'Pay range of a job in the job feeds sent to job boards; {range} is an amount range with its currency, e.g. $120,000–$150,000; the unit says per what time the amount is paid',
  },
})
