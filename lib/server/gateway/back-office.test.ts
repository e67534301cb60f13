import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetServerEnv } from '@/lib/env'
import { backEndServesBackOffice as served, forgetBackOfficeAnswer } from './back-office'

/** Answers GET /api/admin/summary with the next status of the list, and counts the questions. */
let statuses: number[] = []
let asked = 0
let server: Server

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/api/admin/summary') asked += 1
    response.writeHead(request.url === '/api/admin/summary' ? (statuses.shift() ?? 404) : 404).end()
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  vi.stubEnv('API_BASE_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`)
  forgetServerEnv()
})

afterAll(async () => {
  vi.unstubAllEnvs()
  forgetServerEnv()
  await new Promise((closed) => server.close(closed))
})

beforeEach(() => {
  asked = 0
  forgetBackOfficeAnswer()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

describe('whether the back end serves the back-office', () => {
  it('is yes when a guest is refused there, and is asked once', async () => {
    statuses = [401]
    expect(await served()).toBe(true)
    expect(await served()).toBe(true)
    expect(asked).toBe(1)
  })

  it('is no when the call is unknown there', async () => {
    statuses = [404]
    expect(await served()).toBe(false)
  })

  it('is asked again after a back end that failed, and not taken for an answer', async () => {
    statuses = [503, 403]
    expect(await served()).toBe(false)
    expect(await served()).toBe(true)
    expect(asked).toBe(2)
  })
})
