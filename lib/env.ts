import { z } from 'zod'

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1')

const ServerEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  PGLITE_DIR: z.string().min(1).default('./data/pglite'),
  API_BASE_URL: z.url().optional(),
  SEED_DEMO: flag.default(true),
  // Set only by `npm run bench`: serves the bare /bench-floor pages that measure the framework's floor.
  BENCH_FLOOR_PAGES: flag.default(false),
})

export type ServerEnv = z.infer<typeof ServerEnvSchema>

let cached: ServerEnv | undefined

/** The server's environment, validated once; a bad value stops the server with a message naming the variable. */
export function serverEnv(): ServerEnv {
  if (cached) return cached
  const parsed = ServerEnvSchema.safeParse(process.env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid environment variables:\n${problems.join('\n')}`)
  }
  cached = parsed.data
  return cached
}

/** Values the browser bundle may see; Next inlines NEXT_PUBLIC_* at build time, so each is read literally. */
export const publicEnv = {
  apiBaseUrl: process.env.NEXT_PUBLIC_API_BASE_URL || '/api',
}
