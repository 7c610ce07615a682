/**
 * Where the pieces of a compiled MDX module come from in the MDX file, as the compiler's source
 * map generator reports them: `[line, column]` in the module, then in the MDX (lines 1-based,
 * columns 0-based), in the order the module is written. Kept as a list instead of a real source
 * map: one lookup per error needs no encoding, and no source-map package.
 */
export type CompiledPositions = [number, number, number, number][]

/** What the compiler hands each mapping (astring reuses one object: copy, do not keep it). */
interface Mapping {
  generated: { line: number; column: number }
  original: { line: number; column: number } | null
}

/** A stand-in for source-map's SourceMapGenerator that records into `into` (see compileMdx). */
export function positionRecorder(into: CompiledPositions): new (options: unknown) => { addMapping(m: Mapping): void; toJSON(): undefined } {
  return class {
    addMapping(m: Mapping): void {
      if (m.original) into.push([m.generated.line, m.generated.column, m.original.line, m.original.column])
    }
    toJSON(): undefined {
      return undefined
    }
  }
}

/** The MDX place (1-based line and column) of a place in the compiled module: the last piece that starts at or before it. */
export function originalPosition(positions: CompiledPositions, line: number, column: number): { line: number; column: number } | undefined {
  let found: CompiledPositions[number] | undefined
  for (const p of positions) {
    if (p[0] > line || (p[0] === line && p[1] > column)) break
    found = p
  }
  return found && { line: found[2], column: found[3] + 1 }
}
