import type { ReactNode } from 'react'
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

// chemdocs builds a site's default locale only, so the message is the default one the code gives
// (Docusaurus falls back to the id when there is no message).
function messageOf(message: string | undefined, id: string | undefined): string {
  return message ?? id ?? ''
}

/** `translate({ message, id }, values)` of `@docusaurus/Translate`: the message, placeholders filled. */
export function translate({ message, id }: TranslateMessage, values?: Record<string, string | number>): string {
  return String(interpolate(messageOf(message, id), values))
}

/** `<Translate id values>message</Translate>`: the message, placeholders filled (elements too). */
export default function Translate({ id, values, children }: TranslateProps): ReactNode {
  return interpolate(messageOf(children, id), values)
}
