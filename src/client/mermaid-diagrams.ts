/**
 * Draws the ```mermaid blocks of articles (`.mermaid-diagram`, rehype-mermaid.ts) as SVG with the
 * site's own Mermaid library, loaded from the site's assets the first time a page has a diagram
 * (a chunk of its own: pages without diagrams load neither this code nor the library). Diagrams
 * follow the colour mode: switching it draws them again in the other Mermaid theme.
 */

/** The part of Mermaid's API used here (mermaid.min.js sets `globalThis.mermaid`). */
interface MermaidApi {
  initialize(config: { startOnLoad: boolean; theme: string }): void
  render(id: string, text: string): Promise<{ svg: string }>
}

/** Returns what draws the diagrams of the article shown (call it for every page shown). */
export function createMermaidDiagrams(doc: Document): () => void {
  let library: Promise<MermaidApi> | undefined
  let queue = Promise.resolve()
  let count = 0
  const drawAll = async () => {
    const blocks = [...doc.querySelectorAll<HTMLElement>('.markdown .mermaid-diagram')]
    const dark = doc.documentElement.dataset.theme === 'dark'
    for (const block of blocks) {
      const theme = (dark ? block.dataset.dark : block.dataset.light) ?? (dark ? 'dark' : 'default')
      if (block.dataset.drawn === theme) continue
      library ??= loadLibrary(doc, block.dataset.library!)
      const mermaid = await library
      const source = block.querySelector<HTMLElement>('.mermaid-diagram__source')
      const id = `chemdocs-mermaid-${++count}`
      try {
        mermaid.initialize({ startOnLoad: false, theme })
        const { svg } = await mermaid.render(id, source?.textContent ?? '')
        let target = block.querySelector<HTMLElement>('.mermaid-diagram__svg')
        if (!target) {
          target = doc.createElement('div')
          target.className = 'mermaid-diagram__svg'
          block.append(target)
        }
        target.innerHTML = svg
        if (source) source.hidden = true
        block.dataset.drawn = theme
      } catch (error) {
        // The source stays shown; Mermaid may leave its scratch element behind on a syntax error.
        doc.getElementById(`d${id}`)?.remove()
        console.error('chemdocs: a mermaid diagram could not be drawn', error)
        block.dataset.drawn = theme
      }
    }
  }
  const draw = () => {
    queue = queue.then(drawAll).catch((error: unknown) => {
      library = undefined
      console.error('chemdocs: the mermaid library could not be loaded', error)
    })
  }
  new MutationObserver(draw).observe(doc.documentElement, { attributes: true, attributeFilter: ['data-theme'] })
  return draw
}

function loadLibrary(doc: Document, url: string): Promise<MermaidApi> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script')
    script.src = url
    script.onload = () => {
      const api = (globalThis as { mermaid?: MermaidApi }).mermaid
      if (api) resolve(api)
      else reject(new Error(`${url} did not define mermaid`))
    }
    script.onerror = () => reject(new Error(`${url} could not be loaded`))
    doc.head.append(script)
  })
}
