#!/usr/bin/env node
// Runs one of the server's commands (lib/server/commands/<name>.ts): `node scripts/command.mjs <name> [args…]`, as
// `npm run staff:add` and `npm run uploads:to-s3` do. In a checkout it bundles the sources first; in the production
// bundle, where there are no sources, it runs the bundle `npm run build` made (commands/<name>.mjs).

import { existsSync } from 'node:fs'

const [name] = process.argv.splice(2, 1)
const bundled = new URL(`../commands/${name}.mjs`, import.meta.url)
if (existsSync(new URL('../lib/server/commands/', import.meta.url))) {
  const { bundleCommands } = await import('./bundle-commands.mjs')
  await bundleCommands()
}
if (!name || !existsSync(bundled)) {
  console.error(`No command ${name ?? '(none given)'}: see package.json's scripts.`)
  process.exit(2)
}
await import(bundled.href)
