import { afterAll } from 'vitest'
import { forgetServerEnv } from '@/lib/env'
import { forgetRateLimits } from '@/lib/server/api/rate-limit'

// The API files share one module graph per worker: each starts with the environment read afresh and no request
// counted, and leaves the environment as it found it.
const environment = { ...process.env }
forgetServerEnv()
forgetRateLimits()

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name]
  Object.assign(process.env, environment)
  forgetServerEnv()
})
