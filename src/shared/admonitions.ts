import type { IconName } from './icons.js'

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

/** The icon each admonition type shows before its title (see icons.ts). */
export const ADMONITION_ICONS: Record<AdmonitionType, IconName> = {
  note: 'info',
  tip: 'bulb',
  info: 'info',
  warning: 'triangle',
  danger: 'octagon',
  caution: 'triangle',
  important: 'alert',
}
