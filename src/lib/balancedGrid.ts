import type { CSSProperties } from 'react'

/** The most columns a grid may have from each width up (the site's breakpoints: 640, 768, 1024, 1280 px). */
export type ColumnLimits = { base: number; sm?: number; md?: number; lg?: number; xl?: number }

/**
 * How many columns `count` items take when at most `max` fit: of the counts from
 * `max` down to half of it (never one, unless only one fits), the one whose last
 * row is the least empty, as a share of the row (so never one item alone where
 * another count serves better), the widest on a tie. Eight items in at
 * most six columns are two rows of four; eleven are six and five; twenty-eight in
 * at most three are two columns, not nine rows of three and one alone.
 */
export function balancedColumns(count: number, max: number): number {
  const most = Math.max(1, Math.min(max, count))
  if (most <= 2) return most
  let best = most
  let bestEmpty = Infinity
  for (let columns = most; columns >= Math.max(2, Math.ceil(most / 2)); columns--) {
    const empty = ((columns - (count % columns)) % columns) / columns
    if (empty < bestEmpty) [best, bestEmpty] = [columns, empty]
  }
  return best
}

/**
 * The CSS variables of a `balanced` list (src/styles.css): its column count at
 * each width, worked out from the number of items, so the rows are as full as
 * they can be and the last one, if shorter, is centred. `gap` (between columns)
 * and `rowGap` are in steps of the spacing scale (4 px).
 */
export function balancedGrid(count: number, limits: ColumnLimits, gap = 0, rowGap = gap): CSSProperties {
  const sm = limits.sm ?? limits.base
  const md = limits.md ?? sm
  const lg = limits.lg ?? md
  const xl = limits.xl ?? lg
  return {
    '--cols-base': balancedColumns(count, limits.base),
    '--cols-sm': balancedColumns(count, sm),
    '--cols-md': balancedColumns(count, md),
    '--cols-lg': balancedColumns(count, lg),
    '--cols-xl': balancedColumns(count, xl),
    '--gap': `${gap / 4}rem`,
    '--row-gap': `${rowGap / 4}rem`,
  } as CSSProperties
}
