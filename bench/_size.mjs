import { gzipSync } from 'node:zlib'
import { bundleClient } from '../lib/src/node/render/bundle.js'
const b = await bundleClient('production')
const e = b.files.find((f) => `/${f.path}` === b.manifest.entry)
console.log('entry gzip', gzipSync(e.contents).length)
