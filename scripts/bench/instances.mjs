// `npm run bench -- --instances N`: the public and private targets through nginx (the shipped site file, over TLS)
// with one instance of the bench build, then with N, on one PostgreSQL database seeded like the bench's (the demo
// content and the volume), each instance from its own copy of the bundle (docs/operations.md, "Several
// instances"). Prints both side by side and writes bench/results/instances.json; docs/benchmark.md holds a run.

import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import {
  configureNginx,
  copyBundle,
  createDatabase,
  startChild,
  stopChildren,
  waitFor,
  request,
} from '../deployment.mjs'
import { ROOT } from '../next-build.mjs'
import { textTable } from '../text-table.mjs'
import { runAutocannon } from './autocannon.mjs'
import { freePort, onCleanup } from './server.mjs'
import { browserHeadersFor, isBuilt, signedInHeaders, targets } from './targets.mjs'

const measured = targets.filter((target) => isBuilt(target) && ['public', 'private'].includes(target.kind))

/** Instances 1…count (ports in the bench's range) behind one nginx; `stop()` ends them all. */
async function startCluster({ folders, count, env, databaseUrl }) {
  const children = []
  const stop = () => stopChildren(children)
  const unregister = onCleanup(stop)
  const ports = []
  for (let i = 0; i < count; i++) ports.push(await freePort(ports.at(-1) ? ports.at(-1) + 1 : undefined))
  const nginxDir = mkdtempSync(join(os.tmpdir(), 'portal-bench-nginx-'))
  // One nginx worker per core, as Debian's nginx.conf has it (`worker_processes auto`).
  const nginx = await configureNginx(nginxDir, ports, { workers: os.cpus().length })
  for (let i = 0; i < count; i++) {
    const instance = startChild(children, {
      command: process.execPath,
      args: [join(folders[i], 'bundle', 'server.mjs')],
      cwd: folders[i],
      label: `instance ${i + 1}`,
      env: {
        ...env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(ports[i]),
        TRUSTED_PROXIES: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        PGLITE_DIR: undefined,
        UPLOADS_DIR: join(folders[i], 'uploads'),
        OUTBOX_DIR: join(folders[i], 'outbox'),
        LOG_LEVEL: 'warn',
      },
    })
    // One after the other: the first start of a demo database seeds what it lacks.
    await waitFor(
      instance.label,
      async () => (await request(`http://127.0.0.1:${ports[i]}/api/health`)).status === 200,
      180_000,
      instance,
    ).catch((error) => {
      throw new Error(`${error.message}\n${instance.output().slice(-3000)}`)
    })
  }
  startChild(children, { ...nginx, label: 'nginx' })
  const site = `https://127.0.0.1:${nginx.httpsPort}`
  await waitFor(
    'nginx',
    async () => (await request(`${site}/api/health`, { ca: nginx.ca })).status === 200,
    30_000,
  )
  return {
    site,
    direct: `http://127.0.0.1:${ports[0]}`,
    stop: async () => {
      unregister()
      await stop()
      rmSync(nginxDir, { recursive: true, force: true })
    },
  }
}

/**
 * Measures every public and private target through nginx with 1 and with `count` instances. `seed(url)` fills the
 * database; `settle(url)` waits until the previous target's requests are finished.
 */
export async function measureInstances({ count, settings, distDir, env, seed, settle }) {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) {
    throw new Error(
      'Several instances need PostgreSQL: set TEST_DATABASE_URL to a role that may create databases.',
    )
  }
  const database = await createDatabase(adminUrl, 'portal_bench')
  const dir = mkdtempSync(join(os.tmpdir(), 'portal-bench-instances-'))
  const rows = measured.map((target) => ({ name: target.name, path: target.path, kind: target.kind }))
  try {
    console.log(`Seeding ${new URL(database.url).pathname.slice(1)}…`)
    const volume = await seed(database.url)
    const folders = Array.from({ length: count }, (_, i) => {
      const folder = join(dir, String(i + 1))
      mkdirSync(folder)
      copyBundle(distDir, join(folder, 'bundle'))
      return folder
    })
    for (const instances of [1, count]) {
      console.log(`\n━━ ${instances} instance${instances > 1 ? 's' : ''} behind nginx ━━`)
      const cluster = await startCluster({ folders, count: instances, env, databaseUrl: database.url })
      try {
        const session = await signedInHeaders(cluster.direct)
        for (const [i, target] of measured.entries()) {
          await settle(cluster.direct)
          const result = await runAutocannon({
            url: cluster.site + target.path,
            headers: { ...browserHeadersFor(target.path), ...(target.kind === 'private' ? session : {}) },
            connections: settings.connections,
            warmupSeconds: settings.warmupSeconds,
            seconds: settings.seconds,
          })
          const flagged =
            result.errors || result.non2xx ? ` (errors ${result.errors}, non-2xx ${result.non2xx})` : ''
          console.log(
            `${target.name.padEnd(28)} ${String(result.requestsPerSecond).padStart(8)} req/s  p95 ${result.latencyMs.p95} ms${flagged}`,
          )
          rows[i][instances === 1 ? 'one' : 'many'] = {
            requestsPerSecond: result.requestsPerSecond,
            p95Ms: result.latencyMs.p95,
            errors: result.errors,
            non2xx: result.non2xx,
          }
        }
      } finally {
        await cluster.stop()
      }
    }
    return { volume, rows }
  } finally {
    rmSync(dir, { recursive: true, force: true })
    await database
      .drop()
      .catch((error) => console.warn(`Could not drop the bench database: ${error.message}`))
  }
}

/** The side-by-side table, plain text. */
export function instancesTable(rows, count) {
  const ratio = (row) =>
    row.one?.requestsPerSecond && row.many
      ? `${(row.many.requestsPerSecond / row.one.requestsPerSecond).toFixed(2)}×`
      : '—'
  const flag = (run) => (run && (run.errors || run.non2xx) ? ' FLAGGED' : '')
  return textTable(
    ['target', 'kind', '1: req/s', '1: p95 ms', `${count}: req/s`, `${count}: p95 ms`, `${count} vs 1`],
    rows.map((row) => [
      row.name,
      row.kind,
      `${row.one?.requestsPerSecond ?? '—'}${flag(row.one)}`,
      row.one?.p95Ms ?? '—',
      `${row.many?.requestsPerSecond ?? '—'}${flag(row.many)}`,
      row.many?.p95Ms ?? '—',
      ratio(row),
    ]),
  ).join('\n')
}

export const instancesResultsFile = join(ROOT, 'bench', 'results', 'instances.json')
