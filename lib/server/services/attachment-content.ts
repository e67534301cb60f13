import 'server-only'
import { type AttachmentContentType } from '@/lib/contract/attachments'

const signatures: ReadonlyArray<{ type: AttachmentContentType; bytes: readonly number[] }> = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
]

/** By the first bytes only: a program renamed x.pdf starts with MZ, not %PDF-. */
export function sniffContentType(bytes: Uint8Array): AttachmentContentType | null {
  const match = signatures.find(({ bytes: signature }) =>
    signature.every((byte, index) => bytes[index] === byte),
  )
  return match?.type ?? null
}

const extensions: Record<AttachmentContentType, readonly string[]> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
}

const maxLength = 200

/** Last path segment, no control or bidi characters, at most 200 long, with the content's extension. */
export function sanitiseFilename(name: string, type: AttachmentContentType): string {
  const base = (name.split(/[/\\]/).pop() ?? '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069"]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
  const stem = base === '' ? 'document' : base
  const own = extensions[type].find((candidate) => stem.toLowerCase().endsWith(candidate))
  const suffix = own ? stem.slice(-own.length) : extensions[type][0]!
  const body = own ? stem.slice(0, -own.length) : stem
  return `${cut(body, maxLength - suffix.length)}${suffix}`
}

/** The longest start of a text within `length` UTF-16 units (as the contract counts), never half a character. */
function cut(text: string, length: number): string {
  let kept = ''
  for (const char of text) {
    if (kept.length + char.length > length) break
    kept += char
  }
  return kept
}
