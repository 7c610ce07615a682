import { renderToString } from 'react-dom/server'
import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { collapseDuration } from '../../../templates/collapse-timing.js'
import { nextColorChoice } from '../../../templates/color-mode.js'
import { causeChain } from '../../../templates/CrashScreen.js'
import { ErrorBoundary } from '../../../templates/ErrorBoundary.js'
import { PageLoader } from '../../../templates/PageLoader.js'

describe('collapse duration', () => {
  it('grows with content height and is 1 ms under reduced motion', () => {
    expect(collapseDuration(36, false)).toBe(192)
    expect(collapseDuration(100, false)).toBe(239)
    expect(collapseDuration(360, false)).toBe(327)
    expect(collapseDuration(1000, false)).toBe(440)
    expect(collapseDuration(1000, true)).toBe(1)
  })
})

describe('colour mode cycle', () => {
  it('toggles light/dark, and includes system only when respecting the OS', () => {
    expect(nextColorChoice('light', false)).toBe('dark')
    expect(nextColorChoice('dark', false)).toBe('light')
    expect(nextColorChoice(null, false)).toBe('dark')
    expect(nextColorChoice(null, true)).toBe('light')
    expect(nextColorChoice('light', true)).toBe('dark')
    expect(nextColorChoice('dark', true)).toBe(null)
  })
})

describe('crash screen', () => {
  it('joins an error with its causes', () => {
    const error = new Error('render failed', { cause: new Error('chunk bad', { cause: 'disk' }) })
    expect(causeChain(error)).toBe('render failed\n\nCause:\nchunk bad\n\nCause:\ndisk')
  })
  it('renders its children on the server (boundaries catch only in the browser)', () => {
    const html = renderToString(createElement(ErrorBoundary, { resetKey: '/a', children: createElement('p', null, 'ok') }))
    expect(html).toBe('<p>ok</p>')
  })
})

describe('page loader', () => {
  it('shows nothing extra before the delay, a spinner after it, and an error box with Retry', () => {
    const child = createElement('p', null, 'page')
    expect(renderToString(createElement(PageLoader, { status: { state: 'loading', pastDelay: false }, children: child }))).not.toContain('page-spinner')
    expect(renderToString(createElement(PageLoader, { status: { state: 'loading', pastDelay: true }, children: child }))).toContain('page-spinner')
    const error = renderToString(createElement(PageLoader, { status: { state: 'error', error: 'Error: chunk failed', retry: () => undefined }, children: child }))
    expect(error).toContain('Error: chunk failed')
    expect(error).toContain('>Retry</button>')
  })
})
