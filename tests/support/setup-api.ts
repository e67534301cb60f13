import { afterAll } from 'vitest'
import { forgetServerEnv } from '@/lib/env'

// The API files share one module graph per worker: each reads the environment afresh and leaves it as it found it.
const environment = { ...process.env }
forgetServerEnv()

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name]
  Object.assign(process.env, environment)
  forgetServerEnv()
})
