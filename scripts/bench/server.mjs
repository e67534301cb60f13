// The production server for the benchmark, the load and the fault test: a free port, start, health, memory,
// clean stop.

import { spawn } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build, buildReason, bundleServer, ROOT } from '../next-build.mjs'

const cleanups = new Set()

/** Runs `cleanup` (once) on Ctrl-C, SIGTERM or cleanUp(). Returns a function that unregisters it. */
export function onCleanup(cleanup) {
  cleanups.add(cleanup)
  return () => cleanups.delete(cleanup)
}

/** Stops whatever is still registered: servers, browsers, child processes. */
export async function cleanUp() {
  const pending = [...cleanups]
  cleanups.clear()
  await Promise.allSettled(pending.map((cleanup) => cleanup()))
}

/** Ctrl-C or SIGTERM stops the servers and browsers this process started, then exits 130 / 143. */
export function exitCleanlyOnSignals() {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ]) {
    process.once(signal, async () => {
      console.error(`\n${signal}: stopping…`)
      await cleanUp()
      process.exit(code)
    })
  }
}

function canListen(port) {
  return new Promise((resolve) => {
    const probe = net.createServer()
    probe.once('error', () => resolve(false))
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve(true)))
  })
}

/**
 * The ports the bench and the whole-run checks take one from: 3400–3499, this project's range for tools, or
 * BENCH_PORTS (`3450-3499`) so that checkouts measured at the same time stay apart.
 */
function portRange(setting = process.env.BENCH_PORTS) {
  const match = setting?.match(/^(\d+)-(\d+)$/)
  if (setting && !(match && Number(match[1]) <= Number(match[2]))) {
    throw new Error(`BENCH_PORTS must be a range such as 3450-3499, not "${setting}"`)
  }
  return match ? { first: Number(match[1]), last: Number(match[2]) } : { first: 3400, last: 3499 }
}

/** The first port in [first, last] nothing listens on. */
export async function freePort(first = portRange().first, last = portRange().last) {
  for (let port = first; port <= last; port++) if (await canListen(port)) return port
  throw new Error(`No free port between ${first} and ${last}`)
}

const sleep = (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds))

function tail(path, lines = 30) {
  try {
    return readFileSync(path, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')
  } catch {
    return '(no log)'
  }
}

/**
 * The bundle's server (scripts/server.mjs) on 127.0.0.1 in its own process group, logging to `logFile`. Resolves
 * once `readyPath` answers 200. `stop()` ends the whole group (TERM, then KILL after 10 s); `exit` resolves to how
 * the server ended ({ code, signal }). `args` runs another server instead (the bench's bare floor app).
 */
export async function startServer({
  distDir,
  port,
  env = {},
  logFile,
  readyTimeoutMs = 180_000,
  args = [bundleServer(distDir)],
  cwd = ROOT,
  readyPath = '/api/health',
}) {
  const log = openSync(logFile, 'w')
  const child = spawn(process.execPath, args, {
    cwd,
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
  })
  closeSync(log)
  let exited = null
  const exit = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      exited = { code, signal }
      resolve(exited)
    }),
  )
  const killGroup = (signal) => {
    try {
      process.kill(-child.pid, signal)
    } catch {
      // The group is already gone.
    }
  }
  const killNow = () => killGroup('SIGKILL')
  process.on('exit', killNow)

  const stop = async () => {
    process.off('exit', killNow)
    if (exited) return
    killGroup('SIGTERM')
    const timer = setTimeout(() => killGroup('SIGKILL'), 10_000)
    await exit
    clearTimeout(timer)
  }
  const unregister = onCleanup(stop)

  const baseUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + readyTimeoutMs
  for (;;) {
    if (exited) {
      unregister()
      throw new Error(
        `The server exited (${exited.signal ?? exited.code}) before it was ready:\n${tail(logFile)}`,
      )
    }
    try {
      const response = await fetch(baseUrl + readyPath, { signal: AbortSignal.timeout(5_000) })
      if (response.ok) break
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop()
      unregister()
      throw new Error(`The server was not ready after ${readyTimeoutMs / 1000} s:\n${tail(logFile)}`)
    }
    await sleep(300)
  }

  return {
    pid: child.pid,
    port,
    baseUrl,
    logTail: (lines) => tail(logFile, lines),
    exit,
    stop: async () => {
      unregister()
      await stop()
    },
  }
}

function childrenOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number)
  } catch {
    return []
  }
}

/** `pid` and its descendants. */
function processTree(pid) {
  const tree = [pid]
  for (let i = 0; i < tree.length; i++) tree.push(...childrenOf(tree[i]))
  return tree
}

function statusKb(pid, field) {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(
      new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'),
    )
    return match ? Number(match[1]) : null
  } catch {
    return null
  }
}

function listeningInodes(port) {
  const portHex = port.toString(16).toUpperCase().padStart(4, '0')
  const inodes = new Set()
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = ''
    try {
      text = readFileSync(table, 'utf8')
    } catch {
      continue
    }
    for (const line of text.trim().split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/)
      if (fields[1]?.endsWith(`:${portHex}`) && fields[3] === '0A') inodes.add(fields[9])
    }
  }
  return inodes
}

/** The process of `tree` that holds the listening socket on `port`: the one actually serving. */
function servingPid(tree, port) {
  const inodes = listeningInodes(port)
  for (const pid of tree) {
    let fds = []
    try {
      fds = readdirSync(`/proc/${pid}/fd`)
    } catch {
      continue
    }
    for (const fd of fds) {
      try {
        const match = readlinkSync(`/proc/${pid}/fd/${fd}`).match(/^socket:\[(\d+)\]$/)
        if (match && inodes.has(match[1])) return pid
      } catch {
        // The descriptor closed meanwhile.
      }
    }
  }
  return null
}

/**
 * Samples the resident memory of the serving process (and of the whole tree) every `intervalMs`.
 * `summary(from, to)` gives the peak (the kernel's high-water mark, which also sees between samples) and the
 * median of the samples taken between two Date.now() marks.
 */
export function sampleMemory(server, intervalMs = 250) {
  const tree = processTree(server.pid)
  const serving = servingPid(tree, server.port) ?? server.pid
  const samples = []
  const take = () => {
    const rssKb = statusKb(serving, 'VmRSS')
    if (rssKb === null) return
    const treeKb = processTree(server.pid).reduce((sum, pid) => sum + (statusKb(pid, 'VmRSS') ?? 0), 0)
    samples.push({ at: Date.now(), rssKb, treeKb })
  }
  take()
  const timer = setInterval(take, intervalMs)
  timer.unref()
  return {
    stop: () => clearInterval(timer),
    summary: (from, to) => {
      const window = samples
        .filter((sample) => sample.at >= from && sample.at <= to)
        .map((sample) => sample.rssKb)
        .sort((a, b) => a - b)
      const mb = (kb) => (kb === null || kb === undefined ? null : Math.round(kb / 1024))
      return {
        servingPid: serving,
        processes: tree.length,
        peakMb: mb(Math.max(statusKb(serving, 'VmHWM') ?? 0, ...samples.map((sample) => sample.rssKb))),
        peakTreeMb: mb(Math.max(...samples.map((sample) => sample.treeKb))),
        // The first sample is taken when the server is ready, before any request: what it holds for nothing.
        readyMb: mb(samples[0]?.rssKb),
        steadyMb: mb(window[Math.floor(window.length / 2)]),
        samples: samples.length,
      }
    },
  }
}

/**
 * Runs a whole-run check (the load test, the fault test) and reports it the way scripts/test-all.mjs counts it:
 * its problems, or `passed`, then the `N passed, N failed` line. Resolves to the exit code.
 */
export async function runCheck(name, check, passed) {
  exitCleanlyOnSignals()
  process.env.NEXT_TELEMETRY_DISABLED = '1'
  let problems
  try {
    problems = await check()
  } catch (error) {
    problems = [error instanceof Error ? error.message : String(error)]
    await cleanUp()
  }
  if (problems.length) {
    console.error(`\n${name} failed:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
  } else {
    console.log(`\n${name} passed: ${passed}`)
  }
  console.log(problems.length ? '0 passed, 1 failed' : '1 passed, 0 failed')
  return problems.length ? 1 : 0
}

/**
 * The normal production build (built first when needed) served on a free port with `env`, for a whole-run check:
 * `run(server, problems)` adds what is wrong to `problems`. The server always stops; its log is kept, and named,
 * only when something failed. Resolves to the problems.
 */
export async function checkOnServer({ name, env }, run) {
  const reason = buildReason()
  if (reason) {
    console.log(`Building the portal first: ${reason}.`)
    const code = await build()
    if (code !== 0) return [`the build failed (exit code ${code})`]
  }
  const logDir = mkdtempSync(join(tmpdir(), `portal-${name}-`))
  const server = await startServer({
    distDir: '.next',
    port: await freePort(),
    env,
    logFile: join(logDir, 'server.log'),
  })
  const problems = []
  try {
    await run(server, problems)
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error))
  } finally {
    await server.stop()
  }
  if (problems.length === 0) rmSync(logDir, { recursive: true, force: true })
  else console.log(`Server log: ${join(logDir, 'server.log')}`)
  return problems
}
