'use client'

import { useEffect } from 'react'
import { GoogleReCaptchaProvider, useGoogleReCaptcha } from 'react-google-recaptcha-v3'
import { captchaScriptId } from '@/lib/client/captcha'

export type ScoredRun = (action: string) => Promise<string>

/** Hands v3's execute, once react-google-recaptcha-v3 has it, to the provider. */
function ScoredBridge({ onReady }: { onReady: (run: ScoredRun | undefined) => void }) {
  const { executeRecaptcha } = useGoogleReCaptcha()
  useEffect(() => onReady(executeRecaptcha), [executeRecaptcha, onReady])
  return null
}

/** Loaded by CaptchaProvider only once Google's script is there, so pages with forms do not ship the library. */
export function ScoredCaptcha({
  siteKey,
  language,
  onReady,
}: {
  siteKey: string
  language: string
  onReady: (run: ScoredRun | undefined) => void
}) {
  return (
    // The script is already in the page (loadCaptchaScript, same id): the library adopts it.
    <GoogleReCaptchaProvider reCaptchaKey={siteKey} language={language} scriptProps={{ id: captchaScriptId }}>
      <ScoredBridge onReady={onReady} />
    </GoogleReCaptchaProvider>
  )
}
