/** Admonition types and their default titles: one list for `:::type` blocks and <Admonition>. */
export const ADMONITIONS = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
} as const

export type AdmonitionType = keyof typeof ADMONITIONS
