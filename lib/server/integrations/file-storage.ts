import 'server-only'
import { randomBytes } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** Keys are made by the server (a uuid), never taken from what a client sent. */
export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>
  get(key: string): Promise<Uint8Array | null>
  /** Deleting a key that holds nothing is not an error. */
  delete(key: string): Promise<void>
  list(): AsyncIterable<StoredFile>
}

export interface StoredFile {
  key: string
  modifiedAt: Date
}

/** The store could not be reached or refused an operation; the API answers 503 and the person may retry. */
export class StorageUnavailableError extends Error {}

const keyPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export const isStorageKey = (key: string) => keyPattern.test(key)

export function assertKey(key: string): void {
  if (!keyPattern.test(key)) throw new Error('A storage key must be a lower-case uuid')
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT'

/** Written under a temporary name and renamed when complete, so a half-written file is never read. */
export function createLocalFileStorage(dir: string): FileStorage {
  const root = path.resolve(dir)
  const fileOf = (key: string) => {
    assertKey(key)
    return path.join(root, key)
  }
  return {
    async put(key, bytes) {
      const file = fileOf(key)
      await mkdir(root, { recursive: true })
      const temporary = path.join(root, `.${key}.${randomBytes(6).toString('hex')}.tmp`)
      try {
        await writeFile(temporary, bytes, { flag: 'wx', mode: 0o600 })
        await rename(temporary, file)
      } catch (error) {
        await rm(temporary, { force: true })
        throw error
      }
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(fileOf(key)))
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true })
    },
    async *list() {
      const names = await readdir(root).catch((error: unknown) => {
        if (isMissing(error)) return [] as string[]
        throw error
      })
      // Only complete files: a write cut short by a crash leaves a dot-named temporary file, never a key.
      for (const key of names.filter(isStorageKey)) {
        const info = await stat(path.join(root, key)).catch(() => undefined)
        if (!info) continue
        yield { key, modifiedAt: info.mtime }
      }
    },
  }
}
