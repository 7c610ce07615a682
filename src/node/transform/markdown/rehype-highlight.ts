import type { Element, Root } from 'hast'
import { createLowlight } from 'lowlight'
import bash from 'highlight.js/lib/languages/bash'
import diff from 'highlight.js/lib/languages/diff'
import dockerfile from 'highlight.js/lib/languages/dockerfile'
import http from 'highlight.js/lib/languages/http'
import ini from 'highlight.js/lib/languages/ini'
import javascript from 'highlight.js/lib/languages/javascript'
import json from 'highlight.js/lib/languages/json'
import nginx from 'highlight.js/lib/languages/nginx'
import python from 'highlight.js/lib/languages/python'
import r from 'highlight.js/lib/languages/r'
import ruby from 'highlight.js/lib/languages/ruby'
import shell from 'highlight.js/lib/languages/shell'
import sql from 'highlight.js/lib/languages/sql'
import typescript from 'highlight.js/lib/languages/typescript'
import xml from 'highlight.js/lib/languages/xml'
import yaml from 'highlight.js/lib/languages/yaml'
import { walk } from './walk.js'

/**
 * Build-time code highlighting with a small, fixed set of grammars (loading every grammar costs
 * start-up time the docs never use). Unknown languages stay plain text. No client JavaScript.
 */
const lowlight = createLowlight({
  bash, diff, dockerfile, http, ini, javascript, json, nginx, python, r, ruby, shell, sql, typescript, xml, yaml,
})
lowlight.registerAlias({ bash: ['sh', 'zsh', 'console'], ini: ['toml', 'properties', 'env'], xml: ['html', 'svg'], yaml: ['yml'], javascript: ['js', 'jsx'], typescript: ['ts', 'tsx'] })

export function rehypeHighlight() {
  return (tree: Root) => {
    walk(tree, 'element', (node: Element, _index, parent) => {
      if (node.tagName !== 'code' || !parent || (parent as Element).tagName !== 'pre') return
      const classes = Array.isArray(node.properties.className) ? node.properties.className.map(String) : []
      const lang = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length)
      if (!lang || !lowlight.registered(lang)) return
      const text = node.children.map((c) => (c.type === 'text' ? c.value : '')).join('')
      const result = lowlight.highlight(lang, text)
      node.children = result.children as Element['children']
      node.properties.className = [...classes, 'hljs']
    })
  }
}
