#!/usr/bin/env node
// `npm start`: the quick-start demo. Builds the portal when needed, then serves the bundle (scripts/server.mjs) on
// http://localhost:$PORT (default 3000) with the demo seed on, and human-readable logs. Production uses
// `npm run serve` instead (scripts/serve.mjs): no build, no demo.
//
// A build runs when .next/BUILD_ID is missing or when any source is newer than it (see next-build.mjs), so a
// fresh clone or a `git pull` is rebuilt on the next start. `node scripts/start.mjs --check` only prints
// whether a build is needed (exit 0 either way).

import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { build, buildReason, bundleServer, NEXT_BIN } from './next-build.mjs'

/** The demo seed's accounts (lib/server/db/seed/site.ts) that sign in with a password. */
const demoAccounts = [
  ['Staff (back-office)', 'personal@demo.colegio.example', 'Personal2026'],
  ['Collegiate', 'colegiada@demo.colegio.example', 'Colegiada2026'],
  ['Pre-collegiate', 'precolegiado@demo.colegio.example', 'Precolegiado2026'],
  ['Non-member', 'visitante@demo.colegio.example', 'Visitante2026'],
]

const banner = (lines) => {
  const width = Math.max(...lines.map((line) => line.length))
  const rule = `+${'-'.repeat(width + 2)}+`
  return [rule, ...lines.map((line) => `| ${line.padEnd(width)} |`), rule].join('\n')
}

function demoWarning() {
  return banner([
    'THIS IS THE DEMO. Never expose it to the internet or use it for real data.',
    'It creates demo accounts whose passwords are published, and invoices, transfers and',
    'direct debits name demo bank details. A production server is `npm run serve`',
    '(docs/operations.md).',
  ])
}

function whereToGo(url) {
  const accounts = demoAccounts.map(
    ([role, email, password]) => `  ${role.padEnd(20)} ${email.padEnd(34)} ${password}`,
  )
  return [
    `The portal is at ${url}`,
    `  Site                 ${url}/  (also /ca, /en, /eu)`,
    `  Back-office          ${url}/admin`,
    `  API reference        ${url}/api/docs`,
    ...(process.env.SEED_DEMO === 'true' ? ['Demo accounts (e-mail, password):', ...accounts] : []),
    'Ctrl+C stops it.',
  ].join('\n')
}

const requestFields = ['requestId', 'method', 'path', 'status', 'durationMs']

/** One readable line per log line with pino-pretty when installed (a development dependency), else the JSON. */
async function prettyLogs() {
  try {
    const { default: pretty } = await import('pino-pretty')
    return pretty({
      colorize: process.stdout.isTTY,
      singleLine: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: ['pid', ...requestFields].join(','),
      messageFormat: (line, messageKey) =>
        line.msg === 'request'
          ? `${line.method} ${line.path} ${line.status ?? 'no answer'} ${line.durationMs} ms`
          : String(line[messageKey]),
    })
  } catch {
    return undefined
  }
}

async function main() {
  process.env.NEXT_TELEMETRY_DISABLED = '1'
  const reason = buildReason()
  if (process.argv.includes('--check')) {
    console.log(reason ? `Build needed: ${reason}.` : 'Build up to date.')
    return 0
  }
  console.log(demoWarning())
  if (!existsSync(NEXT_BIN)) {
    console.error('Next.js is not installed. Run `npm install` first, then `npm start`.')
    return 1
  }
  if (reason) {
    console.log(`Building the portal (first start or sources changed)… Reason: ${reason}.`)
    const buildCode = await build()
    if (buildCode !== 0) {
      console.error(`The build failed (exit code ${buildCode}); not starting the server.`)
      return buildCode
    }
  }
  const { startPortal } = await import(pathToFileURL(bundleServer()).href)
  const { port } = await startPortal({
    logDestination: await prettyLogs(),
    defaults: { SEED_DEMO: 'true', HOST: 'localhost' },
  })
  // Past the logger, which now owns console.log.
  process.stdout.write(`\n${whereToGo(`http://localhost:${port}`)}\n\n`)
  return undefined
}

process.exitCode = await main()
