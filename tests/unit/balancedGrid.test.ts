import { describe, expect, it } from 'vitest'
import { balancedColumns, balancedGrid } from '../../src/lib/balancedGrid'

/** The items in each row, left to right, top to bottom. */
const rows = (count: number, columns: number) =>
  Array.from({ length: Math.ceil(count / columns) }, (_, i) => Math.min(columns, count - i * columns))

describe('balanced grids', () => {
  it('fills the rows as far as the count allows, the widest on a tie', () => {
    expect(rows(8, balancedColumns(8, 6))).toEqual([4, 4])
    expect(rows(11, balancedColumns(11, 6))).toEqual([6, 5])
    expect(rows(11, balancedColumns(11, 4))).toEqual([4, 4, 3])
    expect(rows(28, balancedColumns(28, 4))).toEqual(Array(7).fill(4))
    expect(balancedColumns(28, 3)).toBe(2)
    expect(balancedColumns(16, 4)).toBe(4)
  })

  it('never leaves one item alone in a row of three or more', () => {
    for (let count = 2; count <= 60; count++)
      for (let max = 3; max <= 6; max++) {
        const columns = balancedColumns(count, max)
        expect(columns).toBeLessThanOrEqual(max)
        if (columns >= 3) expect(rows(count, columns).at(-1), `${count} in ${max}`).toBeGreaterThan(1)
      }
  })

  it('keeps to the items and the limits given', () => {
    expect(balancedColumns(1, 4)).toBe(1)
    expect(balancedColumns(3, 6)).toBe(3)
    expect(balancedColumns(11, 2)).toBe(2)
    expect(balancedColumns(11, 1)).toBe(1)
    expect(balancedGrid(8, { base: 2, lg: 6 }, 4)).toEqual({
      '--cols-base': 2,
      '--cols-sm': 2,
      '--cols-md': 2,
      '--cols-lg': 4,
      '--cols-xl': 4,
      '--gap': '1rem',
      '--row-gap': '1rem',
    })
    expect(balancedGrid(8, { base: 2 }, 4, 8)).toMatchObject({ '--gap': '1rem', '--row-gap': '2rem' })
  })
})
