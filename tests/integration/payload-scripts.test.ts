import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

import { payloadScriptArgs } from '../../src/server/payloadScript.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const run = promisify(execFile)

/**
 * src/server/payloadScript.mjs: a child process that loads the Payload config (the seed, the
 * snapshot, the test set-up, the e2e fixture) must not die on Lexical's top-level awaits. Without
 * the condition, `import('@payloadcms/richtext-lexical')` ended with exit status 13 and no
 * message in 2 of 10 runs through tsx here (6 of 10 with Node's loader alone).
 */
describe('scripts that load the Payload config', () => {
  it('resolve Lexical to its production build, the one without top-level awaits', async () => {
    const { stdout } = await run(
      process.execPath,
      [
        ...payloadScriptArgs,
        '--input-type=module',
        '-e',
        "console.log(import.meta.resolve('lexical'), import.meta.resolve('@lexical/utils'))",
      ],
      { cwd: root },
    )
    const [lexical, utils] = stdout.trim().split(' ')
    expect(lexical).toMatch(/\/lexical\/dist\/Lexical\.prod\.mjs$/)
    expect(utils).toMatch(/\/@lexical\/utils\/dist\/LexicalUtils\.prod\.mjs$/)
  })

  it('load Payload’s rich-text editor and end normally, every time', async () => {
    for (let attempt = 0; attempt < 6; attempt++) {
      const { stdout } = await run(
        process.execPath,
        [
          ...payloadScriptArgs,
          '--input-type=module',
          '-e',
          "const { lexicalEditor } = await import('@payloadcms/richtext-lexical'); console.log(typeof lexicalEditor)",
        ],
        { cwd: root },
      )
      // execFile rejects on any other exit status than 0 (13 included), naming it.
      expect(stdout.trim()).toBe('function')
    }
  })
})
