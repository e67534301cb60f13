import 'server-only'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import path from 'node:path'

/**
 * PGlite has no lock of its own, and two processes writing one folder corrupt it. The process that opens a
 * folder names itself in this file (removed when it closes the database or exits), so that a command run beside
 * a server can tell that it must wait for the server to stop.
 */
export const pgliteHolderFile = (dir: string) => path.join(dir, 'portal-holder.json')

interface Holder {
  pid: number
  host: string
  since: string
}

/** Marks the folder as this process's; answers the release. Never refuses: a server always starts. */
export function holdPgliteFolder(dir: string): () => void {
  const file = pgliteHolderFile(dir)
  const holder: Holder = { pid: process.pid, host: hostname(), since: new Date().toISOString() }
  try {
    writeFileSync(file, JSON.stringify(holder))
  } catch (error) {
    console.warn(`[portal] could not write ${file}: ${(error as Error).message}`)
    return () => {}
  }
  const release = () => {
    process.off('exit', release)
    try {
      if ((JSON.parse(readFileSync(file, 'utf8')) as Holder).pid === process.pid) rmSync(file)
    } catch {
      // Already gone, or the folder was removed.
    }
  }
  process.on('exit', release)
  return release
}

/** The other process that has the folder open, if any: on this machine when it is still running, elsewhere always. */
export function otherPgliteHolder(dir: string): Holder | undefined {
  let holder: Holder
  try {
    holder = JSON.parse(readFileSync(pgliteHolderFile(dir), 'utf8')) as Holder
  } catch {
    return undefined
  }
  if (holder.host !== hostname()) return holder
  if (holder.pid === process.pid) return undefined
  try {
    process.kill(holder.pid, 0)
    return holder
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? holder : undefined
  }
}
