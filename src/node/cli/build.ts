import { buildSite } from '../i18n/build-locales.js'
import { loadConfig } from '../config/config.js'
import { BuildFailedError, ChemdocsError } from '../diagnostics.js'
import { openPageStore } from '../transform/page-store.js'
import { releaseTransformWorkers } from '../transform/transform-workers.js'
import { FsWriter } from '../write/write.js'
import { checkOutputFolder } from '../write/output-folder.js'
import type { CommandContext } from './context.js'

export interface BuildFlags {
  config?: string
  outDir?: string
  baseUrl?: string
  strict?: boolean
  /** Replace an existing output folder that holds files chemdocs did not write. */
  force?: boolean
  /** false with --no-cache: neither read nor write the page store. */
  cache?: boolean
}

/** `chemdocs build`: returns the exit code (0 ok, 1 content errors, 2 usage/config errors). */
export async function runBuild(flags: BuildFlags, { logger, progress }: CommandContext, cwd = process.cwd()): Promise<number> {
  const start = performance.now()
  try {
    if (flags.outDir !== undefined && flags.outDir.trim() === '') {
      throw new ChemdocsError('invalid-usage', '--out-dir is empty', {
        hint: 'pass a folder name (a variable that is not set gives an empty one), or leave the flag out for dist/',
      })
    }
    const loaded = await loadConfig(cwd, flags)
    // A linked output folder is built where the link leads (the link itself is left as it is).
    const config = { ...loaded, outDir: checkOutputFolder(loaded, { force: flags.force }) }
    const pageStore = flags.cache === false ? undefined : openPageStore(config)
    // With the page store, unchanged pages and copies are taken from the last output (see output-record.ts).
    const writer = new FsWriter(config.outDir, pageStore?.outputRecord())
    const noLongerOnSignal = writer.cleanUpOnSignal()
    const result = await buildSite(config, {
      mode: 'production',
      writer,
      ...(pageStore && { pageStore }),
      onStage: (e) => {
        if (e.phase === 'start') progress.update(`building… ${e.stage}${e.items === undefined ? '' : ` (${e.items} pages)`}`)
        else if (logger.level === 'verbose') {
          progress.done()
          logger.verbose(`  ${e.stage.padEnd(14)} ${e.ms?.toFixed(0)} ms`)
        }
      },
    }).finally(() => {
      noLongerOnSignal()
      progress.done()
      releaseTransformWorkers()
    })
    pageStore?.saveShell()
    logger.diagnostics(result.diagnostics)
    const seconds = ((performance.now() - start) / 1000).toFixed(2)
    const size = (result.bytes / 1024 / 1024).toFixed(1)
    logger.info(`✔ built ${result.pages} pages into ${config.outDir} (${result.files} files, ${size} MB) in ${seconds} s`)
    if (flags.strict && result.diagnostics.length > 0) return 1
    return 0
  } catch (error) {
    if (error instanceof BuildFailedError) {
      logger.diagnostics(error.diagnostics)
      logger.error('build failed; the previous output was left unchanged')
      return 1
    }
    logger.failure(error)
    return error instanceof ChemdocsError ? 2 : 1
  }
}
