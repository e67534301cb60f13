// Whether a Next.js build folder is up to date with the sources, and building it when it is not.
// Shared by `npm start`, `npm run bench` (which builds into .next-bench) and `npm run test:load`; `npm run build`
// runs this file, which always builds.
//
// A build is needed when <distDir>/BUILD_ID is missing or when any source below is newer than it, so a fresh
// clone or a `git pull` is rebuilt on the next run. After `next build` the standalone bundle in
// <distDir>/standalone is completed (completeBundle) so that it runs on its own, with our server.

import { spawn } from 'node:child_process'
import { cpSync, existsSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs'
import { createRequire } from 'node:module'
import { constants } from 'node:os'
import { basename, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { bundleCommands } from './bundle-commands.mjs'

export const ROOT = fileURLToPath(new URL('..', import.meta.url))
export const NEXT_BIN = join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next')

const SOURCES = [
  'app',
  'components',
  'lib',
  'messages',
  'public',
  'proxy.ts',
  'instrumentation.ts',
  'instrumentation-client.ts',
  'global.d.ts',
  'tsconfig.json',
  'next.config.ts',
  'scripts/server.mjs',
  'scripts/backup.mjs',
  'scripts/restore.mjs',
  'scripts/backup-archive.mjs',
  'deploy',
  'package.json',
  'package-lock.json',
]

const buildIdOf = (distDir) => join(ROOT, distDir, 'BUILD_ID')

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

/** Why a build into `distDir` is needed, or null when it is up to date. */
export function buildReason(distDir = '.next') {
  const builtAt = mtimeOf(buildIdOf(distDir))
  if (builtAt === null) return 'there is no build yet'
  for (const source of SOURCES) {
    const newest = newestFile(join(ROOT, source))
    if (newest && newest.mtimeMs >= builtAt) {
      return `${newest.path.slice(ROOT.length)} is newer than the last build`
    }
  }
  return null
}

export function exitCodeOf(code, signal) {
  if (signal) return 128 + (constants.signals[signal] ?? 1)
  return code ?? 1
}

/** Run `node next <args>` with inherited stdio, forwarding SIGINT/SIGTERM; resolves to its exit code. */
export function runNext(args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [NEXT_BIN, ...args], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    })
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

const BUNDLED_COMMANDS = ['backup.mjs', 'restore.mjs', 'backup-archive.mjs']

/** The server of the bundle built into `distDir`: what `npm start`, `npm run serve` and the tests run. */
export const bundleServer = (distDir = '.next') => join(ROOT, distDir, 'standalone', 'server.mjs')

/**
 * Next.js leaves out of the standalone bundle what a CDN could serve (the build's static files, public/) and knows
 * nothing of our server and commands: they are copied in, with the packages the server imports that the app does not.
 * Next.js's own server.js goes, so that nobody starts the portal without ours.
 */
async function completeBundle(distDir) {
  const bundle = join(ROOT, distDir, 'standalone')
  cpSync(join(ROOT, distDir, 'static'), join(bundle, distDir, 'static'), { recursive: true })
  cpSync(join(ROOT, 'public'), join(bundle, 'public'), { recursive: true })
  const server = join(ROOT, 'scripts', 'server.mjs')
  cpSync(server, join(bundle, 'server.mjs'))
  rmSync(join(bundle, 'server.js'), { force: true })
  // The commands (`npm run staff:add`, `uploads:to-s3`, `backup`, `restore` in the bundle; the first two bundled
  // from TypeScript) and the deployment kit.
  await bundleCommands()
  cpSync(join(ROOT, 'commands'), join(bundle, 'commands'), { recursive: true })
  // Not traced: in a checkout it imports the bundler, which the bundle has no use for.
  cpSync(join(ROOT, 'scripts', 'command.mjs'), join(bundle, 'scripts', 'command.mjs'))
  const commands = BUNDLED_COMMANDS.map((name) => join(ROOT, 'scripts', name))
  for (const command of commands) cpSync(command, join(bundle, 'scripts', basename(command)))
  cpSync(join(ROOT, 'deploy'), join(bundle, 'deploy'), { recursive: true })
  const { nodeFileTrace } = createRequire(import.meta.url)('next/dist/compiled/@vercel/nft')
  const { fileList } = await nodeFileTrace([server, ...commands], {
    base: ROOT,
    // Already in the bundle, and costly to trace.
    ignore: (file) => /^node_modules\/(next|@next)\//.test(file),
  })
  for (const file of fileList) {
    const target = join(bundle, file)
    if (file.startsWith('node_modules/') && !existsSync(target)) {
      cpSync(resolve(ROOT, file), target, { recursive: true, dereference: true })
    }
  }
  // The server applies them at start (next.config.ts's outputFileTracingIncludes brings them in) and reads the
  // fonts when it draws a PDF (traced from lib/server/integrations/pdf/fonts.ts).
  if (!existsSync(join(bundle, 'drizzle', 'meta', '_journal.json')))
    throw new Error('the bundle has no migrations')
  if (!existsSync(join(bundle, 'node_modules', 'dejavu-fonts-ttf', 'ttf', 'DejaVuSans-Bold.ttf')))
    throw new Error('the bundle has not the fonts PDFs embed')
}

/** `next build` into `distDir` (with extra env), then the bundle completed; resolves to an exit code. */
export async function build({ distDir = '.next', env = {} } = {}) {
  const startedAt = new Date()
  const code = await runNext(['build'], { ...env, NEXT_DIST_DIR: distDir })
  if (code !== 0) return code
  try {
    await completeBundle(distDir)
  } catch (error) {
    console.error(
      `Could not complete the standalone bundle: ${error instanceof Error ? error.message : error}`,
    )
    return 1
  }
  // A file edited while the build ran is newer than this, so the next run builds again.
  utimesSync(buildIdOf(distDir), startedAt, startedAt)
  return 0
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.env.NEXT_TELEMETRY_DISABLED ??= '1'
  process.exitCode = await build()
}
