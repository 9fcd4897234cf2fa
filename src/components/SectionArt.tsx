// The inner pages' hero artwork, one drawing per area of the site (about,
// solutions, GCC, impact, media, careers, connect, policies, search), in the brand's
// line-and-dot geometry: decoration, so hidden from assistive technology and
// drawn behind the heading's column, never under its text.
import type { ReactNode } from 'react'

const LINE = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.5 } as const
const ACCENT = '#f26b1d'

/** Points on a ring, for the drawings below. */
const ring = (cx: number, cy: number, r: number, count: number, turn = 0) =>
  Array.from({ length: count }, (_, i) => {
    const angle = turn + (i / count) * Math.PI * 2
    return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)] as const
  })

const DRAWINGS: Record<string, ReactNode> = {
  // Rings of a history that grows outwards.
  about: (
    <>
      {[40, 80, 120, 160].map((r) => (
        <circle key={r} cx="240" cy="160" r={r} {...LINE} opacity={1 - r / 220} />
      ))}
      {ring(240, 160, 120, 7, 0.4).map(([x, y]) => (
        <circle key={`${x}`} cx={x} cy={y} r="5" fill="currentColor" />
      ))}
      <circle cx="240" cy="160" r="10" fill={ACCENT} />
    </>
  ),
  // A network of services, each joined to the centre.
  solutions: (
    <>
      {ring(240, 160, 130, 8).map(([x, y]) => (
        <g key={`${x}`}>
          <line x1="240" y1="160" x2={x} y2={y} {...LINE} opacity=".5" />
          <circle cx={x} cy={y} r="12" {...LINE} />
        </g>
      ))}
      <circle cx="240" cy="160" r="22" fill={ACCENT} />
    </>
  ),
  // A lattice of capability centres.
  gcc: (
    <>
      {[0, 1, 2, 3].flatMap((row) =>
        [0, 1, 2, 3, 4].map((col) => {
          const x = 80 + col * 64 + (row % 2) * 32
          const y = 50 + row * 56
          const points = ring(x, y, 30, 6, Math.PI / 6)
            .map(([px, py]) => `${px},${py}`)
            .join(' ')
          const lit = (row + col) % 5 === 2
          return (
            <polygon
              key={`${row}-${col}`}
              points={points}
              {...LINE}
              {...(lit ? { fill: ACCENT, stroke: ACCENT } : {})}
            />
          )
        }),
      )}
    </>
  ),
  // Rising bars: lives changed, year on year.
  impact: (
    <>
      {[60, 95, 80, 140, 125, 190, 230].map((height, i) => (
        <rect key={i} x={70 + i * 48} y={290 - height} width="28" height={height} rx="6" {...LINE} />
      ))}
      <polyline
        points="84,220 132,185 180,200 228,140 276,155 324,90 372,50"
        {...LINE}
        stroke={ACCENT}
        strokeWidth="3"
      />
    </>
  ),
  // Frames and a play mark.
  media: (
    <>
      {[0, 1, 2].map((i) => (
        <rect
          key={i}
          x={90 + i * 40}
          y={60 + i * 30}
          width="220"
          height="140"
          rx="14"
          {...LINE}
          opacity={0.4 + i * 0.3}
        />
      ))}
      <path d="M248 170 L248 230 L298 200 Z" fill={ACCENT} />
    </>
  ),
  // Steps of a career, each a level up.
  careers: (
    <>
      <path d="M60 280 H140 V220 H220 V160 H300 V100 H380 V40" {...LINE} strokeWidth="3" />
      {[
        [140, 220],
        [220, 160],
        [300, 100],
      ].map(([x, y]) => (
        <circle key={x} cx={x} cy={y} r="8" fill="currentColor" />
      ))}
      <circle cx="380" cy="40" r="12" fill={ACCENT} />
    </>
  ),
  // A globe's meridians and a pin.
  connect: (
    <>
      <circle cx="240" cy="160" r="130" {...LINE} />
      {[40, 80, 115].map((rx) => (
        <ellipse key={rx} cx="240" cy="160" rx={rx} ry="130" {...LINE} opacity=".6" />
      ))}
      {[-80, -40, 0, 40, 80].map((dy) => (
        <line
          key={dy}
          x1={240 - Math.sqrt(130 ** 2 - dy ** 2)}
          y1={160 + dy}
          x2={240 + Math.sqrt(130 ** 2 - dy ** 2)}
          y2={160 + dy}
          {...LINE}
          opacity=".6"
        />
      ))}
      <path d="M300 92 a18 18 0 1 1 36 0 c0 16 -18 34 -18 34 s-18 -18 -18 -34 Z" fill={ACCENT} />
    </>
  ),
  // Pages of a policy, ruled.
  policy: (
    <>
      {[0, 1].map((i) => (
        <g key={i} transform={`translate(${130 + i * 70} ${40 + i * 24})`}>
          <rect width="170" height="220" rx="12" {...LINE} opacity={0.5 + i * 0.5} />
          {[40, 70, 100, 130, 160].map((y) => (
            <line key={y} x1="24" y1={y} x2={y === 160 ? 100 : 146} y2={y} {...LINE} opacity=".7" />
          ))}
        </g>
      ))}
      <circle cx="330" cy="250" r="20" fill={ACCENT} />
    </>
  ),
  // Results, one found under a lens.
  search: (
    <>
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(60 ${56 + i * 76})`} opacity={i === 1 ? 1 : 0.55}>
          <rect width="250" height="56" rx="12" {...LINE} />
          <line x1="22" y1="22" x2={i === 1 ? 190 : 160} y2="22" {...LINE} />
          <line x1="22" y1="36" x2="120" y2="36" {...LINE} opacity=".6" />
        </g>
      ))}
      <circle cx="322" cy="150" r="60" {...LINE} strokeWidth="4" />
      <line x1="365" y1="193" x2="420" y2="248" stroke={ACCENT} strokeWidth="12" strokeLinecap="round" />
    </>
  ),
}

/** The drawing for an area of the site (the first part of a page's key: `about`, `solutions`, …), if it has one. */
export function SectionArt({ area }: { area: string }) {
  const drawing = DRAWINGS[area]
  if (!drawing) return null
  return (
    <svg
      viewBox="0 0 480 320"
      aria-hidden="true"
      focusable="false"
      className="pointer-events-none absolute end-6 top-1/2 hidden h-64 w-96 -translate-y-1/2 text-white/35 xl:block"
      data-area={area}
    >
      {drawing}
    </svg>
  )
}
