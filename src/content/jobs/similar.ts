// What a closed or unknown job's page offers instead: open roles like it,
// scored by the same title, the same family of titles (recruiting, HR,
// software…), the same country and the same type; a role in neither the
// family nor the country is not offered. Ties go to the newest posting. The server (a 410 page) and the browser (the same page
// drawn by the router) use this one rule, so they list the same roles.
import type { Job } from './schema'
import type { JobTitleKey } from './vocabulary'

export const TITLE_FAMILIES: Readonly<Record<JobTitleKey, string>> = {
  technicalRecruiter: 'recruiting',
  talentAcquisitionPartner: 'recruiting',
  rpoDeliveryLead: 'recruiting',
  hrBusinessPartner: 'hr',
  hrOperationsSpecialist: 'hr',
  payrollSpecialist: 'hr',
  javaBackendEngineer: 'software',
  fullStackDeveloper: 'software',
  qaAutomationEngineer: 'software',
  salesforceDeveloper: 'software',
  cloudEngineer: 'infrastructure',
  devopsEngineer: 'infrastructure',
  cybersecurityAnalyst: 'infrastructure',
  dataEngineer: 'data',
  dataAnalyst: 'data',
  machineLearningEngineer: 'data',
  businessAnalyst: 'business',
  sapFicoConsultant: 'business',
  projectManager: 'business',
  gccProgramManager: 'business',
  financialAnalyst: 'finance',
  accountsPayableExecutive: 'finance',
  customerSupportAssociate: 'operations',
  workplaceFacilitiesManager: 'operations',
}

/** How many roles a closed job's page lists. */
export const SIMILAR_COUNT = 4

/** The place and kind a role is looked up by (a closed job, or one the build left out, has these). */
export type JobTraits = Pick<Job, 'id' | 'title' | 'country' | 'type'>

/** What a listed role needs: its traits and the day it was posted. */
type Listed = JobTraits & Pick<Job, 'postedAt'>

function likeness(a: JobTraits, b: Listed): number {
  return (
    (a.title === b.title ? 8 : 0) +
    (TITLE_FAMILIES[a.title] === TITLE_FAMILIES[b.title] ? 4 : 0) +
    (a.country === b.country ? 2 : 0) +
    (a.type === b.type ? 1 : 0)
  )
}

/**
 * Open roles like `job` (at most `count`), most alike first. Without a job
 * (an unknown id) the newest open roles.
 */
export function similarJobs<T extends Listed>(
  job: JobTraits | undefined,
  open: readonly T[],
  count = SIMILAR_COUNT,
): T[] {
  const newestFirst = (a: T, b: T) => b.postedAt.localeCompare(a.postedAt) || a.id.localeCompare(b.id)
  if (!job) return [...open].sort(newestFirst).slice(0, count)
  return open
    .filter((other) => other.id !== job.id)
    .map((other) => ({ other, score: likeness(job, other) }))
    .filter(({ score }) => score >= 2)
    .sort((a, b) => b.score - a.score || newestFirst(a.other, b.other))
    .slice(0, count)
    .map(({ other }) => other)
}
