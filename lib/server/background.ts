import 'server-only'

const pending = new Set<Promise<void>>()

/** Password recovery must answer in the same time whether or not there was work. Failures are logged. */
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
