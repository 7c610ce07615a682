import type { ReactNode } from 'react'

export interface CodeBlockProps {
  language?: string
  title?: ReactNode
  children?: ReactNode
}

/**
 * `@theme/CodeBlock`: a code block with an optional title, without syntax colouring; wrapped like
 * a fenced block (rehype-code-blocks.ts), so it gets the copy button too.
 */
export default function CodeBlock({ language, title, children }: CodeBlockProps) {
  const code = (
    // A tab stop, as a fenced block's <pre> is: a keyboard scrolls a long line into view.
    <pre tabIndex={0}>
      <code className={language ? `language-${language}` : undefined}>{children}</code>
    </pre>
  )
  return (
    <div className="code-block">
      {title !== undefined && <div className="code-block__title">{title}</div>}
      {code}
    </div>
  )
}
