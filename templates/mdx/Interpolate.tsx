import type { ReactNode } from 'react'
import { interpolate, type InterpolateValues } from './fill-placeholders.js'

export interface InterpolateProps {
  children: string
  values?: InterpolateValues
}

/** `@docusaurus/Interpolate`: its text with `{name}` placeholders filled from `values`. */
export default function Interpolate({ children, values }: InterpolateProps): ReactNode {
  return interpolate(children, values)
}

export { interpolate }
