import { describe, expect, it } from 'vitest'
import { validateContact, type Translate } from '../../src/forms/contact'
import type { Message } from '../../src/i18n/defineMessages'

// English, formatted the way the site formats a message: arguments filled in.
const t: Translate = (message: Message, values = {}) =>
  typeof message.defaultMessage === 'string'
    ? message.defaultMessage
    : message.defaultMessage
        .map((el) =>
          'value' in el && el.type === 1 ? String(values[el.value as string]) : 'value' in el ? el.value : '',
        )
        .join('')

const valid = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  subject: 'GCC set-up',
  message: 'We would like to talk about a new centre.',
}
const errorOf = (field: keyof typeof valid, value: string) => {
  const result = validateContact({ ...valid, [field]: value }, t)
  return result.ok ? undefined : result.errors[field]
}

describe('contact form rules (SPEC 5.1)', () => {
  it('accepts a valid message and trims every value', () => {
    const result = validateContact(
      { name: '  Asha Rao ', email: ' asha@example.com ', subject: ' GCC set-up ', message: '  Hello there, team!  ' },
      t,
    )
    expect(result).toEqual({
      ok: true,
      values: { name: 'Asha Rao', email: 'asha@example.com', subject: 'GCC set-up', message: 'Hello there, team!' },
    })
  })

  it('requires every field, blank after trimming counting as empty', () => {
    const result = validateContact({ name: '   ', email: '', subject: undefined, message: '\n' }, t)
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Name is required',
        email: 'Email is required',
        subject: 'Subject is required',
        message: 'Message is required',
      },
    })
  })

  it('name: 2 to 50 characters of letters, spaces and periods', () => {
    expect(errorOf('name', 'A')).toBe('Name must be at least 2 characters')
    expect(errorOf('name', 'Al')).toBeUndefined()
    expect(errorOf('name', 'a'.repeat(50))).toBeUndefined()
    expect(errorOf('name', 'a'.repeat(51))).toBe("Name can't be longer than 50 characters")
    expect(errorOf('name', 'Dr. B. V. Naidu')).toBeUndefined()
    expect(errorOf('name', 'José Müller')).toBeUndefined()
    expect(errorOf('name', 'محمد علي')).toBeUndefined()
    expect(errorOf('name', 'R2D2')).toBe('Name can only contain letters, spaces, and periods')
    expect(errorOf('name', "O'Brien")).toBe('Name can only contain letters, spaces, and periods')
    expect(errorOf('name', 'Ann\nBcc')).toBe('Name can only contain letters, spaces, and periods')
  })

  it('email: valid, at most 100 characters, a top-level part of 2 to 4 letters', () => {
    expect(errorOf('email', 'not-an-email')).toBe('Invalid email address')
    expect(errorOf('email', 'a@b')).toBe('Invalid email address')
    expect(errorOf('email', 'x@example.c')).toBe('Invalid email address')
    expect(errorOf('email', 'x@example.co')).toBeUndefined()
    expect(errorOf('email', 'x@example.info')).toBeUndefined()
    expect(errorOf('email', 'x@example.museum')).toBe('Email must be from a valid domain (e.g., example.com)')
    expect(errorOf('email', 'x@example.abcde')).toBe('Email must be from a valid domain (e.g., example.com)')
    const local = (n: number) => `${'a'.repeat(n - '@example.com'.length)}@example.com`
    expect(errorOf('email', local(100))).toBeUndefined()
    expect(errorOf('email', local(101))).toBe("Email can't be longer than 100 characters")
  })

  it("subject: 5 to 100 characters of letters, digits, spaces and . , ' -", () => {
    expect(errorOf('subject', 'Help')).toBe('Subject must be at least 5 characters')
    expect(errorOf('subject', 'Hello')).toBeUndefined()
    expect(errorOf('subject', 's'.repeat(100))).toBeUndefined()
    expect(errorOf('subject', 's'.repeat(101))).toBe("Subject can't be longer than 100 characters")
    expect(errorOf('subject', "Q3 plan, phase 2 - it's ok.")).toBeUndefined()
    expect(errorOf('subject', 'Hello!')).toBe('Subject contains invalid characters')
    expect(errorOf('subject', 'Hello\r\nBcc me')).toBe('Subject contains invalid characters')
  })

  it('subject: each language’s own punctuation, and 2 ideographs are enough', () => {
    const invalid = 'Subject contains invalid characters'
    const cases: [lang: string, valid: string, wrong: string][] = [
      ['ja', '協業のご相談、見積もりについて。', '<b>協業</b>のご相談'],
      ['zh', '合作咨询', '合作咨询 http://x.test/?a=1'],
      ['ar', 'استفسار عن الشراكة، هل يمكننا التحدث؟', 'استفسار $$$ عن الشراكة'],
      ['es', '¿Podemos hablar de un centro en Hyderabad?', 'Podemos hablar? Sí'],
      ['hi', 'साझेदारी के बारे में पूछताछ।', 'साझेदारी <script>'],
    ]
    for (const [lang, valid, wrong] of cases) {
      expect(errorOf('subject', valid), lang).toBeUndefined()
      expect(errorOf('subject', wrong), lang).toBe(invalid)
    }
    expect(errorOf('subject', '合作')).toBeUndefined()
    expect(errorOf('subject', '合')).toBe('Subject must be at least 5 characters')
    expect(errorOf('subject', '¡Hola equipo!')).toBeUndefined()
    expect(errorOf('subject', 'Hola equipo!')).toBe(invalid)
  })

  it('message: 10 to 1000 characters, no run of five identical characters, not only digits', () => {
    expect(errorOf('message', 'Too short')).toBe('Message must be at least 10 characters')
    expect(errorOf('message', 'Just right')).toBeUndefined()
    expect(errorOf('message', 'ab'.repeat(500))).toBeUndefined()
    expect(errorOf('message', 'ab'.repeat(500) + 'c')).toBe("Message can't be longer than 1000 characters")
    expect(errorOf('message', 'Hello aaaa world')).toBeUndefined()
    expect(errorOf('message', 'Hello aaaaa world')).toBe(
      'Message cannot contain repeated characters (e.g., aaaa, !!!!)',
    )
    expect(errorOf('message', 'Why not!!!!!')).toBe('Message cannot contain repeated characters (e.g., aaaa, !!!!)')
    expect(errorOf('message', '12345678901')).toBe('Message cannot be only numbers')
    expect(errorOf('message', '1234567890 and words')).toBeUndefined()
  })
})
