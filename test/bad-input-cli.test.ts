import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The bad-input catalogue as a user meets it: `chemdocs build` (compiled: run `npm run compile`
 * first) on one small site per case. Each case states the exit code (0: warnings only, 1: content
 * errors, 2: config errors and a missing docs folder), every problem line it prints in full
 * (file:line:col, severity, message, rule id) and that no stack trace or 'internal error' shows.
 */

const BIN = path.resolve(import.meta.dirname, '../bin/chemdocs.js')
const CONFIG = "export default { title: 'Bad', url: 'https://example.org' }\n"
const HOME = '---\nid: welcome\ntitle: Welcome\n---\n\nHello.\n'

interface Case {
  name: string
  /** Files of the site besides site.config.ts and docs/index.md (null: leave that one out). */
  files: Record<string, string | Buffer | null>
  /** For what git cannot hold: symbolic links. */
  setup?: (dir: string) => void
  args?: string[]
  /** Lowered user-code limits (see src/node/user-code.ts), so that a runaway is stopped in a second. */
  env?: Record<string, string>
  exit: 0 | 1 | 2
  /** Content problems: the problem lines. Config problems: the whole of stderr. */
  problems?: string[]
  stderr?: string
  /** When stderr holds a temporary path: a pattern for the whole of it. */
  stderrPattern?: RegExp
}

const page = (title: string, extra = '') => `---\ntitle: ${title}\n${extra}---\n\nText.\n`
const mdx = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}`

const CASES: Case[] = [
  {
    name: 'malformed YAML frontmatter',
    files: { 'docs/yaml.md': '---\ntitle: [unclosed\n---\n\nText.\n' },
    exit: 1,
    problems: ['docs/yaml.md:2:17  error  malformed YAML frontmatter: Flow sequence in block collection must be sufficiently indented and end with a ]; close the list with `]` on the same line (`keywords: [a, b]`), or write one `- item` per line  invalid-frontmatter'],
  },
  {
    name: 'a frontmatter value of the wrong type',
    files: { 'docs/type.md': page('Type', 'sidebar_position: first\n') },
    exit: 1,
    problems: ['docs/type.md:3:19  error  frontmatter `sidebar_position` must be a number, found the string "first"  invalid-frontmatter'],
  },
  {
    name: 'an unknown frontmatter key is a warning with a suggestion (exit 0)',
    files: { 'docs/key.md': page('Key', 'sidebar_positon: 2\n') },
    exit: 0,
    problems: ['docs/key.md:3:1  warning  unknown frontmatter key `sidebar_positon`; did you mean `sidebar_position`?  unknown-frontmatter-key'],
  },
  {
    name: 'an unknown frontmatter key with --strict fails the build',
    files: { 'docs/key.md': page('Key', 'sidebar_positon: 2\n') },
    args: ['--strict'],
    exit: 1,
    problems: ['docs/key.md:3:1  warning  unknown frontmatter key `sidebar_positon`; did you mean `sidebar_position`?  unknown-frontmatter-key'],
  },
  {
    name: 'two pages with the same id',
    files: { 'docs/one.md': page('One', 'id: same\n'), 'docs/two.md': page('Two', 'id: same\n') },
    exit: 1,
    problems: [
      'docs/two.md:3:1  error  doc id `same` is also used by docs/one.md; ids must be unique  duplicate-id',
      'docs/two.md:3:1  error  route /docs/same is also produced by docs/one.md; change the file name or the slug of one of them  duplicate-route',
    ],
  },
  {
    name: 'two pages with the same slug',
    files: { 'docs/one.md': page('One', 'slug: /same\n'), 'docs/two.md': page('Two', 'slug: /same\n') },
    exit: 1,
    problems: ['docs/two.md:3:1  error  route /docs/same is also produced by docs/one.md; change the file name or the slug of one of them  duplicate-route'],
  },
  {
    name: 'file names that differ only in case',
    files: { 'docs/CAPS.md': page('Upper'), 'docs/caps.md': page('Lower') },
    exit: 1,
    problems: ['docs/caps.md:1:1  error  route /docs/caps differs only in case from /docs/CAPS of docs/CAPS.md; on macOS and Windows one page would overwrite the other: rename one of them  duplicate-route'],
  },
  {
    name: 'a page that claims a built-in route',
    files: {
      'site.config.ts': "export default { title: 'Bad', url: 'https://example.org', docs: { routeBasePath: '/' } }\n",
      'docs/index.md': null,
      'docs/welcome.md': page('Welcome', 'id: welcome\n'),
      'docs/find.md': page('Find', 'slug: /search\n'),
    },
    exit: 1,
    problems: ['docs/find.md:3:1  error  route /search belongs to a built-in page; choose another slug  duplicate-route'],
  },
  {
    name: 'a _category_ file with an unknown key, a wrong type and a bad link',
    files: { 'docs/cat/_category_.yml': 'label: Cat\nposition: second\ncolapsed: true\nlink:\n  type: doc\n  idd: x\n', 'docs/cat/page.md': page('Page') },
    exit: 1,
    problems: [
      'docs/cat/_category_.yml:2:1  error  position: expected number, received string  invalid-category',
      'docs/cat/_category_.yml:3:1  error  colapsed: unknown key; did you mean `collapsed`?  invalid-category',
      'docs/cat/_category_.yml:4:1  error  link.id: missing (a string is required)  invalid-category',
      'docs/cat/_category_.yml:6:3  error  link.idd: unknown key; did you mean `id`?  invalid-category',
    ],
  },
  {
    name: 'a _category_.json that is not JSON',
    files: { 'docs/cat/_category_.json': '{\n  "label": "Cat",\n  "position": 2,\n}\n', 'docs/cat/page.md': page('Page') },
    exit: 1,
    problems: ['docs/cat/_category_.json:4:1  error  category file cannot be parsed: Expected double-quoted property name  invalid-category'],
  },
  {
    name: 'an empty page and a page with only frontmatter are warnings',
    files: { 'docs/empty.md': '', 'docs/fm.md': '---\ntitle: Only\n---\n' },
    exit: 0,
    problems: ['docs/empty.md:1:1  warning  page is empty  empty-page', 'docs/fm.md:1:1  warning  page has frontmatter but no content  empty-page'],
  },
  {
    name: 'empty pages and a second path into docs/ with --strict fail the build',
    files: { 'docs/empty.md': '', 'docs/a/page.md': page('A'), 'docs/b/page.md': page('B') },
    setup: (dir) => symlinkSync('../b', path.join(dir, 'docs/a/b')),
    args: ['--strict'],
    exit: 1,
    problems: [
      'docs/a/b:1:1  warning  symbolic link to docs/b, which is already part of the docs; it is skipped (link to those pages instead)  duplicate-symlink',
      'docs/empty.md:1:1  warning  page is empty  empty-page',
    ],
  },
  {
    name: 'a non-UTF-8 file and a binary file',
    files: { 'docs/latin1.md': Buffer.from([0x74, 0xe9, 0x74, 0x65, 0x0a]), 'docs/blob.md': Buffer.from([0x00, 0x01, 0x02]) },
    exit: 1,
    problems: ['docs/blob.md:1:1  error  file contains NUL bytes; is it a binary file?  invalid-encoding', 'docs/latin1.md:1:1  error  file is not valid UTF-8 text; save it as UTF-8  invalid-encoding'],
  },
  {
    name: 'a symbolic link loop and a broken symbolic link',
    files: { 'docs/sub/page.md': page('Sub') },
    setup: (dir) => {
      symlinkSync('..', path.join(dir, 'docs/sub/up'))
      symlinkSync('./nowhere.md', path.join(dir, 'docs/gone.md'))
    },
    exit: 1,
    problems: ['docs/gone.md:1:1  error  broken symbolic link: its target ./nowhere.md does not exist  broken-symlink', 'docs/sub/up:1:1  error  symbolic link loops back to docs, a folder that contains it; remove the link  symlink-loop'],
  },
  {
    name: 'a symbolic link to another folder of docs/ is a warning',
    files: { 'docs/a/page.md': page('A'), 'docs/b/page.md': page('B') },
    setup: (dir) => symlinkSync('../b', path.join(dir, 'docs/a/b')),
    exit: 0,
    problems: ['docs/a/b:1:1  warning  symbolic link to docs/b, which is already part of the docs; it is skipped (link to those pages instead)  duplicate-symlink'],
  },
  {
    name: 'a missing image and a link to a missing anchor on another page',
    files: { 'docs/links.md': '# Links\n\n![Flask](./img/flask.png)\n\nSee [setup](./index.md#setup).\n' },
    exit: 1,
    problems: [
      'docs/links.md:3:1  error  image `./img/flask.png` not found (looked for docs/img/flask.png)  missing-image',
      'docs/links.md:5:5  error  link to `./index.md#setup` points to anchor #setup, which does not exist on /docs  missing-anchor',
    ],
  },
  {
    name: 'lists nested too deep',
    files: { 'docs/deep.md': `# Deep\n\n${Array.from({ length: 500 }, (_, i) => `${'  '.repeat(i)}- ${i}`).join('\n')}\n` },
    exit: 1,
    problems: ['docs/deep.md:103:1  error  lists and block quotes are nested 101 levels deep here; at most 100 can be rendered: flatten the structure  too-deeply-nested'],
  },
  {
    name: 'a config with a syntax error',
    files: { 'site.config.ts': "export default {\n  title: 'Broken'\n  url: 'https://example.org',\n}\n" },
    exit: 2,
    stderr: 'error invalid-config: site.config.ts:3:3: Expected "}" but found "url"\nhint: fix the syntax error in the config file',
  },
  {
    name: 'a config value of the wrong type and unknown keys, nested ones too',
    files: { 'site.config.ts': "export default {\n  title: 42,\n  url: 'https://example.org',\n  search: { resultLimt: 5 },\n  tagLine: 'x',\n}\n" },
    exit: 2,
    stderr: [
      'error invalid-config: invalid config',
      'site.config.ts:2:3: title: expected string, received number',
      'site.config.ts:4:13: search.resultLimt: unknown key; did you mean `resultLimit`?',
      'site.config.ts:5:3: tagLine: unknown key; did you mean `tagline`?',
      'hint: see "Configuration" in the README for every option and its type',
    ].join('\n'),
  },
  {
    name: 'frontmatter keys named like Object.prototype members',
    files: { 'docs/proto.md': '---\n__proto__: 1\nconstructor: x\ntoString: y\nhasOwnProperty: z\nvalueOf: 2\n---\n\nText.\n' },
    exit: 0,
    problems: ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'].map((key, i) => `docs/proto.md:${i + 2}:1  warning  unknown frontmatter key \`${key}\`  unknown-frontmatter-key`),
  },
  {
    name: 'a NUL byte in a slug, written as %00',
    files: { 'docs/nul.md': '---\nslug: /a/%00/b\n---\n\nText.\n' },
    exit: 1,
    problems: ['docs/nul.md:2:7  error  frontmatter `slug` must be a non-empty path without control characters (nor %00 and the like), found the string "/a/%00/b"  invalid-frontmatter'],
  },
  {
    name: 'a file name that is not UTF-8 (Latin-1 from an old archive)',
    files: {},
    setup: (dir) => writeFileSync(Buffer.concat([Buffer.from(path.join(dir, 'docs/caf')), Buffer.from([0xe9]), Buffer.from('.md')]), '# Café\n'),
    exit: 1,
    problems: ['docs/caf\\xe9.md:1:1  error  file name caf\\xe9.md is not valid UTF-8; rename it  invalid-encoding'],
  },
  {
    name: 'a named pipe, a link to /dev/zero and a 22 MB page',
    files: { 'docs/big.md': 'word '.repeat(4.4 * 1024 * 1024) },
    setup: (dir) => {
      execFileSync('mkfifo', [path.join(dir, 'docs/pipe.md')])
      symlinkSync('/dev/zero', path.join(dir, 'docs/zero.md'))
    },
    exit: 1,
    problems: [
      'docs/big.md:1:1  error  big.md is 22 MB; a page can be at most 5 MB: split it into several pages  unreadable-file',
      'docs/pipe.md:1:1  error  pipe.md is a named pipe, not a page file; remove it from the docs folder  unreadable-file',
      // Never read: a link that leads outside the site is refused before its target is looked at.
      "docs/zero.md:1:1  error  symbolic link leads to /dev/zero, outside the site, which would publish it; pages must be in the docs or pages folder (a shared folder elsewhere can be named in the config's sharedFolders)  outside-site",
    ],
  },
  {
    name: 'terminal control characters in a file name and a frontmatter key',
    files: { 'docs/t\u001b[2Jx.md': '---\n\u001b]0;PWNED\u0007: 1\n---\n\nText.\n' },
    exit: 0,
    problems: ['docs/t\\x1b[2Jx.md:2:1  warning  unknown frontmatter key `\\x1b]0;PWNED\\x07`  unknown-frontmatter-key'],
  },
  {
    name: 'a dangling symbolic link in static/',
    files: { 'static/ok.txt': 'ok' },
    setup: (dir) => symlinkSync('nowhere.png', path.join(dir, 'static/dangling.png')),
    exit: 2,
    stderr: 'error broken-symlink: static/dangling.png: broken symbolic link: its target nowhere.png does not exist\nhint: remove the link or restore its target',
  },
  {
    name: 'a symbolic link in static/ that leads out of the site',
    files: { 'static/ok.txt': 'ok' },
    setup: (dir) => symlinkSync('/etc', path.join(dir, 'static/etc')),
    exit: 2,
    stderr: 'error outside-site: static/etc: symbolic link leads to /etc, outside the site, which would publish it\nhint: copy the file into static/ instead of linking it',
  },
  // User code (MDX pages and what they import, site.config.ts, sidebars.js) runs in a worker with a
  // time limit and a heap ceiling: a runaway is an error naming the file, never a hang or an abort.
  {
    name: 'MDX that throws while it renders is placed at the line that throws',
    files: { 'docs/throw.mdx': mdx('Throw', '# Throw\n\nSome text.\n\n{(() => { throw new Error("boom") })()}\n'), 'docs/null.mdx': mdx('Nulls', 'Text\n\nMore {null.foo} here\n') },
    exit: 1,
    problems: [
      "docs/null.mdx:7:12  error  MDX page could not be rendered: Cannot read properties of null (reading 'foo')  mdx-error",
      'docs/throw.mdx:9:3  error  MDX page could not be rendered: boom  mdx-error',
    ],
  },
  {
    name: 'MDX that loops for ever is stopped and named',
    files: { 'docs/loop.mdx': mdx('Loop', '{(() => { while (true) {} })()}\n') },
    env: { CHEMDOCS_USER_CODE_TIMEOUT_MS: '4000' },
    exit: 1,
    problems: ['docs/loop.mdx:1:1  error  MDX page could not be rendered: the page did not finish within 4 s (an endless loop?) and was stopped  mdx-error'],
  },
  {
    // Apart from the loop, with the default time limit: near its heap limit a busy machine's
    // garbage collector takes seconds to give up, and the time limit must not come first.
    name: 'MDX that allocates without end is stopped and named',
    files: { 'docs/oom.mdx': mdx('Oom', '{(() => { const a = []; for (;;) a.push("x".repeat(64) + Math.random()) })()}\n') },
    env: { CHEMDOCS_USER_CODE_HEAP_MB: '64' },
    exit: 1,
    problems: ['docs/oom.mdx:1:1  error  MDX page could not be rendered: the page used more than 64 MB of memory and was stopped  mdx-error'],
  },
  {
    // Plain Markdown that parses slowly (seconds for half a megabyte of emphasis runs): the time
    // limit of user code holds for it too, and the other pages are made as usual.
    name: 'Markdown that takes too long is stopped and named; the other pages are made',
    files: { 'docs/slow.md': `# Slow\n\n${'*a '.repeat(320_000)}\n`, 'docs/after.md': '# After\n\n[missing](./nowhere.md)\n' },
    env: { CHEMDOCS_USER_CODE_TIMEOUT_MS: '1500' },
    exit: 1,
    problems: [
      'docs/after.md:3:1  error  link to `./nowhere.md` points to a markdown file that does not exist  missing-markdown-file',
      'docs/slow.md:1:1  error  markdown took more than 1.5 s to render and was stopped: split the page, or flatten its deepest nesting (brackets, admonitions, lists, tables)  render-failed',
    ],
  },
  {
    // A site with remark plugins of its own: its pages are made in the worker threads too (each
    // loads the plugins from the config), so the time limit holds for them as well.
    name: 'Markdown that takes too long on a site with its own remark plugin is stopped and named; the plugin runs on the other pages',
    files: {
      'site.config.ts': "function remarkStamp() { return (tree) => { tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'stamped' }] }) } }\nexport default { title: 'Bad', url: 'https://example.org', markdown: { remarkPlugins: [remarkStamp] } }\n",
      'docs/slow.md': `# Slow\n\n${'*a '.repeat(320_000)}\n`,
      'docs/after.md': '# After\n\n[missing](./nowhere.md)\n',
    },
    env: { CHEMDOCS_USER_CODE_TIMEOUT_MS: '1500' },
    exit: 1,
    problems: [
      'docs/after.md:3:1  error  link to `./nowhere.md` points to a markdown file that does not exist  missing-markdown-file',
      'docs/slow.md:1:1  error  markdown took more than 1.5 s to render and was stopped: split the page, or flatten its deepest nesting (brackets, admonitions, lists, tables)  render-failed',
    ],
  },
  {
    // MDX pages are compiled in the worker threads under the same limits (the compiler parses the
    // Markdown in them as slowly), and a page that is stopped is no reason to stop the next worker.
    name: 'MDX that takes too long to compile is stopped and named; the other pages are made',
    files: {
      'docs/slow.mdx': `# Slow\n\n${'*a '.repeat(320_000)}\n`,
      'docs/slower.mdx': `# Slower\n\n${'*b '.repeat(320_000)}\n`,
      'docs/fine.mdx': '# Fine\n\nexport const n = 2\n\n[missing](./nowhere.md) {n}\n',
    },
    env: { CHEMDOCS_USER_CODE_TIMEOUT_MS: '1500' },
    exit: 1,
    problems: [
      'docs/fine.mdx:5:1  error  link to `./nowhere.md` points to a markdown file that does not exist  missing-markdown-file',
      'docs/slow.mdx:1:1  error  MDX page took more than 1.5 s to compile and was stopped: split the page, or flatten its deepest nesting (brackets, admonitions, lists, JSX)  mdx-error',
      'docs/slower.mdx:1:1  error  MDX page took more than 1.5 s to compile and was stopped: split the page, or flatten its deepest nesting (brackets, admonitions, lists, JSX)  mdx-error',
    ],
  },
  {
    name: 'Markdown that needs more memory than user code may have is stopped and named',
    files: { 'docs/big.md': `# Big\n\n${Array.from({ length: 40_000 }, (_, i) => (i % 50 === 0 ? `## Part ${i}` : '**bold** `code` and [home](./index.md) words words words')).join('\n\n')}\n` },
    env: { CHEMDOCS_USER_CODE_HEAP_MB: '48' },
    exit: 1,
    problems: ['docs/big.md:1:1  error  markdown used more than 48 MB of memory to render and was stopped: split the page, or flatten its deepest nesting (brackets, admonitions, lists, tables)  render-failed'],
  },
  {
    name: 'MDX whose module, or a module it imports, throws when it loads',
    files: {
      'docs/top.mdx': mdx('Top', 'export const x = (() => { throw new Error("top level") })()\n\nText {x}\n'),
      'docs/c/thrower.mjs': 'export const y = 1\nthrow new Error("mjs throws")\n',
      'docs/imp.mdx': mdx('Imp', 'import { y } from "./c/thrower.mjs"\n\nText {y}\n'),
      'docs/c/req.cjs': 'const os = require("os")\nmodule.exports = { z: os.EOL.length }\n',
      'docs/req.mdx': mdx('Req', 'import { z } from "./c/req.cjs"\n\nText {z}\n'),
    },
    exit: 1,
    problems: [
      'docs/c/thrower.mjs:2:7  error  MDX page docs/imp.mdx could not be rendered: mjs throws  mdx-error',
      'docs/top.mdx:5:19  error  MDX page could not be rendered: top level  mdx-error',
    ],
  },
  {
    name: 'markdown the parser handles in quadratic time is refused at once at its place (each held a build for minutes)',
    files: {
      'docs/brackets.md': `# B\n\n${'['.repeat(100_000)}a${']'.repeat(100_000)}\n`,
      'docs/links.md': `# L\n\n${'[a]('.repeat(100_000)}\n`,
      'docs/notes.md': `# N\n\n${':::note\n'.repeat(5000)}x\n${':::\n'.repeat(5000)}`,
      'docs/table.md': `# T\n\n|${'c|'.repeat(20_000)}\n|${'-|'.repeat(20_000)}\n|${'x|'.repeat(20_000)}\n`,
      'docs/fine.md': `# F\n\n${'['.repeat(900)}a${']'.repeat(900)}\n\n${':::note\n'.repeat(90)}x\n${':::\n'.repeat(90)}\n|${'c|'.repeat(900)}\n|${'-|'.repeat(900)}\n`,
    },
    exit: 1,
    problems: [
      'docs/brackets.md:3:1001  error  more than 1000 links or `[` are left open in one paragraph here; the link parser would take minutes: close them, or escape them as \\[  too-deeply-nested',
      'docs/links.md:3:4004  error  more than 1000 links or `[` are left open in one paragraph here; the link parser would take minutes: close them, or escape them as \\[  too-deeply-nested',
      'docs/notes.md:103:3  error  `:::` containers are nested more than 100 levels deep here; at most 100 can be rendered: flatten the structure  too-deeply-nested',
      'docs/table.md:3:1  error  a table row of 20001 cells; at most 1000 columns can be rendered: split the table  too-deeply-nested',
    ],
  },
  {
    name: 'MDX with 5,000 nested elements is refused at once at its place',
    files: { 'docs/deep.mdx': mdx('Deep', `${'<div>'.repeat(5000)}x${'</div>'.repeat(5000)}\n`) },
    exit: 1,
    problems: ['docs/deep.mdx:5:501  error  elements are nested more than 100 levels deep here; at most 100 can be rendered: flatten the structure  too-deeply-nested'],
  },
  {
    name: 'a site.config.ts that loops for ever',
    files: { 'site.config.ts': `while (true) {}\n${CONFIG}` },
    env: { CHEMDOCS_USER_CODE_TIMEOUT_MS: '1500' },
    exit: 2,
    stderr: 'error invalid-config: the config file site.config.ts did not finish within 1.5 s (an endless loop?) and was stopped\nhint: a config file should only describe the site; move long computations out of it',
  },
  {
    name: 'a site.config.ts whose default export is a Promise that never settles (exit 13, nothing printed, before)',
    files: { 'site.config.ts': 'export default new Promise(() => {})\n' },
    env: { CHEMDOCS_USER_CODE_TIMEOUT_MS: '1500' },
    exit: 2,
    stderr: 'error invalid-config: the config file site.config.ts did not finish within 1.5 s (an endless loop?) and was stopped\nhint: a config file should only describe the site; move long computations out of it',
  },
  {
    name: 'a site.config.ts whose default export is a Promise of the config',
    files: { 'site.config.ts': `export default new Promise((resolve) => setTimeout(() => resolve(${CONFIG.replace(/^export default /, '').replace(/\n$/, '')}), 100))\n` },
    exit: 0,
    problems: [],
  },
  {
    name: 'a site.config.ts holding functions that starts a child process: the build exits when done (it waited for the child)',
    files: { 'site.config.ts': "import { spawn } from 'node:child_process'\nspawn('sleep', ['90'], { stdio: 'ignore' })\nexport default { title: 'Bad', url: 'https://example.org', markdown: { remarkPlugins: [() => () => undefined] } }\n" },
    exit: 0,
    problems: [],
  },
  {
    name: 'a site.config.ts that allocates without end',
    files: { 'site.config.ts': `const a: string[] = []\nfor (;;) a.push('x'.repeat(64) + Math.random())\n${CONFIG}` },
    env: { CHEMDOCS_USER_CODE_HEAP_MB: '64' },
    exit: 2,
    stderr: 'error invalid-config: the config file site.config.ts used more than 64 MB of memory and was stopped\nhint: a config file should only describe the site; move long computations out of it',
  },
  {
    name: '--config /dev/zero',
    files: {},
    args: ['--config', '/dev/zero'],
    exit: 2,
    stderr: 'error invalid-config: config file /dev/zero is not a regular file (a device or socket)\nhint: pass the path of a site.config.ts with --config',
  },
  {
    name: '--config <a named pipe>',
    files: {},
    setup: (dir) => execFileSync('mkfifo', [path.join(dir, 'pipe.ts')]),
    args: ['--config', 'pipe.ts'],
    exit: 2,
    stderr: 'error invalid-config: config file pipe.ts is not a regular file (a named pipe)\nhint: pass the path of a site.config.ts with --config',
  },
  {
    name: 'named pipes as the sidebars file, an image and a _category_ file are reported, never read (each hung the build)',
    files: { 'docs/c/x.md': '# X\n\nText.\n', 'docs/i.md': '# I\n\n![i](./i.png)\n' },
    setup: (dir) => {
      for (const f of ['sidebars.js', 'docs/i.png', 'docs/c/_category_.yml']) execFileSync('mkfifo', [path.join(dir, f)])
    },
    exit: 1,
    problems: [
      'docs/c/_category_.yml:1:1  error  _category_.yml is a named pipe, not a category file; replace it with a regular file  unreadable-file',
      'docs/i.md:3:1  error  image `./i.png` is a named pipe, not an image; replace it with a regular file  unreadable-file',
      'sidebars.js:1:1  error  sidebars.js is a named pipe, not a sidebars file; replace it with a regular file  invalid-sidebars',
    ],
  },
  {
    name: 'a named pipe as src/css/custom.css is a config error (it hung the build)',
    files: {},
    setup: (dir) => {
      mkdirSync(path.join(dir, 'src/css'), { recursive: true })
      execFileSync('mkfifo', [path.join(dir, 'src/css/custom.css')])
    },
    exit: 2,
    stderr: 'error invalid-config: site.config.ts: customCss: src/css/custom.css is a named pipe, not a stylesheet; replace it with a regular file\nhint: point customCss at a CSS file',
  },
  {
    name: 'a customCss that names a file other than a stylesheet is a config error (it was published as assets/passwd.<hash>.css)',
    files: { 'site.config.ts': "export default { title: 'Bad', url: 'https://example.org', customCss: ['/etc/passwd'] }\n" },
    exit: 2,
    stderr: 'error invalid-config: site.config.ts: customCss: /etc/passwd is not a stylesheet (a .css, .scss or .sass file), and every file customCss names is published\nhint: point customCss at a CSS file',
  },
  {
    name: 'a sidebars.js that loops for ever',
    files: { 'sidebars.js': 'while (true) {}\n' },
    env: { CHEMDOCS_USER_CODE_TIMEOUT_MS: '1500' },
    exit: 1,
    problems: ['sidebars.js:1:1  error  the sidebars file sidebars.js did not finish within 1.5 s (an endless loop?) and was stopped  invalid-sidebars'],
  },
  {
    name: 'a sidebars.js that exports a Proxy whose traps throw',
    files: { 'sidebars.js': "module.exports = new Proxy({}, { get() { throw new Error('no get') }, ownKeys() { throw new Error('no keys') } })\n" },
    exit: 1,
    problems: ['sidebars.js:1:1  error  sidebars file failed while it ran: no get  invalid-sidebars'],
  },
  {
    name: 'a docs folder that is a link to /',
    files: { 'docs/index.md': null },
    setup: (dir) => symlinkSync('/', path.join(dir, 'docs')),
    exit: 2,
    stderr: 'error invalid-usage: refusing to write the output to dist: it is inside the source folder docs; a build replaces the whole output folder\nhint: choose a folder of its own for the output, e.g. --out-dir dist',
  },
  {
    name: 'raw HTML left open that would swallow the rest of the page, and a meta refresh to another site',
    files: {
      'docs/textarea.md': page('Textarea') + '\n<textarea>\nnotes\n\n## Later\n\nMore.\n',
      'docs/comment.md': page('Comment') + '\nBefore.\n\n<!-- a note to self\n\nAfter.\n',
      'docs/inline.md': page('Inline') + '\nA <script> in prose, and more.\n',
      'docs/refresh.md': page('Refresh') + '\n<meta http-equiv="refresh" content="0;url=https://evil.example/">\n',
    },
    exit: 1,
    problems: [
      'docs/comment.md:9:1  error  raw HTML comment `<!--` is never closed with `-->`: the rest of the page would be swallowed by it; close it, or put it in backticks to show it as code  unclosed-html',
      'docs/inline.md:7:3  error  raw HTML `<script>` is never closed with `</script>`: the rest of the page would be swallowed by it; close it, or put it in backticks to show it as code  unclosed-html',
      'docs/refresh.md:7:1  error  `<meta http-equiv="refresh">` sends the reader to `https://evil.example/`, off the site; link to it instead (pages never navigate elsewhere by themselves)  off-site-refresh',
      'docs/textarea.md:7:1  error  raw HTML `<textarea>` is never closed with `</textarea>`: the rest of the page would be swallowed by it; close it, or put it in backticks to show it as code  unclosed-html',
    ],
  },
  ...['/../../', '/docs/../../x/', '/%2e%2e/x/'].map((base): Case => ({
    name: `--base-url ${base}`,
    files: {},
    args: ['--base-url', base],
    exit: 2,
    stderr: `error invalid-usage: --base-url \`${base}\` holds a "." or ".." segment, which would move every URL of the site to another folder\nhint: pass the path the site is served under, starting and ending with /, such as --base-url /chemdocs/ (--base-url / for the root of the server)`,
  })),
  {
    name: '--base-url /x?y=1#z/',
    files: {},
    args: ['--base-url', '/x?y=1#z/'],
    exit: 2,
    stderr: 'error invalid-usage: --base-url `/x?y=1#z/` holds "?", which would end the path of every URL of the site\nhint: pass the path the site is served under, starting and ending with /, such as --base-url /chemdocs/ (--base-url / for the root of the server)',
  },
  {
    name: '--base-url /\\evil.example/',
    files: {},
    args: ['--base-url', '/\\evil.example/'],
    exit: 2,
    stderr: 'error invalid-usage: --base-url `/\\evil.example/` holds a backslash, which browsers read as / (/\\host/ would load the site from another server)\nhint: pass the path the site is served under, starting and ending with /, such as --base-url /chemdocs/ (--base-url / for the root of the server)',
  },
  {
    name: 'a baseUrl with a ".." segment in site.config.ts',
    files: { 'site.config.ts': "export default {\n  title: 'Bad',\n  url: 'https://example.org',\n  baseUrl: '/a/../b/',\n}\n" },
    exit: 2,
    stderr: `error invalid-config: site.config.ts:4:3: baseUrl \`/a/../b/\` holds a "." or ".." segment, which would move every URL of the site to another folder\nhint: give the path the site is served under, starting and ending with /, such as baseUrl: '/chemdocs/' ('/' for the root of the server)`,
  },
  {
    name: 'dist.lock holding the pid of a live process that is no build: the hint names the file to delete, and when',
    files: { 'dist.lock': '1' },
    exit: 2,
    stderrPattern: /^error invalid-usage: another chemdocs build \(pid 1\) is writing \/.*\/dist\nhint: wait for it to finish, or build into another folder with --out-dir\. If no chemdocs build is running \(the pid may belong to another program now\), the lock is left over: delete dist\.lock \(rm dist\.lock\) and build again$/,
  },
  {
    name: 'dist.lock is a folder',
    files: { 'dist.lock/x': 'x' },
    exit: 2,
    stderr: 'error invalid-usage: dist.lock should be the lock file of the build, but it is a folder (or another thing that is not a file)\nhint: chemdocs keeps its lock in dist.lock; move or remove what is there (rm -r dist.lock), then build again',
  },
  {
    name: 'a missing docs folder',
    files: { 'docs/index.md': null },
    exit: 2,
    stderr: 'error missing-docs-dir: docs folder docs does not exist\nhint: create it with at least one .md page, or set docsDir in site.config.ts',
  },
]

function makeSite(c: Case): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-cli-bad-'))
  const files: Record<string, string | Buffer | null> = { 'site.config.ts': CONFIG, 'docs/index.md': HOME, ...c.files }
  for (const [rel, contents] of Object.entries(files)) {
    if (contents === null) continue
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
    writeFileSync(path.join(dir, rel), contents)
  }
  c.setup?.(dir)
  return dir
}

function runBuild(cwd: string, args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, 'build', ...args], { cwd, env: { ...process.env, NO_COLOR: '1', ...env } })
    let stderr = ''
    child.stderr.on('data', (d) => (stderr += d))
    child.on('close', (code) => resolve({ code, stderr }))
  })
}

/** The lines of a build's report that name a problem: '  file[:line:col]  severity  message  rule'. */
const problemLines = (stderr: string) => stderr.split('\n').filter((l) => /^ {2}\S.*? {2}(error|warning) {2}/.test(l)).map((l) => l.trim())

describe('chemdocs build on bad input: exit code, every problem line, no stack trace', () => {
  it.each(CASES)('$name', async (c) => {
    const { code, stderr } = await runBuild(makeSite(c), c.args ?? [], c.env)
    expect(stderr).not.toMatch(/internal error|\n\s+at /)
    if (c.stderr !== undefined) expect(stderr.trim()).toBe(c.stderr)
    else if (c.stderrPattern !== undefined) expect(stderr.trim()).toMatch(c.stderrPattern)
    else expect(problemLines(stderr)).toEqual(c.problems)
    expect(code, stderr).toBe(c.exit)
  }, 60_000)
})
