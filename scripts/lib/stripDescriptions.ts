// A Vite plugin that drops the translator context from message definitions.
// `description: '…'` is read by the extractor from the source (it reaches
// locales/en.json for translators) and by nobody at run time, so it stays out
// of the bundles: about a thousand of them would add ~100 KB of JavaScript.
import type { Plugin } from 'vite'

// A description is a plain string literal (the extractor reads nothing else), a
// whole property: followed by a comma or the object's end (`description: '' as
// const` in content data is not one).
const DESCRIPTION = /(?<=[{,\s])description:\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")(?=\s*[,}])\s*,?/g

export function stripDescriptionsFrom(code: string): string {
  return code.replace(DESCRIPTION, '')
}

export function stripMessageDescriptions(): Plugin {
  return {
    name: 'strip-message-descriptions',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || !code.includes('defineMessages')) return null
      const stripped = stripDescriptionsFrom(code)
      return stripped === code ? null : { code: stripped, map: null }
    },
  }
}
