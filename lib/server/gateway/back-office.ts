import 'server-only'
import { backEndBaseUrl } from '@/lib/env'

let answer: Promise<boolean> | undefined

/**
 * Whether the back end answers the back-office's calls, as another portal does and a back end of the specification
 * alone does not: there a guest's `GET admin/summary` is refused, not unknown. Asked once per process; a back end
 * that cannot be reached is asked again next time.
 */
export function backEndServesBackOffice(): Promise<boolean> {
  answer ??= askBackEnd().catch((error: unknown) => {
    answer = undefined
    console.warn(`[portal] could not ask the back end whether it serves the back-office: ${String(error)}`)
    return false
  })
  return answer
}

async function askBackEnd(): Promise<boolean> {
  const response = await fetch(new URL('admin/summary', backEndBaseUrl()), {
    cache: 'no-store',
    signal: AbortSignal.timeout(5_000),
  })
  await response.body?.cancel()
  if (response.status >= 500) throw new Error(`GET admin/summary answered ${response.status}`)
  return response.ok || response.status === 401 || response.status === 403
}

/** For tests: the next call asks again, as a new process would. */
export function forgetBackOfficeAnswer(): void {
  answer = undefined
}
