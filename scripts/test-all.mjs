#!/usr/bin/env node
// `npm test`: the static checks (lint, format, api-lint, typecheck, dead-code, cycles, in two lanes side by side),
// then vitest, the production build, the deployment test, the scale test, Playwright (the e2e run, then the
// front-end smoke), the load test and the fault test, in that order, then one summary with each step's time.
//
// Every step runs even when an earlier one failed. The last line printed is always
// `N passed, N failed` (plus `, N skipped` when N > 0) and the exit code is 0 only when nothing failed.
// Run a subset with `--only=lint,format,api-lint,typecheck,dead-code,cycles,vitest,build,deploy,scale,e2e,frontend,load,faults`.

import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { constants, tmpdir } from 'node:os'
import { delimiter, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { e2eBrowserPath, headlessShell } from './e2e-browser.mjs'
import { build, buildReason } from './next-build.mjs'
import { textTable } from './text-table.mjs'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const bin = (...parts) => join(ROOT, 'node_modules', ...parts)

let tmp = null
let typeChecked = false
const running = new Set()
let interrupted = false

/**
 * Run a command with extra env; resolves to its exit code (128 + n when killed by signal n). Its output goes to
 * ours, or, with `log`, into that array (for steps that run side by side and print one after the other).
 */
function run(command, args, env = {}, log = undefined) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    })
    running.add(child)
    if (log) {
      child.stdout.on('data', (chunk) => log.push(chunk))
      child.stderr.on('data', (chunk) => log.push(chunk))
    }
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`)
      running.delete(child)
      resolve(127)
    })
    child.on('close', (code, signal) => {
      running.delete(child)
      resolve(signal ? 128 + (constants.signals[signal] ?? 1) : (code ?? 1))
    })
  })
}

const node = (args, env, log) => run(process.execPath, args, env, log)

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return null
  }
}

/** A step that is one check: 1 passed when every command exits 0, else 1 failed. */
function singleCheck(commands, env = {}) {
  return async (log) => {
    for (const args of commands) {
      const code = await node(args, env, log)
      if (code !== 0) return { failed: 1, note: `exit code ${code}` }
    }
    return { passed: 1 }
  }
}

/** The first line of a failure's message without its colours, short enough for the summary's list. */
function firstLine(message = '') {
  const line =
    message
      .replace(/\x1b\[[0-9;]*m/g, '')
      .trim()
      .split('\n')[0] ?? ''
  return line.length > 200 ? `${line.slice(0, 199)}…` : line
}

/** `file › test: why` for each test that failed in a vitest JSON report, or the file when it failed outside any. */
function vitestFailures(report) {
  return (report.testResults ?? []).flatMap((file) => {
    const path = relative(ROOT, file.name)
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed')
    if (failed.length === 0) return file.status === 'failed' ? [`${path}: ${firstLine(file.message)}`] : []
    return failed.map((test) => `${path} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`)
  })
}

/** `[project] file:line › title: why` for each Playwright test that failed or passed only on a retry. */
function playwrightFailures(report) {
  const found = []
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue
        const error = test.results?.find((result) => result.error)?.error
        const what = test.status === 'flaky' ? 'flaky' : 'failed'
        found.push(
          `[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title} (${what}): ${firstLine(error?.message)}`,
        )
      }
    }
    for (const child of suite.suites ?? []) visit(child)
  }
  for (const suite of report.suites ?? []) visit(suite)
  return found
}

/**
 * The static checks only read the sources. They run in two lanes side by side (two cores: more at once only makes
 * each slower), each lane one check after the other, each check printing when it ends.
 */
const staticLanes = [
  ['lint', 'format', 'api-lint'],
  ['typecheck', 'dead-code', 'cycles'],
]

async function vitest() {
  if (!process.env.TEST_DATABASE_URL) {
    console.log(
      'PostgreSQL API run skipped: TEST_DATABASE_URL is not set. To enable it, set ' +
        'TEST_DATABASE_URL=postgres://USER:PASSWORD@127.0.0.1:5432/DB (a role that may create databases); .ci/run sets this up.',
    )
  }
  const output = join(tmp, 'vitest.json')
  const args = ['run', '--reporter=default', '--reporter=json', `--outputFile=${output}`]
  const code = await node([bin('vitest', 'vitest.mjs'), ...args])
  const report = readJson(output)
  if (!report) return { failed: 1, note: `no JSON report (vitest exit code ${code})` }
  const result = {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    failures: vitestFailures(report),
  }
  if (!process.env.TEST_DATABASE_URL) result.note = 'PostgreSQL API run skipped'
  if (code !== 0 && result.failed === 0) {
    return { ...result, failed: 1, note: `exit code ${code} (a test file or hook failed outside any test)` }
  }
  return result
}

function onPath(name) {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, name)))
}

/** Make sure the e2e browser is there, installing Debian's headless shell with apt-get when we can. */
async function ensureChromium() {
  if (existsSync(e2eBrowserPath())) return true
  if (process.getuid?.() === 0 && onPath('apt-get')) {
    console.log(
      `${e2eBrowserPath()} is missing: installing Debian's ${headlessShell.debianPackage} with apt-get…`,
    )
    const env = { DEBIAN_FRONTEND: 'noninteractive' }
    if ((await run('apt-get', ['update'], env)) === 0)
      await run('apt-get', ['install', '-y', headlessShell.debianPackage], env)
  }
  return existsSync(e2eBrowserPath())
}

/** `journeys 134, a11y 310, …`: how many tests each Playwright project ran. */
function testsPerProject(report) {
  const counts = new Map()
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? [])
        counts.set(test.projectName, (counts.get(test.projectName) ?? 0) + 1)
    }
    for (const child of suite.suites ?? []) visit(child)
  }
  for (const suite of report.suites ?? []) visit(suite)
  return [...counts].map(([project, count]) => `${project} ${count}`).join(', ')
}

/** A Playwright run (its config's projects); each project's test count goes in the note. */
async function playwright(config = undefined) {
  if (!(await ensureChromium())) {
    const install = `apt-get install ${headlessShell.debianPackage}`
    console.error(
      `The e2e tests need Chromium at ${e2eBrowserPath()}. On Debian, install it with: ${install}`,
    )
    return { failed: 1, note: `no Chromium at ${e2eBrowserPath()} (${install})` }
  }
  const output = join(tmp, `playwright-${config ?? 'e2e'}.json`)
  const args = [bin('@playwright', 'test', 'cli.js'), 'test', '--reporter=list,json']
  if (config) args.push('--config', config)
  const code = await node(args, { PLAYWRIGHT_JSON_OUTPUT_NAME: output })
  const report = readJson(output)
  const stats = report?.stats
  if (!stats) return { failed: 1, note: `no JSON report (playwright exit code ${code})` }
  const flaky = stats.flaky ?? 0
  const result = {
    passed: (stats.expected ?? 0) + flaky,
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
    failures: playwrightFailures(report),
  }
  const notes = [testsPerProject(report)]
  if (code !== 0 && !stats.unexpected) {
    result.failed += 1
    notes.push(`exit code ${code}`)
  }
  if (flaky > 0) {
    console.warn(`Warning: ${flaky} e2e test(s) were flaky (failed first, passed on retry).`)
    notes.push(`${flaky} flaky`)
  }
  return { ...result, note: notes.join('; ') }
}

/**
 * The production build in .next, on its own so its time shows: the e2e server, the load test and the fault test
 * then find it up to date (scripts/next-build.mjs) instead of one of them building it inside its own time.
 */
async function buildStep() {
  const reason = buildReason()
  if (!reason) return { passed: 1, note: 'up to date' }
  console.log(`Building: ${reason}.`)
  // The typecheck step has already run tsc over every source, so next build need not do it again.
  const code = await build({ env: typeChecked ? { NEXT_BUILD_SKIP_TYPECHECK: 'true' } : {} })
  return code === 0 ? { passed: 1 } : { failed: 1, note: `next build: exit code ${code}` }
}

const STEPS = {
  lint: singleCheck([[bin('eslint', 'bin', 'eslint.js'), '.', '--max-warnings', '0']]),
  format: singleCheck([[bin('prettier', 'bin', 'prettier.cjs'), '--check', '.']]),
  'api-lint': singleCheck([[join(ROOT, 'scripts', 'lint-openapi.mjs')]]),
  // Next writes the route types (PageProps, LayoutProps) that the pages use before tsc can check them.
  typecheck: singleCheck([
    [bin('next', 'dist', 'bin', 'next'), 'typegen'],
    [bin('typescript', 'bin', 'tsc'), '--noEmit'],
  ]),
  'dead-code': singleCheck([[bin('knip', 'bin', 'knip.js')]]),
  // Import cycles (dpdm.config.json): a whole-graph question, which ESLint's import/no-cycle answered per file at a
  // third of lint's time.
  cycles: singleCheck([[bin('dpdm', 'lib', 'bin', 'dpdm.js')]]),
  vitest,
  build: buildStep,
  // The bundle behind Debian's nginx with the shipped site file: pages, API, sign-in, upload, client address.
  deploy: singleCheck([[join(ROOT, 'scripts', 'deploy-test.mjs')]]),
  // Two instances of the bundle on one PostgreSQL database behind nginx, uploads in s3rver: what must agree across
  // instances does.
  scale: async () =>
    process.env.TEST_DATABASE_URL
      ? singleCheck([[join(ROOT, 'scripts', 'scale-test.mjs')]])()
      : { skipped: 1, note: 'needs TEST_DATABASE_URL (two instances on one PostgreSQL)' },
  // One run: the journeys that change data, one at a time on one server, beside the accessibility sweep and the
  // journeys that only read, on a second server (playwright.config.ts).
  e2e: () => playwright(),
  // The same build as a front end only (API_BASE_URL) before another portal and before the fake back end that
  // answers only the specification's calls (playwright.frontend.config.ts).
  frontend: () => playwright('playwright.frontend.config.ts'),
  // 200 connections on the production build for LOAD_TEST_SECONDS (default 60; 30 in CI, after the same 15 s
  // ramp-up: tens of thousands of answers, every path many times): zero errors, one check. In CI a failed run is
  // repeated once and reported as flaky, the retry policy of the e2e step.
  load: async () => {
    const seconds = process.env.LOAD_TEST_SECONDS ?? (process.env.CI ? '30' : '60')
    const loadTest = singleCheck([[join(ROOT, 'scripts', 'load-test.mjs')]], { LOAD_TEST_SECONDS: seconds })
    const first = await loadTest()
    if (!first.failed || !process.env.CI) return first
    console.warn('Warning: the load test failed; running it once more (CI retries, as for e2e).')
    const second = await loadTest()
    return second.failed ? second : { ...second, note: 'flaky: passed on retry' }
  },
  // PostgreSQL restarts under writes: nothing acknowledged lost, nothing stored twice, back within 5 s.
  faults: async () =>
    process.env.TEST_DATABASE_URL
      ? singleCheck([[join(ROOT, 'scripts', 'fault-test.mjs')]])()
      : { skipped: 1, note: 'needs TEST_DATABASE_URL (it restarts PostgreSQL)' },
}

function selectedSteps(argv) {
  const only = argv.find((arg) => arg.startsWith('--only='))
  if (!only) return Object.keys(STEPS)
  const names = only.slice('--only='.length).split(',').filter(Boolean)
  const unknown = names.filter((name) => !(name in STEPS))
  if (unknown.length > 0 || names.length === 0) {
    console.error(`Unknown step(s) in ${only}. Choose from: ${Object.keys(STEPS).join(', ')}`)
    process.exit(2)
  }
  return Object.keys(STEPS).filter((name) => names.includes(name))
}

async function runStep(name, log = undefined) {
  if (!log) console.log(`\n━━ ${name} ━━`)
  const started = Date.now()
  const result = await STEPS[name](log)
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  // The time shows as each step ends, so a run stopped halfway still says where its time went.
  if (log) process.stdout.write(`\n━━ ${name} (${seconds}s) ━━\n${Buffer.concat(log).toString()}`)
  else console.log(`━━ ${name} took ${seconds}s ━━`)
  return { name, passed: 0, failed: 0, skipped: 0, note: '', ...result, seconds }
}

function printSummary(results, seconds) {
  const header = ['step', 'passed', 'failed', 'skipped', 'time', 'note']
  const rows = results.map((r) => [r.name, r.passed, r.failed, r.skipped, `${r.seconds}s`, r.note])
  console.log(`\n━━ summary (${seconds.toFixed(0)}s in all) ━━\n${textTable(header, rows).join('\n')}`)
  // Named here, next to the totals, since a long run's log is often read from its end.
  const failures = results.flatMap((r) => (r.failures ?? []).map((failure) => `  ${r.name}: ${failure}`))
  if (failures.length > 0) console.log(`\nWhat failed or passed only on a retry:\n${failures.join('\n')}`)
  const total = (key) => results.reduce((sum, r) => sum + r[key], 0)
  const skipped = total('skipped')
  console.log(
    `${total('passed')} passed, ${total('failed')} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`,
  )
  return total('failed')
}

function onSignal(signal) {
  interrupted = true
  for (const child of running) child.kill(signal)
}

async function main() {
  const names = selectedSteps(process.argv.slice(2))
  typeChecked = names.includes('typecheck')
  const started = Date.now()
  tmp = mkdtempSync(join(tmpdir(), 'portal-tests-'))
  process.env.NEXT_TELEMETRY_DISABLED = '1'
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)
  const inLanes = new Set(staticLanes.flat())
  const lanes = staticLanes.map((lane) => lane.filter((name) => names.includes(name)))
  const results = (
    await Promise.all(
      lanes.map(async (lane) => {
        const laneResults = []
        for (const name of lane) if (!interrupted) laneResults.push(await runStep(name, []))
        return laneResults
      }),
    )
  ).flat()
  for (const name of names.filter((name) => !inLanes.has(name))) {
    if (interrupted) break
    results.push(await runStep(name))
  }
  rmSync(tmp, { recursive: true, force: true })
  if (interrupted) {
    results.push({ name: 'interrupted', passed: 0, failed: 1, skipped: 0, seconds: '0.0', note: 'stopped' })
  }
  const failed = printSummary(results, (Date.now() - started) / 1000)
  if (interrupted) return 130
  return failed === 0 ? 0 : 1
}

process.exitCode = await main()
