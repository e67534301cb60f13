import { describe, expect, it } from 'vitest'
import { parseTrustedProxies } from './trusted-proxies'

describe('parseTrustedProxies', () => {
  it('reads addresses, ranges and names of both families', () => {
    const { ranges, invalid } = parseTrustedProxies(' 10.0.0.1, 192.168.0.0/16 ,fd00::/8,::1, loopback ,')
    expect(invalid).toEqual([])
    expect(ranges.map(([address, bits]) => `${address.toString()}/${bits}`)).toEqual([
      '10.0.0.1/32',
      '192.168.0.0/16',
      'fd00::/8',
      '::1/128',
      '127.0.0.0/8',
      '::1/128',
    ])
  })

  it('names every entry it cannot read', () => {
    const entries = [
      '10.0.0.0/33',
      '127.1',
      '0x7f.0.0.1',
      'proxy.example',
      '::1/129',
      '10.0.0.0/8/1',
      '1.2.3.4/',
    ]
    expect(parseTrustedProxies(entries.join(',')).invalid).toEqual(entries)
    expect(parseTrustedProxies('').ranges).toEqual([])
  })
})
