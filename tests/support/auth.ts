import { eq } from 'drizzle-orm'
import { hashPassword } from '@/lib/server/auth/passwords'
import type { Database } from '@/lib/server/db/client'
import { users } from '@/lib/server/db/schema'

let lastUser = 0

/** A new account of its own for one test: verified collegiate by default, with a known password. */
export async function createTestUser(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> & { password?: string | null } = {},
) {
  const { password = 'Valid-Pass-2026', ...fields } = overrides
  const email = fields.email ?? `user${++lastUser}-${Date.now()}@test.colegio.example`
  const [user] = await db
    .insert(users)
    .values({
      name: 'Test',
      surname: 'User',
      principals: ['role:collegiate'],
      is_verified: true,
      ...fields,
      email,
      hashed_password: password === null ? null : await hashPassword(password),
    })
    .returning()
  if (!user) throw new Error('Could not create the test user')
  return { ...user, password: password ?? '' }
}

export async function reloadUser(db: Database, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id))
  return user
}

let lastAddress = 0
/** A client address of its own, so that a test starts with fresh sign-in limits unless it shares one. */
export const newAddress = () => `198.51.100.${(++lastAddress % 250) + 1}`

type Request = (path: string, init?: RequestInit) => Promise<Response>

export function login(
  request: Request,
  email: string,
  password: string,
  { address = newAddress(), cookie = false }: { address?: string; cookie?: boolean } = {},
) {
  return request('/api/auth/jwt/login', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Portal-Peer-Address': address,
      ...(cookie ? { 'X-Session-Transport': 'cookie', 'Sec-Fetch-Site': 'same-origin' } : {}),
    },
    body: new URLSearchParams({ username: email, password }).toString(),
  })
}

/** Signs in and answers the bearer token. */
export async function bearerFor(request: Request, email: string, password: string): Promise<string> {
  const response = await login(request, email, password)
  if (response.status !== 200) throw new Error(`Sign-in failed with ${response.status}`)
  const body = (await response.json()) as { access_token: string }
  return body.access_token
}

/** The cookies a response sets, by name, with their attributes as written. */
export function cookiesSet(response: Response): Record<string, string> {
  return Object.fromEntries(
    response.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf('=')), line]),
  )
}
