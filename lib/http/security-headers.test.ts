import { describe, expect, it } from 'vitest'
import { paymentGatewayOrigins } from './payment-gateway-origins'
import { commonSecurityHeaders, pageContentSecurityPolicy } from './security-headers'

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/)
      return [name, sources]
    }),
  )

describe('pageContentSecurityPolicy', () => {
  const production = directives(pageContentSecurityPolicy({ development: false }))

  it('loads scripts only from the site itself, without eval; the page cache adds the inline ones’ hashes', () => {
    expect(production['script-src']).toEqual(["'self'", "'unsafe-inline'"])
  })

  it('forbids plugins, <base>, framing the site and framing others', () => {
    expect(production['object-src']).toEqual(["'none'"])
    expect(production['base-uri']).toEqual(["'none'"])
    expect(production['frame-ancestors']).toEqual(["'none'"])
    expect(production['frame-src']).toEqual(["'none'"])
    expect(production['form-action']).toEqual(["'self'"])
  })

  it('names no other origin at all', () => {
    expect(pageContentSecurityPolicy({ development: false })).not.toMatch(/https?:|\*/)
  })

  it('allows eval and the reload socket only in development', () => {
    const development = directives(pageContentSecurityPolicy({ development: true }))
    expect(development['script-src']).toContain("'unsafe-eval'")
    expect(development['connect-src']).toContain('ws:')
    expect(production['connect-src']).toEqual(["'self'"])
  })
})

describe('pageContentSecurityPolicy with a nonce', () => {
  const policy = directives(
    pageContentSecurityPolicy({
      development: false,
      nonce: 'abc123',
      thirdParties: [{ script: ['https://a.example'] }],
    }),
  )

  it('runs only the scripts it names, and what they load, never inline ones', () => {
    expect(policy['script-src']).toEqual([
      "'self'",
      "'nonce-abc123'",
      "'strict-dynamic'",
      'https://a.example',
    ])
    expect(policy['script-src']).not.toContain("'unsafe-inline'")
  })

  it('leaves the styles Emotion writes at run time allowed', () => {
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"])
  })
})

describe('pageContentSecurityPolicy with configured third parties', () => {
  const policy = directives(
    pageContentSecurityPolicy({
      development: false,
      thirdParties: [
        { script: ['https://a.example'], frame: ['https://a.example/frame/'] },
        {
          script: ['https://a.example', 'https://b.example'],
          connect: ['https://b.example'],
          img: ['https://c.example'],
        },
      ],
    }),
  )

  it('adds their origins, once each, to the directives they need', () => {
    expect(policy['script-src']).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://a.example',
      'https://b.example',
    ])
    expect(policy['connect-src']).toEqual(["'self'", 'https://b.example'])
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://c.example'])
    expect(policy['frame-src']).toEqual(['https://a.example/frame/'])
  })

  it('keeps everything else closed', () => {
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['frame-ancestors']).toEqual(["'none'"])
    expect(policy['default-src']).toEqual(["'self'"])
  })
})

describe('pageContentSecurityPolicy with a card gateway', () => {
  it('lets the pages post forms to the gateway’s origin, and nothing else changes', () => {
    const policy = directives(
      pageContentSecurityPolicy({
        development: false,
        thirdParties: [paymentGatewayOrigins('https://sis-t.redsys.es:25443/sis/realizarPago')],
      }),
    )
    expect(policy['form-action']).toEqual(["'self'", 'https://sis-t.redsys.es:25443'])
    expect(policy['script-src']).toEqual(["'self'", "'unsafe-inline'"])
    expect(policy['connect-src']).toEqual(["'self'"])
    expect(policy['frame-src']).toEqual(["'none'"])
  })

  it('names a local simulator by its origin', () => {
    expect(paymentGatewayOrigins('http://127.0.0.1:4300/sis/realizarPago')).toEqual({
      form: ['http://127.0.0.1:4300'],
    })
  })
})

describe('commonSecurityHeaders', () => {
  const names = (development: boolean) => commonSecurityHeaders({ development }).map(({ key }) => key)

  it('sends HSTS for two years only in production', () => {
    expect(commonSecurityHeaders({ development: false })).toContainEqual({
      key: 'Strict-Transport-Security',
      value: 'max-age=63072000; includeSubDomains',
    })
    expect(names(true)).not.toContain('Strict-Transport-Security')
  })

  it('always forbids sniffing and sends a strict referrer policy', () => {
    for (const development of [true, false]) {
      expect(names(development)).toEqual(
        expect.arrayContaining(['X-Content-Type-Options', 'Referrer-Policy']),
      )
    }
  })
})
