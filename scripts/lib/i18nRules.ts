// Language rules of `npm run i18n:check` that a native reviewer applies to one message: the
// register (Italian controls never in the formal imperative, no informal forms where the site
// addresses visitors formally), French elision before a name that begins with a vowel, ASCII
// punctuation against Japanese or Chinese text, and every plural category the language has.
// Each rule is its own function; checkCatalogs calls languageRuleProblems for every message.
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { BRAND_VALUES } from '../../src/config/brand'
import { isLanguageCode, languageTag } from '../../src/config/languages'

export type RuleKind = 'register' | 'elision' | 'cjk-punctuation' | 'plural'
export type RuleProblem = { kind: RuleKind; detail: string }

/**
 * An id that names a control or a title (a button, a link, a label, a heading): its last part
 * starts with the action or ends with what it is. Messages, errors and texts are not controls.
 */
const CONTROL_ID =
  /\.(?!\w*(?:Failed|Error|Text|Intro|Hint|Required|Message)$)(?:(?:button|submit|cancel|close|open|link|back|search|send|copy|play|pause|load|show|view|goTo|goHome|choose|explore|contact|switcher|zoom|fullscreen|slideshow|thumbnails|readMore|skipToContent|heading|label)\w*|\w*(?:Button|Link|Heading|Label|Menu))$/

/** Italian formal imperatives (Lei) that controls must not use: the infinitive or the informal imperative instead. */
const ITALIAN_FORMAL_IMPERATIVE = new RegExp(
  `(?:^|/)(?:${[
    'Acceda',
    'Annulli',
    'Apra',
    'Attivi',
    'Avvii',
    'Carichi',
    'Cerchi',
    'Chiuda',
    'Ci contatti',
    'Condivida',
    'Confermi',
    'Controlli',
    'Copi',
    'Disattivi',
    'Entri',
    'Esplori',
    'Guardi',
    'Ingrandisca',
    'Inserisca',
    'Interrompa',
    'Invii',
    'Lasci',
    'Legga',
    'Metta',
    'Mostri',
    'Nasconda',
    'Prenoti',
    'Prosegua',
    'Provi',
    'Richieda',
    'Riduca',
    'Riproduca',
    'Riprovi',
    'Scarichi',
    'Scelga',
    'Scopra',
    'Scriva',
    'Segua',
    'Selezioni',
    'Si iscriva',
    'Torni',
    'Trovi',
    'Vada',
    'Visualizzi',
  ].join('|')})(?![\\p{L}])`,
  'iu',
)

/** Italian controls take the infinitive or the informal imperative ("Annulla", "Chiudi"), never "Annulli". */
function italianControlRegister(lang: string, id: string, words: string): RuleProblem | undefined {
  if (lang !== 'it' || !CONTROL_ID.test(id)) return undefined
  const found = ITALIAN_FORMAL_IMPERATIVE.exec(words.trim())
  return found
    ? {
        kind: 'register',
        detail: `a control in the formal imperative (“${found[0].replace('/', '')}”): use the infinitive or the informal imperative (Annulla, Chiudi, Invia)`,
      }
    : undefined
}

/** A courtesy pronoun in capitals inside a sentence (“che Le abbiamo inviato”): Italian writes le, lei, suo. */
const ITALIAN_CAPITAL_COURTESY = /(?<=\p{Ll}[,;]? )(?:Le|Lei|Suo|Sua|Suoi|Sue)(?!\p{L})/u

function italianCourtesyCase(lang: string, words: string): RuleProblem | undefined {
  const found = lang === 'it' ? ITALIAN_CAPITAL_COURTESY.exec(words) : null
  return found
    ? { kind: 'register', detail: `a capital courtesy “${found[0]}” inside a sentence: write it in lower case` }
    : undefined
}

/** A word on its own, in any script (JavaScript's \b knows only ASCII letters). */
const word = (alternatives: string) => new RegExp(`(?<![\\p{L}\\p{M}])(?:${alternatives})(?![\\p{L}\\p{M}])`, 'u')

/** The informal "you" in languages whose text addresses visitors formally (usted, vous, Sie, вы, आप). */
const INFORMAL_YOU: Record<string, RegExp> = {
  es: word('[Tt]ú|[Tt]us?|[Tt]e|[Tt]i|contigo|[Tt]uy[oa]s?'),
  // …and t’ before a verb (t’écrire).
  fr: new RegExp(`${word('[Tt]u|[Tt]oi|[Tt]on|[Tt]es|[Tt]e').source}|(?<![\\p{L}])[Tt]’(?=\\p{L})`, 'u'),
  de: word('[Dd]u|[Dd]ich|[Dd]ir|[Dd]ein(?:e[mnrs]?)?'),
  ru: word('[Тт]ы|[Тт]ебя|[Тт]ебе|[Тт]обой|[Тт]во(?:й|я|ё|е|и|его|ей|их|им|ими|ю)'),
  hi: word('तुम|तुम्हें|तुम्हारा|तुम्हारी|तुम्हारे|तू|तेरा|तेरी|तेरे'),
}

function informalProse(lang: string, words: string): RuleProblem | undefined {
  const found = INFORMAL_YOU[lang]?.exec(words)
  return found
    ? { kind: 'register', detail: `the informal “${found[0]}”: the site addresses visitors formally` }
    : undefined
}

/** Placeholders whose value begins with a vowel (IFIN…): French elides before them (d’IFIN). */
const VOWEL_PLACEHOLDERS = Object.entries(BRAND_VALUES)
  .filter(([, value]) => /^[AEIOUaeiouÉé]/u.test(value))
  .map(([name]) => name)
const UNELIDED = new RegExp(
  `(?<![\\p{L}])(de|le|la|que|ne|je|me|se|ce|jusque|lorsque|puisque) (\\{(?:${VOWEL_PLACEHOLDERS.join('|')})\\}|IFIN)`,
  'iu',
)

function frenchElision(lang: string, message: string): RuleProblem | undefined {
  if (lang !== 'fr') return undefined
  const found = UNELIDED.exec(message)
  return found
    ? {
        kind: 'elision',
        detail: `“${found[0]}”: French elides before a vowel, write ${found[1]!.slice(0, -1)}’${found[2]}`,
      }
    : undefined
}

const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}ー'
/** ASCII , . : ; ! ? ( ) against Japanese or Chinese text: full-width marks belong there (、。：；！？（）). */
const ASCII_BY_CJK = new RegExp(`[${CJK}][,.:;!?()]|[,:;!?()][${CJK}]`, 'u')

function cjkPunctuation(lang: string, words: string): RuleProblem | undefined {
  if (lang !== 'ja' && lang !== 'zh') return undefined
  const found = ASCII_BY_CJK.exec(words)
  return found
    ? {
        kind: 'cjk-punctuation',
        detail: `ASCII punctuation next to ${lang} text (“${found[0]}”): use the full-width mark`,
      }
    : undefined
}

/** Every plural of the message has each category its language distinguishes (Russian one/few/many/other…). */
function pluralCategories(lang: string, ast: MessageFormatElement[]): RuleProblem[] {
  if (!isLanguageCode(lang)) return []
  const problems: RuleProblem[] = []
  const visit = (nodes: MessageFormatElement[]) => {
    for (const node of nodes) {
      if (node.type === TYPE.tag) visit(node.children)
      if (node.type !== TYPE.plural && node.type !== TYPE.select) continue
      if (node.type === TYPE.plural) {
        const rules = new Intl.PluralRules(languageTag(lang), { type: node.pluralType ?? 'cardinal' })
        const missing = rules.resolvedOptions().pluralCategories.filter((c) => !(c in node.options))
        if (missing.length)
          problems.push({
            kind: 'plural',
            detail: `{${node.value}} lacks the ${lang} categories ${missing.join(', ')}`,
          })
      }
      for (const option of Object.values(node.options)) visit(option.value)
    }
  }
  visit(ast)
  return problems
}

/** Every rule's problems for one message of one language (`words` is its literal text). */
export function languageRuleProblems(
  lang: string,
  id: string,
  message: string,
  ast: MessageFormatElement[],
  words: string,
): RuleProblem[] {
  return [
    italianControlRegister(lang, id, words),
    italianCourtesyCase(lang, words),
    informalProse(lang, words),
    frenchElision(lang, message),
    cjkPunctuation(lang, words),
    ...pluralCategories(lang, ast),
  ].filter((p): p is RuleProblem => p !== undefined)
}
