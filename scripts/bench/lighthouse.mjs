// Lighthouse 12 through its Node API, on Debian's Chromium: mobile (the default config) and desktop.

import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { onCleanup } from './server.mjs'

const CHROMIUM = '/usr/bin/chromium'

const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--lang=es-ES',
]

const categories = ['performance', 'accessibility', 'best-practices', 'seo']

export function chromiumVersion() {
  try {
    return execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .split('\n')[0]
      .replace(/ built on .*/, '')
      .trim()
  } catch {
    return null
  }
}

/** One Chromium with a fresh profile for all audits (Lighthouse resets storage between runs). */
export async function launchChromium() {
  const userDataDir = mkdtempSync(join(tmpdir(), 'bench-chromium-'))
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags,
    userDataDir,
    handleSIGINT: false,
    logLevel: 'silent',
  })
  const stop = async () => {
    try {
      chrome.kill()
    } finally {
      rmSync(userDataDir, { recursive: true, force: true })
    }
  }
  const unregister = onCleanup(stop)
  return {
    port: chrome.port,
    stop: async () => {
      unregister()
      await stop()
    },
  }
}

/** The scored audits that kept a category below 100, so a miss says why. */
function shortfalls(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => (audit.displayValue ? `${audit.id} (${audit.displayValue})` : audit.id))
    .map((text) =>
      text.startsWith('largest-contentful-paint ') && lcpDetail(lhr) ? `${text}: ${lcpDetail(lhr)}` : text,
    )
}

/**
 * What the largest paint was and where its simulated time went. Lighthouse simulates the LCP from what the real
 * load had finished before it: every script loaded and run before the paint counts in it, not only what blocks
 * rendering, so the scripts are named too.
 */
function lcpDetail(lhr) {
  const [element, phases] = lhr.audits['largest-contentful-paint-element']?.details?.items ?? []
  const node = element?.items?.[0]?.node
  if (!node) return null
  const tag = node.snippet?.match(/^<(\w+)/)?.[1] ?? 'element'
  const label = node.nodeLabel ? ` "${node.nodeLabel.slice(0, 30)}…"` : ''
  const parts = (phases?.items ?? [])
    .filter((phase) => phase.timing >= 1)
    .map((phase) => `${phase.phase} ${Math.round(phase.timing)} ms`)
  const observedLcp = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (request) => request.resourceType === 'Script' && request.networkEndTime <= observedLcp,
  )
  if (scripts.length) {
    const kB = scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024
    parts.push(`${scripts.length} scripts (${kB.toFixed(0)} kB) loaded before it`)
  }
  return `<${tag}>${label}${parts.length ? ` (${parts.join(', ')})` : ''}`
}

async function auditOnce(url, chromePort, formFactor) {
  const flags = {
    port: chromePort,
    logLevel: 'error',
    onlyCategories: categories,
    extraHeaders: { 'Accept-Language': 'es-ES,es;q=0.9' },
  }
  const { lhr } = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined)
  const score = (category) =>
    lhr.categories[category]?.score === null ? null : Math.round(lhr.categories[category].score * 100)
  return {
    formFactor,
    finalUrl: lhr.finalDisplayedUrl,
    runtimeError: lhr.runtimeError?.message ?? null,
    // Lighthouse's CPU benchmark of the machine in this run: the lower, the harsher its simulated slowdown.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
    },
    fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue ?? 0),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
    lcpElement: lcpDetail(lhr),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
    cls: Number((lhr.audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)),
    shortfalls: Object.fromEntries(
      categories.map((category) => [category, shortfalls(lhr, category)]).filter(([, list]) => list.length),
    ),
  }
}

/** `runs` audits of `url`; the run with the median performance score stands for all (Lighthouse's advice). */
export async function audit(url, { chromePort, formFactor, runs = 1 }) {
  const results = []
  for (let run = 0; run < runs; run++) results.push(await auditOnce(url, chromePort, formFactor))
  const byPerformance = [...results].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0))
  return {
    ...byPerformance[Math.floor(byPerformance.length / 2)],
    runs,
    performanceRange: [byPerformance[0].scores.performance, byPerformance.at(-1).scores.performance],
  }
}
