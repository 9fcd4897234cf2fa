// ICU placeholders and tags must come back from machine translation intact.
// We send HTML and wrap them in <span translate="no">, the one marker the
// Google v2 API honours, then unwrap and decode the entities it returns.

const NO_TRANSLATE = /<span translate="no">([\s\S]*?)<\/span>/g

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export function decodeEntities(html: string): string {
  return html
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&')
}

/** Splits a message into text and protected tokens: balanced `{...}` blocks and `<tag>`/`</tag>` markers. */
export function protect(message: string): string {
  let out = ''
  let text = ''
  const flush = () => {
    out += escapeHtml(text)
    text = ''
  }
  for (let i = 0; i < message.length;) {
    const ch = message[i]
    if (ch === '{') {
      let depth = 0
      let j = i
      for (; j < message.length; j++) {
        if (message[j] === '{') depth++
        else if (message[j] === '}' && --depth === 0) break
      }
      flush()
      out += `<span translate="no">${escapeHtml(message.slice(i, j + 1))}</span>`
      i = j + 1
    } else if (ch === '<' && /^<\/?[A-Za-z][\w-]*>/.test(message.slice(i))) {
      const end = message.indexOf('>', i)
      flush()
      out += `<span translate="no">${escapeHtml(message.slice(i, end + 1))}</span>`
      i = end + 1
    } else {
      text += ch
      i++
    }
  }
  flush()
  return out
}

export function unprotect(html: string): string {
  return decodeEntities(html.replace(NO_TRANSLATE, (_, inner: string) => inner))
}
