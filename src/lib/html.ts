// HTML escaping and entity decoding, in one place (mail bodies, result pages,
// JSON-LD, machine-translation markup). Decoding covers every named entity,
// through a well-kept library; escaping writes the apostrophe as &#39;, which
// every mail client reads (not all know &apos;).
export { decodeHTML as decodeEntities } from 'entities'

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/** As React writes text and attribute values (the apostrophe as &#x27;): for HTML that must equal a React render. */
export const escapeHtmlAsReact = (value: string): string => escapeHtml(value).replace(/&#39;/g, '&#x27;')
