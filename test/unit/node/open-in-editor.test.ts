import { describe, expect, it } from 'vitest'
import { editorCommand } from '../../../src/node/serve/open-in-editor.js'

const at = { file: '/site/docs/a.md', line: 27, column: 9 }

describe('editorCommand', () => {
  it('follows launch-editor: LAUNCH_EDITOR gets file, line and column', () => {
    expect(editorCommand({ LAUNCH_EDITOR: '/usr/local/bin/open-it', EDITOR: 'code' }, at)).toEqual({ command: '/usr/local/bin/open-it', args: ['/site/docs/a.md', '27', '9'] })
  })

  it('opens windowed editors named by VISUAL or EDITOR at the line and column', () => {
    expect(editorCommand({ EDITOR: 'code --wait' }, at)).toEqual({ command: 'code', args: ['--goto', '/site/docs/a.md:27:9'] })
    expect(editorCommand({ VISUAL: '/usr/bin/subl', EDITOR: 'vim' }, at)).toEqual({ command: '/usr/bin/subl', args: ['/site/docs/a.md:27:9'] })
    expect(editorCommand({ EDITOR: 'webstorm' }, at)).toEqual({ command: 'webstorm', args: ['--line', '27', '--column', '9', '/site/docs/a.md'] })
    expect(editorCommand({ EDITOR: 'emacsclient' }, at)).toEqual({ command: 'emacsclient', args: ['+27:9', '/site/docs/a.md'] })
  })

  it('starts nothing for terminal editors or none (the overlay copies the place instead)', () => {
    expect(editorCommand({ EDITOR: 'vim' }, at)).toBeUndefined()
    expect(editorCommand({ EDITOR: 'nano' }, at)).toBeUndefined()
    expect(editorCommand({}, at)).toBeUndefined()
  })
})
