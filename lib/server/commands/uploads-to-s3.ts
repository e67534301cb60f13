import 'server-only'
// `npm run uploads:to-s3`: copies the files stored under UPLOADS_DIR into the S3 bucket the portal is configured
// with (S3_BUCKET…), so that an installation moves to shared storage, which several instances need. Idempotent: a
// file already in the bucket with the same bytes is left alone; each copy is read back and compared by SHA-256.
// Nothing is deleted: the folder can go once the portal runs with S3_BUCKET.
import { createHash } from 'node:crypto'
import { serverEnv } from '@/lib/env'
import { createLocalFileStorage, type FileStorage } from '@/lib/server/integrations/file-storage'
import { fileStorageFromEnv } from '@/lib/server/integrations/file-storage-from-env'

const usage =
  'Usage: npm run uploads:to-s3 (with UPLOADS_DIR and S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_PREFIX, ' +
  'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY set as the portal has them)'

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** Whether the file was copied or was already there; throws when it cannot be, saying why. */
async function copyOne(source: FileStorage, bucket: FileStorage, key: string): Promise<'copied' | 'present'> {
  const bytes = await source.get(key)
  // Deleted since it was listed (the portal's clean-up): nothing to move.
  if (!bytes) return 'present'
  const checksum = sha256(bytes)
  const there = await bucket.get(key)
  if (there) {
    if (sha256(there) === checksum) return 'present'
    throw new Error('the bucket holds other bytes under this name; left as it is')
  }
  await bucket.put(key, bytes)
  const copy = await bucket.get(key)
  if (!copy || sha256(copy) !== checksum) throw new Error('the copy read back does not match the file')
  return 'copied'
}

async function run(args: string[]): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage)
    return 0
  }
  let env
  try {
    env = serverEnv()
  } catch (error) {
    console.error((error as Error).message)
    return 2
  }
  if (args.length > 0 || !env.S3_BUCKET) {
    console.error(
      args.length > 0 ? `Unknown arguments: ${args.join(' ')}\n${usage}` : `S3_BUCKET is not set.\n${usage}`,
    )
    return 2
  }
  const source = createLocalFileStorage(env.UPLOADS_DIR)
  const bucket = fileStorageFromEnv()
  const where = `s3://${env.S3_BUCKET}/${env.S3_PREFIX}`
  console.log(`Copying the files of ${env.UPLOADS_DIR} to ${where} at ${env.S3_ENDPOINT}…`)
  const counts = { copied: 0, present: 0 }
  const problems: string[] = []
  for await (const { key } of source.list()) {
    try {
      counts[await copyOne(source, bucket, key)]++
    } catch (error) {
      problems.push(`${key}: ${(error as Error).message}`)
    }
  }
  const total = counts.copied + counts.present + problems.length
  console.log(
    `${total} file(s) in ${env.UPLOADS_DIR}: ${counts.copied} copied and verified by SHA-256, ` +
      `${counts.present} already in the bucket, ${problems.length} not copied.`,
  )
  for (const problem of problems) console.error(`  ${problem}`)
  if (problems.length > 0) {
    console.error('Run the command again once the problems are solved: it copies only what is missing.')
    return 1
  }
  console.log(
    'Every file is in the bucket. Start the portal with these S3_ variables; the folder can then be removed.',
  )
  return 0
}

process.exitCode = await run(process.argv.slice(2))
