// The pre-render (vite-react-ssg build), with the job pictures drawn beside it
// into their cache: they share nothing but the jobs, and the render keeps one
// core busy while the pictures use the other. postbuild.ts then only copies
// them into dist/. Fails when either fails.
import { spawn } from 'node:child_process'
import { openJobs } from '../src/content/jobs'
import { writeJobImages } from './lib/jobImages'

const render = spawn('vite-react-ssg', ['build'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    // The config imports TypeScript modules without extensions, as the whole project does; the
    // default config loader reads them, and the note about a future loader is not repeated per build.
    VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
  },
})
const rendered = new Promise<number>((resolve) => render.on('exit', (code) => resolve(code ?? 1)))
try {
  const pictures = await writeJobImages(openJobs())
  console.log(
    `prerender: ${pictures.drawn} job pictures drawn beside the render in ${(pictures.ms / 1000).toFixed(1)} s`,
  )
} catch (error) {
  render.kill()
  throw error
}
process.exit(await rendered)
