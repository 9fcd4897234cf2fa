// The words of the job board that are catalog messages: titles, places, types
// and statuses. The jobs file names them by key; the page shows them in its
// language. (A posting's own text stays in English: see schema.ts.)
import { defineMessages } from '../../i18n/defineMessages'

export const jobTitles = defineMessages({
  technicalRecruiter: { id: 'job.title.technicalRecruiter', defaultMessage: 'Technical Recruiter' },
  talentAcquisitionPartner: {
    id: 'job.title.talentAcquisitionPartner',
    defaultMessage: 'Senior Talent Acquisition Partner',
  },
  rpoDeliveryLead: { id: 'job.title.rpoDeliveryLead', defaultMessage: 'RPO Delivery Lead' },
  hrBusinessPartner: { id: 'job.title.hrBusinessPartner', defaultMessage: 'HR Business Partner' },
  hrOperationsSpecialist: { id: 'job.title.hrOperationsSpecialist', defaultMessage: 'HR Operations Specialist' },
  payrollSpecialist: { id: 'job.title.payrollSpecialist', defaultMessage: 'Payroll Specialist' },
  javaBackendEngineer: { id: 'job.title.javaBackendEngineer', defaultMessage: 'Java Backend Engineer' },
  fullStackDeveloper: {
    id: 'job.title.fullStackDeveloper',
    defaultMessage: 'Full-Stack Developer (React and Node.js)',
  },
  dataEngineer: { id: 'job.title.dataEngineer', defaultMessage: 'Data Engineer' },
  dataAnalyst: { id: 'job.title.dataAnalyst', defaultMessage: 'Data Analyst' },
  businessAnalyst: { id: 'job.title.businessAnalyst', defaultMessage: 'Business Analyst' },
  cloudEngineer: { id: 'job.title.cloudEngineer', defaultMessage: 'Cloud Engineer (AWS and Azure)' },
  devopsEngineer: { id: 'job.title.devopsEngineer', defaultMessage: 'DevOps Engineer' },
  cybersecurityAnalyst: { id: 'job.title.cybersecurityAnalyst', defaultMessage: 'Cybersecurity Analyst' },
  qaAutomationEngineer: { id: 'job.title.qaAutomationEngineer', defaultMessage: 'QA Automation Engineer' },
  sapFicoConsultant: { id: 'job.title.sapFicoConsultant', defaultMessage: 'SAP FICO Consultant' },
  gccProgramManager: { id: 'job.title.gccProgramManager', defaultMessage: 'GCC Program Manager' },
  projectManager: { id: 'job.title.projectManager', defaultMessage: 'Project Manager' },
  financialAnalyst: { id: 'job.title.financialAnalyst', defaultMessage: 'Financial Analyst' },
  accountsPayableExecutive: { id: 'job.title.accountsPayableExecutive', defaultMessage: 'Accounts Payable Executive' },
  customerSupportAssociate: { id: 'job.title.customerSupportAssociate', defaultMessage: 'Customer Support Associate' },
  workplaceFacilitiesManager: {
    id: 'job.title.workplaceFacilitiesManager',
    defaultMessage: 'Workplace Facilities Manager',
  },
  machineLearningEngineer: { id: 'job.title.machineLearningEngineer', defaultMessage: 'Machine Learning Engineer' },
  salesforceDeveloper: { id: 'job.title.salesforceDeveloper', defaultMessage: 'Salesforce Developer' },
})

/** The labels of a job's place, shared by the job search's filters and the Easy Apply form. */
export const jobPlaceLabels = defineMessages({
  country: { id: 'careers.filters.country', defaultMessage: 'Country' },
  state: { id: 'careers.filters.state', defaultMessage: 'State' },
  city: { id: 'careers.filters.city', defaultMessage: 'City' },
})

export const jobCountries = defineMessages({
  IN: { id: 'job.country.IN', defaultMessage: 'India' },
  US: { id: 'job.country.US', defaultMessage: 'United States' },
  CA: { id: 'job.country.CA', defaultMessage: 'Canada' },
  GB: { id: 'job.country.GB', defaultMessage: 'United Kingdom' },
  NL: { id: 'job.country.NL', defaultMessage: 'Netherlands' },
  FR: { id: 'job.country.FR', defaultMessage: 'France' },
  FI: { id: 'job.country.FI', defaultMessage: 'Finland' },
  BR: { id: 'job.country.BR', defaultMessage: 'Brazil' },
  AU: { id: 'job.country.AU', defaultMessage: 'Australia' },
})

export const jobStates = defineMessages({
  telangana: { id: 'job.state.telangana', defaultMessage: 'Telangana' },
  karnataka: { id: 'job.state.karnataka', defaultMessage: 'Karnataka' },
  maharashtra: { id: 'job.state.maharashtra', defaultMessage: 'Maharashtra' },
  tamilNadu: { id: 'job.state.tamilNadu', defaultMessage: 'Tamil Nadu' },
  delhi: { id: 'job.state.delhi', defaultMessage: 'Delhi' },
  texas: { id: 'job.state.texas', defaultMessage: 'Texas' },
  newJersey: { id: 'job.state.newJersey', defaultMessage: 'New Jersey' },
  california: { id: 'job.state.california', defaultMessage: 'California' },
  illinois: { id: 'job.state.illinois', defaultMessage: 'Illinois' },
  ontario: { id: 'job.state.ontario', defaultMessage: 'Ontario' },
  britishColumbia: { id: 'job.state.britishColumbia', defaultMessage: 'British Columbia' },
  england: { id: 'job.state.england', defaultMessage: 'England' },
  northHolland: { id: 'job.state.northHolland', defaultMessage: 'North Holland' },
  ileDeFrance: { id: 'job.state.ileDeFrance', defaultMessage: 'Île-de-France' },
  uusimaa: { id: 'job.state.uusimaa', defaultMessage: 'Uusimaa' },
  saoPaulo: { id: 'job.state.saoPaulo', defaultMessage: 'São Paulo (state)' },
  newSouthWales: { id: 'job.state.newSouthWales', defaultMessage: 'New South Wales' },
  victoria: { id: 'job.state.victoria', defaultMessage: 'Victoria' },
})

export const jobCities = defineMessages({
  hyderabad: { id: 'job.city.hyderabad', defaultMessage: 'Hyderabad' },
  bengaluru: { id: 'job.city.bengaluru', defaultMessage: 'Bengaluru' },
  pune: { id: 'job.city.pune', defaultMessage: 'Pune' },
  mumbai: { id: 'job.city.mumbai', defaultMessage: 'Mumbai' },
  chennai: { id: 'job.city.chennai', defaultMessage: 'Chennai' },
  newDelhi: { id: 'job.city.newDelhi', defaultMessage: 'New Delhi' },
  dallas: { id: 'job.city.dallas', defaultMessage: 'Dallas' },
  austin: { id: 'job.city.austin', defaultMessage: 'Austin' },
  jerseyCity: { id: 'job.city.jerseyCity', defaultMessage: 'Jersey City' },
  sanJose: { id: 'job.city.sanJose', defaultMessage: 'San Jose' },
  chicago: { id: 'job.city.chicago', defaultMessage: 'Chicago' },
  toronto: { id: 'job.city.toronto', defaultMessage: 'Toronto' },
  vancouver: { id: 'job.city.vancouver', defaultMessage: 'Vancouver' },
  london: { id: 'job.city.london', defaultMessage: 'London' },
  manchester: { id: 'job.city.manchester', defaultMessage: 'Manchester' },
  amsterdam: { id: 'job.city.amsterdam', defaultMessage: 'Amsterdam' },
  paris: { id: 'job.city.paris', defaultMessage: 'Paris' },
  helsinki: { id: 'job.city.helsinki', defaultMessage: 'Helsinki' },
  saoPaulo: { id: 'job.city.saoPaulo', defaultMessage: 'São Paulo' },
  sydney: { id: 'job.city.sydney', defaultMessage: 'Sydney' },
  melbourne: { id: 'job.city.melbourne', defaultMessage: 'Melbourne' },
})

export const jobTypes = defineMessages({
  fullTime: { id: 'job.type.fullTime', defaultMessage: 'Full-time' },
  partTime: { id: 'job.type.partTime', defaultMessage: 'Part-time' },
  contract: { id: 'job.type.contract', defaultMessage: 'Contract' },
  internship: { id: 'job.type.internship', defaultMessage: 'Internship' },
})

export const jobStatuses = defineMessages({
  open: { id: 'job.status.open', defaultMessage: 'Actively hiring' },
  urgent: { id: 'job.status.urgent', defaultMessage: 'Urgent opening' },
})

export type JobTitleKey = keyof typeof jobTitles
export type CountryKey = keyof typeof jobCountries
export type StateKey = keyof typeof jobStates
export type CityKey = keyof typeof jobCities
export type JobTypeKey = keyof typeof jobTypes
export type JobStatusKey = keyof typeof jobStatuses
