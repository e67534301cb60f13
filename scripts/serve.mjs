#!/usr/bin/env node
// `npm run serve`: the production server. Runs the bundle the last build made (scripts/server.mjs, copied into
// .next/standalone) and never builds: without a build it says how to make one and exits 1. Nothing here turns the
// demo on; the container image runs the same bundle (`node server.mjs` in its folder).

import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { bundleServer } from './next-build.mjs'

const server = bundleServer()
if (existsSync(server)) {
  const { startPortal } = await import(pathToFileURL(server).href)
  await startPortal()
} else {
  console.error(
    `There is no production build (${server} is missing). Make one with \`npm run build\`, then \`npm run serve\`.`,
  )
  process.exitCode = 1
}
