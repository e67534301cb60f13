import 'server-only'
import { createCipheriv, createHmac, timingSafeEqual } from 'node:crypto'

/** The two signature versions of the Redsys redirection protocol: terminal v1 and terminal v2. */
const signatureVersions = ['HMAC_SHA256_V1', 'HMAC_SHA512_V2'] as const
export type SignatureVersion = (typeof signatureVersions)[number]

export const isSignatureVersion = (value: unknown): value is SignatureVersion =>
  (signatureVersions as readonly unknown[]).includes(value)

/** V1: 3DES-EDE-CBC of the order, zero-padded to 8 bytes, with the Base64-decoded secret; IV of zeros. */
export function v1OperationKey(secret: string, order: string): Buffer {
  const key = Buffer.from(secret, 'base64')
  const plain = Buffer.from(order, 'utf8')
  const padded = Buffer.alloc(Math.ceil(plain.length / 8) * 8 || 8)
  plain.copy(padded)
  const cipher = createCipheriv('des-ede3-cbc', key, Buffer.alloc(8))
  cipher.setAutoPadding(false)
  return Buffer.concat([cipher.update(padded), cipher.final()])
}

/**
 * V2: AES-128-CBC of the order (PKCS#7, IV of zeros) keyed with the first 16 characters of the secret as written
 * (right-padded with "0"), Base64-encoded; the HMAC key is that Base64 text.
 */
export function v2DiversifiedKey(secret: string, order: string): string {
  const key = Buffer.from(secret.slice(0, 16).padEnd(16, '0'), 'utf8')
  const cipher = createCipheriv('aes-128-cbc', key, Buffer.alloc(16))
  return Buffer.concat([cipher.update(order, 'utf8'), cipher.final()]).toString('base64')
}

const signatureBytes = (version: SignatureVersion, secret: string, order: string, parameters: string) =>
  version === 'HMAC_SHA256_V1'
    ? createHmac('sha256', v1OperationKey(secret, order)).update(parameters).digest()
    : createHmac('sha512', Buffer.from(v2DiversifiedKey(secret, order), 'utf8'))
        .update(parameters)
        .digest()

/** Over the Base64 text as sent (no JSON canonicalisation): V1 in Base64, V2 in Base64url without padding. */
export function sign(version: SignatureVersion, secret: string, order: string, parameters: string): string {
  const digest = signatureBytes(version, secret, order, parameters)
  return version === 'HMAC_SHA256_V1' ? digest.toString('base64') : digest.toString('base64url')
}

/** Base64 or Base64url, padded or not: Redsys sends notifications in Base64url, requests go in Base64. */
export function decodeBase64Any(value: string): Buffer | undefined {
  const normalised = value.trim().replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '')
  if (!/^[A-Za-z0-9+/]*$/.test(normalised) || normalised.length % 4 === 1) return undefined
  return Buffer.from(normalised, 'base64')
}

/** The decoded bytes are compared in constant time. */
export function verify(
  version: SignatureVersion,
  secret: string,
  order: string,
  parameters: string,
  signature: string,
): boolean {
  const expected = signatureBytes(version, secret, order, parameters)
  const received = decodeBase64Any(signature)
  return received !== undefined && received.length === expected.length && timingSafeEqual(received, expected)
}
