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

  it('subject: 5 to 100 characters, one line, no markup', () => {
    expect(errorOf('subject', 'Help')).toBe('Subject must be at least 5 characters')
    expect(errorOf('subject', 'Hello')).toBeUndefined()
    expect(errorOf('subject', 's'.repeat(100))).toBeUndefined()
    expect(errorOf('subject', 's'.repeat(101))).toBe("Subject can't be longer than 100 characters")
    expect(errorOf('subject', "Q3 plan, phase 2 - it's ok.")).toBeUndefined()
    expect(errorOf('subject', 'Hello!')).toBeUndefined()
    expect(errorOf('subject', 'Hello\r\nBcc me')).toBe('Subject must be a single line, without control characters')
  })

  // The subjects the language review tried (all refused before), and others of the same kinds.
  const natural = [
    'ご相談？',
    '求人：エンジニア',
    '採用について（東京）',
    '「GCC」について',
    '『採用白書』の件',
    '至急！面接日程',
    '关于“快速申请”',
    '关于《招聘》的问题',
    '채용 문의(서울)',
    '“GCC” 설립 문의',
    'Question ?',
    'Question\u202f?',
    'Objet : recrutement',
    'Objet\u202f: «\u202fGCC\u202f»',
    'Angebot für „GCC“',
    'Frage zu ‚RPO‘',
    'Предложение «GCC»',
    'Вопрос: «найм»',
    'استفسار: التوظيف',
    'ما هو «GCC»؟',
    '¿Podemos hablar? ¡Sí!',
    'Proposta: “GCC” (Milano)',
    'R&D / HR: a question',
    'Urgent: hiring!',
    'पूछताछ: “GCC” के बारे में?',
    'Vaga “Java” – São Paulo',
  ]
  it.each(natural)('subject %s is a natural subject, accepted', (subject) => {
    expect(errorOf('subject', subject)).toBeUndefined()
  })

  const hostile: [subject: string, error: string][] = [
    ['<b>協業</b>のご相談', 'Subject cannot contain these characters: < >'],
    ['Hello <script>alert(1)</script>', 'Subject cannot contain these characters: < >'],
    ['合作咨询 http://x.test/?a=1', 'Subject cannot contain these characters: ='],
    ['استفسار $$$ عن الشراكة', 'Subject cannot contain these characters: $'],
    ['Hi {{7*7}} there', 'Subject cannot contain these characters: { * }'],
    ['Hi\nBcc: evil@x.test', 'Subject must be a single line, without control characters'],
    ['Tab\there please', 'Subject must be a single line, without control characters'],
    ['Invoice \u202egnp.exe', 'Subject must be a single line, without control characters'],
    ['Null\u0000byte here', 'Subject must be a single line, without control characters'],
    ['Hello \uff1chi\uff1e there', 'Subject cannot contain these characters: ＜ ＞'],
  ]
  it.each(hostile)('subject %j is refused, naming what is not allowed', (subject, error) => {
    expect(errorOf('subject', subject)).toBe(error)
  })

  it('subject: each language’s own punctuation, and 2 ideographs are enough', () => {
    for (const valid of [
      '協業のご相談、見積もりについて。',
      '合作咨询',
      'استفسار عن الشراكة، هل يمكننا التحدث؟',
      '¿Podemos hablar de un centro en Hyderabad?',
      'साझेदारी के बारे में पूछताछ।',
    ])
      expect(errorOf('subject', valid), valid).toBeUndefined()
    expect(errorOf('subject', '合作')).toBeUndefined()
    expect(errorOf('subject', '合')).toBe('Subject must be at least 5 characters')
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
