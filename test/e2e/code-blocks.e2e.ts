import { describe, expect, inject, it } from 'vitest'
import { openPage, useBrowser, waitForHydration } from './browser.js'

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
    const button = block.locator('button.code-block__copy')
    await button.focus()
    await w.page.keyboard.press('Enter')
    await expect.poll(() => button.textContent()).toBe('Copied')
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
    await expect.poll(() => block.locator('button.code-block__copy').textContent()).toBe('Copied')
    expect(await w.page.evaluate(() => navigator.clipboard.readText())).toBe('RAILS_ENV=test bundle exec rake db:create db:migrate\nbundle exec rspec spec/api/chemotion/sample_api_spec.rb')
    expect(w.problems).toEqual([])
    await w.context.close()
  })
})
