// Generates the site's placeholder artwork (DESIGN: our own brand-coloured
// SVGs, named so real photographs and logos can replace them file for file).
// Run: npx tsx scripts/artwork/generate.ts — files are committed.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { TEAM } from '../../src/content/about/team'
import { GALLERY_EVENTS } from '../../src/content/media/gallery'
import type { GalleryEventId } from '../../src/content/galleryEvents'
import { PRESS_IMAGES } from '../../src/content/media/press'
import { CSR_EVENTS } from '../../src/content/impact/csr'
import { TALENT_SERVICES } from '../../src/content/solutions/talent'
import { INDUSTRIES, TECH_SERVICES } from '../../src/content/solutions/technology'
import { TRANSFORMATIONS } from '../../src/content/solutions/transformation'
import { VIDEOS } from '../../src/content/media/videos'
import { TONES, clipping, illustration, type City, type Options } from './illustration'
import { outlinedText } from './outlinedText'
import { heroFiles } from './heroes'
import { writeWorldMap } from './worldMap'
import { NAVY, NAVY_LIGHT, ORANGE, ORANGE_DARK, hash, round1, seeded, svg } from './svg'

const PUBLIC = join(import.meta.dirname, '../../public')
function write(path: string, content: string) {
  const file = join(PUBLIC, path)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, content)
}

const f1 = round1

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
  // Initials can be shared (two people are "SR"): each portrait also gets its own faint rings,
  // centred at a point on the edge seeded by the person's file, so no two placeholders are alike.
  const r = seeded(hash(member.image))
  const a = r() * Math.PI * 2
  const [cx, cy] = [160 + 190 * Math.cos(a), 160 + 190 * Math.sin(a)]
  const rings = [70, 110, 150]
    .map((k) => `<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${k + Math.round(r() * 20)}"/>`)
    .join('')
  write(
    member.image,
    svg(
      320,
      320,
      `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${NAVY_LIGHT}"/><stop offset="1" stop-color="${NAVY}"/></linearGradient></defs>` +
        `<rect width="320" height="320" fill="url(#g)"/><g fill="none" stroke="#fff" stroke-opacity=".08" stroke-width="2">${rings}</g><circle cx="160" cy="132" r="60" fill="#fff" opacity=".07"/><path d="M56 320 Q56 216 160 216 Q264 216 264 320Z" fill="#fff" opacity=".07"/>` +
        outlinedText(initials, {
          x: 160,
          y: 154,
          anchor: 'middle',
          size: 60,
          weight: 600,
          letterSpacing: 4,
          fill: '#fff',
          attrs: ' opacity=".92"',
        }) +
        `<rect x="136" y="184" width="48" height="3" rx="1.5" fill="${ORANGE}"/>`,
    ),
  )
}

// Event, CSR, press, video and solution pictures: one illustration system
// (./illustration.ts), a motif chosen from each subject, each picture of a
// series framed differently. No two subjects share a composition, and a subject shown in
// several places (an event's gallery, its highlight, video and clipping) is drawn
// differently in each (tests/unit/artworkDistinct.test.ts compares them all).
type Subject = Pick<Options, 'motif' | 'detail' | 'behind' | 'behindDetail' | 'lens'> & {
  /** What changes from one picture of a series to the next (a routes series' views), in turn. */
  shots?: Pick<Options, 'detail' | 'lens' | 'frame'>[]
}
const US: City[] = ['newYork', 'washington', 'dallas', 'sanFrancisco']

const EVENTS: Record<GalleryEventId, Subject> = {
  // Six shots of the hall (illustration.ts's HALL): seats round the stage, rows facing it,
  // the stage, the evening's tables, the panel, the lectern; each framed to fill its picture.
  'annualconclave-section': {
    motif: 'amphitheatre',
    shots: [{ frame: 0 }, { frame: 3 }, { frame: 1 }, { frame: 5 }, { frame: 3 }, { frame: 1 }],
  },
  'iod-conclave-2025': { motif: 'rings' },
  'meeting-nara-lokesh': { motif: 'dialogue', behind: 'network' },
  'atal-samman': { motif: 'laurel' },
  'bhadrachalam-madhusudhanasai': { motif: 'leaves', behind: 'waves', behindDetail: { kind: 'flow' } },
  // Every route whole in its picture: the trip, then the tour between the cities from a few places.
  'delegation-us-visit': {
    motif: 'routes',
    shots: [
      { detail: { view: 'atlantic', to: ['newYork', 'washington', 'dallas'] } },
      { detail: { view: 'americas', from: 'sanFrancisco', to: ['dallas', 'washington', 'newYork'] } },
      { detail: { view: 'world', to: US } },
      { detail: { view: 'americas', from: 'dallas', to: ['sanFrancisco', 'newYork', 'washington'] } },
      { detail: { view: 'atlantic', to: ['dallas', 'washington'] } },
      { detail: { view: 'americas', from: 'newYork', to: ['sanFrancisco'] } },
    ],
  },
  'boat-camp': { motif: 'waves' },
  'entrepreneur-awards-peterdiamandis': { motif: 'star', behind: 'launch', shots: [{}, {}, {}, { lens: true }] },
  'gcc-global-capability-centers': { motif: 'network' },
  'sri-ravishankar-felicitation': { motif: 'lotus' },
  'thub-fund-launch': { motif: 'launch' },
  'meeting-with-ambassadors': {
    motif: 'routes',
    shots: [
      { detail: { view: 'world', to: ['paris', 'amsterdam', 'helsinki', 'toronto', 'saoPaulo', 'mexicoCity'] } },
      { detail: { view: 'europe', to: ['paris', 'amsterdam', 'helsinki'] } },
      { detail: { view: 'atlantic', to: ['toronto', 'saoPaulo', 'mexicoCity', 'paris'] } },
    ],
  },
  'iimb-defence': { motif: 'bars', detail: { kind: 'chevrons' } },
  // Three meetings with officials, each its own picture: two parties and the centres they
  // discussed; a desk in an office; plans presented on a board.
  'meeting-sri-bv-naiduji-office': { motif: 'dialogue', detail: { kind: 'desk' }, behind: 'steps' },
  'meeting-with-it-minister': { motif: 'presentation', behind: 'circuit' },
  // In the News: a signal going out over a network (press, broadcast, online).
  'news-and-media': { motif: 'rings', detail: { kind: 'arc' }, behind: 'network' },
}
const CARD_FRAMES = [0, 1, 2, 4, 5]
function picture(
  subject: Subject,
  seed: number,
  variant: number,
  width = 800,
  height = 500,
  more: Partial<Options> = {},
) {
  const { shots, ...rest } = subject
  const shot = shots?.length ? shots[variant % shots.length]! : {}
  const detail = { ...subject.detail, ...shot.detail }
  return svg(width, height, illustration({ width, height, seed, variant, ...rest, ...more, ...shot, detail }))
}

// Picture gallery: each event's pictures in three shapes, for the masonry.
// The first picture is the event's card on the list: the cards take turns at placing the motif.
GALLERY_EVENTS.forEach((event, e) =>
  event.images.forEach((path, i) =>
    write(
      path,
      picture(EVENTS[event.id], hash(path), i, 800, [500, 900, 640][i % 3], { frame: CARD_FRAMES[e % 5]! + i }),
    ),
  ),
)

// The home page's media highlights: the event's motif, not a copy of its card: a detail shot
// (the motif and a lens on part of it); the delegation's flags, its routes being the gallery's.
const HIGHLIGHTS: [GalleryEventId, Partial<Subject>][] = [
  ['iod-conclave-2025', { lens: true, detail: { kind: 'board' } }],
  ['thub-fund-launch', { lens: true }],
  ['delegation-us-visit', { motif: 'flags', lens: true, shots: [] }],
  ['gcc-global-capability-centers', { lens: true }],
]
HIGHLIGHTS.forEach(([id, shot], i) =>
  write(
    `/images/highlights/${id}.svg`,
    picture({ ...EVENTS[id], ...shot }, hash(`highlight ${id}`), 4, 800, 500, { frame: CARD_FRAMES[i + 1] }),
  ),
)

// CSR: the home page's carousel and the CSR page's events.
write('/images/csr/skilling.svg', picture({ motif: 'classroom', lens: true }, 11, 0))
write('/images/csr/job-fair.svg', picture({ motif: 'booths' }, 12, 1))
write('/images/csr/mentoring.svg', picture({ motif: 'dialogue', detail: { kind: 'mentor' }, behind: 'steps' }, 13, 2))
const CSR: Record<string, Subject> = {
  // Six tiles: a gathering round one, people in groups, a crowd, then closer looks.
  'isf-2023': { motif: 'community', shots: [{}, {}, {}, { lens: true }, {}, { lens: true }] },
  // Seekers matched with employers: across, round a ring, down, then two closer looks.
  'mega-job-fair': {
    motif: 'matching',
    shots: [
      { detail: { kind: 'across' } },
      { detail: { kind: 'ring' } },
      { detail: { kind: 'down' } },
      { detail: { kind: 'across' }, lens: true },
      { detail: { kind: 'down' }, lens: true },
    ],
  },
  // Each tile its own picture (the grid runs right to left in Arabic): the tour of the three
  // cities, the scholarship fund, the partner universities' diplomas.
  'us-road-show': {
    motif: 'routes',
    detail: { view: 'americas', from: 'dallas', to: ['newYork', 'washington'], tour: true },
  },
}
const ROAD_SHOW: Subject[] = [
  CSR['us-road-show']!,
  { motif: 'coins', detail: { kind: 'jar' } },
  { motif: 'cap', detail: { kind: 'diploma' } },
]
// The tiles of a grid keep their motif in the middle (centred frames, large and small), so
// none leaves a third of its tile empty.
CSR_EVENTS.forEach((event) =>
  event.images.forEach((path, i) =>
    write(
      path,
      picture(event.id === 'us-road-show' ? ROAD_SHOW[i]! : CSR[event.id]!, hash(path), i, 800, 500, {
        frame: i % 2 ? 3 : 0,
      }),
    ),
  ),
)

// Solutions: a picture per service, industry and programme (shown 4:3, so the motif keeps to the middle).
const SOLUTIONS: Record<string, Subject> = {
  'talent/advisory': { motif: 'constellation', behind: 'cycle' },
  'talent/research': { motif: 'donut' },
  'talent/assessment': { motif: 'checklist' },
  'talent/mobility': { motif: 'routes', detail: { view: 'world', to: ['london', 'dubai', 'singapore', 'toronto'] } },
  'talent/pro': { motif: 'steps' },
  'technology/digital': { motif: 'cycle' },
  'technology/web3': { motif: 'blocks' },
  'technology/security': { motif: 'shield' },
  'technology/data': { motif: 'bars', behind: 'constellation' },
  'technology/platforms': { motif: 'layers' },
  'technology/managed': { motif: 'gauge' },
  'technology/engineering': { motif: 'circuit' },
  'industries/banking': { motif: 'vault' },
  'industries/health': { motif: 'pulse' },
  'industries/manufacturing': { motif: 'hexgrid' },
  'industries/retail': { motif: 'waffle', detail: { kind: 'tiles' } },
  'industries/auto': { motif: 'lanes' },
  'industries/telecom': { motif: 'signal' },
  'industries/oil': { motif: 'waves', detail: { kind: 'flow' } },
  'industries/pharma': { motif: 'hexgrid', detail: { kind: 'molecule' } },
  'industries/government': { motif: 'columns' },
  'industries/aerospace': { motif: 'launch', detail: { kind: 'orbit' } },
  'transformation/startup': { motif: 'launch', detail: { kind: 'rocket' } },
  'transformation/innovation': { motif: 'bulb' },
  'transformation/academic': { motif: 'cap' },
  'transformation/hub': { motif: 'pods' },
  'transformation/healthcare': { motif: 'pulse', detail: { kind: 'monitor' } },
  'transformation/digital': { motif: 'cycle', detail: { kind: 'spiral' } },
  'transformation/banking': { motif: 'card' },
}
;[
  ...TALENT_SERVICES.map((x) => x.image),
  ...TECH_SERVICES.map((x) => x.image),
  ...INDUSTRIES.map((x) => x.image),
  ...TRANSFORMATIONS.map((x) => x.icon),
].forEach((path, n) => {
  const key = path.replace(/^\/images\/solutions\/|\.svg$/g, '')
  const subject = SOLUTIONS[key]
  if (!subject) throw new Error(`No illustration subject for ${path}`)
  write(path, picture(subject, hash(path), n % 3 === 1 ? 2 : 0, 800, 500, { frame: 0 }))
})
// Industry icons: a line glyph each (4 px, round), navy with one orange detail, and all white.
const INDUSTRY_GLYPHS: Record<string, [lines: string, accent: string]> = {
  banking: [
    '<path d="M10 24 32 11l22 13ZM18 30v18M28 30v18M36 30v18M46 30v18M10 54h44"/>',
    '<circle cx="32" cy="19" r="2"/>',
  ],
  health: ['<rect x="10" y="10" width="44" height="44" rx="6"/>', '<path d="M32 21v22M21 32h22"/>'],
  manufacturing: ['<path d="M8 54V32l14 9v-9l14 9V14h12v40ZM8 54h48"/>', '<path d="M18 48h4M28 48h4"/>'],
  retail: ['<path d="M14 24h36l-3 30H17Z"/><path d="M24 24v-4a8 8 0 0 1 16 0v4"/>', '<circle cx="32" cy="38" r="2"/>'],
  auto: [
    '<path d="M12 44H8V34l6-2 6-10h22l10 10 4 2v10h-4M28 44h10"/><circle cx="20" cy="44" r="6"/><circle cx="46" cy="44" r="6"/>',
    '<path d="M24 31h8"/>',
  ],
  telecom: [
    '<path d="M32 30v24M22 54l10-24 10 24M20 14a17 17 0 0 0 0 20M44 14a17 17 0 0 1 0 20M13 8a26 26 0 0 0 0 32M51 8a26 26 0 0 1 0 32"/>',
    '<circle cx="32" cy="24" r="3"/>',
  ],
  oil: ['<path d="M32 8C24 22 16 30 16 40a16 16 0 0 0 32 0C48 30 40 22 32 8Z"/>', '<path d="M25 42a8 8 0 0 0 8 7"/>'],
  pharma: [
    '<rect x="8" y="23" width="48" height="18" rx="9" transform="rotate(-40 32 32)"/>',
    '<path d="m26 25 12 14"/>',
  ],
  government: [
    '<path d="M10 54h44M16 54V38h32v16M24 38v16M32 38v16M40 38v16M18 38a14 14 0 0 1 28 0M32 24V10"/>',
    '<path d="M32 10h10l-3 4 3 4H32"/>',
  ],
  aerospace: [
    '<path d="M32 8c3 0 4 4 4 8v10l18 10v5l-18-5v11l6 5v4l-10-3-10 3v-4l6-5V36l-18 5v-5l18-10V16c0-4 1-8 4-8Z"/>',
    '<path d="M32 16v6"/>',
  ],
}
INDUSTRIES.forEach((industry) => {
  const key = industry.icon.replace(/^.*\/|-icon\.svg$/g, '')
  const glyph = INDUSTRY_GLYPHS[key]
  if (!glyph) throw new Error(`No icon glyph for ${industry.icon}`)
  const icon = (line: string, accent: string) =>
    svg(
      64,
      64,
      `<g fill="none" stroke="${line}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round">${glyph[0]}<g stroke="${accent}">${glyph[1]}</g></g>`,
    )
  write(industry.icon, icon(NAVY, ORANGE))
  write(industry.iconWhite, icon('#ffffff', '#ffffff'))
})

// Video posters, shown until a visitor plays a video (16:9, the Play button in the middle, so
// the motif keeps to one side). Each is its own picture, not the event's gallery card.
const VIDEO_SUBJECTS: Record<string, Subject> = {
  conclave: { motif: 'amphitheatre', detail: { kind: 'blocks' } },
  founder: { motif: 'waffle', detail: { count: 98 } },
  gcc: { motif: 'network', detail: { kind: 'hub' } },
  hireTrain: { motif: 'pipeline' },
  csr: { motif: 'timeline' },
  delegation: { motif: 'flags' },
  tech: { motif: 'circuit', behind: 'layers' },
  startups: { motif: 'coins' },
  careers: { motif: 'voices' },
}
VIDEOS.forEach((video, i) => {
  const key = video.poster.replace(/^\/images\/videos\/|\.svg$/g, '')
  write(
    video.poster,
    picture(VIDEO_SUBJECTS[key]!, hash(video.poster), i + 1, 800, 500, { frame: i % 2 ? 1 : 2, aside: true }),
  )
})

// Press clippings: a page of print, each laid out its own way, with the story's picture (its
// motif on paper, small on the page).
const PRESS: Subject[] = [
  { motif: 'laurel' },
  { motif: 'network' },
  { motif: 'bars' },
  { motif: 'matching' },
  { motif: 'routes', detail: { view: 'americas', from: 'newYork', to: ['washington', 'dallas', 'sanFrancisco'] } },
  { motif: 'launch' },
  { motif: 'rings' },
  { motif: 'constellation' },
  { motif: 'classroom' },
  { motif: 'routes', detail: { view: 'europe', to: ['london', 'paris', 'amsterdam', 'berlin'] } },
]
PRESS_IMAGES.forEach((image, i) =>
  write(
    image.src,
    svg(600, 760, clipping({ width: 600, height: 760, seed: hash(image.src), variant: i, ...PRESS[i]! })),
  ),
)

// The CSR block's recognition badge (home page), a placeholder for the real one: our own
// neutral mark, never an imitation of the organiser's seal. A laurel in the illustration
// system's navy tones around the year, the accent kept for a star and a rule.
{
  const t = TONES.navy
  const [c, R] = [110, 74]
  const at = (r: number, a: number) => [c + r * Math.cos(a), c + r * Math.sin(a)] as const
  /** A leaf: two curves from its stalk at (x, y) to its tip, `length` along the angle a. */
  const leaf = ([x, y]: readonly [number, number], a: number, length: number, width: number) => {
    const [tx, ty] = [x + length * Math.cos(a), y + length * Math.sin(a)]
    const [mx, my] = [(x + tx) / 2, (y + ty) / 2]
    const [nx, ny] = [width * Math.cos(a + Math.PI / 2), width * Math.sin(a + Math.PI / 2)]
    return `M${f1(x)} ${f1(y)}Q${f1(mx + nx)} ${f1(my + ny)} ${f1(tx)} ${f1(ty)}Q${f1(mx - nx)} ${f1(my - ny)} ${f1(x)} ${f1(y)}Z`
  }
  let stems = ''
  const leaves = ['', '']
  for (const side of [1, -1]) {
    // From the bottom, where the branches cross, up each side to a gap at the top.
    const a0 = Math.PI / 2 - side * 0.22
    const a1 = Math.PI / 2 + side * 2.55
    const [x0, y0] = at(R, a0)
    const [x1, y1] = at(R, a1)
    stems += `M${f1(x0)} ${f1(y0)}A${R} ${R} 0 0 ${side > 0 ? 1 : 0} ${f1(x1)} ${f1(y1)}`
    for (let j = 0; j < 7; j++) {
      const a = a0 + side * (0.42 + j * 0.33)
      const up = a + (side * Math.PI) / 2
      const size = 24 - j * 1.4
      // The light leaves outside, the smaller dim ones inside, clear of the year.
      leaves[0] += leaf(at(R, a), up - side * 0.62, size, 6.5)
      leaves[1] += leaf(at(R, a), up + side * 0.62, size * 0.8, 5.5)
    }
    leaves[0] += leaf(at(R, a1), a1 + (side * Math.PI) / 2, 20, 6)
  }
  const star = Array.from({ length: 10 }, (_, i) =>
    at(i % 2 ? 6 : 14.5, -Math.PI / 2 + (i * Math.PI) / 5)
      .map((v, k) => f1(v + (k ? -44 : 0)))
      .join(' '),
  ).join('L')
  write(
    '/images/csr/startup-fest-badge.svg',
    svg(
      220,
      220,
      `<circle cx="${c}" cy="${c}" r="108" fill="${NAVY}"/><circle cx="${c}" cy="${c}" r="98" fill="none" stroke="${t.line}" stroke-width="2"/>` +
        `<path d="${stems}" fill="none" stroke="${t.strong}" stroke-width="3" stroke-linecap="round"/><path d="${leaves[0]}" fill="${t.strong}"/><path d="${leaves[1]}" fill="${t.line}"/>` +
        `<path d="M${star}Z" fill="${ORANGE}"/>` +
        outlinedText('2023', {
          x: c,
          y: 125,
          anchor: 'middle',
          size: 38,
          weight: 700,
          letterSpacing: 1,
          fill: '#fff',
        }) +
        `<rect x="${c - 18}" y="138" width="36" height="4" rx="2" fill="${ORANGE}"/>`,
    ),
  )
}

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

// Award artwork: the illustration system's award motifs (rosette, crystal, trophy, plaque, globe,
// medal, badge, certificate), each award its own, seeded and framed differently.
const AWARDS: Subject[] = [
  { motif: 'medal', detail: { kind: 'rosette' } },
  { motif: 'medal', detail: { kind: 'crystal' } },
  { motif: 'medal', detail: { kind: 'trophy' } },
  { motif: 'medal', detail: { kind: 'plaque' } },
  { motif: 'medal', detail: { kind: 'globe' } },
  { motif: 'medal' },
  { motif: 'medal', detail: { kind: 'badge' }, behind: 'circuit' },
  { motif: 'medal', detail: { kind: 'certificate' } },
  { motif: 'medal', detail: { kind: 'rosette' }, behind: 'community' },
  { motif: 'medal', behind: 'rings' },
]
AWARDS.forEach((subject, i) => {
  const path = `/images/awards/award-${String(i + 1).padStart(2, '0')}.svg`
  write(path, picture(subject, hash(path), i, 600, 450, { frame: CARD_FRAMES[i % CARD_FRAMES.length]! }))
})

// Page illustrations: the clients' global network (routes from Hyderabad) and the awards
// page's laurel, a round medallion on the page's dark hero.
write(
  '/images/about/clients-network.svg',
  picture(
    {
      motif: 'routes',
      detail: {
        view: 'world',
        to: ['london', 'newYork', 'dubai', 'singapore', 'toronto', 'sydney', 'tokyo', 'amsterdam', 'dallas'],
      },
    },
    99,
    0,
    800,
    450,
  ),
)
write(
  '/images/about/trophy.svg',
  svg(
    320,
    320,
    `<defs><clipPath id="o"><circle cx="160" cy="160" r="158"/></clipPath></defs><g clip-path="url(#o)">` +
      illustration({ width: 320, height: 320, seed: 5, motif: 'laurel', variant: 1, frame: 0 }) +
      `</g>`,
  ),
)

// The home hero's posters (also the first frame of each background loop) and focal drawings:
// heroes.ts, which can also write them on its own.
for (const [path, content] of heroFiles()) write(path, content)
// The Locations page's world map and its Europe inset (Natural Earth, projected; see worldMap.ts).
await writeWorldMap()
console.log('artwork written')
