import { loadConfig } from '/work/main/lib/src/node/config.js'
import { build } from '/work/main/lib/src/node/build.js'
import { MemoryWriter } from '/work/main/lib/src/node/write.js'
import * as si from '/work/main/lib/src/node/search-index.js'
import { encodeSearchIndex } from '/work/main/lib/src/shared/search-codec.js'
// capture the rows by building once
const config = await loadConfig('/work/main')
const orig = si.buildSearchIndexes
let rows
const { toPageRow } = si
// Rebuild rows: use build's search sources through a quick build
const res = await build(config, { mode: 'production', writer: new MemoryWriter() })
const file = [...(new MemoryWriter()).files]
