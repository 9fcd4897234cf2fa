// `npm run fonts:subset`: writes the Arabic pages' core font file again (scripts/lib/arabicFont.ts).
import { writeFileSync } from 'node:fs'
import { ARABIC_CORE, arabicCoreFont } from './lib/arabicFont'

const font = await arabicCoreFont()
writeFileSync(ARABIC_CORE, font)
console.log(`fonts: ${ARABIC_CORE}, ${(font.length / 1024).toFixed(1)} KiB`)
