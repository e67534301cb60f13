import 'server-only'
import { createHash, createHmac } from 'node:crypto'

export interface S3Credentials {
  accessKeyId: string
  secretAccessKey: string
  region: string
}

export const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex')
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest()

/** RFC 3986 percent-encoding, as Signature Version 4 wants it (slashes kept in paths). */
function uriEncode(value: string, keepSlash: boolean): string {
  return encodeURIComponent(value)
    .replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%2F/g, keepSlash ? '/' : '%2F')
}

const amzDate = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** AWS Signature Version 4, header form; every header passed in is signed. */
export function signS3Request({
  method,
  url,
  headers = {},
  payloadHash,
  credentials,
  now = new Date(),
}: {
  method: string
  url: URL
  headers?: Record<string, string>
  payloadHash: string
  credentials: S3Credentials
  now?: Date
}): Record<string, string> {
  const datetime = amzDate(now)
  const day = datetime.slice(0, 8)
  const all: Record<string, string> = {
    ...Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value.trim()])),
    host: url.host,
    'x-amz-content-sha256': payloadHash,
    'x-amz-date': datetime,
  }
  const names = Object.keys(all).sort()
  const canonicalQuery = [...url.searchParams]
    .map(([name, value]) => [uriEncode(name, false), uriEncode(value, false)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&')
  const canonicalRequest = [
    method,
    uriEncode(decodeURIComponent(url.pathname), true),
    canonicalQuery,
    names.map((name) => `${name}:${all[name]}\n`).join(''),
    names.join(';'),
    payloadHash,
  ].join('\n')
  const scope = `${day}/${credentials.region}/s3/aws4_request`
  const stringToSign = ['AWS4-HMAC-SHA256', datetime, scope, sha256Hex(canonicalRequest)].join('\n')
  const signingKey = ['s3', 'aws4_request'].reduce(
    (key, part) => hmac(key, part),
    hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region),
  )
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex')
  const { host: _host, ...sent } = all
  return {
    ...sent,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope},SignedHeaders=${names.join(';')},Signature=${signature}`,
  }
}
