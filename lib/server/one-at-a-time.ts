import 'server-only'

const tails = new Map<string, Promise<unknown>>()

/** Writers of one row wait here holding nothing, not each a pooled connection waiting for the row lock. */
export function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve()
  const result = previous.then(work, work)
  const tail = result.catch(() => undefined)
  tails.set(key, tail)
  void tail.then(() => {
    if (tails.get(key) === tail) tails.delete(key)
  })
  return result
}
