import { defineConfig } from 'chemdocs'

export default defineConfig({
  title: 'Chemotion',
  tagline: 'Electronic Laboratory Notebook & Repository for Research Data',
  url: 'https://chemotion.net',
  baseUrl: '/',
  logo: '/img/logo.svg',
  favicon: '/img/favicon.svg',
  siteVersion: '1.0.0',
  // This repository's src/ is the generator, so the site's own pages live in pages/.
  pagesDir: 'pages',
  navbar: {
    hideOnScroll: false,
    items: [
      { label: 'Documentation', position: 'left', type: 'doc', docId: 'welcome' },
      { label: 'Helpdesk', position: 'right', to: '/helpdesk' },
      { label: 'Repository', position: 'right', href: 'https://www.chemotion-repository.net' },
    ],
  },
  footer: {
    links: [
      { label: 'Source code', href: 'https://github.com/ComPlat/chemotion_ELN' },
      { label: 'About Us', to: '/about' },
    ],
    copyright: 'Copyright © 2025 Karlsruhe Institute of Technology (KIT), Institute of Biological and Chemical Systems – Functional Molecular Systems (IBCS-FMS). Built with chemdocs.',
  },
  // The house rules of `chemdocs check` for these docs (npm run check:content).
  contentRules: { minWords: { page: 300, overview: 150 }, minLinks: 2, requiredKeys: ['applies_to', 'sources'] },
  colorMode: { defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false },
  docs: { routeBasePath: 'docs', version: { name: 'current', label: 'Next', mainDocId: 'welcome' } },
  search: {
    resultLimit: 8,
    contextMaxLength: 50,
    highlightSearchTermsOnTargetPage: true,
    shortcut: 'mod+k',
    shortcutHint: true,
    indexDocs: true,
    indexPages: true,
    indexBlog: false,
    contexts: [
      { label: 'ELN', path: 'docs/eln' },
      { label: 'Repository', path: 'docs/repo' },
      { label: 'LabIMotion', path: 'docs/labimotion' },
      { label: 'Services', path: 'docs/services' },
      { label: 'Devices', path: 'docs/eln/devices' },
    ],
  },
})
