import { decodeSearchIndex } from '../../../src/shared/search-codec.js'
import { encodeSearchIndex } from '../../../src/shared/search-codec.js'
import { createSearchIndex, type SearchIndex } from '../../../src/shared/search-engine.js'
import type { IndexedPageRow } from '../../../src/shared/search-format.js'

/** A small site with the chemistry spellings the tokenizer must handle. */
export const ROWS: IndexedPageRow[] = [
  ['/docs/eln/nmr', 'NMR Spectra', ['ELN'], 'How 1H-NMR and 13C NMR spectra get into the ELN.', 'NMR, 1H, 13C', [
    ['', 'Bruker TopSpin writes FID folders. The ELN converts them with ChemSpectra.'],
    ['Peak picking', 'Pick peaks in the 13C spectrum and write them to the description.'],
  ]],
  ['/docs/eln/lcms', 'LC-MS and GC/MS', ['ELN', 'Devices'], '', 'chromatography', [
    ['', 'Agilent LC/MS and GC-MS systems export their runs as UV-Vis and MS traces.'],
    ['Solvents', 'Water (H2O) and acetonitrile are the usual eluents.'],
  ]],
  ['/docs/eln/wellplates', 'Wellplates', ['ELN'], 'Arrange samples on a wellplate.', '', [
    ['', 'A wellplate holds up to 96 samples.'],
    ['Create a wellplate', 'Use the New button, then choose Wellplate.'],
  ]],
  ['/docs/eln/screens', 'Screens', ['ELN'], 'Group experiments in screens.', '', [
    ['', 'A screen collects the well plate of an assay and its research plans.'],
  ]],
  ['/docs/repo/doi', 'DOI Issues', ['Repository'], 'Why a DOI does not resolve.', 'DOI, DataCite', [
    ['', 'Every publication gets a DOI from DataCite.'],
    ['Custom anchor', 'Anchors can be set by hand.', '#custom'],
  ]],
  ['/docs/repo/orcid', 'Settings and Preparation', ['Repository'], 'Connect your ORCID iD.', 'ORCID, account', [
    ['', 'Link your ORCID iD in the account settings before you submit.'],
  ]],
  ['/docs/eln/novnc', 'noVNC Settings', ['ELN', 'Admin'], '', 'remote desktop', [
    ['', 'noVNC shows the screen of an instrument computer in the browser.'],
    ['Installation', 'Install the VNC server on the instrument PC and install the noVNC proxy.'],
  ]],
  ['/docs/services/chemspectra', 'ChemSpectra', ['Services'], 'The spectra editor.', '', [
    ['', 'ChemSpectra opens JCAMP-DX files, an installation is not needed. See also the (P)XRD layout.'],
  ]],
]

/** Encodes, decodes and indexes rows, as the build and the worker do. */
export function buildIndex(rows: IndexedPageRow[] = ROWS, tags: string[] = []): SearchIndex {
  return createSearchIndex(decodeSearchIndex(encodeSearchIndex(rows)), tags)
}
