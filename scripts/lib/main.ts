import { realpathSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

/**
 * True when the module at `moduleUrl` is the script node was asked to run.
 * Compares URLs built by node itself, so a checkout path with spaces or
 * non-ASCII characters (percent-encoded in module URLs) still matches.
 */
export function isMainModule(moduleUrl: string): boolean {
  const script = process.argv[1]
  if (!script) return false
  try {
    return moduleUrl === pathToFileURL(realpathSync(script)).href
  } catch {
    return false
  }
}
