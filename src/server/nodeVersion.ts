// The project runs on one Node version, the one `engines` in package.json
// names (the `node` package in node_modules/.bin brings it to every npm
// script; the workflows and the Docker image use it too). A script started
// by hand with an older Node would otherwise fail deep inside, e.g. with
// ERR_UNKNOWN_BUILTIN_MODULE for node:sqlite; this says what to do instead.
import { readFileSync } from 'node:fs'

const packageFile = new URL('../../package.json', import.meta.url)

/** `engines.node` of package.json, e.g. ">=24". */
export function requiredNode(): string {
  const pkg = JSON.parse(readFileSync(packageFile, 'utf8')) as { engines?: { node?: string } }
  return pkg.engines?.node ?? '>=0'
}

const parts = (version: string) =>
  version
    .replace(/^[^\d]*/, '')
    .split('.')
    .map(Number)

/** Why `version` cannot run the project (whose engines say `required`, a ">=x[.y[.z]]" range), or undefined. */
export function nodeVersionProblem(version: string, required = requiredNode()): string | undefined {
  const minimum = parts(required)
  const have = parts(version)
  for (let i = 0; i < minimum.length; i++) {
    const [a = 0, b = 0] = [have[i], minimum[i]]
    if (a > b) return undefined
    if (a < b) {
      const wanted = required.replace(/^>=\s*/, '')
      return (
        `This needs Node ≥ ${wanted} (you have ${version}): run it through npm (npm start, npm run …), ` +
        `whose scripts use the project's Node from node_modules/.bin after npm install, or install Node ${wanted}.`
      )
    }
  }
  return undefined
}

/** Stops the process with the reason when this Node is older than the project's. */
export function requireProjectNode(): void {
  const problem = nodeVersionProblem(process.versions.node)
  if (!problem) return
  console.error(problem)
  process.exit(1)
}
