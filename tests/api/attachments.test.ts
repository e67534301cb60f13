import { randomUUID } from 'node:crypto'
import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  attachmentLimits,
  AttachmentListSchema,
  attachmentMaxBytes,
  AttachmentSchema,
} from '@/lib/contract/attachments'
import { and, eq, isNull } from 'drizzle-orm'
import {
  attachments,
  consumerComplaintDocuments,
  consumerComplaints,
  sepaMandates,
} from '@/lib/server/db/schema'
import { createLocalFileStorage } from '@/lib/server/integrations/file-storage'
import { seedDemoDocuments } from '@/lib/server/db/seed/documents'
import {
  addAttachment,
  listAttachments,
  readAttachment,
  removeOrphanedFiles,
} from '@/lib/server/services/attachments'
import { bearerFor, cookiesSet, createTestUser, login } from '../support/auth'
import { setupTestApi } from '../support/test-api'

const api = setupTestApi()
const collegiates = '/api/public/collegiates/files'
const precollegiates = '/api/public/precollegiates/files'

const pdfHeader = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a] // %PDF-1.7\n
const pngHeader = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const jpegHeader = [0xff, 0xd8, 0xff, 0xe0]

/** `size` bytes starting with `header`, the rest a repeating pattern so that mix-ups show. */
function bytesOf(header: number[], size: number): Uint8Array {
  const bytes = new Uint8Array(size)
  for (let index = 0; index < size; index++)
    bytes[index] = index < header.length ? header[index]! : index % 251
  return bytes
}

function upload(
  base: string,
  token: string | undefined,
  {
    bytes,
    name = 'documento.pdf',
    type = 'application/pdf',
    kind = 'diploma',
  }: {
    bytes: Uint8Array
    name?: string
    type?: string
    kind?: string
  },
  headers: Record<string, string> = {},
) {
  const form = new FormData()
  form.set('kind', kind)
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }))
  return api.request(`${base}/add`, {
    method: 'POST',
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
    body: form,
  })
}

function remove(base: string, token: string | undefined, id: string) {
  return api.request(`${base}/remove`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ id }),
  })
}

const get = (url: string, token: string | undefined) =>
  api.request(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} })

/** Every file in the uploads folder, temporary ones included. */
async function storedFiles(): Promise<string[]> {
  try {
    return await readdir(api.uploadsDir)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
}

async function signedIn(principals: string[]) {
  const user = await createTestUser(api.db, { principals })
  return { user, token: await bearerFor(api.request, user.email, user.password) }
}

/** Byte for byte, without the deep equality that walks megabytes one element at a time. */
async function expectBytes(response: Response, expected: Uint8Array) {
  expect(response.status).toBe(200)
  expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(expected))).toBe(true)
}

async function expectRefusal(response: Response, status: number, detail: string) {
  expect(response.status).toBe(status)
  expect(await response.json()).toEqual({ detail })
}

let collegiate: Awaited<ReturnType<typeof signedIn>>
let other: Awaited<ReturnType<typeof signedIn>>
let precollegiate: Awaited<ReturnType<typeof signedIn>>
let staff: Awaited<ReturnType<typeof signedIn>>

beforeAll(async () => {
  collegiate = await signedIn(['role:collegiate'])
  other = await signedIn(['role:collegiate'])
  precollegiate = await signedIn(['role:precollegiate'])
  staff = await signedIn(['role:staff'])
})

describe('size limit (5 MiB = 5 242 880 bytes)', () => {
  it('accepts a file of exactly 5 MiB', async () => {
    const bytes = bytesOf(pdfHeader, attachmentMaxBytes)
    const response = await upload(collegiates, collegiate.token, { bytes })
    expect(response.status).toBe(201)
    const attachment = AttachmentSchema.parse(await response.json())
    expect(attachment).toMatchObject({ size: attachmentMaxBytes, content_type: 'application/pdf' })
    const download = await get(`${collegiates}/${attachment.id}`, collegiate.token)
    await expectBytes(download, bytes)
    expect((await remove(collegiates, collegiate.token, attachment.id)).status).toBe(204)
    expect(await storedFiles()).toEqual([])
  })

  it('refuses 5 MiB + 1 byte with 413 ATTACHMENT_TOO_LARGE and keeps nothing', async () => {
    const before = await storedFiles()
    const response = await upload(collegiates, collegiate.token, {
      bytes: bytesOf(pdfHeader, attachmentMaxBytes + 1),
    })
    await expectRefusal(response, 413, 'ATTACHMENT_TOO_LARGE')
    expect(await storedFiles()).toEqual(before)
  })

  it('refuses a body far over the limit, streamed without Content-Length', async () => {
    const before = await storedFiles()
    const response = await upload(collegiates, collegiate.token, {
      bytes: bytesOf(pdfHeader, attachmentMaxBytes * 2),
    })
    await expectRefusal(response, 413, 'ATTACHMENT_TOO_LARGE')
    expect(await storedFiles()).toEqual(before)
  })

  it('refuses at once a Content-Length over the limit, without reading the body', async () => {
    let pulled = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1
        controller.enqueue(new Uint8Array(64 * 1024))
      },
    })
    const response = await api.request(`${collegiates}/add`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${collegiate.token}`,
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(attachmentMaxBytes * 4),
      },
      body,
      duplex: 'half',
    } as RequestInit)
    await expectRefusal(response, 413, 'ATTACHMENT_TOO_LARGE')
    expect(pulled).toBeLessThanOrEqual(1)
    await body.cancel().catch(() => {})
  })
})

describe('type by content', () => {
  it('refuses a renamed executable with 415 ATTACHMENT_TYPE_NOT_ALLOWED and keeps nothing', async () => {
    const before = await storedFiles()
    const exe = bytesOf([0x4d, 0x5a, 0x90, 0x00], 4096) // MZ…
    const response = await upload(collegiates, collegiate.token, { bytes: exe, name: 'x.pdf' })
    await expectRefusal(response, 415, 'ATTACHMENT_TYPE_NOT_ALLOWED')
    expect(await storedFiles()).toEqual(before)
  })

  it('refuses an empty file with 400 ATTACHMENT_EMPTY and keeps nothing', async () => {
    const before = await storedFiles()
    const response = await upload(collegiates, collegiate.token, { bytes: new Uint8Array(0) })
    await expectRefusal(response, 400, 'ATTACHMENT_EMPTY')
    expect(await storedFiles()).toEqual(before)
  })

  it('stores the type it reads, whatever the name and declared type say', async () => {
    const response = await upload(collegiates, collegiate.token, {
      bytes: bytesOf(pngHeader, 100),
      name: 'scan.pdf',
      type: 'application/pdf',
      kind: 'id_card',
    })
    expect(response.status).toBe(201)
    const attachment = AttachmentSchema.parse(await response.json())
    expect(attachment).toMatchObject({ content_type: 'image/png', filename: 'scan.pdf.png', kind: 'id_card' })
    const download = await get(`${collegiates}/${attachment.id}`, collegiate.token)
    expect(download.headers.get('content-type')).toBe('image/png')
    await download.arrayBuffer()
    expect((await remove(collegiates, collegiate.token, attachment.id)).status).toBe(204)
  })

  it('keeps a name without folders or control characters, and no longer than 200 characters', async () => {
    const response = await upload(collegiates, collegiate.token, {
      bytes: bytesOf(jpegHeader, 10),
      name: `../../etc/${'ñ'.repeat(300)}\u0000\u202e.jpg`,
      type: 'image/jpeg',
    })
    expect(response.status).toBe(201)
    const { id, filename } = AttachmentSchema.parse(await response.json())
    expect(filename).toBe(`${'ñ'.repeat(196)}.jpg`)
    expect((await remove(collegiates, collegiate.token, id)).status).toBe(204)
  })

  it('refuses a request without a file, or with an unknown kind, with 422', async () => {
    const form = new FormData()
    form.set('kind', 'diploma')
    const missing = await api.request(`${collegiates}/add`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${collegiate.token}` },
      body: form,
    })
    expect(missing.status).toBe(422)
    const unknown = await upload(collegiates, collegiate.token, { bytes: bytesOf(pdfHeader, 10), kind: 'x' })
    expect(unknown.status).toBe(422)
    // A signed SEPA mandate goes through /sepa-mandate/signed, which keeps the mandate record in step.
    const mandate = await upload(collegiates, collegiate.token, {
      bytes: bytesOf(pdfHeader, 10),
      kind: 'sepa_mandate',
    })
    expect(mandate.status).toBe(422)
    expect(await storedFiles()).toEqual([])
  })
})

describe('list, download and remove', () => {
  it('lists newest first and downloads the same bytes with safe headers', async () => {
    const first = bytesOf(pdfHeader, 2048)
    const second = bytesOf(jpegHeader, 1024)
    const a = AttachmentSchema.parse(
      await (await upload(collegiates, collegiate.token, { bytes: first, name: 'Título ñ "1".pdf' })).json(),
    )
    const b = AttachmentSchema.parse(
      await (
        await upload(collegiates, collegiate.token, {
          bytes: second,
          name: 'foto.jpeg',
          type: 'image/jpeg',
          kind: 'other',
        })
      ).json(),
    )
    const list = await get(collegiates, collegiate.token)
    expect(list.status).toBe(200)
    expect(list.headers.get('cache-control')).toBe('private, no-store')
    const items = AttachmentListSchema.parse(await list.json())
    expect(items.map((item) => item.id)).toEqual([b.id, a.id])
    expect(items[1]).toEqual({ ...a, filename: 'Título ñ 1.pdf' })

    const download = await get(`${collegiates}/${a.id}`, collegiate.token)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect(download.headers.get('x-content-type-options')).toBe('nosniff')
    expect(download.headers.get('cache-control')).toBe('private, no-store')
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="T_tulo _ 1.pdf"; filename*=UTF-8''T%C3%ADtulo%20%C3%B1%201.pdf`,
    )
    await expectBytes(download, first)
    expect(await storedFiles()).toHaveLength(2)

    expect((await remove(collegiates, collegiate.token, a.id)).status).toBe(204)
    expect((await remove(collegiates, collegiate.token, b.id)).status).toBe(204)
    expect(await get(collegiates, collegiate.token).then((response) => response.json())).toEqual([])
    await expectRefusal(await get(`${collegiates}/${a.id}`, collegiate.token), 404, 'ATTACHMENT_NOT_FOUND')
    await expectRefusal(await remove(collegiates, collegiate.token, a.id), 404, 'ATTACHMENT_NOT_FOUND')
    expect(await storedFiles()).toEqual([])
  })

  it('answers 404 for another user’s attachment, on download and on remove, and staff downloads any', async () => {
    const bytes = bytesOf(pdfHeader, 300)
    const mine = AttachmentSchema.parse(await (await upload(collegiates, collegiate.token, { bytes })).json())
    await expectRefusal(await get(`${collegiates}/${mine.id}`, other.token), 404, 'ATTACHMENT_NOT_FOUND')
    await expectRefusal(await remove(collegiates, other.token, mine.id), 404, 'ATTACHMENT_NOT_FOUND')
    expect(await get(collegiates, other.token).then((response) => response.json())).toEqual([])

    for (const base of [collegiates, precollegiates]) {
      const download = await get(`${base}/${mine.id}`, staff.token)
      expect(download.status, base).toBe(200)
      await expectBytes(download, bytes)
    }
    // Staff reads; it does not remove members' files.
    expect((await remove(collegiates, staff.token, mine.id)).status).toBe(403)

    const still = await get(`${collegiates}/${mine.id}`, collegiate.token)
    expect(still.status).toBe(200)
    await still.arrayBuffer()
    expect((await remove(collegiates, collegiate.token, mine.id)).status).toBe(204)
  })

  it('lets a pre-collegiate use the pre-collegiate paths', async () => {
    const bytes = bytesOf(pngHeader, 64)
    const response = await upload(precollegiates, precollegiate.token, {
      bytes,
      name: 'dni.png',
      type: 'image/png',
    })
    expect(response.status).toBe(201)
    const { id } = AttachmentSchema.parse(await response.json())
    const list = AttachmentListSchema.parse(await (await get(precollegiates, precollegiate.token)).json())
    expect(list.map((item) => item.id)).toEqual([id])
    const download = await get(`${precollegiates}/${id}`, precollegiate.token)
    await expectBytes(download, bytes)
    expect((await remove(precollegiates, precollegiate.token, id)).status).toBe(204)
    expect(await storedFiles()).toEqual([])
  })
})

describe('who may call', () => {
  const id = '00000000-0000-4000-8000-000000000000'
  const calls = (base: string, token: string | undefined) => [
    get(base, token),
    get(`${base}/${id}`, token),
    upload(base, token, { bytes: bytesOf(pdfHeader, 10) }),
    remove(base, token, id),
  ]

  it('answers 401 without a session', async () => {
    for (const base of [collegiates, precollegiates]) {
      for (const response of await Promise.all(calls(base, undefined))) {
        await expectRefusal(response, 401, 'Unauthorized')
      }
    }
    expect(await storedFiles()).toEqual([])
  })

  it('answers 403 to a pre-collegiate on collegiate paths, and to a collegiate on pre-collegiate paths', async () => {
    for (const [base, token] of [
      [collegiates, precollegiate.token],
      [precollegiates, collegiate.token],
    ] as const) {
      for (const response of await Promise.all(calls(base, token))) {
        await expectRefusal(response, 403, 'Forbidden')
      }
    }
    expect(await storedFiles()).toEqual([])
  })

  it('answers 403 to non-members', async () => {
    const visitor = await signedIn(['role:non-member'])
    for (const response of await Promise.all(calls(collegiates, visitor.token))) {
      await expectRefusal(response, 403, 'Forbidden')
    }
  })

  it('refuses a cross-site upload carried by the session cookie (CSRF), keeping nothing', async () => {
    const signIn = await login(api.request, collegiate.user.email, collegiate.user.password, { cookie: true })
    const cookie = cookiesSet(signIn)['iar_cookie']!.split(';')[0]!
    const bytes = bytesOf(pdfHeader, 10)
    const crossSite = await upload(
      collegiates,
      undefined,
      { bytes },
      { Cookie: cookie, 'Sec-Fetch-Site': 'cross-site' },
    )
    await expectRefusal(crossSite, 403, 'Forbidden')
    expect(await storedFiles()).toEqual([])
    const sameSite = await upload(
      collegiates,
      undefined,
      { bytes },
      { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' },
    )
    expect(sameSite.status).toBe(201)
    const { id: uploaded } = AttachmentSchema.parse(await sameSite.json())
    expect((await remove(collegiates, collegiate.token, uploaded)).status).toBe(204)
  })
})

describe('storage and records stay together', () => {
  it('deletes the stored file when the record cannot be written', async () => {
    const storage = createLocalFileStorage(api.uploadsDir)
    const missingUser = '00000000-0000-4000-8000-000000000001'
    await expect(
      addAttachment(api.db, storage, missingUser, {
        kind: 'other',
        filename: 'a.pdf',
        bytes: bytesOf(pdfHeader, 10),
      }),
    ).rejects.toThrow()
    expect(await storedFiles()).toEqual([])
  })

  it('cleans up stored files no record names once they are an hour old, and only those', async () => {
    const storage = createLocalFileStorage(api.uploadsDir)
    const { user } = await signedIn(['role:collegiate'])
    const kept = await addAttachment(api.db, storage, user.id, {
      kind: 'other',
      filename: 'a.pdf',
      bytes: bytesOf(pdfHeader, 10),
    })
    const [oldOrphan, newOrphan, complaintFile] = [randomUUID(), randomUUID(), randomUUID()]
    await storage.put(oldOrphan, new Uint8Array([1]))
    await storage.put(newOrphan, new Uint8Array([2]))
    // A file sent with a consumer complaint is named by its document, not by an attachment.
    await storage.put(complaintFile, bytesOf(pdfHeader, 10))
    const [complaint] = await api.db
      .insert(consumerComplaints)
      .values({
        tracking_code: `REC-1999-${randomUUID().slice(0, 8).toUpperCase()}`,
        complainant: 'consumer',
        name: 'Ana Pérez',
        email: 'ana@correo.example',
        lang: 'es',
        topic: 'other',
        description: 'Una reclamación de prueba con su documento.',
        privacy_accepted_at: new Date(),
      })
      .returning({ id: consumerComplaints.id })
    await api.db.insert(consumerComplaintDocuments).values({
      complaint_id: complaint!.id,
      filename: 'prueba.pdf',
      content_type: 'application/pdf',
      size: 10,
      sha256: '0'.repeat(64),
      storage_key: complaintFile,
    })
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000)
    await utimes(path.join(api.uploadsDir, oldOrphan), twoHoursAgo, twoHoursAgo)
    await utimes(path.join(api.uploadsDir, complaintFile), twoHoursAgo, twoHoursAgo)
    const before = await storedFiles()

    expect(await removeOrphanedFiles(api.db, storage)).toBe(1)
    expect(await storage.get(oldOrphan)).toBeNull()
    expect(await storage.get(newOrphan)).not.toBeNull()
    expect((await storedFiles()).length).toBe(before.length - 1)
    expect(await storage.get(complaintFile)).not.toBeNull()
    const download = await get(
      `${collegiates}/${kept.id}`,
      await bearerFor(api.request, user.email, user.password),
    )
    expect(download.status).toBe(200)
  })
})

describe('demo documents', () => {
  it('gives the demo accounts readable PDF documents once, however often the seed runs', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'demo-documents-'))
    const storage = createLocalFileStorage(dir)
    await seedDemoDocuments(api.db, storage)
    await seedDemoDocuments(api.db, storage)
    const collegiate = await api.db.query.users.findFirst({
      where: (users, { eq }) => eq(users.email, 'colegiada@demo.colegio.example'),
    })
    const documents = await listAttachments(api.db, collegiate!.id)
    expect(documents.map((document) => document.kind).sort()).toEqual(['diploma', 'id_card'])
    // Every signed mandate in the demo is the copy of a mandate record, as /sepa makes it.
    const loose = await api.db
      .select({ id: attachments.id })
      .from(attachments)
      .leftJoin(sepaMandates, eq(sepaMandates.signed_attachment_id, attachments.id))
      .where(and(eq(attachments.kind, 'sepa_mandate'), isNull(sepaMandates.id)))
    expect(loose).toEqual([])
    const { bytes } = await readAttachment(
      api.db,
      storage,
      { userId: collegiate!.id, staff: false },
      documents[0]!.id,
    )
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-')
    expect(await readdir(dir)).toHaveLength(4)
    await rm(dir, { recursive: true })
  })
})

describe('how many files', () => {
  it(`refuses a file over ${attachmentLimits.filesPerPerson} per person with 409, then throttles uploads with 429`, async () => {
    const { token } = await signedIn(['role:collegiate'])
    for (let index = 0; index < attachmentLimits.filesPerPerson; index++) {
      expect((await upload(collegiates, token, { bytes: bytesOf(pdfHeader, 20) })).status).toBe(201)
    }
    const filesBefore = await storedFiles()
    const over = await upload(collegiates, token, { bytes: bytesOf(pdfHeader, 20) })
    expect(over.status).toBe(409)
    expect(await over.json()).toEqual({ detail: 'ATTACHMENT_LIMIT_REACHED' })
    expect(await storedFiles()).toEqual(filesBefore)

    let status = 409
    for (let attempt = attachmentLimits.filesPerPerson + 1; attempt <= 30 && status === 409; attempt++) {
      status = (await upload(collegiates, token, { bytes: bytesOf(pdfHeader, 20) })).status
    }
    const throttled = await upload(collegiates, token, { bytes: bytesOf(pdfHeader, 20) })
    expect(throttled.status).toBe(429)
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await throttled.json()).toEqual({ detail: 'TOO_MANY_UPLOADS' })

    for (const { id } of AttachmentListSchema.parse(await (await get(collegiates, token)).json())) {
      expect((await remove(collegiates, token, id)).status).toBe(204)
    }
  })
})

describe('malformed uploads from a signed-in member', () => {
  const post = (path: string, body: BodyInit, contentType?: string) =>
    api.request(`${collegiates}/${path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${collegiate.token}`,
        ...(contentType ? { 'Content-Type': contentType } : {}),
      },
      body,
    })

  it.each([
    ['garbage multipart', 'add', 'not a multipart body', 'multipart/form-data; boundary=x'],
    ['multipart without a boundary', 'add', '--x\r\n\r\n--x--', 'multipart/form-data'],
    [
      'a file sent as a text field',
      'add',
      '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\n%PDF-1.7\r\n--x\r\nContent-Disposition: form-data; name="kind"\r\n\r\nother\r\n--x--\r\n',
      'multipart/form-data; boundary=x',
    ],
    ['JSON to the upload', 'add', '{"kind":"other"}', 'application/json'],
    ['multipart to the removal', 'remove', '--x--', 'multipart/form-data; boundary=x'],
    ['a removal without an id', 'remove', '{}', 'application/json'],
    ['a removal with a bad id', 'remove', '{"id":"../../etc"}', 'application/json'],
  ])('answers %s with a 4xx envelope and keeps nothing', async (_name, path, body, contentType) => {
    const before = await storedFiles()
    const response = await post(path, body, contentType)
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    expect(await response.json()).toHaveProperty('detail')
    expect(await storedFiles()).toEqual(before)
  })

  it('answers 422 to a download id that is not a uuid', async () => {
    const response = await get(`${collegiates}/..%2F..%2Fetc%2Fpasswd`, collegiate.token)
    expect(response.status).toBe(422)
  })
})

describe('staff download from the member record', () => {
  it('serves the member’s file to staff only, and only under that member', async () => {
    const bytes = bytesOf(pdfHeader, 200)
    const file = AttachmentSchema.parse(
      await (await upload(collegiates, collegiate.token, { bytes, name: 'Título Núñez.pdf' })).json(),
    )
    const path = (memberId: string, attachmentId: string) =>
      `/api/admin/members/${memberId}/attachments/${attachmentId}`

    const download = await get(path(collegiate.user.id, file.id), staff.token)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; .*filename\*=UTF-8''T%C3%ADtulo/,
    )
    expect(download.headers.get('cache-control')).toMatch(/no-store/)
    await expectBytes(download, bytes)

    expect((await get(path(collegiate.user.id, file.id), collegiate.token)).status).toBe(403)
    expect((await get(path(collegiate.user.id, file.id), undefined)).status).toBe(401)
    await expectRefusal(await get(path(other.user.id, file.id), staff.token), 404, 'ATTACHMENT_NOT_FOUND')
    await expectRefusal(
      await get(path(collegiate.user.id, randomUUID()), staff.token),
      404,
      'ATTACHMENT_NOT_FOUND',
    )
    expect((await get(path(collegiate.user.id, 'not-an-id'), staff.token)).status).toBe(422)

    expect((await remove(collegiates, collegiate.token, file.id)).status).toBe(204)
  })
})
