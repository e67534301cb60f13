#!/usr/bin/env node
// `npm run staff:add -- someone@example.org [--name "Full name"] [--surname "Surnames"]`: creates or promotes a
// member of staff and e-mails a first-password link (lib/server/commands/staff-add.ts). In a checkout it bundles
// the sources first; in the production bundle, where there are no sources, it runs the bundle `npm run build` made.

import { existsSync } from 'node:fs'

const sources = new URL('../lib/server/commands/staff-add.ts', import.meta.url)
if (existsSync(sources)) {
  const { bundleCommands } = await import('./bundle-commands.mjs')
  await bundleCommands()
}
await import('../commands/staff-add.mjs')
