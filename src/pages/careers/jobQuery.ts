// The job search's logic lives with the jobs (the server answers a search
// without script with the same functions): re-exported for the pages.
export * from '../../content/jobs/search'
