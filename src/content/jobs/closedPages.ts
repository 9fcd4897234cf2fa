/**
 * The pages pre-rendered for a job the site no longer (or never) had: the
 * server answers such an address with one of them (410 or 404), its job's
 * details filled in. Never a job's id (ids have no underscore).
 */
export const CLOSED_JOB_PAGE = '_closed'
export const UNKNOWN_JOB_PAGE = '_unknown'
