/** Elements that have no end tag in HTML. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'])
/** A start or end tag with attributes as an HTML serializer writes them (quoted values may hold `>`). */
const TAG = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[^\s=>/"']+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/y

/**
 * Problems that make HTML ill-formed for a reader: an end tag that closes nothing or the wrong
 * element, an element left open, or a `<` in text (text that a browser could read as markup).
 * Browsers repair such HTML silently, which moves content out of where the page put it.
 */
export function balanceProblems(html: string): string[] {
  return scan(html).problems
}

/** The names of the elements that HTML really has (not text that looks like a tag, nor attribute values). */
export function elementNames(html: string): Set<string> {
  return scan(html).names
}

function scan(html: string): { problems: string[]; names: Set<string> } {
  const problems: string[] = []
  const names = new Set<string>()
  const open: string[] = []
  let i = 0
  while (i < html.length) {
    const lt = html.indexOf('<', i)
    if (lt === -1) break
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4)
      if (end === -1) return { problems: [...problems, `unclosed comment at ${lt}`], names }
      i = end + 3
      continue
    }
    if (/^<!doctype /i.test(html.slice(lt, lt + 10))) {
      i = html.indexOf('>', lt) + 1
      continue
    }
    TAG.lastIndex = lt
    const m = TAG.exec(html)
    if (!m) {
      problems.push(`"<" in text at ${lt}: ${JSON.stringify(html.slice(lt, lt + 30))}`)
      i = lt + 1
      continue
    }
    const [, slash, rawName] = m
    const name = rawName!.toLowerCase()
    names.add(name)
    i = TAG.lastIndex
    if (slash) {
      if (open.at(-1) === name) open.pop()
      else problems.push(`</${name}> at ${lt} while <${open.at(-1) ?? '(nothing)'}> is open`)
    } else if (!VOID.has(name)) {
      names.add(name)
      open.push(name)
      if (name === 'script' || name === 'style' || name === 'textarea' || name === 'title') {
        // Raw text: everything up to the matching end tag is content, not markup.
        const end = html.toLowerCase().indexOf(`</${name}`, i)
        if (end === -1) return { problems: [...problems, `<${name}> never closed`], names }
        i = end
      }
    }
  }
  if (open.length > 0) problems.push(`left open: ${open.join(' > ')}`)
  return { problems, names }
}
