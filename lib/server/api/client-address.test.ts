import { Hono } from 'hono'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { forgetServerEnv } from '@/lib/env'
import { clientAddress } from './client-address'

const app = new Hono().get('/', (c) => c.text(clientAddress(c)))

async function addressFor(trustedProxies: string, peer: string | undefined, forwardedFor?: string) {
  vi.stubEnv('TRUSTED_PROXIES', trustedProxies)
  forgetServerEnv()
  const headers: Record<string, string> = {}
  if (peer !== undefined) headers['X-Portal-Peer-Address'] = peer
  if (forwardedFor !== undefined) headers['X-Forwarded-For'] = forwardedFor
  return (await app.request('/', { headers })).text()
}

afterEach(() => {
  vi.unstubAllEnvs()
  forgetServerEnv()
})

describe('clientAddress', () => {
  it('is the connecting address when no proxy is trusted, whatever X-Forwarded-For says', async () => {
    expect(await addressFor('', '203.0.113.7')).toBe('203.0.113.7')
    expect(await addressFor('', '203.0.113.7', '198.51.100.1')).toBe('203.0.113.7')
    expect(await addressFor('10.0.0.0/8', '203.0.113.7', '198.51.100.1')).toBe('203.0.113.7')
  })

  it('reads X-Forwarded-For from the right past trusted hops only', async () => {
    // One proxy on this host: the entry it appended is the client; what the client wrote is ignored.
    expect(await addressFor('loopback', '127.0.0.1', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7')
    expect(await addressFor('127.0.0.1', '::ffff:127.0.0.1', '203.0.113.7')).toBe('203.0.113.7')
    // A load balancer in front of it: both hops trusted, the client is the next one left.
    expect(await addressFor('127.0.0.1, 10.1.0.0/16', '127.0.0.1', '6.6.6.6, 203.0.113.7, 10.1.2.3')).toBe(
      '203.0.113.7',
    )
    // Only one of the two trusted: the untrusted hop is the client, so nobody further left is believed.
    expect(await addressFor('127.0.0.1', '127.0.0.1', '203.0.113.7, 10.1.2.3')).toBe('10.1.2.3')
    // Every hop trusted: the furthest one.
    expect(await addressFor('uniquelocal', '10.0.0.1', '10.0.0.2')).toBe('10.0.0.2')
  })

  it('writes IPv6 in one form and IPv4-mapped addresses as IPv4', async () => {
    expect(await addressFor('', '2001:DB8:0:0::1')).toBe('2001:db8::1')
    expect(await addressFor('', '::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(await addressFor('::1', '::1', '2001:db8::7')).toBe('2001:db8::7')
  })

  it('stops at an entry that is not an address, and answers "unknown" without a readable peer', async () => {
    expect(await addressFor('loopback', '127.0.0.1', 'garbage')).toBe('127.0.0.1')
    expect(await addressFor('', undefined, '203.0.113.7')).toBe('unknown')
    expect(await addressFor('', 'not-an-address')).toBe('unknown')
  })
})
