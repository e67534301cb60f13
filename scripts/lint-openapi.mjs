// Lints the API's OpenAPI document with Redocly's recommended rules (redocly.yaml): `npm run lint:api`.
// The document is built in this process from the API app, as /api/openapi.json serves it, without a server or a
// database. Quiet on success; on any error or warning, prints each problem and exits non-zero.

import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { register } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const REDOCLY_BIN = join(ROOT, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js')

// The API's modules import 'server-only', which refuses to load outside a React server: here it is empty, as the
// tests' alias makes it (vitest.config.ts).
register(
  `data:text/javascript,${encodeURIComponent(
    "export const resolve = (specifier, context, next) => specifier === 'server-only' ? { url: 'data:text/javascript,', shortCircuit: true } : next(specifier, context)",
  )}`,
)
const { tsImport } = await import('tsx/esm/api')
const { createApi } = await tsImport('../lib/server/api/app.ts', import.meta.url)
const api = createApi({ getDb: () => Promise.reject(new Error('The document needs no database')) })

function parsed(text) {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** `#/paths/~1user~1me/get/responses` → `get /user/me responses`, the way the routes name operations. */
function whereIs(pointer) {
  const [, ...keys] = pointer
    .split('/')
    .map((key) => decodeURIComponent(key).replace(/~1/g, '/').replace(/~0/g, '~'))
  if (keys[0] !== 'paths' || keys.length < 2) return pointer
  const [, path, method, ...rest] = keys
  return [method ? `${method} ${path}` : path, ...rest].join(' ')
}

const folder = mkdtempSync(join(tmpdir(), 'openapi-lint-'))
try {
  const file = join(folder, 'openapi.json')
  writeFileSync(file, JSON.stringify(api.document(), null, 2))
  const lint = spawnSync(
    process.execPath,
    [
      REDOCLY_BIN,
      'lint',
      file,
      '--config',
      join(ROOT, 'redocly.yaml'),
      '--format',
      'json',
      '--max-problems',
      '10000',
    ],
    {
      cwd: ROOT,
      encoding: 'utf8',
      // No telemetry, no update check: the lint needs no network.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  )
  const report = parsed(lint.stdout)
  if (!report) {
    process.stdout.write(lint.stdout)
    process.stderr.write(lint.stderr)
    if (lint.error) console.error(lint.error)
    process.exitCode = lint.status || 1
  } else if (report.totals.errors + report.totals.warnings > 0) {
    for (const { severity, ruleId, message, location } of report.problems) {
      console.error(`${severity} ${ruleId} at ${whereIs(location[0]?.pointer ?? '')}: ${message}`)
    }
    console.error(`${report.totals.errors} errors and ${report.totals.warnings} warnings in the API document`)
    process.exitCode = 1
  }
} finally {
  rmSync(folder, { recursive: true, force: true })
}
