/**
 * Whether a request's Accept-Encoding lets the answer be gzipped (RFC 9110 §12.5.3): `gzip` (or
 * its old name `x-gzip`) with a weight above 0, or, when neither is named, `*` with one. A client
 * that writes `gzip;q=0` refuses gzip; a search for the word alone sent it gzip all the same.
 */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  let named: number | undefined
  let any: number | undefined
  for (const item of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [coding = '', ...params] = item.split(';').map((s) => s.trim().toLowerCase())
    const weight = qualityOf(params)
    if (coding === 'gzip' || coding === 'x-gzip') named = Math.max(named ?? 0, weight)
    else if (coding === '*') any = weight
  }
  return (named ?? any ?? 0) > 0
}

/** The `q` parameter of one coding: 1 when absent, 0 when it is no weight (a refusal is safer). */
function qualityOf(params: string[]): number {
  const q = params.find((p) => /^q\s*=/.test(p))
  if (q === undefined) return 1
  const value = q.replace(/^q\s*=\s*/, '')
  return /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : 0
}
