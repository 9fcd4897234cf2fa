// `npm run bench`: numbers to watch, measured rather than asserted in tests
// (these machines are noisy), on the build in dist/. Each section is a module
// in scripts/bench/:
//   weight      JS and CSS (brotli) each weighed page requests in Chromium, beside its budget
//   rps         requests per second and latency, the Node server against nginx (if installed)
//   lighthouse  Lighthouse scores and LCP/TBT/CLS on pages of each kind, with the failing audits
//   cpu         server CPU per accepted contact post and per application
//   translate   what the translation endpoint sends upstream per character asked
//   store       the store under load, both engines
// The build time per page is printed first (from the record --build keeps).
// Flags:
//   --build               rebuild first and time the build (otherwise the existing dist/ is measured)
//   --only=a,b            only these sections (names above; default: all of them)
//   --store               the store section alone (same as --only=store)
//   --lighthouse-runs=N   N runs per page, the median printed (default 1)
//   --rps-seconds=N, --rps-rounds=N   length of each load run and interleaved runs per figure (3 and 2)
//   --index-scale=100,1000,10000  the job search index alone at those job counts (bytes per
//                         job, build time; seconds, no build)
//   --scale=100,1000      also a clean build of a copy of the project with that many jobs, for each
//                         figure (time per page, peak memory; scripts/bench/scale.ts), minutes each
import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { printBuildTime, runBuild } from './bench/build'
import { benchCpu } from './bench/cpu'
import { benchLighthouse } from './bench/lighthouse'
import { benchRps, RPS_DEFAULTS } from './bench/rps'
import { benchIndexScale, benchScale } from './bench/scale'
import { benchStores } from './bench/stores'
import { benchTranslate } from './bench/translate'
import { benchWeight } from './bench/weight'

const DIST = 'dist'
const SECTIONS = ['weight', 'rps', 'lighthouse', 'cpu', 'translate', 'store'] as const
type Section = (typeof SECTIONS)[number]

const args = process.argv.slice(2)
const flag = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
const count = (name: string, fallback: number) => {
  const value = flag(name)
  if (value === undefined) return fallback
  if (!/^[1-9]\d*$/.test(value)) {
    console.error(`bench: --${name}= takes a whole number above 0, not "${value}"`)
    process.exit(2)
  }
  return Number(value)
}

const known = [
  '--build',
  '--store',
  '--only=',
  '--lighthouse-runs=',
  '--rps-seconds=',
  '--rps-rounds=',
  '--scale=',
  '--index-scale=',
]
const unknown = args.filter((a) => !known.some((k) => (k.endsWith('=') ? a.startsWith(k) : a === k)))
if (unknown.length) {
  console.error(`bench: unknown ${unknown.join(' ')}; flags: ${known.join(' ')} (see scripts/bench.ts)`)
  process.exit(2)
}
const only = args.includes('--store') ? ['store'] : (flag('only')?.split(',').filter(Boolean) ?? [...SECTIONS])
const wrong = only.filter((s) => !SECTIONS.includes(s as Section))
if (wrong.length) {
  console.error(`bench: no section ${wrong.join(', ')}; sections: ${SECTIONS.join(', ')}`)
  process.exit(2)
}
const run = (section: Section) => only.includes(section)
const rps = {
  ...RPS_DEFAULTS,
  seconds: count('rps-seconds', RPS_DEFAULTS.seconds),
  rounds: count('rps-rounds', RPS_DEFAULTS.rounds),
}
const lighthouseRuns = count('lighthouse-runs', 1)
const scale = (flag('scale') ?? '').split(',').filter(Boolean)
const indexScale = (flag('index-scale') ?? '').split(',').filter(Boolean)
if ([...scale, ...indexScale].some((n) => !/^[1-9]\d*$/.test(n))) {
  console.error(`bench: --scale= and --index-scale= take job counts above 0, such as --scale=100,1000`)
  process.exit(2)
}

if (args.includes('--build')) runBuild(DIST)
else if (!existsSync(join(DIST, 'index.html'))) {
  console.error('bench: no build in dist/: run npm run build first, or npm run bench -- --build')
  process.exit(1)
} else {
  console.log(`bench: measuring the build in dist/ of ${statSync(join(DIST, 'index.html')).mtime.toISOString()}`)
  printBuildTime(DIST)
}
console.log(`bench: sections ${only.join(', ')}\n`)

const started = performance.now()
if (indexScale.length) benchIndexScale(indexScale.map(Number))
if (scale.length) await benchScale(scale.map(Number))
if (run('weight')) await benchWeight(DIST)
if (run('rps')) await benchRps(DIST, rps)
if (run('lighthouse')) await benchLighthouse(DIST, lighthouseRuns)
if (run('cpu')) await benchCpu(DIST)
if (run('translate')) await benchTranslate()
if (run('store')) await benchStores(DIST)
console.log(`bench: done in ${((performance.now() - started) / 60_000).toFixed(1)} min`)
