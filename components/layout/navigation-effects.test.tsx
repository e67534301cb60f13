import { render } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { useKeepScrollPosition } from '@/lib/client/keep-scroll'
import { NavigationEffects } from './navigation-effects'

const router = vi.hoisted(() => ({ pathname: '/el-colegio' }))
vi.mock('next/navigation', () => ({
  usePathname: () => router.pathname,
  useSearchParams: () => new URLSearchParams(),
}))

function KeepingPage() {
  useKeepScrollPosition()
  return <p>Filters</p>
}

const scrollTo = vi.fn()
beforeEach(() => {
  router.pathname = '/el-colegio'
  vi.stubGlobal('scrollTo', scrollTo)
})
afterEach(() => {
  scrollTo.mockReset()
  delete document.documentElement.dataset.navigated
})

it('leaves the first page where the browser put it, then starts each new page at the top', () => {
  const view = render(<NavigationEffects />)
  expect(scrollTo).not.toHaveBeenCalled()
  expect(document.documentElement.dataset.navigated).toBeUndefined()
  router.pathname = '/accessibility'
  view.rerender(<NavigationEffects />)
  expect(scrollTo).toHaveBeenCalledWith(0, 0)
  expect(document.documentElement.dataset.navigated).toBe('true')
})

it('keeps the position for a page that asks to', () => {
  const view = render(<NavigationEffects />)
  router.pathname = '/news'
  view.rerender(
    <>
      <KeepingPage />
      <NavigationEffects />
    </>,
  )
  expect(scrollTo).not.toHaveBeenCalled()
})

it('keeps the position on back and forward, which the browser restores', () => {
  const view = render(<NavigationEffects />)
  window.dispatchEvent(new PopStateEvent('popstate'))
  router.pathname = '/accessibility'
  view.rerender(<NavigationEffects />)
  expect(scrollTo).not.toHaveBeenCalled()
})
