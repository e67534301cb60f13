// The benchmark's goals, verdicts and output: plain-text tables for the terminal, JSON, and the block of docs/benchmark.md.

import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import * as prettier from 'prettier'
import { ROOT } from '../next-build.mjs'
import { textTable } from '../text-table.mjs'

// The issue's table: floors are the bare app's pages (scripts/bench/floor-app.mjs).
export const goals = {
  publicToStaticFloor: 0.8,
  privateToDynamicFloor: 0.6,
  apiP95Ms: 20,
  apiConnections: 10,
  firstLoadJsToFloor: 1.35,
  mobilePerformance: 98,
  otherCategories: 100,
  mixedConnections: 200,
  mixedSeconds: 30,
  mixedP95Ms: 500,
  // On PostgreSQL; on PGlite the database's own share is measured and taken out.
  steadyMemoryMb: 400,
}

const percentShort = (actual, wanted) => `${Math.round((1 - actual / wanted) * 100)}%`
const percentOver = (actual, limit) => `${Math.round((actual / limit - 1) * 100)}%`
const times = (ratio) => (ratio === null || ratio === undefined ? '—' : `${ratio.toFixed(2)}×`)

/** A measured target that did not answer cleanly is flagged: its numbers do not count. */
function problemsOf(run) {
  const problems = []
  if (run.responses === 0) problems.push('no answer')
  if (run.errors > 0) problems.push(`${run.errors} errors (${run.timeouts} timeouts)`)
  if (run.non2xx > 0) problems.push(`${run.non2xx} non-2xx`)
  return problems
}

export function throughputVerdict(row) {
  if (row.status !== 'measured')
    return { goal: goalOf(row.kind, row), verdict: `not built yet (${row.arrivesWith})` }
  const problems = problemsOf(row)
  const flagged = problems.length ? `FLAGGED: ${problems.join(', ')}` : null
  switch (row.kind) {
    case 'public':
    case 'private': {
      const [ratio, wanted] =
        row.kind === 'public'
          ? [row.ratioToStaticFloor, goals.publicToStaticFloor]
          : [row.ratioToDynamicFloor, goals.privateToDynamicFloor]
      const verdict =
        ratio >= wanted
          ? 'ok'
          : `missed by ${percentShort(ratio, wanted)} (${times(ratio)} of ${times(wanted)})`
      return { goal: goalOf(row.kind), verdict: flagged ?? verdict }
    }
    case 'api': {
      const p95 = row.latencyMs.p95
      const limit = row.goalP95Ms ?? goals.apiP95Ms
      const verdict = p95 <= limit ? 'ok' : `missed by ${(p95 - limit).toFixed(1)} ms (p95 ${p95} ms)`
      return { goal: goalOf(row.kind, row), verdict: flagged ?? verdict }
    }
    default:
      return { goal: goalOf(row.kind), verdict: flagged ?? 'reference' }
  }
}

/** A target may set its own API goal and load (the registry search: p95 < 50 ms at 20 connections). */
function goalOf(kind, { goalP95Ms, connections } = {}) {
  return {
    public: `≥ ${times(goals.publicToStaticFloor)} static`,
    private: `≥ ${times(goals.privateToDynamicFloor)} dynamic`,
    api: `p95 ≤ ${goalP95Ms ?? goals.apiP95Ms} ms` + (connections ? ` at ${connections} conn.` : ''),
    'floor-static': 'floor',
    'floor-dynamic': 'floor',
    'portal-floor-static': 'reference',
    'portal-floor-dynamic': 'reference',
    'portal-floor-api': 'reference',
  }[kind]
}

export function firstLoadVerdict(row) {
  if (row.status !== 'measured') return `not built yet (${row.arrivesWith})`
  if (row.kind !== 'public' || row.ratioToFloor === null) return 'reference'
  return row.ratioToFloor <= goals.firstLoadJsToFloor
    ? 'ok'
    : `missed by ${percentOver(row.ratioToFloor, goals.firstLoadJsToFloor)} (${times(row.ratioToFloor)})`
}

export function lighthouseVerdict(row) {
  if (row.status !== 'measured') return `not built yet (${row.arrivesWith})`
  if (row.runtimeError) return `FLAGGED: ${row.runtimeError}`
  if (row.kind.includes('floor')) return 'reference'
  const misses = []
  if (row.formFactor === 'mobile' && row.scores.performance < goals.mobilePerformance) {
    misses.push(`performance by ${goals.mobilePerformance - row.scores.performance}`)
  }
  for (const [key, label] of [
    ['accessibility', 'accessibility'],
    ['bestPractices', 'best practices'],
    ['seo', 'SEO'],
  ]) {
    if (row.scores[key] < goals.otherCategories)
      misses.push(`${label} by ${goals.otherCategories - row.scores[key]}`)
  }
  return misses.length ? `missed: ${misses.join(', ')}` : 'ok'
}

/** The mixed load's verdict: p95 and not one error or unexpected status. */
export function mixedLoadVerdict(run) {
  const problems = problemsOf(run)
  if (problems.length) return `missed: ${problems.join(', ')}`
  return run.latencyMs.p95 <= goals.mixedP95Ms
    ? 'ok'
    : `missed by ${(run.latencyMs.p95 - goals.mixedP95Ms).toFixed(0)} ms (p95 ${run.latencyMs.p95} ms)`
}

/**
 * The goal is set on PostgreSQL. On PGlite the database lives in the server's process: its share (`pgliteShareMb`)
 * is taken out of the steady value to compare, and the verdict says so.
 */
export function memoryVerdict(memory) {
  if (memory.steadyMb === null) return 'not measured'
  const onPglite = memory.engine === 'pglite'
  if (onPglite && memory.pgliteShareMb === undefined) return 'PGlite share not measured'
  const compared = onPglite ? memory.steadyMb - memory.pgliteShareMb : memory.steadyMb
  const without = onPglite ? ` without PGlite's ${memory.pgliteShareMb} MB` : ''
  return compared < goals.steadyMemoryMb
    ? `ok (${compared} MB${without})`
    : `missed by ${compared - goals.steadyMemoryMb} MB (${compared} MB${without}, ` +
        `${percentOver(compared, goals.steadyMemoryMb)} over)`
}

const dash = (value, suffix = '') => (value === null || value === undefined ? '—' : `${value}${suffix}`)

/** The report as tables: [title, header, rows], shared by the terminal and docs/benchmark.md. */
function tables(report) {
  const throughput = [
    'Throughput and latency',
    ['target', 'path', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'vs static', 'vs dynamic', 'goal', 'verdict'],
    report.throughput.map((row) => [
      row.name,
      row.path ?? '—',
      dash(row.requestsPerSecond),
      dash(row.latencyMs?.p50),
      dash(row.latencyMs?.p95),
      dash(row.latencyMs?.p99),
      times(row.ratioToStaticFloor),
      times(row.ratioToDynamicFloor),
      row.goal,
      row.verdict,
    ]),
  ]
  const firstLoad = [
    'First-load JavaScript (gzip)',
    ['route', 'path', 'files', 'JS kB', 'inline kB', 'vs floor', 'goal', 'verdict'],
    report.firstLoadJs.map((row) => [
      row.name,
      row.path ?? '—',
      dash(row.files),
      dash(row.gzipKb),
      dash(row.inlineGzipKb),
      times(row.ratioToFloor),
      row.kind === 'public' ? `≤ ${times(goals.firstLoadJsToFloor)}` : goalOf(row.kind),
      row.verdict,
    ]),
  ]
  const lighthouseRows = [
    'Lighthouse',
    ['page', 'device', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'verdict'],
    report.lighthouse.map((row) => [
      row.name,
      row.formFactor,
      dash(row.scores?.performance),
      dash(row.scores?.accessibility),
      dash(row.scores?.bestPractices),
      dash(row.scores?.seo),
      dash(row.lcpMs),
      dash(row.tbtMs),
      dash(row.cls),
      row.verdict,
    ]),
  ]
  const { mixedLoad, mixedLoadViaNginx } = report
  const mixedRow = (servedBy, run) => [
    servedBy,
    dash(run.requestsPerSecond),
    dash(run.latencyMs?.p50),
    dash(run.latencyMs?.p95),
    dash(run.latencyMs?.p99),
    run.warmupTimeouts
      ? `${run.errors} (and ${run.warmupTimeouts} timeouts of warm-up requests)`
      : dash(run.errors),
    dash(run.non2xx),
    `p95 ≤ ${goals.mixedP95Ms} ms, 0 errors`,
    run.verdict,
  ]
  const mixed = [
    `Mixed load (${mixedLoad.connections} connections, ${mixedLoad.seconds} s over the public pages and the API)`,
    ['served by', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'non-2xx', 'goal', 'verdict'],
    [
      mixedRow('Node.js', mixedLoad),
      ...(mixedLoadViaNginx ? [mixedRow('nginx (shipped site), API by Node.js', mixedLoadViaNginx)] : []),
    ],
  ]
  const memory = [
    'Server memory (RSS of the serving process)',
    ['database', 'ready MB', 'peak MB', 'steady MB', 'PGlite share MB', 'goal', 'verdict'],
    [
      [
        report.memory.engine === 'postgres' ? 'PostgreSQL' : 'PGlite',
        dash(report.memory.readyMb),
        dash(report.memory.peakMb),
        dash(report.memory.steadyMb),
        dash(report.memory.pgliteShareMb),
        `steady < ${goals.steadyMemoryMb} MB on PostgreSQL`,
        report.memory.verdict,
      ],
    ],
  ]
  return [throughput, firstLoad, mixed, lighthouseRows, memory]
}

function plainTable([title, header, rows]) {
  return [`━━ ${title} ━━`, ...textTable(header, rows)].join('\n')
}

function machineLine(report) {
  const { machine } = report
  return (
    `${machine.cpu}, ${machine.cores} cores, ${machine.ramGb} GiB RAM, Node ${machine.node}, ` +
    `${machine.chromium ?? 'no Chromium'}; load average before the run ${machine.loadAverage[0]} (1 min), ` +
    `${machine.loadAverage[1]} (5 min); ${machine.loadAverageAtEnd?.[0]} at the end, with the run's own work`
  )
}

function summaryLines(report) {
  const date = report.date.slice(0, 16).replace('T', ' ')
  const { connections, seconds, warmupSeconds } = report.settings
  const data = report.volume.seeded
    .map(({ name, rows }) => `${rows.toLocaleString('en-US')} ${name}`)
    .join(', ')
  const notBuilt = report.notBuiltYet.map(({ name, arrivesWith }) => `${name} (${arrivesWith})`).join(', ')
  return [
    ...(report.loadedMachine
      ? [
          `LOADED MACHINE: other work ran before this run (1-minute load average at its start above half the ` +
            'cores), and likely beside it; its numbers ' +
            'are not the project’s. Measure on a quiet machine before copying them anywhere.',
        ]
      : []),
    `Run of ${date} UTC (${report.mode}) on ${machineLine(report)}; commit ${report.commit}.`,
    `Load: ${connections} connections per page, ${goals.apiConnections} per API target unless it says, ` +
      `${seconds} s per target after ${warmupSeconds} s of warm-up; data: ${data}; ` +
      `database: ${report.memory.engine === 'postgres' ? 'PostgreSQL' : 'PGlite'}.`,
    `Floor: ${report.floor}.`,
    `Through nginx: ${report.nginx}.`,
    `Not built yet: ${notBuilt || 'nothing'}.`,
  ]
}

/** Why Lighthouse categories fell short: the scored audits below 100, per page and device. */
function shortfallLines(report) {
  return report.lighthouse
    .filter((row) => row.status === 'measured' && row.verdict !== 'ok')
    .map(
      (row) =>
        `${row.name} (${row.formFactor}): ` +
        Object.entries(row.shortfalls)
          .map(([category, audits]) => `${category}: ${audits.join(', ')}`)
          .join('; '),
    )
}

export function printReport(report) {
  console.log(`\n${tables(report).map(plainTable).join('\n\n')}\n`)
  for (const line of [...summaryLines(report), ...shortfallLines(report)]) console.log(line)
}

const escapeCell = (cell) => String(cell).replaceAll('|', '\\|')

function markdownTable([title, header, rows]) {
  return [
    `**${title}**`,
    '',
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(escapeCell).join(' | ')} |`),
  ].join('\n')
}

function markdown(report) {
  const shortfalls = shortfallLines(report)
  return [
    summaryLines(report)
      .map((line) => `- ${line}`)
      .join('\n'),
    ...tables(report).map(markdownTable),
    ...(shortfalls.length
      ? [`Lighthouse audits below 100:\n\n${shortfalls.map((line) => `- ${line}`).join('\n')}`]
      : []),
  ].join('\n\n')
}

async function formatted(text, path) {
  const options = (await prettier.resolveConfig(path)) ?? {}
  return prettier.format(text, { ...options, filepath: path })
}

async function writeAtomically(path, text) {
  writeFileSync(`${path}.tmp`, await formatted(text, path))
  renameSync(`${path}.tmp`, path)
}

const LATEST = join(ROOT, 'bench', 'results', 'latest.json')
const BENCHMARK_DOC = join(ROOT, 'docs', 'benchmark.md')
const START = '<!-- bench:start (npm run bench -- --write-readme rewrites this block) -->'
const END = '<!-- bench:end -->'

export const writeJson = (report, path = LATEST) => writeAtomically(path, JSON.stringify(report, null, 2))
export const readLatest = () => JSON.parse(readFileSync(LATEST, 'utf8'))

/** Replaces the block between the two bench markers in docs/benchmark.md with the report's tables. */
export async function writeBenchmarkDoc(report) {
  const doc = readFileSync(BENCHMARK_DOC, 'utf8')
  const start = doc.indexOf(START)
  const end = doc.indexOf(END)
  if (start === -1 || end < start) throw new Error(`docs/benchmark.md has no ${START} … ${END} block`)
  const block = `${START}\n\n${markdown(report)}\n\n${END}`
  await writeAtomically(BENCHMARK_DOC, doc.slice(0, start) + block + doc.slice(end + END.length))
}
