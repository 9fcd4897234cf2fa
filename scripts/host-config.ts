// Writes the host configurations of the built site (scripts/lib/hostConfig.ts): the
// build's last step does it; run it alone after changing dist/ by hand.
//   npm run host:config [-- dist-folder]
import { widgetOrigins, writeHostConfig } from './lib/hostConfig'

console.log(`host config: ${writeHostConfig(process.argv[2] ?? 'dist', widgetOrigins())}`)
