// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  CaptchaError,
  captchaScriptUrl,
  checkCaptchaSettings,
  executeScored,
  type Grecaptcha,
  loadCaptchaScript,
  renderInvisibleWidget,
} from './captcha'

type RenderParameters = Parameters<Grecaptcha['render']>[1]

/** A stand-in for Google's grecaptcha: ready at once, one invisible widget whose callbacks the test calls. */
function fakeGrecaptcha(execute: Grecaptcha['execute'] = () => {}) {
  const widget: { parameters?: RenderParameters; container?: HTMLElement } = {}
  const grecaptcha = {
    ready: vi.fn((callback: () => void) => callback()),
    render: vi.fn((container: HTMLElement, parameters: RenderParameters) => {
      Object.assign(widget, { container, parameters })
      return 7
    }),
    execute: vi.fn(execute),
    reset: vi.fn(),
  }
  return { grecaptcha, widget }
}

const captchaError = (message: string) => expect.objectContaining({ name: 'CaptchaError', message })
const scriptsIn = (id: string) => document.head.querySelectorAll(`script#${id}`)

let lastId = 0
const newId = () => `captcha-test-${++lastId}`
const src = (n = 0) => `https://www.google.com/recaptcha/api.js?render=explicit&hl=es&n=${n}`

afterEach(() => {
  document.head.replaceChildren()
  delete window.grecaptcha
})

describe('checkCaptchaSettings', () => {
  it('answers the key and the version', () => {
    expect(checkCaptchaSettings({ siteKey: 'site-key', version: '2' })).toEqual({
      siteKey: 'site-key',
      version: '2',
    })
  })

  it("refuses settings without a key: 'No key provided'", () => {
    expect(() => checkCaptchaSettings({ version: '3' })).toThrow(new CaptchaError('No key provided'))
    expect(() => checkCaptchaSettings({ siteKey: '', version: '3' })).toThrow('No key provided')
  })

  it("refuses settings without a known version: 'No version provided'", () => {
    expect(() => checkCaptchaSettings({ siteKey: 'site-key' })).toThrow(
      new CaptchaError('No version provided'),
    )
    const unknown = { siteKey: 'site-key', version: '4' } as unknown as Parameters<
      typeof checkCaptchaSettings
    >[0]
    expect(() => checkCaptchaSettings(unknown)).toThrow('No version provided')
  })

  it('raises errors whose message is exactly the spec’s words', () => {
    const error = new CaptchaError('Failed to execute')
    expect(error).toBeInstanceOf(Error)
    expect(error.message).toBe('Failed to execute')
  })
})

describe('captchaScriptUrl', () => {
  it('renders v3 for the site key and v2 explicitly, in the page’s language', () => {
    expect(captchaScriptUrl({ siteKey: 'site-key', version: '3' }, 'eu')).toBe(
      'https://www.google.com/recaptcha/api.js?render=site-key&hl=eu',
    )
    expect(captchaScriptUrl({ siteKey: 'site-key', version: '2' }, 'es')).toBe(
      'https://www.google.com/recaptcha/api.js?render=explicit&hl=es',
    )
  })
})

describe('loadCaptchaScript', () => {
  it('adds the script once and resolves with grecaptcha once it is ready', async () => {
    const id = newId()
    const { grecaptcha } = fakeGrecaptcha()
    const first = loadCaptchaScript(src(), { id })
    const second = loadCaptchaScript(src(), { id })
    expect(second).toBe(first)
    const scripts = scriptsIn(id)
    expect(scripts).toHaveLength(1)
    expect(scripts[0]).toMatchObject({ src: src(), async: true })

    window.grecaptcha = grecaptcha
    scripts[0]!.dispatchEvent(new Event('load'))
    await expect(first).resolves.toBe(grecaptcha)
    expect(grecaptcha.ready).toHaveBeenCalledOnce()
  })

  it("fails with 'Failed to load script' when the script does not load, and tries again on the next call", async () => {
    const id = newId()
    const failed = loadCaptchaScript(src(), { id })
    scriptsIn(id)[0]!.dispatchEvent(new Event('error'))
    await expect(failed).rejects.toEqual(captchaError('Failed to load script'))
    expect(scriptsIn(id)).toHaveLength(0)

    const retry = loadCaptchaScript(src(), { id })
    expect(retry).not.toBe(failed)
    window.grecaptcha = fakeGrecaptcha().grecaptcha
    scriptsIn(id)[0]!.dispatchEvent(new Event('load'))
    await expect(retry).resolves.toBe(window.grecaptcha)
  })

  it("fails with 'Failed to load script' when the script loads but defines no grecaptcha", async () => {
    const id = newId()
    const loading = loadCaptchaScript(src(), { id })
    scriptsIn(id)[0]!.dispatchEvent(new Event('load'))
    await expect(loading).rejects.toEqual(captchaError('Failed to load script'))
  })

  it("fails with 'Failed to load script' when grecaptcha never gets ready (its gstatic part blocked)", async () => {
    const id = newId()
    const loading = loadCaptchaScript(src(), { id, timeoutMs: 20 })
    window.grecaptcha = { ...fakeGrecaptcha().grecaptcha, ready: () => {} }
    scriptsIn(id)[0]!.dispatchEvent(new Event('load'))
    await expect(loading).rejects.toEqual(captchaError('Failed to load script'))
    expect(scriptsIn(id)).toHaveLength(0)
  })

  it('adds the script again when it was removed from the page', async () => {
    const id = newId()
    window.grecaptcha = fakeGrecaptcha().grecaptcha
    const first = loadCaptchaScript(src(), { id })
    scriptsIn(id)[0]!.dispatchEvent(new Event('load'))
    await first
    scriptsIn(id)[0]!.remove()

    const again = loadCaptchaScript(src(), { id })
    expect(again).not.toBe(first)
    expect(scriptsIn(id)).toHaveLength(1)
  })
})

describe('renderInvisibleWidget (v2)', () => {
  it('renders an invisible widget with an inline badge and resolves the token its callback gives', async () => {
    const { grecaptcha, widget } = fakeGrecaptcha(() => widget.parameters!.callback('v2-token'))
    const container = document.createElement('div')
    const captcha = renderInvisibleWidget(grecaptcha, container, 'site-key')
    expect(grecaptcha.render).toHaveBeenCalledWith(
      container,
      expect.objectContaining({ sitekey: 'site-key', size: 'invisible', badge: 'inline' }),
    )

    await expect(captcha.execute()).resolves.toBe('v2-token')
    expect(grecaptcha.execute).toHaveBeenCalledWith(7)
    expect(grecaptcha.reset).not.toHaveBeenCalled()
  })

  it('resets the widget before asking for another token, since a token is good for one check', async () => {
    let issued = 0
    const { grecaptcha, widget } = fakeGrecaptcha(() => widget.parameters!.callback(`v2-token-${++issued}`))
    const captcha = renderInvisibleWidget(grecaptcha, document.createElement('div'), 'site-key')
    await expect(captcha.execute()).resolves.toBe('v2-token-1')
    await expect(captcha.execute()).resolves.toBe('v2-token-2')
    expect(grecaptcha.reset).toHaveBeenCalledExactlyOnceWith(7)
  })

  it("fails with 'Failed to execute' when the widget reports an error", async () => {
    const { grecaptcha, widget } = fakeGrecaptcha(() => widget.parameters!['error-callback']())
    const captcha = renderInvisibleWidget(grecaptcha, document.createElement('div'), 'site-key')
    await expect(captcha.execute()).rejects.toEqual(captchaError('Failed to execute'))
  })

  it("fails with 'Failed to execute' when execute throws or rejects", async () => {
    const throwing = fakeGrecaptcha(() => {
      throw new Error('Invalid site key or not loaded in api.js')
    })
    const captcha = renderInvisibleWidget(throwing.grecaptcha, document.createElement('div'), 'site-key')
    await expect(captcha.execute()).rejects.toEqual(captchaError('Failed to execute'))

    const rejecting = fakeGrecaptcha(() => Promise.reject(new Error('bad')))
    const other = renderInvisibleWidget(rejecting.grecaptcha, document.createElement('div'), 'site-key')
    await expect(other.execute()).rejects.toEqual(captchaError('Failed to execute'))
  })

  it("fails with 'Failed to execute' when no token comes in time", async () => {
    const { grecaptcha } = fakeGrecaptcha()
    const captcha = renderInvisibleWidget(grecaptcha, document.createElement('div'), 'site-key', {
      timeoutMs: 20,
    })
    await expect(captcha.execute()).rejects.toEqual(captchaError('Failed to execute'))
  })

  it("fails with 'Failed to execute' when the widget cannot be rendered", () => {
    const { grecaptcha } = fakeGrecaptcha()
    grecaptcha.render.mockImplementation(() => {
      throw new Error('reCAPTCHA placeholder element must be an element or id')
    })
    expect(() => renderInvisibleWidget(grecaptcha, document.createElement('div'), 'site-key')).toThrow(
      new CaptchaError('Failed to execute'),
    )
  })
})

describe('executeScored (v3)', () => {
  it('answers the token for the action', async () => {
    const run = vi.fn(async (action: string) => `token-for-${action}`)
    await expect(executeScored(run, 'accessibility_feedback')).resolves.toBe(
      'token-for-accessibility_feedback',
    )
  })

  it("fails with 'Failed to execute' on a failure, an empty token, or no token in time", async () => {
    await expect(executeScored(() => Promise.reject(new Error('x')), 'a')).rejects.toEqual(
      captchaError('Failed to execute'),
    )
    await expect(
      executeScored(() => {
        throw new Error('Google Recaptcha has not been loaded')
      }, 'a'),
    ).rejects.toEqual(captchaError('Failed to execute'))
    await expect(executeScored(async () => '', 'a')).rejects.toEqual(captchaError('Failed to execute'))
    await expect(executeScored(() => new Promise<string>(() => {}), 'a', 20)).rejects.toEqual(
      captchaError('Failed to execute'),
    )
  })
})
