import 'server-only'
import { randomBytes } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** Named so that files sort by time. */
export async function keepInOutbox(dir: string, channel: 'mail' | 'sms', message: object): Promise<string> {
  const folder = path.join(dir, channel)
  await mkdir(folder, { recursive: true })
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`
  const file = path.join(folder, name)
  // Written beside the folder and moved in, so whoever reads the folder never finds half a message.
  const part = path.join(dir, `${channel}-${name}.part`)
  await writeFile(part, JSON.stringify({ ...message, sent_at: new Date().toISOString() }, null, 2))
  await rename(part, file)
  return file
}
