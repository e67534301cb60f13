'use client'

import dynamic from 'next/dynamic'
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react'
import {
  type Captcha,
  CaptchaContext,
  CaptchaError,
  captchaErrors,
  captchaOff,
  captchaScriptUrl,
  captchaTimeouts,
  checkCaptchaSettings,
  executeScored,
  type Grecaptcha,
  type InvisibleWidget,
  loadCaptchaScript,
  renderInvisibleWidget,
  withTimeout,
} from '@/lib/client/captcha'
import type { CaptchaSettings } from '@/lib/contract/captcha'
import { publicEnv } from '@/lib/public-env'
import type { ScoredRun as Run } from './scored-captcha'

// Google's v3 library comes with Google's script, when a form first needs it.
const ScoredCaptcha = dynamic(() => import('./scored-captcha').then((module) => module.ScoredCaptcha), {
  ssr: false,
})

// Google asks for its notice next to the form when the badge is hidden; forms show <CaptchaNotice />.
// React puts the rule in the head once, however many providers a page has.
const hiddenBadge = (
  <style href="captcha-badge" precedence="default">
    {'.grecaptcha-badge{visibility:hidden}'}
  </style>
)

/**
 * Nothing is loaded from Google until a form inside is focused or asks for a token, so pages only reach Google
 * when someone uses a protected form. Without a site key captcha is off and forms send no token.
 */
export function CaptchaProvider({
  settings,
  language,
  children,
}: {
  settings: Partial<CaptchaSettings> | null | undefined
  language: string
  children: ReactNode
}) {
  const siteKey = settings?.siteKey
  const version = settings?.version
  const enabled = Boolean(siteKey || version)
  const [scoredMounted, setScoredMounted] = useState(false)
  const container = useRef<HTMLDivElement>(null)
  const loading = useRef<Promise<Grecaptcha> | null>(null)
  const prepared = useRef(false)
  const widget = useRef<InvisibleWidget | null>(null)
  const scored = useRef<{ run?: Run; waiting: Array<(run: Run) => void> }>({ waiting: [] })

  const onScoredReady = useCallback((run: Run | undefined) => {
    scored.current.run = run
    if (!run) return
    for (const resolve of scored.current.waiting.splice(0)) resolve(run)
  }, [])

  const captcha = useMemo<Captcha>(() => {
    if (!enabled) return captchaOff

    const load = (checked: CaptchaSettings) => {
      loading.current ??= loadCaptchaScript(captchaScriptUrl(checked, language)).catch((error: unknown) => {
        loading.current = null
        throw error
      })
      return loading.current.then((grecaptcha) => {
        if (checked.version === '3') setScoredMounted(true)
        return grecaptcha
      })
    }

    const scoredRun = () => {
      const { run, waiting } = scored.current
      if (run) return Promise.resolve(run)
      const next = new Promise<Run>((resolve) => waiting.push(resolve))
      return withTimeout(next, captchaTimeouts.loadMs, () => new CaptchaError(captchaErrors.loadFailed))
    }

    const token = async (action: string) => {
      const checked = checkCaptchaSettings({ siteKey, version })
      const grecaptcha = await load(checked)
      if (checked.version === '3') return executeScored(await scoredRun(), action)
      if (!container.current) throw new CaptchaError(captchaErrors.executeFailed)
      widget.current ??= renderInvisibleWidget(grecaptcha, container.current, checked.siteKey)
      return widget.current.execute()
    }

    return {
      enabled: true,
      prepare() {
        // Once: after a failure, sending the form tries again, and every focus need not.
        if (prepared.current) return
        prepared.current = true
        try {
          load(checkCaptchaSettings({ siteKey, version })).catch(() => {})
        } catch {
          // Incomplete settings: execute reports them.
        }
      },
      async execute(action) {
        try {
          return await token(action)
        } catch (error) {
          if (publicEnv.logsErrors) console.error('[captcha]', error)
          throw error
        }
      },
    }
  }, [enabled, siteKey, version, language])

  return (
    <CaptchaContext value={captcha}>
      {children}
      {enabled && hiddenBadge}
      {version === '2' && <div ref={container} />}
      {version === '3' && siteKey && scoredMounted && (
        <ScoredCaptcha siteKey={siteKey} language={language} onReady={onScoredReady} />
      )}
    </CaptchaContext>
  )
}
