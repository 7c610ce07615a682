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
  contentRules: {
    minWords: { page: 300, overview: 150 },
    minLinks: 2,
    requiredKeys: ['applies_to', 'sources'],
    // The releases Chemotion ELN v3.1.3 ships (.service-dependencies, package.json, Gemfile.lock):
    // a page citing another release of these gets a warning unless its applies_to names it.
    pinnedSources: {
      'ComPlat/chemotion_ELN': 'v3.1.3',
      'ComPlat/chemotion-converter-app': 'v1.8.0',
      'ComPlat/chem-spectra-app': 'v1.4.0',
      'ComPlat/react-spectra-editor': 'v1.7.1',
      'LabIMotion/labimotion': 'v2.1.1',
      'LabIMotion/chem-generic-ui': 'v2.2.2',
      'Chemotion/ChemLocalLink': 'v2.0.1',
      'epam/ketcher': 'v3.7.0',
      'npm:ketcher-core': '3.7.0',
    },
  },
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
