import 'server-only'

const dayMs = 24 * 60 * 60 * 1000

/**
 * When the back end's token stops working: its `exp` claim, read without checking the signature (the back end
 * checks it on every call; the portal only times its cookie). A token without one (FastAPI Users' lifetime None)
 * gets `fallbackDays`.
 */
export function tokenExpiry(token: string, fallbackDays: number, now = Date.now()): Date {
  const payload = token.split('.')[1]
  try {
    const { exp } = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as { exp?: unknown }
    if (typeof exp === 'number' && Number.isFinite(exp)) return new Date(exp * 1000)
  } catch {
    // Not a JWT: an opaque token the back end alone understands.
  }
  return new Date(now + fallbackDays * dayMs)
}

/** The `access_token` of a FastAPI Users login or refresh answer. */
export async function accessTokenOf(answer: Response): Promise<string | undefined> {
  const body: unknown = await answer.json().catch(() => undefined)
  const token =
    typeof body === 'object' && body !== null ? (body as { access_token?: unknown }).access_token : undefined
  return typeof token === 'string' && token.length > 0 ? token : undefined
}
