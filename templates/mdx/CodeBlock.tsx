import type { ReactNode } from 'react'

export interface CodeBlockProps {
  language?: string
  title?: ReactNode
  children?: ReactNode
}

/** `@theme/CodeBlock`: a code block with an optional title, without syntax colouring. */
export default function CodeBlock({ language, title, children }: CodeBlockProps) {
  const code = (
    <pre>
      <code className={language ? `language-${language}` : undefined}>{children}</code>
    </pre>
  )
  if (title === undefined) return code
  return (
    <div className="code-block">
      <div className="code-block__title">{title}</div>
      {code}
    </div>
  )
}
