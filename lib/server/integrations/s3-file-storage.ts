import 'server-only'
import {
  assertKey,
  type FileStorage,
  isStorageKey,
  StorageUnavailableError,
  type StoredFile,
} from './file-storage'
import { type S3Credentials, sha256Hex, signS3Request } from './s3-signature'

export interface S3StorageConfig {
  endpoint: string
  bucket: string
  /** Keys are stored under this folder of the bucket (no leading or trailing slash). */
  prefix?: string
  credentials: S3Credentials
}

const requestTimeoutMs = 30_000

/** Path-style, which every S3-compatible service accepts; SigV4 by hand: four operations need no SDK. */
export function createS3FileStorage(
  { endpoint, bucket, prefix = '', credentials }: S3StorageConfig,
  fetchImpl: typeof fetch = fetch,
): FileStorage {
  const base = new URL(endpoint.endsWith('/') ? endpoint : `${endpoint}/`)
  const folder = prefix.replace(/^\/+|\/+$/g, '')
  const objectPath = (key: string) => [bucket, ...(folder ? [folder] : []), key].join('/')

  async function send(
    method: 'GET' | 'PUT' | 'DELETE',
    url: URL,
    body?: Uint8Array,
    extraHeaders: Record<string, string> = {},
  ): Promise<Response> {
    const headers = signS3Request({
      method,
      url,
      headers: extraHeaders,
      payloadHash: sha256Hex(body ?? ''),
      credentials,
    })
    try {
      return await fetchImpl(url, {
        method,
        headers,
        body: body as Uint8Array<ArrayBuffer> | undefined,
        signal: AbortSignal.timeout(requestTimeoutMs),
      })
    } catch (error) {
      throw new StorageUnavailableError(`S3 ${method} ${url.pathname} could not be sent`, { cause: error })
    }
  }

  const objectUrl = (key: string) => {
    assertKey(key)
    return new URL(objectPath(key), base)
  }

  async function fail(action: string, response: Response): Promise<never> {
    const detail = (await response.text().catch(() => '')).slice(0, 300)
    throw new StorageUnavailableError(`S3 ${action} answered ${response.status}: ${detail}`)
  }

  return {
    async put(key, bytes) {
      const response = await send('PUT', objectUrl(key), bytes, {
        'content-type': 'application/octet-stream',
        'content-length': String(bytes.byteLength),
      })
      if (!response.ok) await fail(`PUT ${key}`, response)
      await response.body?.cancel()
    },
    async get(key) {
      const response = await send('GET', objectUrl(key))
      if (response.status === 404) {
        await response.body?.cancel()
        return null
      }
      if (!response.ok) return fail(`GET ${key}`, response)
      return new Uint8Array(await response.arrayBuffer())
    },
    async delete(key) {
      const response = await send('DELETE', objectUrl(key))
      await response.body?.cancel()
      if (!response.ok && response.status !== 404) await fail(`DELETE ${key}`, response)
    },
    async *list(): AsyncIterable<StoredFile> {
      let continuation: string | undefined
      do {
        const url = new URL(bucket, base)
        url.searchParams.set('list-type', '2')
        if (folder) url.searchParams.set('prefix', `${folder}/`)
        if (continuation) url.searchParams.set('continuation-token', continuation)
        const response = await send('GET', url)
        if (!response.ok) await fail('ListObjectsV2', response)
        const page = parseListPage(await response.text())
        for (const item of page.items) {
          const key = item.key.slice(folder ? folder.length + 1 : 0)
          if (isStorageKey(key)) yield { key, modifiedAt: item.modifiedAt }
        }
        continuation = page.nextToken
      } while (continuation)
    },
  }
}

const xmlText = (xml: string, tag: string) =>
  new RegExp(`<${tag}>([^<]*)</${tag}>`)
    .exec(xml)?.[1]
    ?.replace(
      /&(lt|gt|quot|apos|amp);/g,
      (_, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name]!,
    )

/** Our keys are uuids, so a small reader of the XML is enough. */
export function parseListPage(xml: string): {
  items: Array<{ key: string; modifiedAt: Date }>
  nextToken?: string
} {
  const items = [...xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)].flatMap(([, contents]) => {
    const key = xmlText(contents!, 'Key')
    const modified = xmlText(contents!, 'LastModified')
    return key && modified ? [{ key, modifiedAt: new Date(modified) }] : []
  })
  const truncated = xmlText(xml, 'IsTruncated') === 'true'
  return { items, nextToken: truncated ? xmlText(xml, 'NextContinuationToken') : undefined }
}
