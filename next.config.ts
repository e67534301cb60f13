import path from 'node:path'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'
import { commonSecurityHeaders, pageContentSecurityPolicy } from './lib/http/security-headers'

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts')

const mode = { development: process.env.NODE_ENV !== 'production' }

const nextConfig: NextConfig = {
  // The benchmark builds into its own folder so it never replaces the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // A self-contained bundle in <distDir>/standalone, which scripts/next-build.mjs completes (decision 0021).
  output: 'standalone',
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ['@electric-sql/pglite', 'pg', '@node-rs/argon2'],
  outputFileTracingIncludes: { '/api/[[...route]]': ['./drizzle/**/*'] },
  // Next.js's file-system cache, adding to each cached page a policy with its inline scripts' hashes.
  cacheHandler: path.join(process.cwd(), 'lib/http/page-cache-handler.mjs'),
  // Only `npm test` sets it, after its own typecheck step.
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_SKIP_TYPECHECK === 'true' },
  // The pages' CSS goes into the HTML: no stylesheet request before the first paint (decision 0060). A request
  // then costs nothing on a first view, so each page gets its own CSS chunks rather than one shared by all (0070).
  experimental: { inlineCss: true, cssChunking: { type: 'graph', requestCost: 2000 } },
  // Browsers ask for /favicon.ico where a document names no icon (a PDF, an API answer): the site's icon is the SVG.
  async redirects() {
    return [{ source: '/favicon.ico', destination: '/favicon.svg', permanent: true }]
  },
  async headers() {
    return [
      { source: '/:path*', headers: commonSecurityHeaders(mode) },
      // Pages get theirs from proxy.ts: a nonce when rendered per request, the hashes of their inline scripts
      // when cached (lib/http/page-cache-handler.mjs). What it does not see (files, media) gets this one; the API
      // sets its own (lib/server/api/app.ts).
      {
        source: '/((?!api/).*\\..*|media/.*|bench-floor/.*)',
        headers: [{ key: 'Content-Security-Policy', value: pageContentSecurityPolicy(mode) }],
      },
    ]
  },
}

export default withNextIntl(nextConfig)
