import 'server-only'

const tails = new Map<string, Promise<unknown>>()

/**
 * Runs `work` after every earlier call with the same key has settled, in call order, within this process. Writers
 * of one row then wait here, holding nothing, instead of each holding a pooled database connection while it waits
 * for the row's lock (which across processes still keeps them apart).
 */
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
