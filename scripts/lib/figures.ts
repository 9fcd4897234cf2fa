// Writes the group's figures into a compiled message: `{placements, number}`
// becomes the figure formatted by Intl for the catalog's language, so pages
// pass no values and every language groups digits its own way.
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { FIGURES, type FigureName } from '../../src/config/figures'

const isFigure = (name: string): name is FigureName => name in FIGURES

export function bakeFigures(message: MessageFormatElement[], locale: string): MessageFormatElement[] {
  const format = new Intl.NumberFormat(locale)
  const bake = (elements: MessageFormatElement[]): MessageFormatElement[] =>
    elements.map((el) => {
      if (el.type === TYPE.number && isFigure(el.value) && !el.style) {
        return { type: TYPE.literal, value: format.format(FIGURES[el.value]) }
      }
      if (el.type === TYPE.plural || el.type === TYPE.select) {
        const options = Object.fromEntries(
          Object.entries(el.options).map(([key, option]) => [key, { ...option, value: bake(option.value) }]),
        )
        return { ...el, options }
      }
      if (el.type === TYPE.tag) return { ...el, children: bake(el.children) }
      return el
    })
  return bake(message)
}
