import { SPRITE_ICONS, spriteIconHtml, spriteIconId } from '../shared/icons.js'

/**
 * Copy buttons on the code blocks of articles (`.code-block`, rehype-code-blocks.ts). Loaded with the
 * tabs (article-widgets.ts) the first time an article has a code block. The buttons are
 * added here, not in the built HTML, so that search snippets and pages without JavaScript do not
 * show a button that cannot work; one delegated listener (the CSP allows no inline handlers)
 * serves every page the router shows. Each is an icon button, copy then check, drawn from the
 * page's sprite (<use>): this script names the icons, the page's HTML holds their drawings.
 */
export function installCodeCopy(doc: Document): void {
  doc.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('.code-block__copy')
    const code = button?.parentElement?.querySelector('pre code, pre')
    if (button instanceof HTMLButtonElement && code) void copyCode(doc, button, code.textContent ?? '')
  })
}

/** Gives every code block of the document that lacks one its copy button. */
export function addCopyButtons(doc: Document): void {
  for (const block of doc.querySelectorAll('.markdown .code-block')) {
    if (block.querySelector(':scope > .code-block__copy')) continue
    const button = doc.createElement('button')
    button.type = 'button'
    button.className = 'code-block__copy'
    button.innerHTML = spriteIconHtml(SPRITE_ICONS.copy, 'code-block__copy-icon')
    showCopied(button, false)
    block.append(button)
  }
}

async function copyCode(doc: Document, button: HTMLButtonElement, text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
  } catch {
    // No clipboard API (a page served over plain http from another host): the old way.
    const area = doc.createElement('textarea')
    area.value = text
    area.setAttribute('readonly', '')
    area.style.cssText = 'position:fixed;opacity:0'
    doc.body.append(area)
    area.select()
    doc.execCommand('copy')
    area.remove()
  }
  showCopied(button, true)
  setTimeout(() => showCopied(button, false), 2000)
}

/** The button's state: its name (a tooltip too, since it shows no text) and its icon, copy or check. */
function showCopied(button: HTMLButtonElement, copied: boolean): void {
  button.setAttribute('aria-label', copied ? 'Copied' : 'Copy code to clipboard')
  button.title = copied ? 'Copied' : 'Copy'
  button.classList.toggle('code-block__copy--copied', copied)
  button.querySelector('use')?.setAttribute('href', `#${spriteIconId(copied ? SPRITE_ICONS.copied : SPRITE_ICONS.copy)}`)
}
