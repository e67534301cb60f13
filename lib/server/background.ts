import 'server-only'

const pending = new Set<Promise<void>>()

/**
 * Runs work after the response is sent, so a request answers in the same time whether or not there was work
 * (password recovery must not tell which e-mails have accounts). Failures are logged, never thrown.
 */
export function runInBackground(label: string, work: () => Promise<void>): void {
  const task = Promise.resolve()
    .then(work)
    .catch((error: unknown) => console.error(`[background] ${label} failed`, error))
    .finally(() => pending.delete(task))
  pending.add(task)
}

/** Resolves when the work started so far has finished; tests wait on it before reading the outbox. */
export async function backgroundWorkSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all(pending)
}
