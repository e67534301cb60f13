import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createS3FileStorage } from '@/lib/server/integrations/s3-file-storage'

const run = promisify(execFile)

let folder = ''
let s3: S3rver
let endpoint = ''
const keys = [randomUUID(), randomUUID(), randomUUID()]
const bytesOf = (key: string) => Buffer.from(`%PDF-1.4\n% ${key}\n%%EOF\n`)
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1' }
const bucket = () => createS3FileStorage({ endpoint, bucket: 'portal', prefix: 'uploads', credentials })

/** The bundle `npm run build` ships, run as the production image runs it: plain Node, no TypeScript. */
async function uploadsToS3(env: Record<string, string> = {}) {
  const settings = {
    PATH: process.env.PATH,
    NODE_ENV: 'production' as const,
    UPLOADS_DIR: path.join(folder, 'uploads'),
    S3_BUCKET: 'portal',
    S3_ENDPOINT: endpoint,
    S3_REGION: credentials.region,
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    ...env,
  }
  return run(process.execPath, ['commands/uploads-to-s3.mjs'], { env: settings }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  )
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'portal-uploads-to-s3-'))
  await mkdir(path.join(folder, 'uploads'))
  for (const key of keys) await writeFile(path.join(folder, 'uploads', key), bytesOf(key))
  // A write cut short: never a stored file.
  await writeFile(path.join(folder, 'uploads', `.${keys[0]}.abc.tmp`), 'half')
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(folder, 's3'),
    configureBuckets: [{ name: 'portal', configs: [] }],
  })
  const { port } = await s3.run()
  endpoint = `http://127.0.0.1:${port}`
  await run(process.execPath, ['scripts/bundle-commands.mjs'])
}, 60_000)

afterAll(async () => {
  await s3?.close()
  await rm(folder, { recursive: true, force: true })
})

describe('npm run uploads:to-s3', () => {
  it('copies every stored file into the bucket, verified, and a second run copies nothing', async () => {
    const first = await uploadsToS3()
    expect(first.code).toBe(0)
    expect(first.stdout).toContain('3 file(s) in')
    expect(first.stdout).toContain('3 copied and verified by SHA-256, 0 already in the bucket, 0 not copied.')
    for (const key of keys) expect(Buffer.from((await bucket().get(key))!)).toEqual(bytesOf(key))

    const second = await uploadsToS3()
    expect(second.code).toBe(0)
    expect(second.stdout).toContain('0 copied and verified by SHA-256, 3 already in the bucket')
  }, 30_000)

  it('leaves other bytes under the same name alone, names the file and exits 1', async () => {
    await bucket().put(keys[1]!, Buffer.from('something else'))
    const { code, stdout, stderr } = await uploadsToS3()
    expect(code).toBe(1)
    expect(stdout).toContain('2 already in the bucket, 1 not copied.')
    expect(stderr).toContain(`${keys[1]}: the bucket holds other bytes under this name; left as it is`)
    expect(Buffer.from((await bucket().get(keys[1]!))!).toString()).toBe('something else')
  }, 30_000)

  it('says what to set without S3_BUCKET, with exit code 2', async () => {
    const { code, stderr } = await uploadsToS3({ S3_BUCKET: '' })
    expect(code).toBe(2)
    expect(stderr).toContain('S3_BUCKET is not set.')
    expect(stderr).toContain('Usage: npm run uploads:to-s3')
  })
})
