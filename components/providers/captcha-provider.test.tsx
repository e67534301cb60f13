import { act, render, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type Captcha, type Grecaptcha, captchaScriptId, useCaptcha } from '@/lib/client/captcha'
import type { CaptchaSettings } from '@/lib/contract/captcha'
import { CaptchaProvider } from './captcha-provider'

type RenderParameters = Parameters<Grecaptcha['render']>[1]

function fakeGrecaptcha(execute: Grecaptcha['execute']) {
  const widget: { parameters?: RenderParameters; container?: HTMLElement } = {}
  const grecaptcha = {
    ready: vi.fn((callback: () => void) => callback()),
    render: vi.fn((container: HTMLElement, parameters: RenderParameters) => {
      Object.assign(widget, { container, parameters })
      return 0
    }),
    execute: vi.fn(execute),
    reset: vi.fn(),
  }
  return { grecaptcha, widget }
}

function renderCaptcha(settings: Partial<CaptchaSettings> | null, language = 'eu') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CaptchaProvider settings={settings} language={language}>
      {children}
    </CaptchaProvider>
  )
  return renderHook(useCaptcha, { wrapper }).result
}

const googleScripts = () => document.querySelectorAll('script[src^="https://www.google.com/"]')
const script = () => document.getElementById(captchaScriptId)!
const captchaError = (message: string) => expect.objectContaining({ name: 'CaptchaError', message })

/** Asks for a token, then lets the test's fake script `event` happen, as the browser would. */
async function executeThen(captcha: Captcha, event: 'load' | 'error', action = 'accessibility_feedback') {
  let token!: Promise<string | null>
  act(() => {
    token = captcha.execute(action as 'accessibility_feedback')
  })
  token.catch(() => {})
  await act(async () => {
    script().dispatchEvent(new Event(event))
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
  return token
}

afterEach(() => {
  document.getElementById(captchaScriptId)?.remove()
  delete window.grecaptcha
})

describe('CaptchaProvider', () => {
  it('is off without settings: no token, nothing loaded from Google', async () => {
    const captcha = renderCaptcha(null)
    expect(captcha.current.enabled).toBe(false)
    captcha.current.prepare()
    await expect(captcha.current.execute('accessibility_feedback')).resolves.toBeNull()
    expect(googleScripts()).toHaveLength(0)
  })

  it('is off outside any provider', async () => {
    const { result } = renderHook(useCaptcha)
    expect(result.current.enabled).toBe(false)
    await expect(result.current.execute('accessibility_feedback')).resolves.toBeNull()
  })

  it('loads nothing until a form prepares or asks for a token', () => {
    const captcha = renderCaptcha({ siteKey: 'site-key', version: '3' })
    expect(captcha.current.enabled).toBe(true)
    expect(googleScripts()).toHaveLength(0)

    act(() => captcha.current.prepare())
    expect(googleScripts()).toHaveLength(1)
    expect(script()).toHaveAttribute('src', 'https://www.google.com/recaptcha/api.js?render=site-key&hl=eu')
    act(() => captcha.current.prepare())
    expect(googleScripts()).toHaveLength(1)
  })

  it('prepares once: after a failed load, only sending the form tries again', async () => {
    const captcha = renderCaptcha({ siteKey: 'site-key', version: '3' })
    act(() => captcha.current.prepare())
    await act(async () => {
      script().dispatchEvent(new Event('error'))
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    expect(googleScripts()).toHaveLength(0)
    act(() => captcha.current.prepare())
    expect(googleScripts()).toHaveLength(0)

    window.grecaptcha = fakeGrecaptcha(async () => 'v3-token').grecaptcha
    await expect(executeThen(captcha.current, 'load')).resolves.toBe('v3-token')
  })

  it('hides Google’s badge while a form protected by captcha is on the page', () => {
    const { unmount } = render(
      <CaptchaProvider settings={{ siteKey: 'site-key', version: '3' }} language="es">
        <div className="grecaptcha-badge">badge</div>
      </CaptchaProvider>,
    )
    expect(document.head.textContent).toMatch(/\.grecaptcha-badge\{visibility:hidden;?\}/)
    unmount()
  })

  it("fails with 'No key provided' when given a version but no key, loading nothing", async () => {
    const captcha = renderCaptcha({ version: '3' })
    expect(captcha.current.enabled).toBe(true)
    await expect(captcha.current.execute('accessibility_feedback')).rejects.toEqual(
      captchaError('No key provided'),
    )
    expect(googleScripts()).toHaveLength(0)
  })

  it("fails with 'No version provided' when given a key but no version", async () => {
    const captcha = renderCaptcha({ siteKey: 'site-key' })
    await expect(captcha.current.execute('accessibility_feedback')).rejects.toEqual(
      captchaError('No version provided'),
    )
    expect(googleScripts()).toHaveLength(0)
  })

  describe('v3, through react-google-recaptcha-v3', () => {
    it('answers the token Google gives for the action', async () => {
      const { grecaptcha } = fakeGrecaptcha(async () => 'v3-token')
      window.grecaptcha = grecaptcha
      const captcha = renderCaptcha({ siteKey: 'site-key', version: '3' })

      await expect(executeThen(captcha.current, 'load')).resolves.toBe('v3-token')
      expect(grecaptcha.execute).toHaveBeenCalledWith('site-key', { action: 'accessibility_feedback' })
      expect(googleScripts()).toHaveLength(1)

      // The next token comes from the script already there.
      let again!: Promise<string | null>
      await act(async () => {
        again = captcha.current.execute('accessibility_feedback')
        await again
      })
      await expect(again).resolves.toBe('v3-token')
      expect(grecaptcha.execute).toHaveBeenCalledTimes(2)
    })

    it("fails with 'Failed to load script' when the script does not load, and tries again next time", async () => {
      const captcha = renderCaptcha({ siteKey: 'site-key', version: '3' })
      await expect(executeThen(captcha.current, 'error')).rejects.toEqual(
        captchaError('Failed to load script'),
      )
      expect(googleScripts()).toHaveLength(0)

      window.grecaptcha = fakeGrecaptcha(async () => 'v3-token').grecaptcha
      await expect(executeThen(captcha.current, 'load')).resolves.toBe('v3-token')
    })

    it("fails with 'Failed to execute' when grecaptcha.execute fails", async () => {
      window.grecaptcha = fakeGrecaptcha(() => Promise.reject(new Error('network'))).grecaptcha
      const captcha = renderCaptcha({ siteKey: 'site-key', version: '3' })
      await expect(executeThen(captcha.current, 'load')).rejects.toEqual(captchaError('Failed to execute'))
    })
  })

  describe('v2, the invisible widget', () => {
    it('renders the widget on the page and answers the token its callback gives', async () => {
      const { grecaptcha, widget } = fakeGrecaptcha(() => widget.parameters!.callback('v2-token'))
      window.grecaptcha = grecaptcha
      const captcha = renderCaptcha({ siteKey: 'site-key', version: '2' }, 'ca')

      expect(googleScripts()).toHaveLength(0)
      const token = executeThen(captcha.current, 'load')
      expect(script()).toHaveAttribute('src', 'https://www.google.com/recaptcha/api.js?render=explicit&hl=ca')
      await expect(token).resolves.toBe('v2-token')
      expect(widget.container?.isConnected).toBe(true)
      expect(widget.parameters).toMatchObject({ sitekey: 'site-key', size: 'invisible', badge: 'inline' })
    })

    it("fails with 'Failed to load script' when the script does not load", async () => {
      const captcha = renderCaptcha({ siteKey: 'site-key', version: '2' })
      await expect(executeThen(captcha.current, 'error')).rejects.toEqual(
        captchaError('Failed to load script'),
      )
    })

    it("fails with 'Failed to execute' when the widget reports an error", async () => {
      const { grecaptcha, widget } = fakeGrecaptcha(() => widget.parameters!['error-callback']())
      window.grecaptcha = grecaptcha
      const captcha = renderCaptcha({ siteKey: 'site-key', version: '2' })
      await expect(executeThen(captcha.current, 'load')).rejects.toEqual(captchaError('Failed to execute'))
    })
  })
})
