// First-load JavaScript of a page as a browser gets it: every same-origin script the HTML references
// (<script src> and <link rel="preload" as="script">, not nomodule fallbacks), gzip-compressed, plus the
// inline scripts (the React Server Components payload), reported separately.

import { gzipSync } from 'node:zlib'

const gzipSize = (text) => gzipSync(Buffer.from(text), { level: 9 }).length
const attribute = (tag, name) =>
  tag
    .match(new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)')`, 'i'))
    ?.slice(1)
    .find((value) => value !== undefined)
const hasAttribute = (tag, name) => new RegExp(`\\s${name}(?:[\\s=>/]|$)`, 'i').test(tag)
const decodeEntities = (value) => value.replaceAll('&amp;', '&')

function referencedScripts(html, pageUrl) {
  const urls = new Set()
  const add = (href) => {
    if (!href) return
    const url = new URL(decodeEntities(href), pageUrl)
    if (url.origin === new URL(pageUrl).origin) urls.add(url.href)
  }
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (!hasAttribute(tag, 'nomodule')) add(attribute(tag, 'src'))
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (/^preload$/i.test(attribute(tag, 'rel') ?? '') && /^script$/i.test(attribute(tag, 'as') ?? '')) {
      add(attribute(tag, 'href'))
    }
  }
  return [...urls]
}

const inlineScripts = (html) =>
  [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map(([, body]) => body)
    .join('\n')

const kb = (bytes) => Number((bytes / 1024).toFixed(1))

export async function firstLoadJs(pageUrl, headers) {
  const response = await fetch(pageUrl, { headers })
  if (!response.ok) throw new Error(`${pageUrl} answered ${response.status}`)
  const html = await response.text()
  const scripts = referencedScripts(html, pageUrl)
  let gzipBytes = 0
  let rawBytes = 0
  for (const script of scripts) {
    const scriptResponse = await fetch(script)
    if (!scriptResponse.ok) throw new Error(`${script} answered ${scriptResponse.status}`)
    const text = await scriptResponse.text()
    rawBytes += Buffer.byteLength(text)
    gzipBytes += gzipSize(text)
  }
  const inline = inlineScripts(html)
  return {
    files: scripts.length,
    gzipKb: kb(gzipBytes),
    rawKb: kb(rawBytes),
    inlineGzipKb: kb(inline ? gzipSize(inline) : 0),
    htmlGzipKb: kb(gzipSize(html)),
  }
}
