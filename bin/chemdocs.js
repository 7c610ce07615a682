#!/usr/bin/env node
// Shim only: the CLI lives in src/node/cli.ts, compiled to lib/ by `npm run compile`.
import { main } from '../lib/src/node/cli.js'

process.exitCode = await main(process.argv)
