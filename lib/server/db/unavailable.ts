import 'server-only'

// Socket errors, and PostgreSQL's classes 08 (connection exception) and 57P (operator intervention: shutdown,
// restart, "cannot connect now").
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN'])
const lostConnectionMessages =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i

/** True when a failure means the database cannot be reached right now, so trying again shortly may work. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as Error & { code?: unknown }).code
    if (typeof code === 'string' && (socketCodes.has(code) || /^(08|57P)/.test(code))) return true
    if (lostConnectionMessages.test(current.message)) return true
    current = current.cause
  }
  return false
}
