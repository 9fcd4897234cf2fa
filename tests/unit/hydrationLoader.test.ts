import { describe, expect, it } from 'vitest'
import { deferHydration } from '../../scripts/lib/hydrationLoader'

const page = [
  '<!DOCTYPE html><html><head><meta charset="UTF-8"><title>t</title>',
  '<script type="module" crossorigin="" src="/assets/app-A.js"></script>',
  '<link rel="modulepreload" crossorigin="" href="/assets/react-B.js">',
  '<link rel="stylesheet" crossorigin="" href="/assets/app-C.css">',
  '<link rel="modulepreload" crossorigin="" href="/assets/Page-D.js">',
  '<link rel="stylesheet" href="/assets/Carousel-E.css" crossorigin="">',
  '<link rel="modulepreload" crossorigin href="/assets/client-F.js">',
  '</head><body><div id="root" data-server-rendered="true"><p>Hello</p></div>',
  '<script>window.__VITE_REACT_SSG_HASH__ = "A"</script></body></html>',
].join('')
const FONT = '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/noto.woff2">'

describe('deferHydration', () => {
  const html = deferHydration(page, FONT)
  const head = html.slice(0, html.indexOf('</head>'))

  it('leaves no script or module preload that is fetched before the first paint', () => {
    expect(html).not.toMatch(/<script[^>]*\bsrc=/)
    expect(html).not.toContain('modulepreload" crossorigin')
  })

  it('asks for the stylesheets first and the typeface right behind them', () => {
    const order = ['app-C.css', 'Carousel-E.css', 'noto.woff2'].map((f) => head.indexOf(f))
    expect(order.every((at) => at > 0)).toBe(true)
    expect(order).toEqual([...order].sort((a, b) => a - b))
  })

  it('loads the entry and every module the page preloaded, in one inline module at the end of the head', () => {
    const loader = /<script type="module">([^<]*)<\/script><\/head>/.exec(html)?.[1] ?? ''
    expect(loader).toContain('import("/assets/app-A.js")')
    for (const file of ['react-B.js', 'Page-D.js', 'client-F.js']) expect(loader).toContain(`/assets/${file}`)
    expect(loader).toContain('requestAnimationFrame')
  })

  it('keeps the page itself as it was', () => {
    expect(html).toContain('<div id="root" data-server-rendered="true"><p>Hello</p></div>')
    expect(html).toContain('window.__VITE_REACT_SSG_HASH__')
  })

  it('changes nothing on a page without an entry script', () => {
    const plain = '<html><head><title>x</title></head><body></body></html>'
    expect(deferHydration(plain, FONT)).toBe(plain)
  })
})
