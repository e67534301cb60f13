import { defaultLocale, isLocale, type Locale } from '@/lib/contract/locales'
import { fallbackMessages } from '@/lib/i18n/fallback-messages'

/**
 * Whether a path holds a %-escape that does not decode: a stray `%`, `%ZZ`, a cut or invalid UTF-8 sequence
 * (`%E0%A4%A`, `%ED%A0%80`). Next.js cannot route such a path and would answer 500.
 */
export function isMalformedPath(pathname: string): boolean {
  if (!pathname.includes('%')) return false
  try {
    decodeURIComponent(pathname)
    return false
  } catch {
    return true
  }
}

/**
 * Whether a well-formed path names a literal `%` (`%25`). No page's address holds one (slugs are lower-case words
 * and digits), and the language middleware decodes the path it rewrites to, which would leave a bare `%` that
 * Next.js cannot decode: such a path is simply not found.
 */
export const namesPercentSign = (pathname: string): boolean => /%25/i.test(pathname)

/**
 * Addresses the proxy's page matcher leaves out (keep the two alike): the API, the back-office, uploaded pictures,
 * Next.js's own files, and any path with a dot (files by name).
 */
export const isOutsidePages = (pathname: string): boolean =>
  /^\/(?:(?:api|admin|media|bench-floor)(?:\/|$)|_next|_vercel)|\./.test(pathname)

/** The language of a page address: its prefix, else the remembered choice, else Spanish. */
function languageOf(pathname: string, remembered: string | undefined): Locale {
  const prefix = /^\/(ca|en|eu)(?=\/|$)/.exec(pathname)?.[1]
  if (prefix && isLocale(prefix)) return prefix
  return isLocale(remembered) ? remembered : defaultLocale
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/**
 * The answer to a path that does not decode: 400, never stored. The API's addresses get its error envelope
 * (`{"detail": "Bad Request"}`); every other address a small page in the address's language, with a link home.
 */
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
