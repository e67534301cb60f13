import 'server-only'
import { serverEnv } from '@/lib/env'
import { createLocalFileStorage, type FileStorage } from './file-storage'
import { createS3FileStorage } from './s3-file-storage'

export function fileStorageFromEnv(): FileStorage {
  const env = serverEnv()
  if (env.S3_BUCKET) {
    return createS3FileStorage({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      prefix: env.S3_PREFIX,
      credentials: {
        region: env.S3_REGION,
        accessKeyId: env.S3_ACCESS_KEY_ID!,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
      },
    })
  }
  return createLocalFileStorage(env.UPLOADS_DIR)
}
