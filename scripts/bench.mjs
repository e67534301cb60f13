#!/usr/bin/env node
// `npm run bench`: build into .next-bench (with the bare floor pages) and the bare floor app, seed data/bench (or
// the PostgreSQL database of DATABASE_URL) with realistic volume, serve both side by side, and measure every target
// of scripts/bench/targets.mjs: throughput and latency with autocannon (directly, and through the shipped nginx
// site file for some public pages), first-load JavaScript, a mixed load of 200 connections, Lighthouse (mobile and
// desktop) and the server's memory. Prints tables and writes bench/results/latest.json.
//
//   --quick          shorter load runs and one Lighthouse run per page and device
//   --write-readme   also rewrite the numbers block of docs/benchmark.md
//   --readme-only    only rewrite docs/benchmark.md from bench/results/latest.json
//   --update-budget  only rewrite bench/first-load-budget.json from the normal build (scripts/bench/budget.mjs)
//   --instances N    instead, the public and private targets through nginx with one instance and with N, on a
//                    PostgreSQL database made with TEST_DATABASE_URL (scripts/bench/instances.mjs)
//
// BENCH_PORTS (e.g. 3450-3499) narrows the ports it takes, so that checkouts measured at once stay apart.

import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { configureNginx, request, startChild, stopChildren, waitFor } from './deployment.mjs'
import { runAutocannon } from './bench/autocannon.mjs'
import { compareWithBudget, readBudget, updateBudget } from './bench/budget.mjs'
import { firstLoadJs } from './bench/first-load-js.mjs'
import { buildFloorAppIfNeeded, floorTargets, startFloorApp } from './bench/floor-app.mjs'
import { instancesResultsFile, instancesTable, measureInstances } from './bench/instances.mjs'
import { audit, chromiumVersion, launchChromium } from './bench/lighthouse.mjs'
import { measurePgliteShare } from './bench/pglite-share.mjs'
import {
  firstLoadVerdict,
  goals,
  lighthouseVerdict,
  memoryVerdict,
  mixedLoadVerdict,
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
import {
  browserHeaders,
  browserHeadersFor,
  isBuilt,
  loadMix,
  signedInHeaders,
  targets,
} from './bench/targets.mjs'
import { build, buildReason, exitCodeOf, ROOT } from './next-build.mjs'

const DIST_DIR = '.next-bench'
const DATA_DIR = 'data/bench'
const RESULTS_DIR = join(ROOT, 'bench', 'results')
// With DATABASE_URL the bench seeds and serves that PostgreSQL database (the memory goal is set there).
const DATABASE_URL = process.env.DATABASE_URL
const ENGINE = DATABASE_URL ? 'postgres' : 'pglite'
const SERVER_ENV = {
  ...(DATABASE_URL ? { DATABASE_URL } : { PGLITE_DIR: DATA_DIR }),
  SEED_DEMO: 'true',
  BENCH_FLOOR_PAGES: 'true',
}

const argv = process.argv.slice(2)
const args = new Set(argv)
const quick = args.has('--quick')
const instancesArg = argv.find((arg) => arg.startsWith('--instances'))
const instances = instancesArg
  ? Number(instancesArg.includes('=') ? instancesArg.split('=')[1] : argv[argv.indexOf(instancesArg) + 1])
  : undefined
// Pages at 50 connections (their goals are ratios to the bare app's pages under the same load), the API at the
// issue's 10, the mixed load at its 200 for 30 s (10 s with --quick).
const settings = quick
  ? { connections: 50, seconds: 5, warmupSeconds: 2, lighthouseRuns: 1, mixedSeconds: 10 }
  : { connections: 50, seconds: 10, warmupSeconds: 5, lighthouseRuns: 3, mixedSeconds: goals.mixedSeconds }
const connectionsFor = (target) =>
  target.connections ?? (target.kind === 'api' ? goals.apiConnections : settings.connections)

let sessionHeaders = {}
const headersFor = (target) => {
  if (target.headers) return target.headers
  if (target.kind === 'api') return { accept: 'application/json' }
  const headers = browserHeadersFor(target.path)
  return target.kind === 'private' ? { ...headers, ...sessionHeaders } : headers
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

/**
 * The commit measured, taken before the build (what is edited during a run is not what it measures); the results and
 * the benchmark page the bench itself writes do not count as changes.
 */
function commitDescription() {
  const commit = git('rev-parse', '--short', 'HEAD') ?? 'unknown'
  const changed = git('status', '--porcelain', '--', '.', ':!bench/results', ':!docs/benchmark.md')
  return changed ? `${commit} (uncommitted changes)` : commit
}

const nextVersion = () =>
  JSON.parse(readFileSync(join(ROOT, 'node_modules', 'next', 'package.json'), 'utf8')).version

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

const NGINX_PATHS = ['/usr/sbin/nginx', '/usr/bin/nginx']

/**
 * Debian's nginx with the shipped site file in front of the portal on `port` (scripts/deployment.mjs, as the deploy
 * test runs it), one worker per core: { site, stop }, or { reason } when it cannot run here (the rows are skipped).
 */
async function startNginx(port) {
  if (!NGINX_PATHS.some((path) => existsSync(path))) {
    return { reason: 'skipped: nginx is not installed (on Debian: apt-get install nginx)' }
  }
  const dir = mkdtempSync(join(os.tmpdir(), 'portal-bench-nginx-'))
  const children = []
  const stop = async () => {
    await stopChildren(children)
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    const nginx = await configureNginx(dir, [port], { workers: os.cpus().length })
    startChild(children, { ...nginx, label: 'nginx' })
    const site = `https://127.0.0.1:${nginx.httpsPort}`
    await waitFor(
      'nginx',
      async () => (await request(`${site}/api/health`, { ca: nginx.ca })).status === 200,
      30_000,
    )
    const unregister = onCleanup(stop)
    return {
      site,
      ca: nginx.ca,
      stop: async () => {
        unregister()
        await stop()
      },
    }
  } catch (error) {
    await stop()
    return { reason: `skipped: nginx did not start (${error instanceof Error ? error.message : error})` }
  }
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

/**
 * Every built target must answer 200 before it is measured (a private page that redirects was not signed in); the
 * first request also warms its code path.
 */
async function checkTargets(runs, nginx) {
  const portal = runs.find(({ target }) => target.kind === 'private')?.baseUrl
  if (portal) sessionHeaders = await signedInHeaders(portal)
  for (const { target, baseUrl } of runs.filter(({ target }) => isBuilt(target))) {
    const headers = headersFor(target)
    // nginx's certificate is the throwaway one its configuration made, trusted by this request only.
    const response =
      baseUrl === nginx.site
        ? await request(baseUrl + target.path, { headers, ca: nginx.ca })
        : await fetch(baseUrl + target.path, { headers, redirect: 'manual' })
    if (response.status !== 200) {
      throw new Error(`${target.name} (${baseUrl}${target.path}) answered ${response.status}, not 200`)
    }
  }
}

/** A crawler's first view: no cookie and no Accept-Language (the browser rows send a Spanish one, no cookie). */
const crawlerHeaders = { accept: browserHeaders.accept, 'accept-encoding': browserHeaders['accept-encoding'] }

/**
 * What is measured, and where: the bare app's pages, the portal's targets, and some public pages through nginx,
 * the first of them also as a crawler's first view.
 */
function throughputRuns({ portal, floor, nginx }) {
  const viaNginx = nginx ? targets.filter((target) => target.nginx && isBuilt(target)) : []
  return [
    ...floorTargets.map((target) => ({ target, baseUrl: floor })),
    ...targets.map((target) => ({ target, baseUrl: portal })),
    ...viaNginx.map((target) => ({
      target: { ...target, name: `${target.name} via nginx` },
      baseUrl: nginx,
    })),
    ...viaNginx.slice(0, 1).map((target) => ({
      target: { ...target, name: `${target.name} via nginx, crawler`, headers: crawlerHeaders },
      baseUrl: nginx,
    })),
  ]
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

/** `settleUrl` is the portal's: whatever is measured, the portal must have finished the previous run's requests. */
async function measureThroughput(runs, settleUrl) {
  const rows = []
  for (const { target, baseUrl } of runs) {
    if (!isBuilt(target)) {
      rows.push({ ...pick(target), status: 'not built yet' })
      continue
    }
    await settle(settleUrl)
    const result = await runAutocannon({
      url: baseUrl + target.path,
      headers: headersFor(target),
      connections: connectionsFor(target),
      warmupSeconds: settings.warmupSeconds,
      seconds: settings.seconds,
      requests: target.requests?.(),
    })
    console.log(
      `${target.name.padEnd(34)} ${String(result.requestsPerSecond).padStart(8)} req/s  ` +
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

const pick = ({ name, path, kind, arrivesWith, goalP95Ms, ...target }) => ({
  name,
  path,
  kind,
  arrivesWith,
  connections: kind === 'api' ? connectionsFor({ ...target, kind }) : target.connections,
  goalP95Ms,
})

/**
 * The issue's rush: 200 connections over every public page and API target for 30 s; the memory steady state is
 * read in its last 10 s.
 */
async function mixedLoad(baseUrl, settleUrl = baseUrl) {
  await settle(settleUrl)
  const result = await runAutocannon({
    url: baseUrl,
    connections: goals.mixedConnections,
    warmupSeconds: settings.warmupSeconds,
    seconds: settings.mixedSeconds,
    requests: loadMix
      .filter(({ status }) => status === 200)
      .map(({ path }) => ({ method: 'GET', path, headers: browserHeadersFor(path) })),
  })
  const name = baseUrl === settleUrl ? 'mixed load' : 'mixed load via nginx'
  console.log(
    `${name.padEnd(34)} ${String(result.requestsPerSecond).padStart(8)} req/s  p95 ${result.latencyMs.p95} ms` +
      (result.errors || result.non2xx ? `  errors ${result.errors}, non-2xx ${result.non2xx}` : ''),
  )
  return { ...result, verdict: mixedLoadVerdict(result) }
}

async function measureFirstLoadJs({ portal, floor }) {
  const pages = [
    ...floorTargets.map((target) => ({ target, baseUrl: floor })),
    ...targets
      .filter(
        (target) =>
          target.kind === 'public' || ['portal-floor-static', 'portal-floor-dynamic'].includes(target.kind),
      )
      .map((target) => ({ target, baseUrl: portal })),
  ]
  const sizes = new Map()
  const rows = []
  for (const { target, baseUrl } of pages) {
    if (!isBuilt(target)) {
      rows.push({ ...pick(target), status: 'not built yet' })
      continue
    }
    const measured = await firstLoadJs(baseUrl + target.path, browserHeaders, sizes)
    console.log(
      `${target.name.padEnd(34)} ${measured.gzipKb} kB in ${measured.files} files, ` +
        `inline ${measured.inlineGzipKb} kB`,
    )
    rows.push({ ...pick(target), status: 'measured', ...measured })
  }
  const floorRow = rows.find((row) => row.kind === 'floor-static')
  return rows.map((row) => {
    const ratioToFloor =
      row.status === 'measured' && row.kind !== 'floor-static' && floorRow
        ? Number((row.gzipKb / floorRow.gzipKb).toFixed(2))
        : null
    const withRatio = { ...row, ratioToFloor }
    return { ...withRatio, verdict: firstLoadVerdict(withRatio) }
  })
}

/**
 * The portal's pages on both devices, and, on the phone the goal is set for, the floors: what the bare app's page
 * and the portal's own bare page score on this machine, below which no page of ours can go.
 */
async function measureLighthouse({ portal, floor }) {
  const pages = [
    ...floorTargets.map((target) => ({ target, baseUrl: floor })),
    ...targets.map((target) => ({ target, baseUrl: portal })),
  ]
    .filter(({ target }) => target.lighthouse)
    .map((page) => ({
      ...page,
      formFactors: page.target.lighthouse === 'mobile' ? ['mobile'] : ['mobile', 'desktop'],
    }))
  if (!chromiumVersion()) {
    const reason = 'skipped: Chromium is not installed (on Debian: apt-get install chromium)'
    console.log(`Lighthouse: ${reason}.`)
    return pages.flatMap(({ target, formFactors }) =>
      formFactors.map((formFactor) => ({
        ...pick(target),
        formFactor,
        status: 'skipped',
        verdict: reason,
      })),
    )
  }
  const chromium = await launchChromium()
  const rows = []
  try {
    for (const { target, baseUrl, formFactors } of pages) {
      for (const formFactor of formFactors) {
        if (!isBuilt(target)) {
          rows.push({ ...pick(target), formFactor, status: 'not built yet' })
          continue
        }
        // localhost, not 127.0.0.1, so Chromium treats the page as a secure origin, as it would on HTTPS.
        const url = `http://localhost:${new URL(baseUrl).port}${target.path}`
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
  const commit = commitDescription()
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
    commit,
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

const isLoaded = (loadAverage, cores) => loadAverage > cores / 2

async function main() {
  exitCleanlyOnSignals()
  process.env.NEXT_TELEMETRY_DISABLED = '1'
  if (instances !== undefined) return scaleOut()
  if (args.has('--readme-only')) {
    await writeBenchmarkDoc(readLatest())
    console.log('docs/benchmark.md updated from bench/results/latest.json.')
    return 0
  }
  if (args.has('--update-budget')) {
    const problems = await updateBudget()
    for (const problem of problems) console.error(problem)
    return problems.length ? 1 : 0
  }
  const startedAt = Date.now()
  // Taken before the build: the load average then says how busy the machine was with other work.
  const machineAtStart = machine()
  const commit = commitDescription()
  if (isLoaded(machineAtStart.loadAverage[0], machineAtStart.cores)) {
    console.warn(
      `Warning: the load average is ${machineAtStart.loadAverage[0]} on ${machineAtStart.cores} cores; ` +
        'other work will lower these numbers, and the report says so.',
    )
  }
  if (!machineAtStart.chromium)
    console.warn('Warning: no Chromium at /usr/bin/chromium; Lighthouse will be skipped.')

  step('build')
  await buildIfNeeded()
  await buildFloorAppIfNeeded()

  mkdirSync(RESULTS_DIR, { recursive: true })
  step(`seed ${DATABASE_URL ? 'the PostgreSQL database of DATABASE_URL' : DATA_DIR}`)
  const volume = await seed(DATABASE_URL ?? DATA_DIR)

  step('servers')
  const server = await startServer({
    distDir: DIST_DIR,
    port: await freePort(),
    env: SERVER_ENV,
    logFile: join(RESULTS_DIR, 'server.log.tmp'),
  })
  console.log(`Serving ${DIST_DIR} on ${server.baseUrl} (pid ${server.pid}).`)
  const memory = sampleMemory(server)
  const floorApp = await startFloorApp({
    port: await freePort(),
    logFile: join(RESULTS_DIR, 'floor-app.log.tmp'),
  })
  console.log(`Serving the bare floor app on ${floorApp.baseUrl} (pid ${floorApp.pid}).`)
  const nginx = await startNginx(server.port)
  console.log(nginx.site ? `nginx with the shipped site file on ${nginx.site}.` : `nginx: ${nginx.reason}.`)

  let report
  let memoryReport
  try {
    const urls = { portal: server.baseUrl, floor: floorApp.baseUrl, nginx: nginx.site }
    const runs = throughputRuns(urls)
    await checkTargets(runs, nginx)

    step(
      `throughput: ${settings.connections} connections per page, ${goals.apiConnections} per API target, ` +
        `${settings.seconds} s per target`,
    )
    const throughput = await measureThroughput(runs, server.baseUrl)
    step(`mixed load: ${goals.mixedConnections} connections, ${settings.mixedSeconds} s`)
    const mixed = await mixedLoad(server.baseUrl)
    const memorySummary = memory.summary(Date.now() - 10_000, Date.now())
    // The same rush as a production install takes it: the shipped nginx site in front (the API still reaches Node.js).
    const mixedViaNginx = nginx.site
      ? await mixedLoad(nginx.site, server.baseUrl)
      : { status: 'skipped', verdict: nginx.reason }
    await nginx.stop?.()

    step('first-load JavaScript')
    await settle(server.baseUrl)
    const firstLoad = await measureFirstLoadJs(urls)
    const budget = compareWithBudget(
      firstLoad.filter((row) => row.kind === 'public' && row.status === 'measured'),
      readBudget(),
    )
    for (const line of [...budget.problems, ...budget.notes]) console.log(`budget: ${line}`)

    const lighthouseRuns = settings.lighthouseRuns > 1 ? `${settings.lighthouseRuns} runs, median` : '1 run'
    step(`Lighthouse (${lighthouseRuns} per page and device)`)
    const lighthouse = await measureLighthouse(urls)

    const peak = memory.summary(0, Date.now())
    memoryReport = {
      engine: ENGINE,
      readyMb: peak.readyMb,
      peakMb: peak.peakMb,
      peakTreeMb: peak.peakTreeMb,
      steadyMb: memorySummary.steadyMb,
      processes: peak.processes,
      samples: peak.samples,
      steadyWindow: 'median of the samples (every 250 ms) in the last 10 s of the mixed load',
    }

    report = {
      date: new Date().toISOString(),
      mode: quick ? 'quick' : 'full',
      machine: { ...machineAtStart, loadAverageAtEnd: loadAverage() },
      commit,
      settings: {
        ...settings,
        apiConnections: goals.apiConnections,
        mixedConnections: goals.mixedConnections,
        server: `the bundle in ${DIST_DIR}/standalone, ${DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${DATA_DIR}`}`,
      },
      floor:
        `bench/floor-app, a bare app of Next.js ${nextVersion()} (a static and a dynamic page, nothing else), ` +
        'built with the same next and served by `next start` beside the portal',
      nginx: nginx.site
        ? `the shipped site file (deploy/nginx/portal.conf) over TLS, one worker per core, for the rows “via nginx”`
        : nginx.reason,
      volume,
      notBuiltYet: targets.filter((target) => !isBuilt(target)).map(pick),
      throughput,
      mixedLoad: mixed,
      mixedLoadViaNginx: mixedViaNginx,
      firstLoadJs: firstLoad,
      firstLoadBudget: budget,
      lighthouse,
      memory: memoryReport,
    }
  } finally {
    memory.stop()
    await nginx.stop?.()
    await floorApp.stop()
    await server.stop()
  }

  if (ENGINE === 'pglite') {
    step('PGlite’s share of the memory')
    const share = await measurePgliteShare(DATA_DIR)
    if (share.error) console.warn(`PGlite's share could not be measured: ${share.error}`)
    else {
      memoryReport.pgliteShareMb = share.shareMb
      memoryReport.pgliteShare = share
      console.log(
        `A bare Node.js process: ${share.bareNodeMb} MB; with PGlite open on ${DATA_DIR}: ${share.withPgliteMb} MB.`,
      )
    }
  }
  memoryReport.verdict = memoryVerdict(memoryReport)
  report.machine.loadAverageAtEnd = loadAverage()
  // The load before the run: at its end the average counts the run's own work, so a quiet run would look loaded.
  report.loadedMachine = isLoaded(machineAtStart.loadAverage[0], machineAtStart.cores)
  report.durationSeconds = Math.round((Date.now() - startedAt) / 1000)

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
