import { describe, expect, inject, it } from 'vitest'
import { layoutShifts, openPage, recordLayoutShifts, useBrowser, waitForHydration } from './browser.js'

const site = inject('siteUrl')
const browser = useBrowser()

describe('code blocks (our own site)', () => {
  it('shows the title and highlighted lines, and copies the code with its button, under the strict CSP', async () => {
    const w = await openPage(browser(), { permissions: ['clipboard-read', 'clipboard-write'] })
    // A page without code blocks loads no copy code.
    await w.page.goto(site + '/docs')
    await waitForHydration(w.page)
    expect(w.requests.filter((r) => r.includes('code-copy'))).toEqual([])
    // A page with code blocks: the copy code loads, and every block gets its button.
    await w.page.goto(site + '/docs/labimotion/designer/template-features')
    await waitForHydration(w.page)
    const block = w.page.locator('.code-block', { has: w.page.locator('.code-block__title') }).first()
    expect(await block.locator('.code-block__title').textContent()).toBe('template.json')
    const marked = block.locator('.code-line--highlighted')
    expect(await marked.count()).toBe(10)
    expect(await marked.first().textContent()).toContain('"culture"')
    expect(await marked.first().evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)')
    // An icon button of the set, named: copy, then a check once copied, then copy again.
    const button = block.getByRole('button', { name: 'Copy code to clipboard' })
    const icon = () => block.locator('button.code-block__copy svg').evaluate((svg) => ({ icon: svg.querySelector('use')!.getAttribute('href'), drawn: svg.querySelector('use')!.getBBox().width > 5, hidden: svg.getAttribute('aria-hidden') }))
    expect(await icon()).toEqual({ icon: '#chemdocs-icon-copy', drawn: true, hidden: 'true' })
    await button.focus()
    await w.page.keyboard.press('Enter')
    await expect.poll(() => block.getByRole('button', { name: 'Copied' }).count()).toBe(1)
    expect(await icon()).toEqual({ icon: '#chemdocs-icon-check', drawn: true, hidden: 'true' })
    await expect.poll(icon).toEqual({ icon: '#chemdocs-icon-copy', drawn: true, hidden: 'true' })
    expect(await block.locator('button.code-block__copy').getAttribute('aria-label')).toBe('Copy code to clipboard')
    const copied = await w.page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toBe(await block.locator('pre code').textContent())
    expect(copied.startsWith('{\n  "version": "1.3",')).toBe(true)
    // Every code block of the page has one button, also after navigating away and back.
    await w.page.goBack()
    await w.page.goForward()
    await expect.poll(() => w.page.locator('.markdown .code-block').count()).toBeGreaterThan(0)
    await expect.poll(async () => (await w.page.locator('.markdown .code-block').count()) === (await w.page.locator('.markdown .code-block > button.code-block__copy').count())).toBe(true)
    expect(w.problems).toEqual([])
    expect(w.offsite).toEqual([])
    await w.context.close()
  })

  it('adds the copy buttons over their blocks, moving nothing', async () => {
    const w = await openPage(browser(), { viewport: { width: 1280, height: 800 } })
    await recordLayoutShifts(w.page)
    await w.page.goto(site + '/docs/labimotion/designer/template-features')
    await waitForHydration(w.page)
    await w.page.locator('.markdown .code-block > button.code-block__copy').first().waitFor()
    await w.page.waitForTimeout(300)
    expect(await layoutShifts(w.page)).toEqual({ cls: 0, shifts: [] })
    await w.context.close()
  })

  it('lets a keyboard scroll a code block wider than the column, showing where the focus is', async () => {
    const w = await openPage(browser(), { viewport: { width: 1280, height: 800 } })
    await w.page.goto(site + '/docs/labimotion/designer/template-features')
    await waitForHydration(w.page)
    // The first block whose code is wider than it.
    const index = await w.page.locator('.markdown .code-block > pre').evaluateAll((pres) => pres.findIndex((pre) => pre.scrollWidth > pre.clientWidth + 20))
    expect(index).toBeGreaterThanOrEqual(0)
    const pre = w.page.locator('.markdown .code-block > pre').nth(index)
    // Reached with Tab from the text above it, as a reader without a mouse gets there. (Chromium
    // makes a scroller a tab stop by itself; the block's tabindex does it in every browser, and axe
    // checks for it: a11y.e2e.ts.)
    await w.page.locator('article h1').click()
    const isFocused = () => pre.evaluate((el) => document.activeElement === el)
    for (let tabs = 0; tabs < 100 && !(await isFocused()); tabs++) await w.page.keyboard.press('Tab')
    expect(await isFocused()).toBe(true)
    const ring = await pre.evaluate((el) => ({ style: getComputedStyle(el).outlineStyle, width: parseFloat(getComputedStyle(el).outlineWidth) }))
    expect(ring.style).not.toBe('none')
    expect(ring.width).toBeGreaterThanOrEqual(2)
    await w.page.keyboard.press('ArrowRight')
    await expect.poll(() => pre.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
    await w.context.close()
  })

  it('draws a highlighted line from edge to edge of its block, the title without a frame the code lacks, and every token readable on it in dark mode', async () => {
    const w = await openPage(browser())
    await w.page.goto(site + '/docs/labimotion/designer/template-features')
    await waitForHydration(w.page)
    const block = w.page.locator('.code-block', { has: w.page.locator('.code-block__title') }).first()
    const pre = (await block.locator('pre').boundingBox())!
    const band = (await block.locator('.code-line--highlighted').first().boundingBox())!
    expect(Math.abs(band.x - pre.x)).toBeLessThanOrEqual(1)
    expect(Math.abs(band.x + band.width - (pre.x + pre.width))).toBeLessThanOrEqual(1)
    const borders = (selector: string) => block.locator(selector).evaluate((el) => ['Left', 'Right', 'Top'].map((side) => getComputedStyle(el).getPropertyValue(`border-${side.toLowerCase()}-width`)))
    expect(await borders('.code-block__title')).toEqual(await borders('pre'))
    // Every token colour of the theme, on a highlighted line in dark mode: WCAG AA (4.5:1).
    const ratios = await block.locator('.code-line--highlighted').first().evaluate((line) => {
      document.documentElement.dataset.theme = 'dark'
      const rgb = (c: string) => c.match(/[\d.]+/g)!.map(Number)
      const over = (top: number[], bottom: number[]) => [0, 1, 2].map((i) => top[i]! * (top[3] ?? 1) + bottom[i]! * (1 - (top[3] ?? 1)))
      const luminance = (c: number[]) => c.slice(0, 3).map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4)).reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0)
      const background = over(rgb(getComputedStyle(line).backgroundColor), rgb(getComputedStyle(line.closest('pre')!).backgroundColor))
      const kinds = ['keyword', 'built_in', 'string', 'number', 'title', 'comment', 'attr', 'literal', 'variable', 'meta', 'type', 'symbol', 'selector-tag', 'deletion', 'addition', 'name', 'section']
      return Object.fromEntries(
        kinds.map((kind) => {
          const probe = document.createElement('span')
          probe.className = `hljs-${kind}`
          line.append(probe)
          const [a, b] = [luminance(rgb(getComputedStyle(probe).color)), luminance(background)]
          probe.remove()
          return [kind, Math.round(((Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)) * 10) / 10]
        }),
      )
    })
    expect(Object.entries(ratios).filter(([, ratio]) => ratio < 4.5)).toEqual([])
    await w.context.close()
  })

  it('numbers the lines (showLineNumbers) and marks the one a magic comment points at; the copy takes neither numbers nor comments', async () => {
    const w = await openPage(browser(), { permissions: ['clipboard-read', 'clipboard-write'] })
    await w.page.goto(site + '/docs/documentation/style_guide')
    await waitForHydration(w.page)
    const block = w.page.locator('.code-block', { has: w.page.locator('.code-block__title', { hasText: 'run-specs.sh' }) }).last()
    const lines = block.locator('.code-line')
    expect(await lines.count()).toBe(2)
    // The numbers are drawn by CSS, 1 and 2, before each line.
    const numbers = await lines.evaluateAll((els) => els.map((el) => getComputedStyle(el, '::before').content))
    expect(numbers).toEqual(['counter(line-number)', 'counter(line-number)'])
    expect(await block.locator('pre').evaluate((el) => getComputedStyle(el).counterReset)).toBe('line-number 0')
    expect(await block.locator('.code-line--highlighted').textContent()).toBe('bundle exec rspec spec/api/chemotion/sample_api_spec.rb')
    await block.hover()
    await block.locator('button.code-block__copy').click()
    await expect.poll(() => block.locator('button.code-block__copy').getAttribute('aria-label')).toBe('Copied')
    expect(await w.page.evaluate(() => navigator.clipboard.readText())).toBe('RAILS_ENV=test bundle exec rake db:create db:migrate\nbundle exec rspec spec/api/chemotion/sample_api_spec.rb')
    expect(w.problems).toEqual([])
    await w.context.close()
  })
})
