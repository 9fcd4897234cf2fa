// Part of `npm run build`: every piece of src/content against its zod schema.
// The pages no longer validate their content when they load, so this is where
// a bad record fails the build.
import { CONTENT, checkContent } from '../src/content/checks'

try {
  checkContent()
  console.log(`Content checked: ${CONTENT.length} pieces`)
} catch (error) {
  console.error((error as Error).message)
  process.exitCode = 1
}
