/**
 * The starter site `chemdocs init` writes: a config, a docs root page, one guide page in a
 * category and a favicon. Neutral (it names no product), and it builds, serves, passes
 * `check-links` and `chemdocs check` as written.
 */
export function starterFiles(title: string): Record<string, string> {
  return {
    'site.config.ts': `import { defineConfig } from 'chemdocs'

// Every option is listed in chemdocs' README (Configuration); unknown keys are errors.
export default defineConfig({
  title: ${JSON.stringify(title)},
  tagline: 'Documentation written in Markdown',
  url: 'https://docs.example.org',
  favicon: '/img/favicon.svg',
  navbar: { items: [{ label: 'Docs', to: '/docs' }] },
  footer: { links: [{ label: 'Guide', to: '/docs/guide/writing-pages' }], copyright: '' },
  // The home page: two buttons and a card per feature. Say what your readers get here.
  home: {
    actions: [
      { label: 'Get started', to: '/docs' },
      { label: 'Write a page', to: '/docs/guide/writing-pages' },
    ],
    features: [
      { title: 'Written in Markdown', text: 'Every file in docs/ is a page, and its folder is its place in the sidebar.', to: '/docs/guide/writing-pages' },
      { title: 'Links that stay working', text: 'Each link and anchor is checked on every build, with the file, line and column of a broken one.' },
      { title: 'Search that works offline', text: 'The search box runs in the browser: no server and no account, also without a network.' },
    ],
  },
  // What \`chemdocs check\` asks of every page besides a description, e.g.
  // contentRules: { minWords: 150, minLinks: 1, requiredKeys: ['owner'] },
})
`,
    'docs/index.md': `---
title: Welcome
description: What this documentation covers and where to start reading.
sidebar_position: 1
---

This is the first page of your documentation. It lives in \`docs/index.md\` and is served at
\`/docs\`. Every Markdown file you add under \`docs/\` becomes a page, and the sidebar on the left
grows with it: folders become categories, and the order comes from the \`sidebar_position\` of
each page or from the \`_category_.yml\` file of a folder.

## Where to start

Start with the [guide to writing pages](./guide/writing-pages.md). It shows the frontmatter
every page begins with, how to link one page to another so that links keep working when you
move files, how to add images and notes, and which commands check your work before you publish
it. When you are ready to share the site, the section on
[building and publishing](./guide/writing-pages.md#building-and-publishing) explains the commands.

Replace this text with an overview of your own project: who the documentation is for, what
they can do with it, and which page they should open first. Keep the description in the
frontmatter short, because it is shown in search results and on category cards.
`,
    'docs/guide/_category_.yml': `label: Guide
position: 2
link:
  type: generated-index
  description: How to write and publish the pages of this site.
`,
    'docs/guide/writing-pages.md': `---
title: Writing pages
description: How to add a page, link pages together, show images and check the site.
sidebar_position: 1
---

Each page is a Markdown file under \`docs/\`. Its address comes from its path:
\`docs/guide/writing-pages.md\` is served at \`/docs/guide/writing-pages\`. Number prefixes such as
\`01-\` are dropped from addresses, and files whose names start with an underscore are not pages.

## Frontmatter

A page starts with frontmatter between two lines of three dashes. The \`title\` is shown at the
top of the page and in the browser tab, and the \`description\` appears in search results:

\`\`\`yaml
---
title: Writing pages
description: One sentence that says what the page is for.
sidebar_position: 1
---
\`\`\`

Forgetting the closing dashes is reported as an error with its line, so a page never shows its
frontmatter as text by accident.

## Links between pages

Link to another page by its file, with a relative path, for example back to the
[welcome page](../index.md). Links to a heading add its anchor, as in
[where to start](../index.md#where-to-start). Every link and anchor is checked when the
site is built, and a broken one stops the build with its file, line and column and a
suggestion when a close match exists.

## Organising pages

Group related pages in a folder. A folder becomes a category in the sidebar, and its
\`_category_.yml\` file sets the label, the position among its neighbours and whether it starts
collapsed. A category without a page of its own gets a generated page that lists its pages as
cards, using the description of each one.

## Images and notes

Put images in \`static/\` and refer to them from the site root, for example
\`![Diagram](/img/diagram.svg)\`, or keep them next to the page and use a relative path. A note
or a warning is written as an admonition:

\`\`\`md
:::tip[Good to know]
Admonitions can be note, tip, info, warning, danger, caution or important.
:::
\`\`\`

Curly braces have a meaning in MDX pages (files ending in \`.mdx\`): write \`\\{\` and \`\\}\` when you
mean the characters themselves.

## Building and publishing

Run \`npx chemdocs serve\` while you write: the site is rebuilt on every save and open pages reload
by themselves, with any problem shown in the page. \`npx chemdocs check\` looks at every page for a
description, enough text and links to other pages. \`npx chemdocs build\` writes the finished site
to \`dist/\`, \`npx chemdocs preview\` serves that folder as a web server would, and
\`npx chemdocs check-links\` confirms that nothing in it is broken. Copy \`dist/\` to any static web
host to publish it.
`,
    'static/img/favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#2e6db4"/><path d="M9 8h9a7 7 0 0 1 0 14h-5v4H9zm4 4v6h5a3 3 0 0 0 0-6z" fill="#fff"/></svg>
`,
  }
}
