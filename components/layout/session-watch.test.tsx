import { act, render, screen } from '@testing-library/react'
import Cookies from 'js-cookie'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectLoginChange, leaveAfterLoginChange } from '@/lib/client/auth-session'
import { announceLoginStateCheck } from '@/lib/client/session'
import messages from '@/messages/en.json'
import { SessionWatch } from './session-watch'

vi.mock('next/navigation', () => ({ usePathname: () => '/en/the-association' }))
vi.mock('@/lib/i18n/navigation', () => ({
  getPathname: ({ href }: { href: { pathname: string; query: Record<string, string> } }) =>
    `/en${href.pathname}?${new URLSearchParams(href.query)}`,
}))
// Leaving loads another page, which jsdom cannot do; the session itself is tested in auth-session.test.ts.
vi.mock('@/lib/client/auth-session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/client/auth-session')>()),
  prepareSession: vi.fn(() => Promise.resolve()),
  leaveAfterLoginChange: vi.fn(() => document.documentElement.setAttribute('data-login-change', '')),
}))

afterEach(() => {
  Cookies.remove('logged-in')
  document.documentElement.removeAttribute('data-login-change')
  vi.mocked(leaveAfterLoginChange).mockClear()
  window.history.replaceState(null, '', '/')
})

function renderWatch() {
  render(
    <NextIntlClientProvider locale="en" messages={{ Navigation: messages.Navigation }}>
      <SessionWatch />
    </NextIntlClientProvider>,
  )
}

describe('SessionWatch', () => {
  it('goes through the redirect page back to this page when the visitor signs in elsewhere', () => {
    window.history.replaceState(null, '', '/en/the-association?page=2')
    renderWatch()
    expect(screen.getByRole('status')).toBeEmptyDOMElement()

    Cookies.set('logged-in', 'true')
    act(() => window.dispatchEvent(new Event('focus')))

    expect(leaveAfterLoginChange).toHaveBeenCalledWith(
      '/en/redirect?redirectTo=%2Fen%2Fthe-association%3Fpage%3D2',
    )
  })

  it('carries on to the redirectTo target of the page, and says it is redirecting', () => {
    Cookies.set('logged-in', 'true')
    window.history.replaceState(null, '', '/en/no-permission?redirectTo=/en/profile')
    renderWatch()

    Cookies.remove('logged-in')
    act(() => document.dispatchEvent(new Event('visibilitychange')))

    expect(leaveAfterLoginChange).toHaveBeenCalledWith('/en/redirect?redirectTo=%2Fen%2Fprofile')
    act(() => announceLoginStateCheck())
    expect(screen.getByRole('status')).toHaveTextContent('Redirecting…')
  })

  it('does nothing while the flag stays, or when the page that changed it moves on by itself', () => {
    renderWatch()
    act(() => window.dispatchEvent(new Event('focus')))
    expect(leaveAfterLoginChange).not.toHaveBeenCalled()

    expectLoginChange()
    Cookies.set('logged-in', 'true')
    act(() => announceLoginStateCheck())
    expect(leaveAfterLoginChange).not.toHaveBeenCalled()
  })
})
