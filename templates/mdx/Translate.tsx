import type { ReactNode } from 'react'
import { codeTranslations } from '@docusaurus/useDocusaurusContext'
import { interpolate, type InterpolateValues } from './fill-placeholders.js'

/** A message as Docusaurus' translate() takes it. */
export interface TranslateMessage {
  message?: string
  id?: string
  description?: string
}

export interface TranslateProps {
  id?: string
  description?: string
  values?: InterpolateValues
  children?: string
}

// As Docusaurus: the locale's code.json message for the id (the message itself when there is no
// id), else the default message the code gives, else the id.
function messageOf(message: string | undefined, id: string | undefined): string {
  const key = id ?? message
  return (key !== undefined ? codeTranslations[key] : undefined) ?? message ?? id ?? ''
}

/** `translate({ message, id }, values)` of `@docusaurus/Translate`: the message, placeholders filled. */
export function translate({ message, id }: TranslateMessage, values?: Record<string, string | number>): string {
  return String(interpolate(messageOf(message, id), values))
}

/** `<Translate id values>message</Translate>`: the message, placeholders filled (elements too). */
export default function Translate({ id, values, children }: TranslateProps): ReactNode {
  return interpolate(messageOf(children, id), values)
}
