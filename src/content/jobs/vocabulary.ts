// The words of the job board that are catalog messages: titles, places, types
// and statuses. The jobs file names them by key; the page shows them in its
// language. (A posting's own text stays in English: see schema.ts.)
import { defineMessages } from '../../i18n/defineMessages'

export const jobTitles = defineMessages({
  technicalRecruiter: {
    id: 'job.title.technicalRecruiter',
    defaultMessage: 'Technical Recruiter',
    description:
      'Job title of a posting (job search results and job page); recruits candidates for technical (IT and engineering) jobs',
  },
  talentAcquisitionPartner: {
    id: 'job.title.talentAcquisitionPartner',
    defaultMessage: 'Senior Talent Acquisition Partner',
    description:
      'Job title of a posting (job search results and job page); talent acquisition = recruiting; partner = a recruiter who works closely with hiring managers',
  },
  rpoDeliveryLead: {
    id: 'job.title.rpoDeliveryLead',
    defaultMessage: 'RPO Delivery Lead',
    description:
      'Job title of a posting (job search results and job page); RPO = recruitment process outsourcing, keep RPO; delivery lead = leads the team providing the service',
  },
  hrBusinessPartner: {
    id: 'job.title.hrBusinessPartner',
    defaultMessage: 'HR Business Partner',
    description:
      'Job title of a posting (job search results and job page); HR = human resources; an HR adviser who works with the managers of a business unit',
  },
  hrOperationsSpecialist: {
    id: 'job.title.hrOperationsSpecialist',
    defaultMessage: 'HR Operations Specialist',
    description:
      'Job title of a posting (job search results and job page); HR = human resources; handles HR administration',
  },
  payrollSpecialist: {
    id: 'job.title.payrollSpecialist',
    defaultMessage: 'Payroll Specialist',
    description: 'Job title of a posting (job search results and job page); handles salary payments',
  },
  javaBackendEngineer: {
    id: 'job.title.javaBackendEngineer',
    defaultMessage: 'Java Backend Engineer',
    description:
      'Job title of a posting (job search results and job page); Java is a programming language, keep it; backend = server side of software',
  },
  fullStackDeveloper: {
    id: 'job.title.fullStackDeveloper',
    defaultMessage: 'Full-Stack Developer (React and Node.js)',
    description:
      'Job title of a posting; React and Node.js are software names, keep them; full-stack = works on both the user interface and the server',
  },
  dataEngineer: {
    id: 'job.title.dataEngineer',
    defaultMessage: 'Data Engineer',
    description: 'Job title of a posting (job search results and job page)',
  },
  dataAnalyst: {
    id: 'job.title.dataAnalyst',
    defaultMessage: 'Data Analyst',
    description: 'Job title of a posting (job search results and job page)',
  },
  businessAnalyst: {
    id: 'job.title.businessAnalyst',
    defaultMessage: 'Business Analyst',
    description: 'Job title of a posting (job search results and job page)',
  },
  cloudEngineer: {
    id: 'job.title.cloudEngineer',
    defaultMessage: 'Cloud Engineer (AWS and Azure)',
    description:
      'Job title of a posting (job search results and job page); AWS and Azure are cloud platform names, keep them',
  },
  devopsEngineer: {
    id: 'job.title.devopsEngineer',
    defaultMessage: 'DevOps Engineer',
    description:
      'Job title of a posting (job search results and job page); DevOps = a software development and IT operations practice, usually kept as is',
  },
  cybersecurityAnalyst: {
    id: 'job.title.cybersecurityAnalyst',
    defaultMessage: 'Cybersecurity Analyst',
    description: 'Job title of a posting (job search results and job page)',
  },
  qaAutomationEngineer: {
    id: 'job.title.qaAutomationEngineer',
    defaultMessage: 'QA Automation Engineer',
    description:
      'Job title of a posting (job search results and job page); QA = quality assurance; writes automated software tests',
  },
  sapFicoConsultant: {
    id: 'job.title.sapFicoConsultant',
    defaultMessage: 'SAP FICO Consultant',
    description:
      'Job title of a posting (job search results and job page); SAP FICO is the name of SAP finance and controlling software, keep it as is',
  },
  gccProgramManager: {
    id: 'job.title.gccProgramManager',
    defaultMessage: 'GCC Program Manager',
    description:
      'Job title of a posting (job search results and job page); GCC = global capability centre (offshore centre a company runs itself), keep GCC',
  },
  projectManager: {
    id: 'job.title.projectManager',
    defaultMessage: 'Project Manager',
    description: 'Job title of a posting (job search results and job page)',
  },
  financialAnalyst: {
    id: 'job.title.financialAnalyst',
    defaultMessage: 'Financial Analyst',
    description: 'Job title of a posting (job search results and job page)',
  },
  accountsPayableExecutive: {
    id: 'job.title.accountsPayableExecutive',
    defaultMessage: 'Accounts Payable Executive',
    description:
      'Job title of a posting (job search results and job page); accounts payable = the department that pays suppliers; executive = a junior office role in India',
  },
  customerSupportAssociate: {
    id: 'job.title.customerSupportAssociate',
    defaultMessage: 'Customer Support Associate',
    description:
      'Job title of a posting (job search results and job page); an entry-level job answering customer questions',
  },
  workplaceFacilitiesManager: {
    id: 'job.title.workplaceFacilitiesManager',
    defaultMessage: 'Workplace Facilities Manager',
    description:
      'Job title of a posting (job search results and job page); manages office buildings and their services',
  },
  machineLearningEngineer: {
    id: 'job.title.machineLearningEngineer',
    defaultMessage: 'Machine Learning Engineer',
    description: 'Job title of a posting (job search results and job page)',
  },
  salesforceDeveloper: {
    id: 'job.title.salesforceDeveloper',
    defaultMessage: 'Salesforce Developer',
    description:
      'Job title of a posting (job search results and job page); Salesforce is the name of a software product, keep it',
  },
})

/** The labels of a job's place, shared by the job search's filters and the Easy Apply form. */
export const jobPlaceLabels = defineMessages({
  country: {
    id: 'careers.filters.country',
    defaultMessage: 'Country',
    description:
      'Label of a drop-down filter of the job search (also a field of the Easy Apply form): the country of the job or applicant',
  },
  state: {
    id: 'careers.filters.state',
    defaultMessage: 'State',
    description:
      'Label of a drop-down filter of the job search (also a field of the Easy Apply form): state, province or region',
  },
  city: {
    id: 'careers.filters.city',
    defaultMessage: 'City',
    description: 'Label of a drop-down filter of the job search (also a field of the Easy Apply form)',
  },
})

export const jobCountries = defineMessages({
  IN: {
    id: 'job.country.IN',
    defaultMessage: 'India',
    description: 'Country name, in job locations and the Country filter of the job search',
  },
  US: {
    id: 'job.country.US',
    defaultMessage: 'United States',
    description: 'Country name, in job locations and the Country filter of the job search',
  },
  CA: {
    id: 'job.country.CA',
    defaultMessage: 'Canada',
    description: 'Country name, in job locations and the Country filter of the job search',
  },
  GB: {
    id: 'job.country.GB',
    defaultMessage: 'United Kingdom',
    description: 'Country name, in job locations and the Country filter of the job search',
  },
  NL: {
    id: 'job.country.NL',
    defaultMessage: 'Netherlands',
    description: 'Country name, in job locations and the Country filter of the job search',
  },
  FR: {
    id: 'job.country.FR',
    defaultMessage: 'France',
    description: 'Country name, in job locations and the Country filter of the job search',
  },
  FI: {
    id: 'job.country.FI',
    defaultMessage: 'Finland',
    description: 'Country name, in job locations and the Country filter of the job search',
  },
  BR: {
    id: 'job.country.BR',
    defaultMessage: 'Brazil',
    description: 'Country name, in job locations and the Country filter of the job search',
  },
  AU: {
    id: 'job.country.AU',
    defaultMessage: 'Australia',
    description: 'Country name, in job locations and the Country filter of the job search',
  },
})

export const jobStates = defineMessages({
  telangana: {
    id: 'job.state.telangana',
    defaultMessage: 'Telangana',
    description:
      'Name of a state or region, in job locations and the State filter of the job search; keep the usual local name',
  },
  karnataka: {
    id: 'job.state.karnataka',
    defaultMessage: 'Karnataka',
    description:
      'Name of a state or region, in job locations and the State filter of the job search; keep the usual local name',
  },
  maharashtra: {
    id: 'job.state.maharashtra',
    defaultMessage: 'Maharashtra',
    description:
      'Name of a state or region, in job locations and the State filter of the job search; keep the usual local name',
  },
  tamilNadu: {
    id: 'job.state.tamilNadu',
    defaultMessage: 'Tamil Nadu',
    description:
      'Name of a state or region, in job locations and the State filter of the job search; keep the usual local name',
  },
  delhi: {
    id: 'job.state.delhi',
    defaultMessage: 'Delhi',
    description:
      'Delhi, the Indian territory around the capital, in job locations and the State filter of the job search',
  },
  texas: {
    id: 'job.state.texas',
    defaultMessage: 'Texas',
    description:
      'Name of a state or region, in job locations and the State filter of the job search; keep the usual local name',
  },
  newJersey: {
    id: 'job.state.newJersey',
    defaultMessage: 'New Jersey',
    description:
      'Name of a state or region, in job locations and the State filter of the job search; keep the usual local name',
  },
  california: {
    id: 'job.state.california',
    defaultMessage: 'California',
    description:
      'Name of a state or region, in job locations and the State filter of the job search; keep the usual local name',
  },
  illinois: {
    id: 'job.state.illinois',
    defaultMessage: 'Illinois',
    description:
      'Name of a state or region, in job locations and the State filter of the job search; keep the usual local name',
  },
  ontario: {
    id: 'job.state.ontario',
    defaultMessage: 'Ontario',
    description:
      'Name of a state or region, in job locations and the State filter of the job search; keep the usual local name',
  },
  britishColumbia: {
    id: 'job.state.britishColumbia',
    defaultMessage: 'British Columbia',
    description:
      'Name of a state or region, in job locations and the State filter of the job search; keep the usual local name',
  },
  england: {
    id: 'job.state.england',
    defaultMessage: 'England',
    description: 'England, a region of the United Kingdom, in job locations and the State filter of the job search',
  },
  northHolland: {
    id: 'job.state.northHolland',
    defaultMessage: 'North Holland',
    description:
      'Name of a state or region, in job locations and the State filter of the job search; keep the usual local name',
  },
  ileDeFrance: {
    id: 'job.state.ileDeFrance',
    defaultMessage: 'Île-de-France',
    description:
      'Name of a state or region, in job locations and the State filter of the job search; keep the usual local name',
  },
  uusimaa: {
    id: 'job.state.uusimaa',
    defaultMessage: 'Uusimaa',
    description:
      'Name of a state or region, in job locations and the State filter of the job search; keep the usual local name',
  },
  saoPaulo: {
    id: 'job.state.saoPaulo',
    defaultMessage: 'São Paulo (state)',
    description:
      'The state of São Paulo in Brazil (not the city), in job locations and the State filter of the job search',
  },
  newSouthWales: {
    id: 'job.state.newSouthWales',
    defaultMessage: 'New South Wales',
    description:
      'Name of a state or region, in job locations and the State filter of the job search; keep the usual local name',
  },
  victoria: {
    id: 'job.state.victoria',
    defaultMessage: 'Victoria',
    description: 'Victoria, a state of Australia, in job locations and the State filter of the job search',
  },
})

export const jobCities = defineMessages({
  hyderabad: {
    id: 'job.city.hyderabad',
    defaultMessage: 'Hyderabad',
    description: 'City name, in job locations and the City filter of the job search; use the usual name of the city',
  },
  bengaluru: {
    id: 'job.city.bengaluru',
    defaultMessage: 'Bengaluru',
    description: 'City name, in job locations and the City filter of the job search; use the usual name of the city',
  },
  pune: {
    id: 'job.city.pune',
    defaultMessage: 'Pune',
    description: 'City name, in job locations and the City filter of the job search; use the usual name of the city',
  },
  mumbai: {
    id: 'job.city.mumbai',
    defaultMessage: 'Mumbai',
    description: 'City name, in job locations and the City filter of the job search; use the usual name of the city',
  },
  chennai: {
    id: 'job.city.chennai',
    defaultMessage: 'Chennai',
    description: 'City name, in job locations and the City filter of the job search; use the usual name of the city',
  },
  newDelhi: {
    id: 'job.city.newDelhi',
    defaultMessage: 'New Delhi',
    description: 'City name, in job locations and the City filter of the job search; use the usual name of the city',
  },
  dallas: {
    id: 'job.city.dallas',
    defaultMessage: 'Dallas',
    description: 'City name, in job locations and the City filter of the job search; use the usual name of the city',
  },
  austin: {
    id: 'job.city.austin',
    defaultMessage: 'Austin',
    description: 'City name, in job locations and the City filter of the job search; use the usual name of the city',
  },
  jerseyCity: {
    id: 'job.city.jerseyCity',
    defaultMessage: 'Jersey City',
    description: 'City name, in job locations and the City filter of the job search; use the usual name of the city',
  },
  sanJose: {
    id: 'job.city.sanJose',
    defaultMessage: 'San Jose',
    description: 'City name, in job locations and the City filter of the job search; use the usual name of the city',
  },
  chicago: {
    id: 'job.city.chicago',
    defaultMessage: 'Chicago',
    description: 'City name, in job locations and the City filter of the job search; use the usual name of the city',
  },
  toronto: {
    id: 'job.city.toronto',
    defaultMessage: 'Toronto',
    description: 'City name, in job locations and the City filter of the job search; use the usual name of the city',
  },
  vancouver: {
    id: 'job.city.vancouver',
    defaultMessage: 'Vancouver',
    description: 'City name, in job locations and the City filter of the job search; use the usual name of the city',
  },
  london: {
    id: 'job.city.london',
    defaultMessage: 'London',
    description: 'City name, in job locations and the City filter of the job search; use the usual name of the city',
  },
  manchester: {
    id: 'job.city.manchester',
    defaultMessage: 'Manchester',
    description: 'City name, in job locations and the City filter of the job search; use the usual name of the city',
  },
  amsterdam: {
    id: 'job.city.amsterdam',
    defaultMessage: 'Amsterdam',
    description: 'City name, in job locations and the City filter of the job search; use the usual name of the city',
  },
  paris: {
    id: 'job.city.paris',
    defaultMessage: 'Paris',
    description: 'City name, in job locations and the City filter of the job search; use the usual name of the city',
  },
  helsinki: {
    id: 'job.city.helsinki',
    defaultMessage: 'Helsinki',
    description: 'City name, in job locations and the City filter of the job search; use the usual name of the city',
  },
  saoPaulo: {
    id: 'job.city.saoPaulo',
    defaultMessage: 'São Paulo',
    description: 'City name, in job locations and the City filter of the job search; use the usual name of the city',
  },
  sydney: {
    id: 'job.city.sydney',
    defaultMessage: 'Sydney',
    description: 'City name, in job locations and the City filter of the job search; use the usual name of the city',
  },
  melbourne: {
    id: 'job.city.melbourne',
    defaultMessage: 'Melbourne',
    description: 'City name, in job locations and the City filter of the job search; use the usual name of the city',
  },
})

export const jobTypes = defineMessages({
  fullTime: {
    id: 'job.type.fullTime',
    defaultMessage: 'Full-time',
    description: 'Job type, shown on job cards and in the Job type filter',
  },
  partTime: {
    id: 'job.type.partTime',
    defaultMessage: 'Part-time',
    description: 'Job type, shown on job cards and in the Job type filter',
  },
  contract: {
    id: 'job.type.contract',
    defaultMessage: 'Contract',
    description:
      'Job type, shown on job cards and in the Job type filter: a fixed-term contract job, not a permanent one',
  },
  internship: {
    id: 'job.type.internship',
    defaultMessage: 'Internship',
    description: 'Job type, shown on job cards and in the Job type filter: a training position for students',
  },
})

export const jobStatuses = defineMessages({
  open: {
    id: 'job.status.open',
    defaultMessage: 'Actively hiring',
    description: 'Short status badge on a job card and option of the Status filter: the employer is recruiting now',
  },
  urgent: {
    id: 'job.status.urgent',
    defaultMessage: 'Urgent opening',
    description:
      'Short status badge on a job card and option of the Status filter: the position must be filled quickly',
  },
})

/** Where the work is done (schema.ts's WORKPLACES). */
export const jobWorkplaces = defineMessages({
  onSite: {
    id: 'job.workplace.onSite',
    defaultMessage: 'On-site',
    description: 'Where a job is done: at the office or site, every working day',
  },
  hybrid: {
    id: 'job.workplace.hybrid',
    defaultMessage: 'Hybrid',
    description: 'Where a job is done: partly at the office, partly from home',
  },
  remote: {
    id: 'job.workplace.remote',
    defaultMessage: 'Remote',
    description: 'Where a job is done: from home (or anywhere), not at an office',
  },
})

export type JobTitleKey = keyof typeof jobTitles
export type CountryKey = keyof typeof jobCountries
export type StateKey = keyof typeof jobStates
export type CityKey = keyof typeof jobCities
export type JobTypeKey = keyof typeof jobTypes
export type JobStatusKey = keyof typeof jobStatuses

/** A job's pay range in words (the job feeds' <salary>: feed.ts). */
export const jobPayText = defineMessages({
  salary: {
    id: 'jobs.feed.salary',
    defaultMessage:
      '{range} {unit, select, HOUR {per hour} DAY {per day} WEEK {per week} MONTH {per month} other {per year}}',
    description:
      'Pay range of a job, as the job feeds sent to job boards give it; {range} is an amount range with its currency, e.g. $120,000–$150,000; the unit says per what time the amount is paid',
  },
})
