// A pre-rendered page is whole before any script runs, so its scripts wait for the first
// frame: until it is painted, the stylesheets, the typeface and the first picture have the
// connection to themselves (on a slow phone network 150 KiB of modules fetched beside them
// held the first paint back by more than a second). Then the page's modules are all fetched
// at once, as their preload links did, and the entry hydrates the page.

const MODULE_ENTRY = /<script type="module" crossorigin(?:="")? src="([^"]+)"><\/script>/
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin(?:="")? href="([^"]+)">/g

/** The loader that replaces the entry's script tag: starts after the first frame (or half a second, in a tab not shown). */
export const loaderScript = (entry: string, modules: readonly string[]) =>
  `const start=()=>{if(start.done)return;start.done=1;` +
  `for(const href of ${JSON.stringify(modules)}){const link=document.createElement('link');` +
  `link.rel='modulepreload';link.crossOrigin='';link.href=href;document.head.append(link)}` +
  `import(${JSON.stringify(entry)})};` +
  `requestAnimationFrame(()=>setTimeout(start));setTimeout(start,500)`

/**
 * Moves a page's entry script and module preloads into a loader that runs after the first
 * paint, and puts `firstScreen` (the typeface's links) right after the page's stylesheets.
 * A page without an entry script (none is expected) is returned unchanged.
 */
export function deferHydration(html: string, firstScreen: string): string {
  const entry = MODULE_ENTRY.exec(html)?.[1]
  if (!entry) return html
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!)
  html = html.replace(MODULE_ENTRY, '').replace(MODULE_PRELOAD, '')
  // After the last stylesheet of the head, so CSS is asked for first and the font right behind it.
  const headEnd = html.indexOf('</head>')
  const lastStylesheet = html.lastIndexOf('<link rel="stylesheet"', headEnd)
  const at = lastStylesheet < 0 ? headEnd : html.indexOf('>', lastStylesheet) + 1
  html = html.slice(0, at) + firstScreen + html.slice(at)
  return html.replace('</head>', `<script type="module">${loaderScript(entry, modules)}</script></head>`)
}
