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

/** A script's raw and gzipped size; `sizes` keeps them by URL, as pages share most of their chunks. */
async function scriptSize(url, sizes) {
  if (!sizes.has(url)) {
    const response = await fetch(url)
    if (!response.ok) throw new Error(`${url} answered ${response.status}`)
    const text = await response.text()
    sizes.set(url, { raw: Buffer.byteLength(text), gzip: gzipSize(text) })
  }
  return sizes.get(url)
}

/** `sizes` (a Map) may be shared by the pages of one build so that each script is fetched and compressed once. */
export async function firstLoadJs(pageUrl, headers, sizes = new Map()) {
  const response = await fetch(pageUrl, { headers })
  if (!response.ok) throw new Error(`${pageUrl} answered ${response.status}`)
  const html = await response.text()
  const scripts = referencedScripts(html, pageUrl)
  let gzipBytes = 0
  let rawBytes = 0
  for (const script of scripts) {
    const { raw, gzip } = await scriptSize(script, sizes)
    rawBytes += raw
    gzipBytes += gzip
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
