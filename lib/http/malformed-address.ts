import { defaultLocale, isLocale, type Locale } from '@/lib/contract/locales'
import { fallbackMessages } from '@/lib/i18n/fallback-messages'

/** Next.js cannot route a path whose %-escapes do not decode, and would answer 500. */
export function isMalformedPath(pathname: string): boolean {
  if (!pathname.includes('%')) return false
  try {
    decodeURIComponent(pathname)
    return false
  } catch {
    return true
  }
}

/** The language middleware decodes the path it rewrites to, leaving a bare `%` Next.js cannot decode. */
export const namesPercentSign = (pathname: string): boolean => /%25/i.test(pathname)

/** Keep in step with the proxy's page matcher. */
export const isOutsidePages = (pathname: string): boolean =>
  /^\/(?:(?:api|admin|media|bench-floor)(?:\/|$)|_next|_vercel)|\./.test(pathname)

function languageOf(pathname: string, remembered: string | undefined): Locale {
  const prefix = /^\/(ca|en|eu)(?=\/|$)/.exec(pathname)?.[1]
  if (prefix && isLocale(prefix)) return prefix
  return isLocale(remembered) ? remembered : defaultLocale
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

export function malformedAddressResponse(pathname: string, rememberedLocale?: string): Response {
  const headers = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }
  if (/^\/api(?:\/|$)/.test(pathname)) {
    return Response.json({ detail: 'Bad Request' }, { status: 400, headers })
  }
  const locale = languageOf(pathname, rememberedLocale)
  const texts = fallbackMessages[locale]
  const home = locale === defaultLocale ? '/' : `/${locale}`
  const html = `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(texts.badAddress.title)}</title>
<style>body{font-family:system-ui,sans-serif;line-height:1.5;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a;background:#fff}a{color:#0b5394}</style>
</head>
<body>
<main>
<h1>${escapeHtml(texts.badAddress.title)}</h1>
<p>${escapeHtml(texts.badAddress.text)}</p>
<p><a href="${home}">${escapeHtml(texts.home)}</a></p>
</main>
</body>
</html>
`
  return new Response(html, {
    status: 400,
    headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' },
  })
}
