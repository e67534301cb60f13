import 'server-only'
import { getDatabase } from './db/client'

/** Opens, migrates and seeds the database when the server starts, so the first visitor does not wait for it. */
export async function openApplicationDatabase(): Promise<void> {
  const started = Date.now()
  const { engine } = await getDatabase()
  console.info(`[portal] database ready (${engine}) in ${Date.now() - started} ms`)
}
