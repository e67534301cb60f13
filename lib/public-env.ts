// Without zod, so code every page loads can read it; lib/env re-exports it beside the validated server env.

/** Values the browser bundle may see; Next inlines NEXT_PUBLIC_* at build time, so each is read literally. */
export const publicEnv = {
  apiBaseUrl: process.env.NEXT_PUBLIC_API_BASE_URL || '/api',
  /** Browser code logs unexpected failures, except under tests, where a logged error fails the test. */
  logsErrors: process.env.NODE_ENV !== 'test',
}
