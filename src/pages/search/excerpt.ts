// An excerpt from the index is HTML: the page's text escaped, with each match
// in <mark>. It is drawn as React text and <mark> elements, never as HTML.

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" }

const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name] ?? '')

/** The excerpt as plain runs of text, every second one a match. */
export function excerptRuns(excerpt: string): { text: string; match: boolean }[] {
  return excerpt
    .split(/<mark>(.*?)<\/mark>/s)
    .map((part, i) => ({ text: decode(part.replace(/<[^>]*>/g, '')), match: i % 2 === 1 }))
    .filter((run) => run.text !== '')
}
