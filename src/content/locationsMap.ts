// Written by scripts/artwork/worldMap.ts from the offices' coordinates (src/config/brand.ts):
// do not edit; change an office's lon/lat and run npx tsx scripts/artwork/worldMap.ts.
// x and y are per cent of a pin's map; a pin stands |nudge| px less slope px per 100 px of its map's
// width aside (never less than 0), on screens narrower than until px.
export const MAP_LAYOUT = {
  world: { width: 1000, height: 445 },
  europe: { width: 400, height: 224.5 },
  overlay: { left: 38, top: 84.94, width: 30, below: 10.14 },
  leader: { x1: 472.4, y1: 117.8, x2: 380, y2: 378 },
  pins: [
    { id: 'india', panel: 'world', x: 71.38, y: 45.64, nudge: 0, slope: 0, until: 0 },
    { id: 'usa', panel: 'world', x: 24.59, y: 34.54, nudge: -13, slope: 2.744, until: 494 },
    { id: 'canada', panel: 'world', x: 30.08, y: 26.72, nudge: 13, slope: 2.744, until: 494 },
    { id: 'brazil', panel: 'world', x: 37.43, y: 75.19, nudge: 0, slope: 0, until: 0 },
    { id: 'australia', panel: 'world', x: 89.54, y: 82.65, nudge: 0, slope: 0, until: 0 },
    { id: 'london', panel: 'europe', x: 25.33, y: 61.16, nudge: -13, slope: 2.777, until: 373 },
    { id: 'france', panel: 'europe', x: 30.88, y: 74.69, nudge: 13, slope: 2.777, until: 373 },
    { id: 'netherlands', panel: 'europe', x: 36.44, y: 56.84, nudge: 0, slope: 0, until: 0 },
    { id: 'finland', panel: 'europe', x: 77.95, y: 18.25, nudge: 0, slope: 0, until: 0 },
  ],
} as const
