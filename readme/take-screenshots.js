#!/usr/bin/env node
// The README's pictures, taken again from what chemdocs builds now (run after `npm run compile`):
//
//   node readme/take-screenshots.js
//
// Builds the Chemotion site and a new `chemdocs init` site into temporary folders, serves each with
// `chemdocs preview`, and photographs with Debian's chromium, light and dark: a long doc page with
// the TOC marking the section read, a phone with "On this page" open, and the init landing page.
// The Chemotion site has its colour switch off, so its dark pictures set the theme by hand.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'

const ROOT = path.resolve(import.meta.dirname, '..')
const CLI = path.join(ROOT, 'bin/chemdocs.js')
const OUT = path.join(ROOT, 'readme')
const tmp = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-shots-'))

function run(args, cwd) {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd, stdio: 'inherit' })
  if (r.status !== 0) throw new Error(`chemdocs ${args.join(' ')} failed in ${cwd}`)
}

/** `chemdocs preview` of a built site on a free port; resolves to its URL. */
function preview(cwd, outDir) {
  const child = spawn(process.execPath, [CLI, 'preview', '--port', '0', ...(outDir ? ['--out-dir', outDir] : [])], { cwd })
  return new Promise((resolve, reject) => {
    let seen = ''
    child.stdout.on('data', (chunk) => {
      seen += chunk
      const url = /(http:\/\/127\.0\.0\.1:\d+)\//.exec(seen)?.[1]
      if (url) resolve({ url, child })
    })
    child.on('exit', (code) => reject(new Error(`preview exited with ${code}: ${seen}`)))
  })
}

const chemotionOut = path.join(tmp, 'chemotion')
run(['build', '--out-dir', chemotionOut], ROOT)
const initSite = path.join(tmp, 'init')
spawnSync('mkdir', ['-p', initSite])
run(['init', '--title', 'Widget Manual'], initSite)
run(['build'], initSite)
const chemotion = await preview(ROOT, chemotionOut)
const init = await preview(initSite)

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
async function shoot(name, url, { width, height, theme, byHand, prepare }) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1, colorScheme: theme, ...(width < 600 && { isMobile: true, hasTouch: true }) })
  const page = await context.newPage()
  await page.goto(url)
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true')
  await page.waitForTimeout(500)
  if (byHand) await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme)
  if (prepare) await prepare(page)
  await page.waitForTimeout(400)
  await page.screenshot({ path: path.join(OUT, `${name}-${theme}.jpg`), type: 'jpeg', quality: 80 })
  await context.close()
}

try {
  for (const theme of ['light', 'dark']) {
    // Scrolled to a section in the middle, so the TOC marks it.
    await shoot('doc-page', `${chemotion.url}/docs/eln/ui/elements/samples`, {
      width: 1280, height: 800, theme, byHand: true,
      prepare: async (page) => {
        const headings = page.locator('article h2')
        await headings.nth(Math.floor((await headings.count()) / 2)).evaluate((h) => window.scrollTo(0, h.getBoundingClientRect().top + window.scrollY - 80))
      },
    })
    await shoot('phone', `${chemotion.url}/docs/eln/ui/elements/samples`, {
      width: 390, height: 844, theme, byHand: true,
      prepare: async (page) => {
        await page.locator('.toc-collapsible__button').click()
      },
    })
    // The init site has the colour switch; the theme is set the same way, to show the same page.
    await shoot('init-landing', `${init.url}/`, { width: 1280, height: 800, theme, byHand: true })
  }
} finally {
  await browser.close()
  chemotion.child.kill('SIGINT')
  init.child.kill('SIGINT')
  rmSync(tmp, { recursive: true, force: true })
}
console.log(`pictures written to ${path.relative(process.cwd(), OUT) || '.'}`)
