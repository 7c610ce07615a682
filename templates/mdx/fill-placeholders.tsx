import { Fragment, type ReactNode } from 'react'

/** Values for `{name}` placeholders: text, or React elements (a link inside a sentence). */
export type InterpolateValues = Record<string, ReactNode>

/**
 * Docusaurus' `{name}` placeholders filled from `values`. Text only gives a string; a React
 * element among the values gives a fragment, so it renders as an element. An unknown name stays
 * as written, as in Docusaurus.
 */
export function interpolate(text: string, values?: InterpolateValues): ReactNode {
  if (!values) return text
  const parts = text.split(/(\{\w+\})/)
  const filled = parts.map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1]
    return name !== undefined && name in values ? values[name] : part
  })
  if (filled.every((p) => typeof p === 'string' || typeof p === 'number')) return filled.join('')
  return filled.map((p, i) => <Fragment key={i}>{p}</Fragment>)
}
