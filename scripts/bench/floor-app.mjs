// The benchmark's floor: bench/floor-app, a bare Next.js app (its own root layout, a static and a dynamic page; no
// MUI, next-intl, proxy or database) built with the portal's own `next` and `react`, so both run the same versions,
// and served by `next start` beside the portal. Public pages are compared with its static page, private pages with its
// dynamic one, first-load JavaScript with its static page.

import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { exitCodeOf, ROOT } from '../next-build.mjs'
import { startServer } from './server.mjs'

const APP_DIR = join(ROOT, 'bench', 'floor-app')
const MODULES = join(APP_DIR, 'node_modules')
// bench/floor-app/next.config.mjs builds here, out of the sources' checks.
const DIST_DIR = join(MODULES, '.next')
// Its own copy's binary: with the portal's, the server would load a second React beside the app's.
const NEXT_BIN = join(MODULES, 'next', 'dist', 'bin', 'next')

export const floorTargets = [
  { name: 'bare app, static', path: '/', kind: 'floor-static', lighthouse: 'mobile' },
  { name: 'bare app, dynamic', path: '/dynamic', kind: 'floor-dynamic', lighthouse: false },
]

const mtimeOf = (path) => {
  try {
    return statSync(path).mtimeMs
  } catch {
    return null
  }
}

const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  )

/** Why the floor app needs building (no build, its sources or Next.js changed since), or null. */
function buildReason() {
  const builtAt = mtimeOf(join(DIST_DIR, 'BUILD_ID'))
  if (builtAt === null) return 'there is no build yet'
  const sources = [
    ...filesUnder(join(APP_DIR, 'app')),
    join(APP_DIR, 'next.config.mjs'),
    join(ROOT, 'node_modules', 'next', 'package.json'),
  ]
  const newer = sources.find((file) => mtimeOf(file) >= builtAt)
  return newer ? `${newer.slice(ROOT.length)} is newer than the last build` : null
}

/**
 * The packages `next`, `react` and `react-dom` need, from the portal's node_modules. Turbopack reads nothing outside
 * the app's root (bench/floor-app), so they are hard-linked in: the same files, no copy.
 */
function linkDependencies() {
  const wanted = ['next', 'react', 'react-dom']
  const linked = new Set()
  while (wanted.length) {
    const name = wanted.pop()
    const source = join(ROOT, 'node_modules', name)
    if (linked.has(name) || !existsSync(source)) continue
    linked.add(name)
    const manifest = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8'))
    const optionalPeers = manifest.peerDependenciesMeta ?? {}
    wanted.push(
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.optionalDependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}).filter((peer) => !optionalPeers[peer]?.optional),
    )
  }
  rmSync(MODULES, { recursive: true, force: true })
  for (const name of linked) {
    mkdirSync(dirname(join(MODULES, name)), { recursive: true })
    execFileSync('cp', ['-al', join(ROOT, 'node_modules', name), join(MODULES, name)])
  }
  return linked.size
}

export async function buildFloorAppIfNeeded() {
  const reason = buildReason()
  if (!reason) {
    console.log('The bare floor app is up to date.')
    return
  }
  console.log(`Building the bare floor app: ${reason}.`)
  console.log(`Linked ${linkDependencies()} packages into bench/floor-app/node_modules.`)
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, [NEXT_BIN, 'build'], { cwd: APP_DIR, stdio: 'inherit' })
    child.on('error', () => resolve(127))
    child.on('exit', (exitCode, signal) => resolve(exitCodeOf(exitCode, signal)))
  })
  if (code !== 0) throw new Error(`The floor app's build failed (exit code ${code})`)
}

/** `next start` of the floor app on `port`, as startServer answers it. */
export const startFloorApp = ({ port, logFile }) =>
  startServer({
    port,
    logFile,
    args: [NEXT_BIN, 'start', APP_DIR, '--port', String(port)],
    cwd: APP_DIR,
    readyPath: '/',
    readyTimeoutMs: 60_000,
  })
