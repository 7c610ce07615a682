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

/**
 * The Lucide icon (see icons.ts) each admonition type shows before its title: Docusaurus' choice
 * of pictures (note and info an i, tip a bulb, warning and caution a triangle, danger a flame).
 */
export const ADMONITION_ICONS = {
  note: 'info',
  tip: 'lightbulb',
  info: 'info',
  warning: 'triangle-alert',
  danger: 'flame',
  caution: 'triangle-alert',
  important: 'circle-alert',
} as const satisfies Record<AdmonitionType, string>

/** A Lucide icon some admonition type shows. */
export type AdmonitionIconName = (typeof ADMONITION_ICONS)[AdmonitionType]
