/**
 * Code that only some articles need (MDX tabs, client components): loaded the first time the
 * document holds an element matching `selector`, so most pages load nothing; from then on `run`
 * is called for every page shown, which lets it undo what it did on the page left. A failed load
 * is reported with `failure` and tried again on the next page.
 */
export function loadWhenPresent<T>(doc: Document, selector: string, load: () => Promise<T>, run: (loaded: T) => void, failure: string): () => void {
  let loading: Promise<T> | undefined
  return () => {
    if (!loading && !doc.querySelector(selector)) return
    loading ??= load()
    loading.then(run, (error: unknown) => {
      loading = undefined
      console.error(failure, error)
    })
  }
}
