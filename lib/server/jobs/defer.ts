import 'server-only'

/**
 * Thrown by a job's handler when its work is not due yet (another sender has the turn, a wait the other side asked
 * for): the job runs again at `until`, and the deferral does not count as a failed attempt.
 */
export class JobDeferred extends Error {
  override name = 'JobDeferred'
  constructor(readonly until: Date) {
    super(`not due before ${until.toISOString()}`)
  }
}
