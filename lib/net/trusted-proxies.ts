import ipaddr from 'ipaddr.js'

export type AddressRange = [ipaddr.IPv4 | ipaddr.IPv6, number]

/** Names for the ranges a proxy on this host or a private network has, as proxy-addr (Express) knows them. */
const namedRanges: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
}

/** An IPv4 address in four decimal parts (not `0x7f.1` or `127.1`), or any IPv6 address; mapped IPv4 as IPv4. */
export function parseAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const value = text.trim()
  if (ipaddr.IPv4.isValidFourPartDecimal(value)) return ipaddr.IPv4.parse(value)
  if (!ipaddr.IPv6.isValid(value)) return undefined
  const address = ipaddr.IPv6.parse(value)
  return address.isIPv4MappedAddress() ? address.toIPv4Address() : address
}

function parseRange(entry: string): AddressRange | undefined {
  const [base, bits, ...rest] = entry.split('/')
  const address = parseAddress(base ?? '')
  if (!address || rest.length > 0) return undefined
  const maxBits = address.kind() === 'ipv4' ? 32 : 128
  if (bits === undefined) return [address, maxBits]
  if (!/^\d{1,3}$/.test(bits) || Number(bits) > maxBits) return undefined
  return [address, Number(bits)]
}

/** TRUSTED_PROXIES: addresses, CIDR ranges and the names above, separated by commas; the entries it cannot read. */
export function parseTrustedProxies(value: string): { ranges: AddressRange[]; invalid: string[] } {
  const ranges: AddressRange[] = []
  const invalid: string[] = []
  for (const entry of value.split(',').map((part) => part.trim())) {
    if (!entry) continue
    const named = namedRanges[entry.toLowerCase()]
    const parsed = named ? named.map(parseRange) : [parseRange(entry)]
    for (const range of parsed) {
      if (range) ranges.push(range)
      else invalid.push(entry)
    }
  }
  return { ranges, invalid }
}

export function isInRanges(address: ipaddr.IPv4 | ipaddr.IPv6, ranges: readonly AddressRange[]): boolean {
  return ranges.some(([base, bits]) => base.kind() === address.kind() && address.match(base, bits))
}
