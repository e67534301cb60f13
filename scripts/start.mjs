#!/usr/bin/env node
// `npm start`: build the portal when needed, then serve it on http://localhost:$PORT (default 3000).
//
// A build runs when .next/BUILD_ID is missing or when any source below is newer than it, so a fresh
// clone or a `git pull` is rebuilt on the next start. `node scripts/start.mjs --check` only prints
// whether a build is needed (exit 0 either way).

import { spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs'
import { constants } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const NEXT_BIN = join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next')
const BUILD_ID = join(ROOT, '.next', 'BUILD_ID')
const SOURCES = [
  'app',
  'components',
  'lib',
  'messages',
  'public',
  'proxy.ts',
  'instrumentation.ts',
  'global.d.ts',
  'tsconfig.json',
  'next.config.ts',
  'package.json',
  'package-lock.json',
]

function mtimeOf(path) {
  try {
    return statSync(path).mtimeMs
  } catch {
    return null
  }
}

const isTestFile = (path) => /\.test\.tsx?$/.test(path)

/** The newest file at or under `path`, as { path, mtimeMs }, or null when nothing is there. */
function newestFile(path) {
  let stats
  try {
    stats = statSync(path)
  } catch {
    return null
  }
  if (!stats.isDirectory()) return isTestFile(path) ? null : { path, mtimeMs: stats.mtimeMs }
  let newest = null
  for (const name of readdirSync(path)) {
    const candidate = newestFile(join(path, name))
    if (candidate && (!newest || candidate.mtimeMs > newest.mtimeMs)) newest = candidate
  }
  return newest
}

/** Why a build is needed, or null when .next is up to date. */
function buildReason() {
  const builtAt = mtimeOf(BUILD_ID)
  if (builtAt === null) return 'there is no build yet'
  for (const source of SOURCES) {
    const newest = newestFile(join(ROOT, source))
    if (newest && newest.mtimeMs >= builtAt) {
      return `${newest.path.slice(ROOT.length)} is newer than the last build`
    }
  }
  return null
}

function exitCodeOf(code, signal) {
  if (signal) return 128 + (constants.signals[signal] ?? 1)
  return code ?? 1
}

/** Run `node next <args>` with inherited stdio, forwarding SIGINT/SIGTERM; resolves to its exit code. */
function runNext(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [NEXT_BIN, ...args], { cwd: ROOT, stdio: 'inherit' })
    const forward = (signal) => child.kill(signal)
    process.on('SIGINT', forward)
    process.on('SIGTERM', forward)
    child.on('error', (error) => {
      console.error(`Could not run next: ${error.message}`)
      resolve(1)
    })
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
      resolve(exitCodeOf(code, signal))
    })
  })
}

function port() {
  return process.env.PORT || '3000'
}

async function main() {
  process.env.NEXT_TELEMETRY_DISABLED = '1'
  const reason = buildReason()
  if (process.argv.includes('--check')) {
    console.log(reason ? `Build needed: ${reason}.` : 'Build up to date.')
    return 0
  }
  if (!existsSync(NEXT_BIN)) {
    console.error('Next.js is not installed. Run `npm install` first, then `npm start`.')
    return 1
  }
  const url = `http://localhost:${port()}`
  if (reason) {
    console.log(
      `Building the portal (first start or sources changed)… then serving it on ${url}. Reason: ${reason}.`,
    )
    const startedAt = new Date()
    const buildCode = await runNext(['build'])
    if (buildCode !== 0) {
      console.error(`The build failed (exit code ${buildCode}); not starting the server.`)
      return buildCode
    }
    // A file edited while the build ran is newer than this, so the next start builds again.
    utimesSync(BUILD_ID, startedAt, startedAt)
  }
  console.log(`Starting the portal on ${url} (Ctrl+C to stop)`)
  return runNext(['start', '-H', 'localhost', '-p', port()])
}

process.exitCode = await main()
