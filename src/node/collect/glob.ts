/**
 * A glob as Docusaurus' `exclude` option writes them (`tutorial/**`, `**\/_*.md`, `*.{md,mdx}`), as a
 * regular expression over a path with '/' separators: `**` spans folders, `*` and `?` stay within
 * one, `{a,b}` is either.
 */
export function globToRegExp(glob: string): RegExp {
  let out = ''
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!
    if (c === '*' && glob[i + 1] === '*') {
      const slashAfter = glob[i + 2] === '/'
      out += slashAfter ? '(?:.*/)?' : '.*'
      i += slashAfter ? 2 : 1
    } else if (c === '*') out += '[^/]*'
    else if (c === '?') out += '[^/]'
    else if (c === '{') out += '(?:'
    else if (c === '}') out += ')'
    else if (c === ',' && out.lastIndexOf('(?:') > out.lastIndexOf(')')) out += '|'
    else out += c.replace(/[.+^$()|[\]\\]/g, '\\$&')
  }
  // `dir/**` also leaves out `dir` itself; a pattern naming a folder leaves out what is in it.
  return new RegExp(`^${out.replace(/\/\.\*$/, '(?:/.*)?')}(?:/.*)?$`)
}
