import { describe, expect, it } from 'vitest'
import { iconBody, iconElement, iconSprite, iconSvg, spriteIconElement } from '../../../src/node/icons.js'
import { spriteIconHtml } from '../../../src/shared/icons.js'

describe('the icon set (Lucide, read from @iconify-json/lucide at build time)', () => {
  it("gives an icon's shapes without the stroke every icon shares (the .icon rule or the outer <svg> sets it), closed as HTML closes them", () => {
    expect(iconBody('x')).toBe('<path d="M18 6L6 18M6 6l12 12"></path>')
    // A group that only carried the stroke is left out.
    expect(iconBody('copy')).toBe('<rect width="14" height="14" x="8" y="8" rx="2" ry="2"></rect><path d="M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2"></path>')
  })

  it("takes an old name to the icon it was renamed to, and throws for a name the set lacks", () => {
    expect(iconBody('alert-circle')).toBe(iconBody('circle-alert'))
    expect(() => iconBody('no-such-icon')).toThrow('has no icon named "no-such-icon"')
  })

  it('writes an icon inline, decorative, as markup and as a hast element; the element can carry a name', () => {
    expect(iconSvg('check', 'done')).toBe('<svg class="icon done" viewBox="0 0 24 24" focusable="false" aria-hidden="true"><path d="M20 6L9 17l-5-5"></path></svg>')
    const named = iconElement('check', 'done', 'Done')
    expect(named.properties).toEqual({ className: ['icon', 'done'], viewBox: '0 0 24 24', focusable: 'false', role: 'img', ariaLabel: 'Done' })
    expect(named.children).toMatchObject([{ type: 'element', tagName: 'path', properties: { d: 'M20 6L9 17l-5-5' } }])
    expect(iconElement('check', 'done').properties.ariaHidden).toBe('true')
  })

  it('makes the sprite a hidden <svg> of one <symbol> per icon, which <use> draws by id, as text and as hast', () => {
    expect(iconSprite(['check', 'x'])).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" style="display:none" aria-hidden="true"><symbol id="chemdocs-icon-check" viewBox="0 0 24 24"><path d="M20 6L9 17l-5-5"></path></symbol><symbol id="chemdocs-icon-x" viewBox="0 0 24 24"><path d="M18 6L6 18M6 6l12 12"></path></symbol></svg>',
    )
    expect(spriteIconHtml('check', 'done')).toBe('<svg class="icon done" aria-hidden="true" focusable="false"><use href="#chemdocs-icon-check"></use></svg>')
    expect(spriteIconElement('check', 'done')).toEqual({
      type: 'element',
      tagName: 'svg',
      properties: { className: ['icon', 'done'], ariaHidden: 'true', focusable: 'false' },
      children: [{ type: 'element', tagName: 'use', properties: { href: '#chemdocs-icon-check' }, children: [] }],
    })
  })
})
