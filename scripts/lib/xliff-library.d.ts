// The xliff package ships no types: the two XLIFF 1.2 calls the exchange makes
// (scripts/lib/xliff.ts), with the shapes it reads and writes.
declare module 'xliff' {
  /** Text, or an inline element: `{ Span: { id, ctype, contents } }` is `<ph>`, `Standalone` `<x/>`, and so on. */
  export type XliffValue = string | Record<string, Record<string, unknown>> | XliffValue[]
  export type XliffUnit = {
    source?: XliffValue
    target?: XliffValue
    note?: string | string[]
    additionalAttributes?: Record<string, string>
    groupUnits?: Record<string, XliffUnit>
  }
  export type XliffDocument = {
    sourceLanguage: string
    targetLanguage?: string
    resources: Record<string, Record<string, XliffUnit>>
  }
  export function jsToXliff12(document: XliffDocument, options?: { indent?: string }): Promise<string>
  export function xliff12ToJs(xml: string, options?: { captureSpacesBetweenElements?: boolean }): Promise<XliffDocument>
}
