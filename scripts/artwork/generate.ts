// Generates the site's placeholder artwork (DESIGN: our own brand-coloured
// SVGs, named so real photographs and logos can replace them file for file).
// Run: npx tsx scripts/artwork/generate.ts — files are committed.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { CLIENT_LOGOS } from '../../src/content/home/logos'
import { TEAM } from '../../src/content/about/team'
import { GALLERY_EVENTS } from '../../src/content/media/gallery'
import { PRESS_IMAGES } from '../../src/content/media/press'
import { CSR_EVENTS } from '../../src/content/impact/csr'
import { TALENT_SERVICES } from '../../src/content/solutions/talent'
import { INDUSTRIES, TECH_SERVICES } from '../../src/content/solutions/technology'
import { TRANSFORMATIONS } from '../../src/content/solutions/transformation'
import { VIDEOS } from '../../src/content/media/videos'
import { writeWorldMap } from './worldMap'
import { FONT, NAVY, NAVY_LIGHT, ORANGE, ORANGE_DARK, PALETTE, escapeXml, hash, person, seeded, svg } from './svg'

const PUBLIC = join(import.meta.dirname, '../../public')
function write(path: string, content: string) {
  const file = join(PUBLIC, path)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, content)
}

// Wordmark logos: a mark and the name.
function wordmark(name: string, color: string, shape: number): string {
  const marks = [
    `<circle cx="30" cy="40" r="18" fill="${color}"/><circle cx="30" cy="40" r="8" fill="#fff"/>`,
    `<rect x="12" y="22" width="36" height="36" rx="8" fill="${color}"/><path d="M20 48 L30 30 L40 48Z" fill="#fff"/>`,
    `<path d="M30 20 L48 52 H12Z" fill="${color}"/>`,
    `<path d="M12 40 Q30 10 48 40 Q30 70 12 40Z" fill="${color}"/>`,
    `<rect x="12" y="24" width="14" height="32" rx="3" fill="${color}"/><rect x="30" y="16" width="14" height="40" rx="3" fill="${color}" opacity=".6"/>`,
    `<polygon points="30,18 49,29 49,51 30,62 11,51 11,29" fill="${color}"/>`,
  ]
  // Rough advance widths of a bold sans at 21 px, so the name is never clipped.
  const width =
    72 + [...name].reduce((w, c) => w + (c === ' ' ? 6 : c === c.toUpperCase() && /[A-Z]/.test(c) ? 16 : 12), 0)
  return svg(
    width,
    80,
    `${marks[shape % marks.length]}<text x="60" y="49" ${FONT} font-size="21" font-weight="700" fill="${NAVY}" letter-spacing=".3">${escapeXml(name)}</text>`,
  )
}

CLIENT_LOGOS.forEach((logo, i) => write(logo.file, wordmark(logo.name, PALETTE[i % PALETTE.length]!, i)))

// Portrait placeholders, one calm style for everyone (a photograph of the same name replaces
// each): the brand's navy, a quiet silhouette, the initials, and the accent as a thin rule.
for (const member of TEAM) {
  const initials = member.name
    .replace(/^Dr\s+/, '')
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase()
  write(
    member.image,
    svg(
      320,
      320,
      `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${NAVY_LIGHT}"/><stop offset="1" stop-color="${NAVY}"/></linearGradient></defs>` +
        `<rect width="320" height="320" fill="url(#g)"/><circle cx="160" cy="132" r="60" fill="#fff" opacity=".07"/><path d="M56 320 Q56 216 160 216 Q264 216 264 320Z" fill="#fff" opacity=".07"/>` +
        `<text x="160" y="154" text-anchor="middle" ${FONT} font-size="60" font-weight="600" letter-spacing="4" fill="#fff" opacity=".92">${initials}</text>` +
        `<rect x="136" y="184" width="48" height="3" rx="1.5" fill="${ORANGE}"/>`,
    ),
  )
}

// Scenes for the CSR carousel and the media highlights.
function scene(
  seed: number,
  title: string,
  accent: string,
  people: number,
  prop: 'laptops' | 'stage' | 'table' | 'flags',
  height = 500,
): string {
  const r = seeded(seed)
  // Taller pictures keep the scene at the bottom and add sky above it.
  const lift = height - 500
  let body = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${NAVY}"/><stop offset="1" stop-color="${NAVY_LIGHT}"/></linearGradient></defs><rect width="800" height="${height}" fill="url(#bg)"/><g transform="translate(0 ${lift})">`
  for (let i = 0; i < 6; i++)
    body += `<circle cx="${r() * 800}" cy="${r() * 300}" r="${40 + r() * 90}" fill="${i % 2 ? accent : '#3b82f6'}" opacity=".12"/>`
  if (prop === 'stage')
    body += `<rect x="120" y="90" width="560" height="180" rx="10" fill="#fff" opacity=".1"/><rect x="150" y="120" width="300" height="18" rx="9" fill="${accent}"/><rect x="150" y="152" width="420" height="10" rx="5" fill="#fff" opacity=".5"/><rect x="150" y="172" width="360" height="10" rx="5" fill="#fff" opacity=".35"/>`
  if (prop === 'flags')
    for (let i = 0; i < 5; i++)
      body += `<rect x="${170 + i * 100}" y="70" width="4" height="150" fill="#cbd5e1"/><rect x="${174 + i * 100}" y="72" width="56" height="36" fill="${PALETTE[i]}"/>`
  body += `<rect x="0" y="360" width="800" height="140" fill="#fff" opacity=".06"/>`
  const skins = ['#f1c7a5', '#c68642', '#8d5524', '#e0ac69', '#ffdbac']
  for (let i = 0; i < people; i++) {
    const x = 90 + (i * 620) / Math.max(1, people - 1)
    body += person(x, 300 + (i % 2) * 20, 1.5, PALETTE[(i + seed) % PALETTE.length]!, skins[i % skins.length])
  }
  if (prop === 'laptops')
    for (let i = 0; i < people; i++)
      body += `<rect x="${60 + (i * 620) / Math.max(1, people - 1)}" y="380" width="64" height="40" rx="4" fill="#e2e8f0"/><rect x="${52 + (i * 620) / Math.max(1, people - 1)}" y="418" width="80" height="6" rx="3" fill="#94a3b8"/>`
  if (prop === 'table')
    body += `<rect x="80" y="400" width="640" height="26" rx="6" fill="#e2e8f0"/><rect x="300" y="380" width="110" height="20" rx="3" fill="#fff"/>`
  return svg(800, height, body + `</g><title>${escapeXml(title)}</title>`)
}
write('/images/csr/skilling.svg', scene(11, 'Digital skills class', ORANGE, 5, 'laptops'))
write('/images/csr/job-fair.svg', scene(12, 'Community job fair', '#22c55e', 6, 'stage'))
write('/images/csr/mentoring.svg', scene(13, 'Mentoring founders', '#a855f7', 3, 'table'))
write('/images/highlights/iod-conclave-2025.svg', scene(21, 'Conclave', ORANGE, 4, 'stage'))
write('/images/highlights/thub-fund-launch.svg', scene(22, 'Fund launch', '#22c55e', 5, 'stage'))
write('/images/highlights/delegation-us-visit.svg', scene(23, 'Delegation', '#3b82f6', 5, 'flags'))
write('/images/highlights/gcc-global-capability-centers.svg', scene(24, 'GCC summit', '#eab308', 4, 'table'))

// Picture gallery: a few scenes per event in three shapes, for the masonry.
const PROPS = ['stage', 'table', 'flags', 'laptops'] as const
GALLERY_EVENTS.forEach((event, e) =>
  event.images.forEach((path, i) =>
    write(
      path,
      scene(
        100 + e * 10 + i,
        event.id,
        PALETTE[(e + i) % PALETTE.length]!,
        3 + ((e + i) % 4),
        PROPS[(e + i) % 4]!,
        [500, 900, 640][i % 3],
      ),
    ),
  ),
)
write(
  '/images/gallery/news-and-media.svg',
  svg(
    800,
    500,
    `<rect width="800" height="500" fill="#f4f6fa"/><rect x="190" y="70" width="420" height="360" rx="8" fill="#fff" stroke="#cbd5e1" stroke-width="4"/><rect x="225" y="105" width="350" height="34" rx="4" fill="${NAVY}"/><rect x="225" y="160" width="160" height="110" fill="${ORANGE}" opacity=".8"/>` +
      [0, 1, 2, 3, 4]
        .map((i) => `<rect x="405" y="${162 + i * 22}" width="170" height="10" rx="5" fill="#94a3b8"/>`)
        .join('') +
      [0, 1, 2, 3]
        .map((i) => `<rect x="225" y="${295 + i * 28}" width="350" height="10" rx="5" fill="#cbd5e1"/>`)
        .join(''),
  ),
)

// The CSR page's event photos.
CSR_EVENTS.forEach((event, e) =>
  event.images.forEach((path, i) =>
    write(
      path,
      scene(
        700 + e * 10 + i,
        event.id,
        PALETTE[(e * 3 + i) % PALETTE.length]!,
        3 + ((e + i) % 4),
        PROPS[(e + i + 1) % 4]!,
      ),
    ),
  ),
)

// Solutions: a picture per service, industry and programme; industries also
// have an icon in colour and in white.
;[
  ...TALENT_SERVICES.map((x) => x.image),
  ...TECH_SERVICES.map((x) => x.image),
  ...INDUSTRIES.map((x) => x.image),
  ...TRANSFORMATIONS.map((x) => x.icon),
].forEach((path, n) => write(path, scene(900 + n, path, PALETTE[n % PALETTE.length]!, 2 + (n % 4), PROPS[n % 4]!)))
INDUSTRIES.forEach((industry, n) => {
  const glyph = `<circle cx="32" cy="32" r="14" fill="none" stroke-width="5"/><path d="M32 6v8M32 50v8M6 32h8M50 32h8" stroke-width="5" stroke-linecap="round"/>`
  write(industry.icon, svg(64, 64, `<g stroke="${PALETTE[n % PALETTE.length]}">${glyph}</g>`))
  write(industry.iconWhite, svg(64, 64, `<g stroke="#ffffff">${glyph}</g>`))
})

// Video posters, shown until a visitor plays a video.
VIDEOS.forEach((video, i) =>
  write(video.poster, scene(300 + i, video.id, PALETTE[i % PALETTE.length]!, 2 + (i % 4), PROPS[i % 4]!)),
)

// Press clippings: a newspaper page with a headline, a photograph and columns.
PRESS_IMAGES.forEach((image, i) => {
  const r = seeded(500 + i)
  const color = PALETTE[i % PALETTE.length]!
  let body = `<rect width="600" height="760" fill="#fdfbf6"/><rect x="40" y="40" width="520" height="26" fill="${NAVY}"/><rect x="40" y="78" width="520" height="3" fill="${NAVY}"/>`
  body += `<rect x="40" y="104" width="${380 + r() * 120}" height="22" rx="3" fill="#1f2937"/><rect x="40" y="136" width="${300 + r() * 160}" height="22" rx="3" fill="#1f2937"/>`
  body +=
    `<rect x="40" y="182" width="330" height="220" fill="${color}" opacity=".85"/>` +
    person(205, 330, 2.2, '#fff', '#fde2c8')
  for (let line = 0; line < 11; line++)
    body += `<rect x="390" y="${186 + line * 20}" width="${130 + r() * 40}" height="8" rx="4" fill="#9ca3af"/>`
  for (let col = 0; col < 3; col++)
    for (let line = 0; line < 14; line++)
      body += `<rect x="${40 + col * 178}" y="${430 + line * 20}" width="${140 + r() * 24}" height="8" rx="4" fill="#cbd5e1"/>`
  write(image.src, svg(600, 760, body))
})

// The startup-fest badge.
write(
  '/images/csr/startup-fest-badge.svg',
  svg(
    220,
    220,
    `<defs><path id="c" d="M110 110 m-78 0 a78 78 0 1 1 156 0 a78 78 0 1 1 -156 0"/></defs><circle cx="110" cy="110" r="104" fill="${ORANGE_DARK}"/><circle cx="110" cy="110" r="92" fill="none" stroke="#fff" stroke-width="2" stroke-dasharray="4 5"/><circle cx="110" cy="110" r="60" fill="#fff"/>` +
      `<text ${FONT} font-size="15" font-weight="700" fill="#fff" letter-spacing="3"><textPath href="#c">STARTUP FEST · INDIA · FEATURED ·</textPath></text>` +
      `<path d="M110 72 l10 22 24 3 -18 16 5 24 -21 -12 -21 12 5 -24 -18 -16 24 -3Z" fill="${ORANGE}"/><text x="110" y="162" text-anchor="middle" ${FONT} font-size="13" font-weight="700" fill="${NAVY}">2023</text>`,
  ),
)

// Differentiator icons.
const WHY: Record<string, string> = {
  team: `<circle cx="44" cy="46" r="12"/><circle cx="76" cy="46" r="12"/><path d="M22 90 q22-32 44 0 M54 90 q22-32 44 0"/>`,
  delivery: `<path d="M24 62 h44 v-22 h16 l14 16 v22 H24Z"/><circle cx="40" cy="82" r="7"/><circle cx="84" cy="82" r="7"/>`,
  cloud: `<path d="M36 80 a18 18 0 0 1 4-35 a24 24 0 0 1 44 4 a16 16 0 0 1 0 31Z"/><path d="M60 60 v24 m-10-10 10 10 10-10"/>`,
  values: `<path d="M60 96 s-34-20-34-44 a17 17 0 0 1 34-6 a17 17 0 0 1 34 6 c0 24-34 44-34 44Z"/>`,
  experience: `<circle cx="60" cy="60" r="34"/><path d="M60 38 v22 l15 10"/>`,
  happy: `<circle cx="60" cy="60" r="34"/><path d="M46 70 q14 14 28 0"/><circle cx="48" cy="52" r="3"/><circle cx="72" cy="52" r="3"/>`,
}
for (const [name, path] of Object.entries(WHY))
  write(
    `/images/why/${name}.svg`,
    svg(
      120,
      120,
      `<rect width="120" height="120" rx="28" fill="#fff7ed"/><g fill="none" stroke="${ORANGE_DARK}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round">${path}</g>`,
    ),
  )

// Award artwork: trophies, medals and certificates on coloured grounds.
function award(i: number): string {
  const color = PALETTE[i % PALETTE.length]!
  const bg = `<rect width="600" height="450" fill="${i % 2 ? '#0b1f3a' : '#13294b'}"/><circle cx="300" cy="225" r="170" fill="${color}" opacity=".18"/>`
  const kinds = [
    `<path d="M240 110 h120 v60 a60 60 0 0 1 -120 0Z" fill="#fbbf24"/><path d="M240 125 h-30 a30 30 0 0 0 30 45 M360 125 h30 a30 30 0 0 1 -30 45" fill="none" stroke="#fbbf24" stroke-width="10"/><rect x="288" y="228" width="24" height="50" fill="#f59e0b"/><rect x="250" y="278" width="100" height="30" rx="4" fill="#92400e"/>`,
    `<path d="M270 90 l30 70 30-70" fill="${color}"/><circle cx="300" cy="220" r="70" fill="#fbbf24"/><circle cx="300" cy="220" r="52" fill="none" stroke="#fff" stroke-width="4"/><path d="M300 185 l11 23 25 3 -18 17 4 25 -22 -12 -22 12 4 -25 -18 -17 25 -3Z" fill="#fff"/>`,
    `<rect x="170" y="100" width="260" height="200" rx="6" fill="#fffbeb" stroke="#fbbf24" stroke-width="8"/><rect x="210" y="140" width="180" height="14" rx="7" fill="${color}"/><rect x="220" y="172" width="160" height="8" rx="4" fill="#94a3b8"/><rect x="240" y="192" width="120" height="8" rx="4" fill="#94a3b8"/><circle cx="370" cy="258" r="24" fill="${ORANGE_DARK}"/>`,
  ]
  return svg(
    600,
    450,
    bg + kinds[i % kinds.length] + `<rect x="200" y="350" width="200" height="12" rx="6" fill="#fff" opacity=".7"/>`,
  )
}
for (let i = 0; i < 10; i++) write(`/images/awards/award-${String(i + 1).padStart(2, '0')}.svg`, award(i))

// Page illustrations: the clients' global network and the awards trophy.
{
  const r = seeded(99)
  const points = Array.from({ length: 22 }, () => [60 + r() * 680, 60 + r() * 330] as const)
  let body = `<rect width="800" height="450" rx="24" fill="#0b1f3a"/>`
  for (let i = 0; i < points.length; i++)
    for (let j = i + 1; j < points.length; j++) {
      const [a, b] = [points[i]!, points[j]!]
      if (Math.hypot(a[0] - b[0], a[1] - b[1]) < 190)
        body += `<line x1="${a[0]}" y1="${a[1]}" x2="${b[0]}" y2="${b[1]}" stroke="#60a5fa" stroke-opacity=".35" stroke-width="1.5"/>`
    }
  points.forEach(
    ([x, y], i) => (body += `<circle cx="${x}" cy="${y}" r="${i % 4 ? 5 : 9}" fill="${i % 4 ? '#93c5fd' : ORANGE}"/>`),
  )
  write('/images/about/clients-network.svg', svg(800, 450, body))
}
write(
  '/images/about/trophy.svg',
  svg(
    320,
    320,
    `<circle cx="160" cy="160" r="150" fill="#fff" opacity=".08"/><path d="M100 70 h120 v70 a60 60 0 0 1 -120 0Z" fill="#fbbf24"/><path d="M100 88 h-34 a34 34 0 0 0 34 52 M220 88 h34 a34 34 0 0 1 -34 52" fill="none" stroke="#fbbf24" stroke-width="12"/><rect x="146" y="198" width="28" height="50" fill="#f59e0b"/><rect x="106" y="248" width="108" height="32" rx="5" fill="#92400e"/><path d="M160 92 l9 18 20 3 -15 14 4 20 -18 -10 -18 10 4 -20 -15 -14 20 -3Z" fill="#fff"/>`,
  ),
)

// Hero posters, also the first frame of each background loop.
const HERO: [string, string][] = [
  ['vision', '#2563eb'],
  ['mission', ORANGE],
  ['why', '#0d9488'],
]
for (const [name, accent] of HERO) {
  const r = seeded(hash(name))
  let body = `<defs><radialGradient id="a" cx=".8" cy=".2" r=".7"><stop offset="0" stop-color="${accent}" stop-opacity=".55"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#071528"/><stop offset="1" stop-color="#13325e"/></linearGradient></defs><rect width="1600" height="900" fill="url(#b)"/><rect width="1600" height="900" fill="url(#a)"/>`
  for (let i = 0; i < 40; i++)
    body += `<circle cx="${r() * 1600}" cy="${r() * 900}" r="${2 + r() * 5}" fill="#fff" opacity="${0.15 + r() * 0.35}"/>`
  for (let i = 0; i < 5; i++)
    body += `<path d="M0 ${500 + i * 60} Q400 ${380 + i * 50 + r() * 80} 800 ${520 + i * 40} T1600 ${460 + i * 70}" fill="none" stroke="${i % 2 ? accent : '#60a5fa'}" stroke-opacity=".25" stroke-width="2"/>`
  write(`/media/hero/${name}.svg`, svg(1600, 900, body))
}
// The Locations page's world map and its Europe inset (Natural Earth, projected; see worldMap.ts).
await writeWorldMap()
console.log('artwork written')
