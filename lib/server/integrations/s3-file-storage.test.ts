import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { StorageUnavailableError } from './file-storage'
import { createS3FileStorage, parseListPage } from './s3-file-storage'
import { sha256Hex, signS3Request } from './s3-signature'

const credentials = { accessKeyId: 'TESTKEY', secretAccessKey: 'test-secret', region: 'eu-south-2' }
const keyA = '0b6f2c8e-5a3d-4c1b-9e7f-1234567890ab'
const keyB = '9c1d7e2f-4b6a-4d3c-8a5e-abcdefabcdef'

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/**
 * A bucket in memory that answers like S3 and refuses any request whose Signature Version 4 does not match what
 * it computes itself from the request it received.
 */
function fakeS3(): { server: Server; objects: Map<string, Buffer> } {
  const objects = new Map<string, Buffer>()
  const server = createServer(async (request, response) => {
    const body = await readBody(request)
    const url = new URL(request.url!, `http://${request.headers.host}`)
    const date = String(request.headers['x-amz-date'])
    const signedNames =
      /SignedHeaders=([^,]+)/.exec(String(request.headers.authorization))?.[1]?.split(';') ?? []
    const expected = signS3Request({
      method: request.method!,
      url,
      headers: Object.fromEntries(
        signedNames
          .filter((name) => !['host', 'x-amz-date', 'x-amz-content-sha256'].includes(name))
          .map((name) => [name, String(request.headers[name])]),
      ),
      payloadHash: sha256Hex(body),
      credentials,
      now: new Date(date.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z')),
    })
    if (expected.authorization !== request.headers.authorization) {
      response.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>')
      return
    }
    const [, bucket, ...rest] = url.pathname.split('/')
    if (bucket !== 'portal')
      return void response.writeHead(404).end('<Error><Code>NoSuchBucket</Code></Error>')
    const name = rest.join('/')
    if (request.method === 'GET' && !name && url.searchParams.get('list-type') === '2') {
      const prefix = url.searchParams.get('prefix') ?? ''
      const contents = [...objects.keys()]
        .filter((key) => key.startsWith(prefix))
        .map(
          (key) =>
            `<Contents><Key>${key}</Key><LastModified>2026-11-01T10:00:00.000Z</LastModified></Contents>`,
        )
      response
        .writeHead(200)
        .end(`<ListBucketResult><IsTruncated>false</IsTruncated>${contents.join('')}</ListBucketResult>`)
    } else if (request.method === 'PUT') {
      objects.set(name, body)
      response.writeHead(200).end()
    } else if (request.method === 'GET') {
      const stored = objects.get(name)
      if (stored) response.writeHead(200).end(stored)
      else response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>')
    } else if (request.method === 'DELETE') {
      objects.delete(name)
      response.writeHead(204).end()
    } else {
      response.writeHead(405).end()
    }
  })
  return { server, objects }
}

describe('S3 file storage', () => {
  const { server, objects } = fakeS3()
  let endpoint = ''

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const storage = () => createS3FileStorage({ endpoint, bucket: 'portal', prefix: 'uploads', credentials })

  it('stores, reads, lists and deletes objects under its prefix with signed requests', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7 a file')
    await storage().put(keyA, bytes)
    expect(objects.get(`uploads/${keyA}`)?.toString()).toBe('%PDF-1.7 a file')
    expect(await storage().get(keyA)).toEqual(bytes)

    objects.set('elsewhere/not-ours', Buffer.from('x'))
    objects.set('uploads/readme.txt', Buffer.from('x'))
    const listed = []
    for await (const file of storage().list()) listed.push(file)
    expect(listed).toEqual([{ key: keyA, modifiedAt: new Date('2026-11-01T10:00:00.000Z') }])

    await storage().delete(keyA)
    expect(await storage().get(keyA)).toBeNull()
    await expect(storage().delete(keyB)).resolves.toBeUndefined()
  })

  it('reports a refusal or an unreachable store as unavailable, never as a missing file', async () => {
    const wrongSecret = createS3FileStorage({
      endpoint,
      bucket: 'portal',
      credentials: { ...credentials, secretAccessKey: 'wrong' },
    })
    await expect(wrongSecret.get(keyA)).rejects.toBeInstanceOf(StorageUnavailableError)
    const unreachable = createS3FileStorage({ endpoint: 'http://127.0.0.1:9', bucket: 'portal', credentials })
    await expect(unreachable.put(keyA, new Uint8Array([1]))).rejects.toBeInstanceOf(StorageUnavailableError)
  })

  it('refuses keys that are not uuids before sending anything', async () => {
    await expect(storage().get('../etc/passwd')).rejects.toThrow(/uuid/)
  })
})

describe('parseListPage', () => {
  it('reads keys, dates and the continuation token of a truncated page', () => {
    const page = parseListPage(
      `<ListBucketResult><IsTruncated>true</IsTruncated><NextContinuationToken>a&amp;b</NextContinuationToken><Contents><Key>uploads/${keyB}</Key><LastModified>2026-01-02T03:04:05.000Z</LastModified></Contents></ListBucketResult>`,
    )
    expect(page).toEqual({
      items: [{ key: `uploads/${keyB}`, modifiedAt: new Date('2026-01-02T03:04:05.000Z') }],
      nextToken: 'a&b',
    })
  })
})
