import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  finishNavigationProgress,
  isClientNavigationClick,
  progressThrottleMs,
  startNavigationProgress,
  useNavigationProgress,
} from './navigation-progress'

const current = new URL('http://localhost:3000/el-colegio?page=1')

function clickOn(href: string, init: MouseEventInit & { prevented?: boolean; target?: string } = {}) {
  const link = document.createElement('a')
  link.href = href
  if (init.target) link.target = init.target
  const child = document.createElement('span')
  link.append(child)
  document.body.append(link)
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init })
  if (init.prevented !== false) event.preventDefault()
  Object.defineProperty(event, 'target', { value: child })
  link.remove()
  return event
}

describe('isClientNavigationClick', () => {
  it('is a plain click on an own link that Next.js took over', () => {
    expect(isClientNavigationClick(clickOn('/accessibility'), current)).toBe(true)
    expect(isClientNavigationClick(clickOn('/el-colegio?page=2'), current)).toBe(true)
  })

  it('is not a click the browser handles itself, in a new tab, or elsewhere', () => {
    expect(isClientNavigationClick(clickOn('/accessibility', { prevented: false }), current)).toBe(false)
    expect(isClientNavigationClick(clickOn('/accessibility', { ctrlKey: true }), current)).toBe(false)
    expect(isClientNavigationClick(clickOn('/accessibility', { target: '_blank' }), current)).toBe(false)
    expect(isClientNavigationClick(clickOn('https://example.org/'), current)).toBe(false)
  })

  it('is not a move within the same page', () => {
    expect(isClientNavigationClick(clickOn('/el-colegio?page=1#contact'), current)).toBe(false)
  })
})

describe('the progress phases', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    act(() => finishNavigationProgress())
    act(() => vi.runAllTimers())
    vi.useRealTimers()
  })

  it('show nothing for a navigation quicker than the throttle', () => {
    const phase = renderHook(() => useNavigationProgress()).result
    act(() => startNavigationProgress())
    act(() => vi.advanceTimersByTime(progressThrottleMs - 1))
    act(() => finishNavigationProgress())
    act(() => vi.runAllTimers())
    expect(phase.current).toBe('idle')
  })

  it('run after the throttle, then finish and go idle', () => {
    const phase = renderHook(() => useNavigationProgress()).result
    act(() => startNavigationProgress())
    act(() => vi.advanceTimersByTime(progressThrottleMs))
    expect(phase.current).toBe('running')
    act(() => finishNavigationProgress())
    expect(phase.current).toBe('finishing')
    act(() => vi.runAllTimers())
    expect(phase.current).toBe('idle')
  })
})
