// A form's fields as one ordered table: each field's name, the label the
// visitor reads, whether and how it appears in the notification mail and in
// the admin CSV, and how its value reads there. The mail builders and the CSV
// export iterate the table instead of naming the fields again; the form takes
// its labels from it.
import type { Message } from '../i18n/defineMessages'

export type FormFieldSpec<Name extends string = string> = {
  readonly name: Name
  /** The label the visitor reads beside the control; absent for a value the page supplies (the job's id). */
  readonly label?: Message
  /**
   * Where the notification mail shows the value: a row with this label (in
   * English, the inbox's language), or `'body'`, the text below the rows.
   * Absent: not in the mail.
   */
  readonly mail?: { readonly label: string } | 'body'
  /** A column of the admin CSV export, headed by the field's name, in the table's order. */
  readonly csv?: true
  /** How the value reads in the mail and the CSV; by default as sent, empty when absent. */
  readonly show?: (value: unknown) => string
}

/** A field's value as the inbox and the CSV read it. */
export const showValue = (field: FormFieldSpec, value: unknown): string =>
  field.show ? field.show(value) : String(value ?? '')

/** The mail's labelled rows, in the table's order. */
export function mailRows<N extends string>(
  table: readonly FormFieldSpec<N>[],
  values: Partial<Record<N, unknown>>,
): [label: string, value: string][] {
  return table.flatMap((field) =>
    typeof field.mail === 'object'
      ? [[field.mail.label, showValue(field, values[field.name])] as [string, string]]
      : [],
  )
}

/** The texts shown below the mail's rows, in the table's order. */
export function mailBodies<N extends string>(
  table: readonly FormFieldSpec<N>[],
  values: Partial<Record<N, unknown>>,
): string[] {
  return table.filter((field) => field.mail === 'body').map((field) => showValue(field, values[field.name]))
}

/** The CSV's columns for the form's fields: their header names and one row's cells. */
export function csvColumns<N extends string>(table: readonly FormFieldSpec<N>[]) {
  const fields = table.filter((field) => field.csv)
  return {
    header: fields.map((field) => field.name),
    cells: (values: Partial<Record<N, unknown>>) => fields.map((field) => showValue(field, values[field.name])),
  }
}

type Labelled<T extends readonly FormFieldSpec[]> = Extract<T[number], { readonly label: Message }>

/** The visible fields' labels by name. */
export function labelsOf<const T extends readonly FormFieldSpec[]>(table: T): Record<Labelled<T>['name'], Message> {
  return Object.fromEntries(table.flatMap((field) => (field.label ? [[field.name, field.label]] : []))) as Record<
    Labelled<T>['name'],
    Message
  >
}
