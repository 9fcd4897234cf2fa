// A search result's excerpt arrives as HTML; the page draws it as text and <mark>s only.
import { describe, expect, it } from 'vitest'
import { excerptRuns } from '../../src/pages/search/excerpt'

describe('search excerpts', () => {
  it('splits the matches out of the text', () => {
    expect(excerptRuns('Partner with <mark>business</mark> leaders and <mark>hiring</mark> teams.')).toEqual([
      { text: 'Partner with ', match: false },
      { text: 'business', match: true },
      { text: ' leaders and ', match: false },
      { text: 'hiring', match: true },
      { text: ' teams.', match: false },
    ])
  })

  it('shows escaped characters as themselves and never turns text into markup', () => {
    const runs = excerptRuns('R&amp;D &lt;img src=x onerror=alert(1)&gt; <mark>&quot;AT&amp;T&quot;</mark> <b>bold</b>')
    expect(runs.map((r) => r.text).join('')).toBe('R&D <img src=x onerror=alert(1)> "AT&T" bold')
    expect(runs.filter((r) => r.match).map((r) => r.text)).toEqual(['"AT&T"'])
  })
})
