import { randomUUID } from 'node:crypto'
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createLocalFileStorage, type FileStorage, type StoredFile } from './file-storage'

// Array.fromAsync arrives with Node 22.
async function listAll(storage: FileStorage): Promise<StoredFile[]> {
  const files: StoredFile[] = []
  for await (const file of storage.list()) files.push(file)
  return files
}

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'file-storage-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('createLocalFileStorage', () => {
  it('puts, gets and deletes by key, leaving no temporary file', async () => {
    const storage = createLocalFileStorage(path.join(dir, 'uploads'))
    const key = randomUUID()
    await storage.put(key, new Uint8Array([1, 2, 3]))
    expect(await readdir(path.join(dir, 'uploads'))).toEqual([key])
    expect(await storage.get(key)).toEqual(new Uint8Array([1, 2, 3]))
    await storage.delete(key)
    expect(await storage.get(key)).toBeNull()
    await storage.delete(key)
    expect(await readdir(path.join(dir, 'uploads'))).toEqual([])
  })

  it('refuses keys that are not uuids, so no path can be named', async () => {
    const storage = createLocalFileStorage(dir)
    for (const key of ['../x', 'a/b', '', 'ABCDEF00-0000-4000-8000-000000000000']) {
      await expect(storage.put(key, new Uint8Array([1]))).rejects.toThrow(/uuid/)
      await expect(storage.get(key)).rejects.toThrow(/uuid/)
    }
  })

  it('lists the stored keys only, and nothing when the folder does not exist yet', async () => {
    const storage = createLocalFileStorage(path.join(dir, 'uploads'))
    expect(await listAll(storage)).toEqual([])
    const key = randomUUID()
    await storage.put(key, new Uint8Array([1]))
    await writeFile(path.join(dir, 'uploads', `.${randomUUID()}.0123456789ab.tmp`), 'half')
    await writeFile(path.join(dir, 'uploads', 'notes.txt'), 'x')
    const listed = await listAll(storage)
    expect(listed.map((file) => file.key)).toEqual([key])
    expect(listed[0]!.modifiedAt).toBeInstanceOf(Date)
  })
})
