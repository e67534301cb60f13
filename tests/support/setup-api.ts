import { afterAll } from 'vitest'
import { forgetServerEnv } from '@/lib/env'

// The API files share one module graph per worker: each starts with the environment read afresh and leaves it as
// it found it. Requests are counted in each file's own database, so every file starts with none counted.
const environment = { ...process.env }
forgetServerEnv()

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name]
  Object.assign(process.env, environment)
  forgetServerEnv()
})
