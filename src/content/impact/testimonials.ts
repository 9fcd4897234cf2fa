// The Testimonials page (SPEC 2.7): 9 client and employee reviews, then 6
// employee reviews, each with a headline, text, author's job title, a
// description of the organisation and a rating.
import { defineMessages } from '../../i18n/defineMessages'
import { awaiting } from '../placeholder'
import type { Review } from './schema'

export type { Review }

const r = defineMessages({
  c1q: {
    id: 'reviews.c1.quote',
    defaultMessage: 'A centre up and running in four months',
    description:
      'Short headline of a client testimonial, shown in quotation marks (Testimonials page); centre = an offshore capability centre',
  },
  c1t: {
    id: 'reviews.c1.text',
    defaultMessage:
      'They found the site, hired the first engineers and handled every permit. We went live weeks ahead of plan.',
    description:
      'Quote of a bank client; the site = the location for its new centre; permit = official authorisation; went live = started operating',
  },
  c1n: {
    id: 'reviews.c1.name',
    defaultMessage: 'Head of Global Operations',
    description: 'Job title of the client quoted, shown where a name would be, under a testimonial (Testimonials page)',
  },
  c1c: {
    id: 'reviews.c1.company',
    defaultMessage: 'A European retail bank',
    description: 'Anonymous description of the client company quoted, under a testimonial (Testimonials page)',
  },
  c2q: {
    id: 'reviews.c2.quote',
    defaultMessage: 'Critical hires in half the time',
    description:
      'Short headline of a client testimonial, shown in quotation marks; critical hires = people recruited for key positions',
  },
  c2t: {
    id: 'reviews.c2.text',
    defaultMessage:
      'Sharp shortlists, properly screened candidates and honest advice. Our time-to-hire fell by almost 40%.',
    description:
      'Shortlists = the few best candidates; screened = checked before interview; time-to-hire = days from opening a job to hiring',
  },
  c2n: {
    id: 'reviews.c2.name',
    defaultMessage: 'Vice President, Engineering',
    description: 'Job title of the client quoted, shown where a name would be, under a testimonial (Testimonials page)',
  },
  c2c: {
    id: 'reviews.c2.company',
    defaultMessage: 'A payments company',
    description: 'Anonymous description of the client company quoted, under a testimonial (Testimonials page)',
  },
  c3q: {
    id: 'reviews.c3.quote',
    defaultMessage: 'One team for three countries',
    description: 'Short headline of a client testimonial, shown in quotation marks (Testimonials page)',
  },
  c3t: {
    id: 'reviews.c3.text',
    defaultMessage:
      'Contracts, payroll and compliance in three countries, handled by one team that kept us informed every week.',
  },
  c3n: {
    id: 'reviews.c3.name',
    defaultMessage: 'Chief People Officer',
    description: 'Job title of the client quoted, shown where a name would be, under a testimonial (Testimonials page)',
  },
  c3c: {
    id: 'reviews.c3.company',
    defaultMessage: 'An automotive parts manufacturer',
    description: 'Anonymous description of the client company quoted, under a testimonial (Testimonials page)',
  },
  c4q: {
    id: 'reviews.c4.quote',
    defaultMessage: 'The festive season, fully staffed',
    description:
      'Short headline of a client testimonial, in quotation marks; festive season = the busy holiday shopping season; staffed = with enough employees',
  },
  c4t: {
    id: 'reviews.c4.text',
    defaultMessage: 'Twelve hundred support staff in six weeks, trained and ready. We could not have done it alone.',
  },
  c4n: {
    id: 'reviews.c4.name',
    defaultMessage: 'Director, Customer Experience',
    description: 'Job title of the client quoted, shown where a name would be, under a testimonial (Testimonials page)',
  },
  c4c: {
    id: 'reviews.c4.company',
    defaultMessage: 'An online retailer',
    description: 'Anonymous description of the client company quoted, under a testimonial (Testimonials page)',
  },
  c5q: {
    id: 'reviews.c5.quote',
    defaultMessage: 'Leaders who fit our culture',
    description: 'Short headline of a client testimonial, shown in quotation marks (Testimonials page)',
  },
  c5t: {
    id: 'reviews.c5.text',
    defaultMessage:
      'Every leader they found for our new centre is still with us, and the team they built is among our best.',
    description:
      'Our new centre = the new global capability centre of the client (an offshore centre it owns and runs itself)',
  },
  c5n: {
    id: 'reviews.c5.name',
    defaultMessage: 'Chief Executive Officer',
    description: 'Job title of the client quoted, shown where a name would be, under a testimonial (Testimonials page)',
  },
  c5c: {
    id: 'reviews.c5.company',
    defaultMessage: 'An industrial equipment maker',
    description: 'Anonymous description of the client company quoted, under a testimonial (Testimonials page)',
  },
  c6q: {
    id: 'reviews.c6.quote',
    defaultMessage: 'Certified engineers in days, not months',
    description:
      'Short headline of a client testimonial, shown in quotation marks; certified = holding official cloud certifications',
  },
  c6t: {
    id: 'reviews.c6.text',
    defaultMessage: 'When our cloud programme was at risk, they deployed sixty certified specialists in under a month.',
    description: 'Deployed = placed at work with the client; certified = holding official cloud certifications',
  },
  c6n: {
    id: 'reviews.c6.name',
    defaultMessage: 'Delivery Director',
    description: 'Job title of the client quoted, shown where a name would be, under a testimonial (Testimonials page)',
  },
  c6c: {
    id: 'reviews.c6.company',
    defaultMessage: 'A global system integrator',
    description:
      'Anonymous description of the company quoted; system integrator = an IT firm that builds and connects systems for clients',
  },
  c7q: {
    id: 'reviews.c7.quote',
    defaultMessage: 'A career I did not think was possible',
    description:
      'Short headline of a testimonial by a job seeker we placed, shown in quotation marks (Testimonials page)',
  },
  c7t: {
    id: 'reviews.c7.text',
    defaultMessage:
      'I came to the job fair with a diploma and no contacts. I left with an offer, and I have been promoted twice since.',
    description:
      'Quote of a job seeker; an offer = a job offer; diploma = a vocational qualification below a university degree',
  },
  c7n: {
    id: 'reviews.c7.name',
    defaultMessage: 'Support Engineer',
    description: 'Job title of the person quoted, shown where a name would be, under a testimonial (Testimonials page)',
  },
  c7c: {
    id: 'reviews.c7.company',
    defaultMessage: 'Placed with a technology firm',
    description:
      'Under a testimonial: the person quoted got a job at a technology company through us (placed = found a job by a recruitment firm)',
  },
  c8q: {
    id: 'reviews.c8.quote',
    defaultMessage: 'Honest about every role',
    description: 'Short headline of a testimonial by a job seeker, shown in quotation marks; role = the job offered',
  },
  c8t: {
    id: 'reviews.c8.text',
    defaultMessage:
      'They told me the truth about the salary and the work before the interview, and they never asked me for a fee.',
  },
  c8n: {
    id: 'reviews.c8.name',
    defaultMessage: 'Financial Analyst',
    description: 'Job title of the person quoted, shown where a name would be, under a testimonial (Testimonials page)',
  },
  c8c: {
    id: 'reviews.c8.company',
    defaultMessage: 'Placed with an insurer',
    description:
      'Under a testimonial: the person quoted got a job at an insurance company through us (placed = found a job by a recruitment firm)',
  },
  c9q: {
    id: 'reviews.c9.quote',
    defaultMessage: 'Start-up hiring made simple',
    description: 'Short headline of a client testimonial, shown in quotation marks (Testimonials page)',
  },
  c9t: {
    id: 'reviews.c9.text',
    defaultMessage: 'Our first ten hires came through them, at a price a young company could afford.',
  },
  c9n: {
    id: 'reviews.c9.name',
    defaultMessage: 'Co-founder',
    description:
      'Job title of the client quoted (one of the people who started the company), shown where a name would be',
  },
  c9c: {
    id: 'reviews.c9.company',
    defaultMessage: 'A health-tech start-up',
    description: 'Anonymous description of the client company quoted, under a testimonial (Testimonials page)',
  },
  e1q: {
    id: 'reviews.e1.quote',
    defaultMessage: 'Room to grow',
    description: 'Short headline of an employee testimonial, shown in quotation marks: chances to progress in the job',
  },
  e1t: {
    id: 'reviews.e1.text',
    defaultMessage: 'I started as a recruiter and now lead a delivery team. Every step was supported with training.',
    description: 'Delivery team = the team that provides our services to a client',
  },
  e1n: {
    id: 'reviews.e1.name',
    defaultMessage: 'Delivery Manager',
    description:
      'Job title of the employee quoted, shown where a name would be, under a testimonial (Testimonials page)',
  },
  e2q: {
    id: 'reviews.e2.quote',
    defaultMessage: 'Flexible when it matters',
    description:
      'Short headline of an employee testimonial, shown in quotation marks: the employer is flexible when it really matters',
  },
  e2t: {
    id: 'reviews.e2.text',
    defaultMessage: 'Hybrid work and understanding managers let me care for my parents without giving up my career.',
    description: 'Hybrid work = working partly in the office and partly from home',
  },
  e2n: {
    id: 'reviews.e2.name',
    defaultMessage: 'Senior Talent Partner',
    description:
      'Job title of the employee quoted, shown where a name would be; talent partner = a recruiter who works closely with clients',
  },
  e3q: {
    id: 'reviews.e3.quote',
    defaultMessage: 'Work that means something',
    description: 'Short headline of an employee testimonial, shown in quotation marks (Testimonials page)',
  },
  e3t: {
    id: 'reviews.e3.text',
    defaultMessage: 'Seeing a candidate’s face when they get the offer never gets old.',
    description: 'The offer = the job offer a candidate receives',
  },
  e3n: {
    id: 'reviews.e3.name',
    defaultMessage: 'Recruitment Associate',
    description:
      'Job title of the employee quoted, shown where a name would be, under a testimonial (Testimonials page)',
  },
  e4q: {
    id: 'reviews.e4.quote',
    defaultMessage: 'Learning every day',
    description: 'Short headline of an employee testimonial, shown in quotation marks (Testimonials page)',
  },
  e4t: {
    id: 'reviews.e4.text',
    defaultMessage: 'I have worked on projects for banks, hospitals and manufacturers in my first two years.',
  },
  e4n: {
    id: 'reviews.e4.name',
    defaultMessage: 'Data Analyst',
    description:
      'Job title of the employee quoted, shown where a name would be, under a testimonial (Testimonials page)',
  },
  e5q: {
    id: 'reviews.e5.quote',
    defaultMessage: 'A team that has your back',
    description:
      'Short headline of an employee testimonial, in quotation marks: colleagues who support you (has your back = supports you)',
  },
  e5t: {
    id: 'reviews.e5.text',
    defaultMessage: 'When a client deadline was tight, the whole team stepped in. That is the OneTeam spirit.',
    description:
      'OneTeam is the proper name of part of our way of working (OneClient, OneMission, OneTeam); keep it in English as is',
  },
  e5n: {
    id: 'reviews.e5.name',
    defaultMessage: 'Account Manager',
    description:
      'Job title of the employee quoted, shown where a name would be, under a testimonial (Testimonials page)',
  },
  e6q: {
    id: 'reviews.e6.quote',
    defaultMessage: 'Recognised for good work',
    description: 'Short headline of an employee testimonial, shown in quotation marks (Testimonials page)',
  },
  e6t: {
    id: 'reviews.e6.text',
    defaultMessage: 'Recognition here is real: my ideas are heard and my results are rewarded.',
  },
  e6n: {
    id: 'reviews.e6.name',
    defaultMessage: 'Cloud Engineer',
    description:
      'Job title of the employee quoted, shown where a name would be, under a testimonial (Testimonials page)',
  },
  employee: {
    id: 'reviews.employee.company',
    defaultMessage: 'IFIN Global Group employee',
    description:
      'Shown under each employee testimonial, in place of a company; IFIN Global Group is the company name, keep it as is',
  },
})

// Every review awaits its author's name, company and consent: until the owner supplies them, a
// review says only the author's job title and the kind of organisation (`sector`).
const review = (key: string, sector: keyof typeof r | null, rating: number): Review => ({
  quote: r[`${key}q` as keyof typeof r],
  text: r[`${key}t` as keyof typeof r],
  title: r[`${key}n` as keyof typeof r],
  rating,
  sector: r[sector ?? (`${key}c` as keyof typeof r)],
  placeholder: awaiting('testimonial'),
})

/** The client reviews; the first three are also the Clients page's, word for word. */
export const CLIENT_REVIEWS: Review[] = (['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'c8', 'c9'] as const).map(
  (key, i) => review(key, null, i === 3 ? 4 : 5),
)

export const EMPLOYEE_REVIEWS: Review[] = (['e1', 'e2', 'e3', 'e4', 'e5', 'e6'] as const).map((key) =>
  review(key, 'employee', 5),
)

/** SPEC 9: the Clients page shows the first three client reviews. */
export const CLIENTS_PAGE_REVIEWS = 3

/** SPEC 9 and the issue: autoplay every 1800 ms, slides move in 500 ms. */
export const REVIEWS_AUTOPLAY_MS = 1800
export const REVIEWS_TRANSITION_MS = 500
