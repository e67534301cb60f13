#!/usr/bin/env node
// `npm run bench`: build into .next-bench (with the bare floor pages), seed data/bench with realistic volume,
// serve it, and measure every target of scripts/bench/targets.mjs side by side: throughput and latency with
// autocannon, first-load JavaScript, Lighthouse (mobile and desktop) and the server's memory. Prints tables
// and writes bench/results/latest.json.
//
//   --quick          shorter load runs and one Lighthouse run per page and device (about 2 minutes)
//   --write-readme   also rewrite the numbers block of docs/benchmark.md
//   --readme-only    only rewrite docs/benchmark.md from bench/results/latest.json
//   --instances N    instead, the public and private targets through nginx with one instance and with N, on a
//                    PostgreSQL database made with TEST_DATABASE_URL (scripts/bench/instances.mjs)

import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { runAutocannon } from './bench/autocannon.mjs'
import { firstLoadJs } from './bench/first-load-js.mjs'
import { instancesResultsFile, instancesTable, measureInstances } from './bench/instances.mjs'
import { audit, chromiumVersion, launchChromium } from './bench/lighthouse.mjs'
import {
  firstLoadVerdict,
  lighthouseVerdict,
  memoryVerdict,
  printReport,
  readLatest,
  throughputVerdict,
  writeJson,
  writeBenchmarkDoc,
} from './bench/report.mjs'
import {
  cleanUp,
  exitCleanlyOnSignals,
  freePort,
  onCleanup,
  sampleMemory,
  startServer,
} from './bench/server.mjs'
import { browserHeaders, isBuilt, loadMix, signedInHeaders, targets } from './bench/targets.mjs'
import { build, buildReason, exitCodeOf, ROOT } from './next-build.mjs'

const DIST_DIR = '.next-bench'
const DATA_DIR = 'data/bench'
const RESULTS_DIR = join(ROOT, 'bench', 'results')
const SERVER_ENV = { PGLITE_DIR: DATA_DIR, SEED_DEMO: 'true', BENCH_FLOOR_PAGES: 'true' }

const argv = process.argv.slice(2)
const args = new Set(argv)
const quick = args.has('--quick')
const instancesArg = argv.find((arg) => arg.startsWith('--instances'))
const instances = instancesArg
  ? Number(instancesArg.includes('=') ? instancesArg.split('=')[1] : argv[argv.indexOf(instancesArg) + 1])
  : undefined
// 50 connections everywhere: the API goal is set at 50, and pages get the same load to compare.
const settings = quick
  ? { connections: 50, seconds: 5, warmupSeconds: 2, lighthouseRuns: 1 }
  : { connections: 50, seconds: 10, warmupSeconds: 5, lighthouseRuns: 3 }

let sessionHeaders = {}
const headersFor = (target) => {
  if (target.kind === 'api') return { accept: 'application/json' }
  return target.kind === 'private' ? { ...browserHeaders, ...sessionHeaders } : browserHeaders
}

function step(title) {
  console.log(`\n━━ ${title} ━━`)
}

function run(command, commandArgs) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: ROOT, stdio: 'inherit' })
    const unregister = onCleanup(() => child.kill('SIGTERM'))
    child.on('error', () => resolve(127))
    child.on('exit', (code, signal) => {
      unregister()
      resolve(exitCodeOf(code, signal))
    })
  })
}

function git(...gitArgs) {
  try {
    return execFileSync('git', gitArgs, { cwd: ROOT, encoding: 'utf8' }).trim()
  } catch {
    return null
  }
}

/** The commit measured; the results and the benchmark page the bench itself writes do not count as changes. */
function commitDescription() {
  const commit = git('rev-parse', '--short', 'HEAD') ?? 'unknown'
  const changed = git('status', '--porcelain', '--', '.', ':!bench/results', ':!docs/benchmark.md')
  return changed ? `${commit} (uncommitted changes)` : commit
}

const loadAverage = () => os.loadavg().map((load) => Number(load.toFixed(2)))

function machine() {
  return {
    loadAverage: loadAverage(),
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
    cores: os.cpus().length,
    ramGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    chromium: chromiumVersion(),
  }
}

async function buildIfNeeded() {
  const reason = buildReason(DIST_DIR)
  if (!reason) {
    console.log(`${DIST_DIR} is up to date.`)
    return
  }
  console.log(`Building into ${DIST_DIR}: ${reason}.`)
  const code = await build({ distDir: DIST_DIR, env: { BENCH_FLOOR_PAGES: 'true' } })
  if (code !== 0) throw new Error(`The build failed (exit code ${code})`)
}

/**
 * Seeds DATA_DIR (or a PostgreSQL database by URL) in a process of its own (tsx, with the react-server condition
 * that `server-only` needs).
 */
async function seed(target = DATA_DIR) {
  const summaryFile = join(RESULTS_DIR, 'volume.json.tmp')
  const code = await run(process.execPath, [
    '--conditions=react-server',
    '--import',
    'tsx',
    join('scripts', 'bench', 'seed.ts'),
    target,
    summaryFile,
  ])
  if (code !== 0) throw new Error(`Seeding failed (exit code ${code})`)
  const summary = JSON.parse(readFileSync(summaryFile, 'utf8'))
  rmSync(summaryFile)
  return summary
}

/** Every built target must answer 200 before it is measured; the first request also warms its code path. */
async function checkTargets(baseUrl) {
  if (targets.some((target) => isBuilt(target) && target.kind === 'private')) {
    sessionHeaders = await signedInHeaders(baseUrl)
  }
  for (const target of targets.filter(isBuilt)) {
    const response = await fetch(baseUrl + target.path, { headers: headersFor(target), redirect: 'manual' })
    if (response.status !== 200) {
      throw new Error(`${target.name} (${target.path}) answered ${response.status}, not 200`)
    }
  }
}

/**
 * Waits until the server answers a health check quickly twice in a row: the requests a previous run left
 * behind (autocannon drops its connections at the end; the server finishes them) must not slow the next.
 */
async function settle(baseUrl, deadlineMs = 30_000) {
  const deadline = Date.now() + deadlineMs
  let quickAnswers = 0
  while (quickAnswers < 2 && Date.now() < deadline) {
    const started = performance.now()
    await (await fetch(`${baseUrl}/api/health`)).text()
    quickAnswers = performance.now() - started < 50 ? quickAnswers + 1 : 0
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

async function measureThroughput(baseUrl) {
  const rows = []
  for (const target of targets) {
    if (!isBuilt(target)) {
      rows.push({ ...pick(target), status: 'not built yet' })
      continue
    }
    await settle(baseUrl)
    const result = await runAutocannon({
      url: baseUrl + target.path,
      headers: headersFor(target),
      connections: target.connections ?? settings.connections,
      warmupSeconds: settings.warmupSeconds,
      seconds: settings.seconds,
      requests: target.requests?.(),
    })
    console.log(
      `${target.name.padEnd(16)} ${String(result.requestsPerSecond).padStart(8)} req/s  ` +
        `p50 ${result.latencyMs.p50} ms  p95 ${result.latencyMs.p95} ms  p99 ${result.latencyMs.p99} ms` +
        (result.errors || result.non2xx ? `  errors ${result.errors}, non-2xx ${result.non2xx}` : ''),
    )
    rows.push({ ...pick(target), status: 'measured', ...result })
  }
  const floor = (kind) => rows.find((row) => row.kind === kind && row.status === 'measured')
  const ratio = (row, floorRow) =>
    floorRow && row.status === 'measured' && !row.kind.startsWith('floor')
      ? Number((row.requestsPerSecond / floorRow.requestsPerSecond).toFixed(2))
      : null
  return rows.map((row) => {
    const withRatios = {
      ...row,
      ratioToStaticFloor: ratio(row, floor('floor-static')),
      ratioToDynamicFloor: ratio(row, floor('floor-dynamic')),
    }
    return { ...withRatios, ...throughputVerdict(withRatios) }
  })
}

const pick = ({ name, path, kind, arrivesWith, connections, goalP95Ms }) => ({
  name,
  path,
  kind,
  arrivesWith,
  connections,
  goalP95Ms,
})

/** A last stretch of mixed load over every public and API target; the memory steady state is read here. */
async function mixedLoad(baseUrl) {
  await settle(baseUrl)
  const result = await runAutocannon({
    url: baseUrl,
    connections: settings.connections,
    warmupSeconds: settings.warmupSeconds,
    seconds: Math.max(settings.seconds, 10),
    requests: loadMix
      .filter(({ status }) => status === 200)
      .map(({ path }) => ({ method: 'GET', path, headers: browserHeaders })),
  })
  console.log(
    `mixed load       ${String(result.requestsPerSecond).padStart(8)} req/s  p95 ${result.latencyMs.p95} ms`,
  )
  return result
}

async function measureFirstLoadJs(baseUrl) {
  const pages = targets.filter((target) => target.kind === 'public' || target.kind.startsWith('floor'))
  const rows = []
  for (const target of pages) {
    if (!isBuilt(target)) {
      rows.push({ ...pick(target), status: 'not built yet' })
      continue
    }
    const measured = await firstLoadJs(baseUrl + target.path, browserHeaders)
    console.log(
      `${target.name.padEnd(16)} ${measured.gzipKb} kB in ${measured.files} files, ` +
        `inline ${measured.inlineGzipKb} kB`,
    )
    rows.push({ ...pick(target), status: 'measured', ...measured })
  }
  const floor = rows.find((row) => row.kind === 'floor-static')
  return rows.map((row) => {
    const ratioToFloor =
      row.status === 'measured' && row.kind === 'public' && floor
        ? Number((row.gzipKb / floor.gzipKb).toFixed(2))
        : null
    const withRatio = { ...row, ratioToFloor }
    return { ...withRatio, verdict: firstLoadVerdict(withRatio) }
  })
}

async function measureLighthouse(port) {
  const pages = targets.filter((target) => target.lighthouse)
  const chromium = await launchChromium()
  const rows = []
  try {
    for (const target of pages) {
      for (const formFactor of ['mobile', 'desktop']) {
        if (!isBuilt(target)) {
          rows.push({ ...pick(target), formFactor, status: 'not built yet' })
          continue
        }
        // localhost, not 127.0.0.1, so Chromium treats the page as a secure origin, as it would on HTTPS.
        const url = `http://localhost:${port}${target.path}`
        const result = await audit(url, {
          chromePort: chromium.port,
          formFactor,
          runs: settings.lighthouseRuns,
        })
        console.log(
          `${target.name} (${formFactor}): performance ${result.scores.performance}, ` +
            `accessibility ${result.scores.accessibility}, ` +
            `best practices ${result.scores.bestPractices}, SEO ${result.scores.seo}`,
        )
        rows.push({ ...pick(target), status: 'measured', ...result })
      }
    }
  } finally {
    await chromium.stop()
  }
  return rows.map((row) => ({ ...row, verdict: lighthouseVerdict(row) }))
}

async function scaleOut() {
  if (!Number.isInteger(instances) || instances < 2) throw new Error('--instances takes a number from 2')
  const machineAtStart = machine()
  step('build')
  await buildIfNeeded()
  mkdirSync(RESULTS_DIR, { recursive: true })
  step(`1 and ${instances} instances: ${settings.connections} connections, ${settings.seconds} s per target`)
  const { volume, rows } = await measureInstances({
    count: instances,
    settings,
    distDir: DIST_DIR,
    env: { SEED_DEMO: 'true', BENCH_FLOOR_PAGES: 'true' },
    seed,
    settle,
  })
  console.log(`\n${instancesTable(rows, instances)}`)
  const report = {
    date: new Date().toISOString(),
    mode: quick ? 'quick' : 'full',
    instances,
    machine: { ...machineAtStart, loadAverageAtEnd: loadAverage() },
    commit: commitDescription(),
    settings: {
      ...settings,
      server: `copies of ${DIST_DIR}/standalone on PostgreSQL, behind nginx over TLS`,
    },
    volume,
    rows,
  }
  await writeJson(report, instancesResultsFile)
  console.log(
    `\nLoad average ${machineAtStart.loadAverage[0]} at the start, ${report.machine.loadAverageAtEnd[0]} at the end. ` +
      'Wrote bench/results/instances.json.',
  )
  return 0
}

async function main() {
  exitCleanlyOnSignals()
  if (instances !== undefined) return scaleOut()
  if (args.has('--readme-only')) {
    await writeBenchmarkDoc(readLatest())
    console.log('docs/benchmark.md updated from bench/results/latest.json.')
    return 0
  }
  const startedAt = Date.now()
  // Taken before the build: the load average then says how busy the machine was with other work.
  const machineAtStart = machine()
  if (machineAtStart.loadAverage[0] > machineAtStart.cores / 2) {
    console.warn(
      `Warning: the load average is ${machineAtStart.loadAverage[0]} on ${machineAtStart.cores} cores; ` +
        'other work will lower these numbers.',
    )
  }
  process.env.NEXT_TELEMETRY_DISABLED = '1'

  step('build')
  await buildIfNeeded()

  mkdirSync(RESULTS_DIR, { recursive: true })
  step(`seed ${DATA_DIR}`)
  const volume = await seed()

  step('server')
  const port = await freePort()
  const server = await startServer({
    distDir: DIST_DIR,
    port,
    env: SERVER_ENV,
    logFile: join(RESULTS_DIR, 'server.log.tmp'),
  })
  console.log(`Serving ${DIST_DIR} on ${server.baseUrl} (pid ${server.pid}).`)
  const memory = sampleMemory(server)

  let report
  try {
    await checkTargets(server.baseUrl)

    step(`throughput: ${settings.connections} connections, ${settings.seconds} s per target`)
    const throughput = await measureThroughput(server.baseUrl)
    const mixed = await mixedLoad(server.baseUrl)
    const memorySummary = memory.summary(Date.now() - 10_000, Date.now())

    step('first-load JavaScript')
    await settle(server.baseUrl)
    const firstLoad = await measureFirstLoadJs(server.baseUrl)

    const runs = settings.lighthouseRuns > 1 ? `${settings.lighthouseRuns} runs, median` : '1 run'
    step(`Lighthouse (${runs} per page and device)`)
    const lighthouse = await measureLighthouse(port)

    const peak = memory.summary(0, Date.now())
    const memoryReport = {
      peakMb: peak.peakMb,
      peakTreeMb: peak.peakTreeMb,
      steadyMb: memorySummary.steadyMb,
      processes: peak.processes,
      samples: peak.samples,
      steadyWindow: 'median of the samples (every 250 ms) in the last 10 s of the mixed load',
    }
    memoryReport.verdict = memoryVerdict(memoryReport)

    report = {
      date: new Date().toISOString(),
      mode: quick ? 'quick' : 'full',
      machine: { ...machineAtStart, loadAverageAtEnd: loadAverage() },
      commit: commitDescription(),
      settings: { ...settings, server: `the bundle in ${DIST_DIR}/standalone, PGlite in ${DATA_DIR}` },
      volume,
      notBuiltYet: targets.filter((target) => !isBuilt(target)).map(pick),
      throughput,
      mixedLoad: mixed,
      firstLoadJs: firstLoad,
      lighthouse,
      memory: memoryReport,
      durationSeconds: Math.round((Date.now() - startedAt) / 1000),
    }
  } finally {
    memory.stop()
    await server.stop()
  }

  printReport(report)
  await writeJson(report)
  console.log(`\nWrote bench/results/latest.json (${report.durationSeconds} s).`)
  if (args.has('--write-readme')) {
    await writeBenchmarkDoc(report)
    console.log('Rewrote the benchmark block of docs/benchmark.md.')
  } else {
    console.log('Run `npm run bench -- --readme-only` to copy these numbers into docs/benchmark.md.')
  }
  return 0
}

try {
  process.exitCode = await main()
} catch (error) {
  console.error(`\nThe benchmark stopped: ${error instanceof Error ? error.message : error}`)
  await cleanUp()
  process.exitCode = 1
}
