// The contact form's rules (SPEC 5.1), one module for the form and the server.
// Messages are catalog messages: the form shows them in the page's language,
// the server answers in the visitor's.
import { z } from '../lib/zod'
import type { Message } from '../i18n/defineMessages'
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  contactErrors,
  EXAMPLE_EMAIL_HOST,
  type ContactField,
  type Translate,
} from './contactMessages'
import { cleanText, isPersonName } from './text'

export * from './contactMessages'

// A subject as people write one in each of the site's languages: letters and digits of any
// script; spaces (the no-break ones French puts before : ? !, the ideographic one); . , ' - – —
// ; : ? ! ( ) & / and their full-width forms (、，。．・：；？！（）); 「」『』 and every language's
// quotation marks (“” ‘’ „“ ‚‘ «» ‹› "" and Chinese 《》〈〉); Arabic ، ؛ ؟, Devanagari ।, Spanish ¿ ¡.
// Never markup (< >), other symbols, line breaks or control characters.
const SUBJECT_CHAR =
  /[\p{L}\p{M}\p{N} \u00a0\u202f\u3000.,'’‘\-–—;:?!()&/、，。．・：；？！（）「」『』《》〈〉“”„‚«»‹›"،؛؟।¿¡]/u
/** Line breaks, tabs and the other control and format characters (a bidi override too). */
const CONTROL_CHAR = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u

/** The characters of a subject it may not contain, each once, in the order they come. */
export function subjectRefusedChars(value: string): string[] {
  return [...new Set([...value].filter((c) => !SUBJECT_CHAR.test(c)))]
}
/** Han, Kana and Hangul say in 2 characters what a Latin subject needs 5 for. */
const IDEOGRAPHS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu
export const SUBJECT_MIN_IDEOGRAPHS = 2
const subjectLongEnough = (value: string) =>
  value.length >= CONTACT_LIMITS.subject.min || (value.match(IDEOGRAPHS)?.length ?? 0) >= SUBJECT_MIN_IDEOGRAPHS
// A domain whose top-level part has 2 to 4 letters.
const EMAIL_DOMAIN = /^[^\s@]+@([A-Za-z0-9-]+\.)+[A-Za-z]{2,4}$/
const REPEATED_RUN = new RegExp(`(.)\\1{${CONTACT_LIMITS.repeatedRun - 1}}`, 'su')

/** The schema with its messages in one language. Values are trimmed first. */
export function contactSchema(t: Translate) {
  const { name, email, subject, message } = CONTACT_LIMITS
  // A trimmed string; empty (or missing) gets the field's "required" message.
  const required = (requiredMessage: Message) => z.string(t(requiredMessage)).trim().min(1, t(requiredMessage))
  return z.object({
    name: required(contactErrors.nameRequired)
      .min(name.min, t(contactErrors.nameMin))
      .max(name.max, t(contactErrors.nameMax))
      .refine(isPersonName, t(contactErrors.nameChars)),
    email: required(contactErrors.emailRequired).pipe(
      z
        .email(t(contactErrors.emailInvalid))
        .max(email.max, t(contactErrors.emailMax))
        .regex(EMAIL_DOMAIN, t(contactErrors.emailDomain, { host: EXAMPLE_EMAIL_HOST })),
    ),
    subject: required(contactErrors.subjectRequired)
      .refine(subjectLongEnough, t(contactErrors.subjectMin))
      .max(subject.max, t(contactErrors.subjectMax))
      .refine((v) => !CONTROL_CHAR.test(v), t(contactErrors.subjectLine))
      // The error names the characters refused, so the visitor knows what to take out.
      .superRefine((v, ctx) => {
        const refused = subjectRefusedChars(v).filter((c) => !CONTROL_CHAR.test(c))
        if (refused.length)
          ctx.addIssue({ code: 'custom', message: t(contactErrors.subjectChars, { chars: refused.join(' ') }) })
      }),
    message: z
      .string(t(contactErrors.messageRequired))
      .overwrite(cleanText)
      .trim()
      .min(1, t(contactErrors.messageRequired))
      .min(message.min, t(contactErrors.messageMin))
      .max(message.max, t(contactErrors.messageMax))
      .refine((v) => !REPEATED_RUN.test(v), t(contactErrors.messageRepeated))
      .refine((v) => !/^\d+$/.test(v), t(contactErrors.messageDigits)),
  })
}

export type ContactValues = z.infer<ReturnType<typeof contactSchema>>
export type ContactErrors = Partial<Record<ContactField, string>>

/**
 * Validates and returns either the trimmed values or the first error of each
 * field (the order of SPEC 5.1: required, then length, then characters).
 */
/** Built once per translator: the server keeps one translator per language. */
const contactSchemas = new WeakMap<Translate, ReturnType<typeof contactSchema>>()

export function validateContact(
  input: Record<string, unknown>,
  t: Translate,
): { ok: true; values: ContactValues } | { ok: false; errors: ContactErrors } {
  let schema = contactSchemas.get(t)
  if (!schema) contactSchemas.set(t, (schema = contactSchema(t)))
  const result = schema.safeParse(input)
  if (result.success) return { ok: true, values: result.data }
  const errors: ContactErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField
    if (CONTACT_FIELDS.includes(field) && !errors[field]) errors[field] = issue.message
  }
  return { ok: false, errors }
}
