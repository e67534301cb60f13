// Bundles the server's commands (lib/server/commands/*.ts) into plain .mjs files under commands/, so that they
// run where there is no TypeScript: the production bundle and the container image (docs/decisions/0024).
// `npm run build` runs it when it completes the standalone folder, and copies commands/ and scripts/command.mjs in
// (scripts/next-build.mjs); in a checkout the commands' launcher (scripts/command.mjs) runs it first, so it runs
// the sources.

import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

const commands = ['staff-add', 'uploads-to-s3']

/** `server-only` guards React's client bundles; a command runs on the server by definition. */
const serverOnlyIsAllowed = {
  name: 'server-only',
  setup(build) {
    build.onResolve({ filter: /^server-only$/ }, () => ({ path: 'server-only', namespace: 'empty' }))
    build.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: '' }))
  },
}

export async function bundleCommands() {
  await build({
    absWorkingDir: ROOT,
    entryPoints: commands.map((name) => `lib/server/commands/${name}.ts`),
    outdir: 'commands',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    // Native or WebAssembly files beside their code; the server's own dependencies (serverExternalPackages).
    external: ['@electric-sql/pglite', 'pg', 'pg-native', '@node-rs/argon2'],
    plugins: [serverOnlyIsAllowed],
    // CommonJS dependencies (nodemailer) require Node's modules.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await bundleCommands()
