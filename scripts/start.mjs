#!/usr/bin/env node
// `npm start`: build the portal when needed, then serve it on http://localhost:$PORT (default 3000).
//
// A build runs when .next/BUILD_ID is missing or when any source is newer than it (see next-build.mjs), so a
// fresh clone or a `git pull` is rebuilt on the next start. `node scripts/start.mjs --check` only prints
// whether a build is needed (exit 0 either way).

import { existsSync } from 'node:fs'
import { build, buildReason, NEXT_BIN, runNext } from './next-build.mjs'

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
    const buildCode = await build()
    if (buildCode !== 0) {
      console.error(`The build failed (exit code ${buildCode}); not starting the server.`)
      return buildCode
    }
  }
  console.log(`Starting the portal on ${url} (Ctrl+C to stop)`)
  return runNext(['start', '-H', 'localhost', '-p', port()])
}

process.exitCode = await main()
