import { readFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { createServer, createSiteHandler, listen } from '../lib/src/node/serve/static-server.js'
const out = process.argv[2] ?? '/tmp/site-out'
const server = createServer(createSiteHandler((f) => { try { return readFileSync(path.join(out, f)) } catch { return undefined } }, '/'))
const port = await listen(server, 0, '127.0.0.1')
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
for (let run = 0; run < 5; run++) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`http://127.0.0.1:${port}/docs/eln`)
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true')
  await page.waitForTimeout(300)
  await page.evaluate(() => {
    window.__t = {}
    document.addEventListener('focusin', () => (window.__t.focus ??= performance.now()), true)
    document.addEventListener('keydown', () => (window.__t.key ??= performance.now()), true)
    new MutationObserver(() => { if (document.querySelector('[role="option"]')) window.__t.option ??= performance.now() }).observe(document.body, { subtree: true, childList: true })
  })
  const input = page.locator('input[role="combobox"]')
  await input.click()
  await input.pressSequentially('nmr', { delay: 30 })
  await page.waitForSelector('[role="option"]')
  const t = await page.evaluate(() => {
    const r = Object.fromEntries(performance.getEntriesByType('resource').filter((e) => /search/.test(e.name)).map((e) => [e.name.replace(/.*\//, '').replace(/\..*/, ''), [Math.round(e.startTime), Math.round(e.responseEnd)]]))
    return { ...Object.fromEntries(Object.entries(window.__t).map(([k, v]) => [k, Math.round(v)])), ...r }
  })
  const f = t.focus
  console.log(Object.entries(t).map(([k, v]) => `${k}:${Array.isArray(v) ? v.map((x) => x - f).join('-') : v - f}`).join('  '))
  await context.close()
}
await browser.close(); server.close()
