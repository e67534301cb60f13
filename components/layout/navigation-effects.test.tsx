import { act, fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startNavigationProgress } from '@/lib/client/navigation-progress'
import { KeepScrollPosition } from './keep-scroll-position'
import { NavigationEffects } from './navigation-effects'

const route = vi.hoisted(() => ({ pathname: '/', search: '' }))

vi.mock('next/navigation', () => ({
  usePathname: () => route.pathname,
  useSearchParams: () => new URLSearchParams(route.search),
}))

const contactPage = '/contacto'

/** A page of the app with the layout's effects; links behave as the app router's Link (default prevented). */
function App({ children }: { children?: ReactNode }) {
  return (
    <>
      <main>
        <a href={contactPage} onClick={(event) => event.preventDefault()}>
          Contacto
        </a>
        {children}
      </main>
      <NavigationEffects />
    </>
  )
}

let view: ReturnType<typeof render>
const scrollTo = vi.fn()

/** What the app router does: changes the address, then renders the new page. */
function navigate(href: string, page?: ReactNode) {
  window.history.pushState({}, '', href)
  const url = new URL(href, window.location.href)
  route.pathname = url.pathname
  route.search = url.search
  view.rerender(<App>{page}</App>)
}

const phase = () => document.querySelector('.navigation-progress')?.getAttribute('data-phase')
const setScrollY = (value: number) => Object.defineProperty(window, 'scrollY', { value, configurable: true })

beforeEach(() => {
  window.history.replaceState({}, '', '/')
  route.pathname = '/'
  route.search = ''
  setScrollY(0)
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo)
  scrollTo.mockClear()
  view = render(<App />)
})

afterEach(() => {
  vi.useRealTimers()
  delete document.documentElement.dataset.navigated
})

describe('scrolling after a navigation', () => {
  it('goes to the top when the path changes, not on the first page nor when only the query changes', () => {
    expect(scrollTo).not.toHaveBeenCalled()
    navigate('/?page=2')
    expect(scrollTo).not.toHaveBeenCalled()

    navigate('/contacto')
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 0, left: 0, behavior: 'instant' })
  })

  it('goes to the hash target and focuses it when it can take focus', () => {
    const scrollIntoView = vi.fn()
    Element.prototype.scrollIntoView = scrollIntoView
    navigate(
      '/contacto#formulario%20de%20contacto',
      <form id="formulario de contacto" tabIndex={-1} aria-label="Contacto" />,
    )
    const form = screen.getByRole('form', { name: 'Contacto' })
    expect(scrollIntoView.mock.contexts).toEqual([form])
    expect(form).toHaveFocus()
    expect(scrollTo).not.toHaveBeenCalled()
  })

  it('stays where Back or Forward leaves the page (the browser restores the position)', () => {
    navigate('/contacto')
    scrollTo.mockClear()
    window.history.pushState({}, '', '/')
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')))
    route.pathname = '/'
    view.rerender(<App />)
    expect(scrollTo).not.toHaveBeenCalled()
  })

  it('keeps the position the navigation started from on a page with KeepScrollPosition', () => {
    setScrollY(640)
    fireEvent.click(screen.getByRole('link', { name: 'Contacto' }))
    navigate('/contacto', <KeepScrollPosition />)
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 640, behavior: 'instant' })
  })

  it('lets later pages fade in, never the first one', () => {
    expect(document.documentElement.dataset.navigated).toBeUndefined()
    navigate('/contacto')
    expect(document.documentElement.dataset.navigated).toBe('true')
  })
})

describe('progress bar', () => {
  it('shows for a navigation slower than 200 ms, completes when the new page is there, then hides', () => {
    vi.useFakeTimers()
    const bar = document.querySelector('.navigation-progress')
    expect(bar).toHaveAttribute('aria-hidden', 'true')
    fireEvent.click(screen.getByRole('link', { name: 'Contacto' }))
    act(() => void vi.advanceTimersByTime(199))
    expect(phase()).toBe('idle')
    act(() => void vi.advanceTimersByTime(1))
    expect(phase()).toBe('loading')

    navigate('/contacto')
    expect(phase()).toBe('done')
    act(() => void vi.advanceTimersByTime(400))
    expect(phase()).toBe('idle')
  })

  it('does not show for a navigation faster than 200 ms', () => {
    vi.useFakeTimers()
    fireEvent.click(screen.getByRole('link', { name: 'Contacto' }))
    act(() => void vi.advanceTimersByTime(150))
    navigate('/contacto')
    act(() => void vi.advanceTimersByTime(1000))
    expect(phase()).toBe('idle')
  })

  it('starts for navigations from code, and not for one to the same page', () => {
    vi.useFakeTimers()
    act(() => startNavigationProgress('/#arriba'))
    act(() => void vi.advanceTimersByTime(300))
    expect(phase()).toBe('idle')

    act(() => startNavigationProgress('/colegiarse'))
    act(() => void vi.advanceTimersByTime(300))
    expect(phase()).toBe('loading')
  })

  it('gives up when the route never changes', () => {
    vi.useFakeTimers()
    fireEvent.click(screen.getByRole('link', { name: 'Contacto' }))
    act(() => void vi.advanceTimersByTime(200))
    expect(phase()).toBe('loading')
    act(() => void vi.advanceTimersByTime(15_000))
    expect(phase()).toBe('done')
    act(() => void vi.advanceTimersByTime(400))
    expect(phase()).toBe('idle')
  })
})
