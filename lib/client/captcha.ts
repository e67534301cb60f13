import { createContext, useContext } from 'react'
import {
  captchaVersions,
  type CaptchaAction,
  type CaptchaSettings,
  type CaptchaVersion,
} from '@/lib/contract/captcha'

/** The messages of the captcha errors, exactly as the spec words them. */
export const captchaErrors = {
  noKey: 'No key provided',
  noVersion: 'No version provided',
  loadFailed: 'Failed to load script',
  executeFailed: 'Failed to execute',
} as const

export type CaptchaErrorMessage = (typeof captchaErrors)[keyof typeof captchaErrors]

export class CaptchaError extends Error {
  declare readonly message: CaptchaErrorMessage

  constructor(message: CaptchaErrorMessage, options?: ErrorOptions) {
    super(message, options)
    this.name = 'CaptchaError'
  }
}

interface InvisibleWidgetParameters {
  sitekey: string
  size: 'invisible'
  badge: 'inline' | 'bottomright' | 'bottomleft'
  callback: (token: string) => void
  'error-callback': () => void
  'expired-callback': () => void
}

export interface Grecaptcha {
  ready(callback: () => void): void
  render(container: HTMLElement, parameters: InvisibleWidgetParameters): number
  execute(widgetIdOrSiteKey?: number | string, options?: { action: string }): Promise<string> | void
  reset(widgetId?: number): void
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha
  }
}

export const captchaTimeouts = {
  /** api.js and the widget's code it loads from gstatic, on a slow mobile connection. */
  loadMs: 20_000,
  /** v3 answers without asking the person anything. */
  scoredExecuteMs: 15_000,
  /** v2 may show a challenge that the person needs time to solve. */
  invisibleExecuteMs: 120_000,
}

export const captchaScriptId = 'portal-recaptcha'

export function checkCaptchaSettings(settings: Partial<CaptchaSettings>): CaptchaSettings {
  if (!settings.siteKey) throw new CaptchaError(captchaErrors.noKey)
  const version = settings.version as string | undefined
  if (!version || !(captchaVersions as readonly string[]).includes(version)) {
    throw new CaptchaError(captchaErrors.noVersion)
  }
  return { siteKey: settings.siteKey, version: version as CaptchaVersion }
}

export function captchaScriptUrl({ siteKey, version }: CaptchaSettings, language: string): string {
  const params = new URLSearchParams({ render: version === '3' ? siteKey : 'explicit', hl: language })
  return `https://www.google.com/recaptcha/api.js?${params}`
}

export function withTimeout<T>(promise: Promise<T>, ms: number, error: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(error()), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (reason: unknown) => {
        clearTimeout(timer)
        reject(reason)
      },
    )
  })
}

const loads = new Map<string, { element: HTMLScriptElement; promise: Promise<Grecaptcha> }>()

/** A script that fails or never gets ready is removed, so that a later call tries again. */
export function loadCaptchaScript(
  src: string,
  { id = captchaScriptId, timeoutMs = captchaTimeouts.loadMs }: { id?: string; timeoutMs?: number } = {},
): Promise<Grecaptcha> {
  const current = loads.get(id)
  if (current?.element.isConnected && current.element.src === src) return current.promise
  current?.element.remove()

  const element = document.createElement('script')
  element.id = id
  element.src = src
  element.async = true
  const failed = () => new CaptchaError(captchaErrors.loadFailed)
  const ready = new Promise<Grecaptcha>((resolve, reject) => {
    element.addEventListener('load', () => {
      const loaded = window.grecaptcha
      if (typeof loaded?.ready !== 'function') return reject(failed())
      loaded.ready(() => resolve(window.grecaptcha ?? loaded))
    })
    element.addEventListener('error', () => reject(failed()))
  })
  const promise = withTimeout(ready, timeoutMs, failed).catch((error: unknown) => {
    element.remove()
    if (loads.get(id)?.element === element) loads.delete(id)
    throw error
  })
  loads.set(id, { element, promise })
  document.head.appendChild(element)
  return promise
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null)?.then === 'function'

export interface InvisibleWidget {
  execute(): Promise<string>
}

export function renderInvisibleWidget(
  grecaptcha: Grecaptcha,
  container: HTMLElement,
  siteKey: string,
  { timeoutMs = captchaTimeouts.invisibleExecuteMs }: { timeoutMs?: number } = {},
): InvisibleWidget {
  const failed = (cause?: unknown) => new CaptchaError(captchaErrors.executeFailed, { cause })
  let pending: { resolve: (token: string) => void; reject: (error: Error) => void } | null = null
  const settle = (token: string | null, cause?: unknown) => {
    const current = pending
    pending = null
    if (token) current?.resolve(token)
    else current?.reject(failed(cause))
  }

  let widgetId: number
  try {
    widgetId = grecaptcha.render(container, {
      sitekey: siteKey,
      size: 'invisible',
      badge: 'inline',
      callback: (token) => settle(token),
      'error-callback': () => settle(null),
      // An unused token expired; the next execute asks for a fresh one anyway.
      'expired-callback': () => {},
    })
  } catch (error) {
    throw failed(error)
  }

  let used = false
  let inFlight: Promise<string> | null = null
  return {
    execute() {
      if (inFlight) return inFlight
      const attempt = new Promise<string>((resolve, reject) => {
        pending = { resolve, reject }
        try {
          // A v2 token is good for one check: the widget gives another only after a reset.
          if (used) grecaptcha.reset(widgetId)
          used = true
          const result: unknown = grecaptcha.execute(widgetId)
          if (isThenable(result)) result.then(undefined, (error: unknown) => settle(null, error))
        } catch (error) {
          settle(null, error)
        }
      })
      inFlight = withTimeout(attempt, timeoutMs, () => {
        pending = null
        return failed()
      }).finally(() => {
        inFlight = null
      })
      return inFlight
    },
  }
}

export async function executeScored(
  run: (action: string) => Promise<string>,
  action: string,
  timeoutMs = captchaTimeouts.scoredExecuteMs,
): Promise<string> {
  let token: string
  try {
    token = await withTimeout(
      Promise.resolve().then(() => run(action)),
      timeoutMs,
      () => new Error(`no token after ${timeoutMs} ms`),
    )
  } catch (error) {
    throw new CaptchaError(captchaErrors.executeFailed, { cause: error })
  }
  if (!token) throw new CaptchaError(captchaErrors.executeFailed)
  return token
}

export interface Captcha {
  enabled: boolean
  /** Forms call it on first focus, so that the token comes quickly later. */
  prepare(): void
  execute(action: CaptchaAction): Promise<string | null>
}

export const captchaOff: Captcha = { enabled: false, prepare: () => {}, execute: async () => null }

export const CaptchaContext = createContext<Captcha>(captchaOff)

export function useCaptcha(): Captcha {
  return useContext(CaptchaContext)
}
