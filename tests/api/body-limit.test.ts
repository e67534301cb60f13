import { describe, expect, it } from 'vitest'
import { setupTestApi } from '../support/test-api'

const api = setupTestApi()
const mebibyte = 1024 * 1024

/** A body of `total` bytes that counts how much of it the server read. */
function countedBody(total: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x20)
  let read = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (read >= total) return controller.close()
      read += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
  return { body, read: () => read }
}

/** 100 MiB with its Content-Length, or chunked without one; answers the response, the time and the bytes read. */
async function sendHuge(path: string, contentType: string, { chunked }: { chunked: boolean }) {
  const size = 100 * mebibyte
  const { body, read } = countedBody(size)
  const headers = new Headers({ 'Content-Type': contentType, 'X-Portal-Peer-Address': '192.0.2.200' })
  headers.set(chunked ? 'Transfer-Encoding' : 'Content-Length', chunked ? 'chunked' : String(size))
  const started = performance.now()
  const response = await api.request(path, { method: 'POST', headers, body, duplex: 'half' } as RequestInit)
  return { response, ms: performance.now() - started, read: read() }
}

describe('request bodies', () => {
  it.each([false, true])(
    'refuses 100 MiB of JSON with 413 before reading it (chunked: %s)',
    async (chunked) => {
      const { response, ms, read } = await sendHuge('/api/auth/forgot-password', 'application/json', {
        chunked,
      })
      expect(response.status).toBe(413)
      expect(await response.json()).toEqual({ detail: 'Payload Too Large' })
      expect(read).toBeLessThanOrEqual(mebibyte + 256 * 1024)
      expect(ms).toBeLessThan(1000)
    },
  )

  it('holds a form (the sign-in) to the same limit, and an upload route to its own', async () => {
    const form = 'application/x-www-form-urlencoded'
    const login = await sendHuge('/api/auth/jwt/login', form, { chunked: true })
    expect(login.response.status).toBe(413)
    expect(login.read).toBeLessThanOrEqual(mebibyte + 256 * 1024)

    const multipart = 'multipart/form-data; boundary=x'
    const upload = await sendHuge('/api/public/accessibility-feedback', multipart, { chunked: true })
    expect(upload.response.status).toBe(413)
    expect(upload.read).toBeLessThanOrEqual(64 * 1024 + 256 * 1024)

    const application = await sendHuge('/api/public/procedures/precollegiate/applications', multipart, {
      chunked: true,
    })
    expect(application.response.status).toBe(413)
    expect(await application.response.json()).toEqual({ detail: 'ATTACHMENT_TOO_LARGE' })
    expect(application.read).toBeGreaterThan(mebibyte)
    expect(application.read).toBeLessThan(50 * mebibyte)
  })

  it('lets a body under the limit through', async () => {
    const response = await api.request('/api/auth/forgot-password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Portal-Peer-Address': '192.0.2.201' },
      body: JSON.stringify({ email: 'nadie@example.org', padding: 'x'.repeat(mebibyte - 100) }),
    })
    expect(response.status).toBe(202)
  })
})
