import { createElement as h } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import TabItem from '../../../../templates/mdx/TabItem.js'
import Tabs from '../../../../templates/mdx/Tabs.js'

describe('Tabs', () => {
  it('shows the TabItem marked default and hides the others; labels fall back to values', () => {
    const html = renderToString(
      h(Tabs, null, h(TabItem, { value: 'a' }, 'A'), h(TabItem, { value: 'b', label: 'Bee', default: true }, 'B')),
    )
    expect(html).toMatch(/aria-selected="false" tabindex="-1" class="tabs__item" data-value="a">a<\/button>/)
    expect(html).toMatch(/aria-selected="true" tabindex="0" class="tabs__item" data-value="b">Bee<\/button>/)
    expect(html).toMatch(/hidden="" class="tabs__panel">A<\/div>/)
    expect(html).toMatch(/-panel-b" aria-labelledby="[^"]+-tab-b" class="tabs__panel">B<\/div>/)
  })

  it('lets defaultValue choose the visible panel and keeps groupId on the markup', () => {
    const html = renderToString(
      h(Tabs, { defaultValue: 'b', groupId: 'os' }, h(TabItem, { value: 'a' }, 'A'), h(TabItem, { value: 'b' }, 'B')),
    )
    expect(html).toContain('data-group-id="os"')
    expect(html).toMatch(/hidden="" class="tabs__panel">A<\/div>/)
  })

  it('takes the order and labels of a `values` prop, as older Docusaurus pages write tabs', () => {
    const values = [
      { label: 'Apple', value: 'apple' },
      { label: 'Orange', value: 'orange' },
    ]
    const html = renderToString(h(Tabs, { values }, h(TabItem, { value: 'orange' }, 'O'), h(TabItem, { value: 'apple' }, 'A')))
    expect([...html.matchAll(/data-value="(\w+)">(\w+)<\/button>/g)].map((m) => [m[1], m[2]])).toEqual([
      ['apple', 'Apple'],
      ['orange', 'Orange'],
    ])
    // The first of `values` is shown first, whatever the order of the panels.
    expect(html).toMatch(/-panel-orange" aria-labelledby="[^"]+" hidden="" class="tabs__panel">O<\/div>/)
    expect(html).toMatch(/aria-selected="true" tabindex="0" class="tabs__item" data-value="apple"/)
  })
})
