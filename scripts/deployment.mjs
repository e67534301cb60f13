// What the deploy test, the scale test and the benchmark with several instances share: Debian's nginx in front of
// the portal with the shipped site file (deploy/nginx/portal.conf), changed by sed only for ports, paths and the
// upstream's servers, as an IT provider installs it; the child processes they start; and the association's details
// a production start requires.

import { execFileSync, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'
import path from 'node:path'
import pg from 'pg'
import { ROOT } from './next-build.mjs'

const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx']

/** The association's own details (valid, and not the demo's): a production start requires them. */
export const productionSettings = {
  SEED_DEMO: 'false',
  INVOICE_ISSUER_NAME: 'Colegio Oficial de Pruebas de Despliegue',
  INVOICE_ISSUER_TAX_ID: 'G87654323',
  INVOICE_ISSUER_ADDRESS: 'Calle de la Prueba, 2|28001 Madrid',
  ASSOCIATION_IBAN: 'ES7921000813610123456789',
  SEPA_CREDITOR_ID: 'ES11000G87654323',
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** nginx's path, installing Debian's when missing and running as root. */
async function ensureNginx(log = console.log) {
  const found = () => NGINX_CANDIDATES.find((file) => existsSync(file))
  if (found()) return found()
  if (process.getuid?.() === 0) {
    log('nginx is missing: installing Debian’s nginx with apt-get…')
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    execFileSync('apt-get', ['update'], { stdio: 'inherit', env })
    execFileSync('apt-get', ['install', '-y', 'nginx'], { stdio: 'inherit', env })
  }
  if (!found()) throw new Error('This test needs nginx. On Debian: apt-get install nginx')
  return found()
}

/** A throwaway certificate for localhost and 127.0.0.1, trusted by the requests that pass its `ca` only. */
function makeCertificate(dir) {
  const key = path.join(dir, 'key.pem')
  const cert = path.join(dir, 'cert.pem')
  execFileSync(
    'openssl',
    [
      ...[
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
      ],
      ...['-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'],
      ...['-keyout', key, '-out', cert],
    ],
    { stdio: 'ignore' },
  )
  return { key, cert }
}

/**
 * The shipped site file with this machine's ports, certificate and cache folder, as `sed` would change it on a
 * server: nothing else. Several portal ports make an upstream of several servers, as docs/operations.md says. The
 * IPv6 listeners go, as a container may have no IPv6.
 */
function siteFile({ portalPorts, httpPort, httpsPort, certificate, cacheDir }) {
  const servers = portalPorts.map((port) => `server 127.0.0.1:${port};`).join('\\n    ')
  const script = [
    `s#server 127.0.0.1:3000;#${servers}#`,
    '/listen \\[::\\]/d',
    `s#listen 80;#listen 127.0.0.1:${httpPort};#`,
    `s#listen 443 ssl http2;#listen 127.0.0.1:${httpsPort} ssl http2;#`,
    `s#/etc/letsencrypt/live/portal.example.org/fullchain.pem#${certificate.cert}#`,
    `s#/etc/letsencrypt/live/portal.example.org/privkey.pem#${certificate.key}#`,
    `s#/var/cache/nginx/portal#${cacheDir}#`,
  ]
  return execFileSync(
    'sed',
    [...script.flatMap((line) => ['-e', line]), path.join(ROOT, 'deploy/nginx/portal.conf')],
    { encoding: 'utf8' },
  )
}

/** What /etc/nginx/nginx.conf gives a site on Debian, with every path in `dir`. */
function mainConfig(dir, site, workers) {
  return `worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  sendfile on;
  ${site.replaceAll('\n', '\n  ')}
}
`
}

/**
 * Writes nginx's configuration into `dir` (which must exist) for the portals on `portalPorts`, checks it with
 * `nginx -t`, and answers how to start it, its ports and the certificate clients must trust.
 */
export async function configureNginx(dir, portalPorts, { workers = 1 } = {}) {
  const nginx = await ensureNginx()
  // nginx's workers run as an unprivileged user: they write its temporary and cache folders.
  chmodSync(dir, 0o755)
  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'cache', 'cache-pages']) {
    mkdirSync(path.join(dir, name), { mode: 0o777 })
    chmodSync(path.join(dir, name), 0o777)
  }
  const [httpPort, httpsPort] = [await freePort(), await freePort()]
  const certificate = makeCertificate(dir)
  const config = path.join(dir, 'nginx.conf')
  const site = siteFile({ portalPorts, httpPort, httpsPort, certificate, cacheDir: path.join(dir, 'cache') })
  writeFileSync(config, mainConfig(dir, site, workers))
  execFileSync(nginx, ['-t', '-q', '-p', dir, '-c', config], { stdio: 'inherit' })
  return {
    command: nginx,
    args: ['-p', dir, '-c', config, '-g', 'daemon off;'],
    // nginx's workers would inherit pipes and outlive it holding them: it writes to its own log instead.
    logFile: path.join(dir, 'error.log'),
    httpPort,
    httpsPort,
    ca: readFileSync(certificate.cert),
  }
}

/**
 * One HTTPS (or HTTP) request. `from` is the client's own address: any of 127.0.0.0/8, so that clients other than
 * nginx's 127.0.0.1 can be told apart.
 */
export function request(url, { method = 'GET', headers = {}, body, from = '127.0.0.2', ca } = {}) {
  return new Promise((resolve, reject) => {
    const target = new URL(url)
    const client = target.protocol === 'https:' ? https : http
    const req = client.request(
      target,
      { method, headers, localAddress: from, ca, servername: 'localhost', agent: false },
      (res) => {
        const chunks = []
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        )
      },
    )
    req.on('error', reject)
    req.setTimeout(30_000, () => req.destroy(new Error(`${method} ${url}: no answer in 30 s`)))
    req.end(body)
  })
}

/** Polls `probe` every 250 ms until it answers true; fails when `process` (if given) exits first. */
export async function waitFor(what, probe, timeoutMs, process) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (process && (process.exitCode !== null || process.signalCode !== null)) {
      throw new Error(`${what}: the ${process.label} exited (${process.exitCode ?? process.signalCode})`)
    }
    try {
      if (await probe()) return
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not come up within ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/**
 * Starts a process with `env` over ours (an undefined value unsets), in `cwd`; `logFile` is where it writes, if not
 * to a buffer read by `output()`. `children` collects it for stopChildren.
 */
export function startChild(children, { command, args, env = {}, label, logFile, cwd = ROOT }) {
  const merged = { ...process.env, ...env }
  for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key]
  const stdio = logFile ? 'ignore' : ['ignore', 'pipe', 'pipe']
  const child = spawn(command, args, { cwd, env: merged, stdio })
  const output = []
  child.stdout?.on('data', (chunk) => output.push(chunk))
  child.stderr?.on('data', (chunk) => output.push(chunk))
  child.exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })))
  child.output = () =>
    logFile ? (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '') : Buffer.concat(output).toString()
  child.label = label
  children.push(child)
  return child
}

export const isRunning = (child) => child.exitCode === null && child.signalCode === null

/** SIGTERM to each child still running (nginx's master stops its workers too), SIGKILL after 10 s. */
export async function stopChildren(children) {
  await Promise.all(
    children.filter(isRunning).map(async (child) => {
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await child.exited
      clearTimeout(timer)
    }),
  )
}

/**
 * A copy of the standalone bundle of `distDir` for one instance, as on a machine of its own: Next.js keeps its page
 * cache in the bundle, rewriting the prerendered pages of .next/server/app in place. Those are copied; every other
 * file is only read, so it is a hard link (fast, and no disk).
 */
export function copyBundle(distDir, target) {
  const bundle = path.join(ROOT, distDir, 'standalone')
  const pages = path.join(distDir, 'server', 'app')
  execFileSync('cp', ['-al', bundle, target])
  rmSync(path.join(target, pages), { recursive: true })
  execFileSync('cp', ['-a', path.join(bundle, pages), path.join(target, pages)])
}

/** A new PostgreSQL database made with `adminUrl` (a role that may create databases): its URL, and `drop()`. */
export async function createDatabase(adminUrl, prefix) {
  const name = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 12)}`
  const query = async (sql) => {
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    try {
      await admin.query(sql)
    } finally {
      await admin.end()
    }
  }
  await query(`create database ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => query(`drop database if exists ${name} with (force)`) }
}

/**
 * The checks of one test script: `check` prints each as it is made, `run` runs the script's main, says how many
 * passed and exits 0 only when every check did.
 */
export function checkRun(name) {
  const started = Date.now()
  const results = []
  const log = (line) => console.log(`[${name} ${((Date.now() - started) / 1000).toFixed(1)}s] ${line}`)
  return {
    log,
    check(what, ok, detail = '') {
      results.push({ name: what, ok })
      console.log(`  ${ok ? '✓' : '✗'} ${what}${detail ? ` (${detail})` : ''}`)
    },
    anyFailed: () => results.some((result) => !result.ok),
    async run(main) {
      let code = 0
      try {
        await main()
        const failed = results.filter((result) => !result.ok)
        log(`${results.length - failed.length} of ${results.length} checks passed`)
        code = failed.length === 0 && results.length > 0 ? 0 : 1
      } catch (error) {
        console.error(`${name} test: ${error instanceof Error ? error.message : error}`)
        code = 1
      }
      process.exit(code)
    },
  }
}
