// The benchmark's floor: a bare Next.js app (no MUI, next-intl, proxy or database). scripts/bench/floor-app.mjs
// builds it with the portal's own `next`, hard-linked into node_modules here so both run the same version.
import { fileURLToPath } from 'node:url'

const config = {
  poweredByHeader: false,
  // In node_modules, where the portal's type check, lint and dead-code checks do not look.
  distDir: 'node_modules/.next',
  // This folder, not the portal's: Turbopack would otherwise compile the portal's proxy.ts and instrumentation.ts,
  // which it finds by walking up from here to the root.
  turbopack: { root: fileURLToPath(new URL('.', import.meta.url)) },
}

export default config
