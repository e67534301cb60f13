// Without zod, so code every page loads can read it; lib/env re-exports it beside the validated server env.

/** Values the browser bundle may see, fixed by the build: no setting of the portal's belongs here. */
export const publicEnv = {
  /** Browser code logs unexpected failures, except under tests, where a logged error fails the test. */
  logsErrors: process.env.NODE_ENV !== 'test',
}
