import { afterEach, describe, expect, it, vi } from 'vitest'

async function freshEnv(values: Record<string, string | undefined>) {
  vi.resetModules()
  for (const [key, value] of Object.entries(values)) vi.stubEnv(key, value)
  return (await import('./env')).serverEnv
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('serverEnv', () => {
  it('applies the defaults: embedded database and no demo content', async () => {
    const serverEnv = await freshEnv({ DATABASE_URL: undefined, PGLITE_DIR: undefined, SEED_DEMO: undefined })
    expect(serverEnv()).toMatchObject({ PGLITE_DIR: './data/pglite', SEED_DEMO: false })
    expect(serverEnv().DATABASE_URL).toBeUndefined()
  })

  it('serves the benchmark floor pages only when asked to', async () => {
    expect((await freshEnv({ BENCH_FLOOR_PAGES: undefined }))().BENCH_FLOOR_PAGES).toBe(false)
    expect((await freshEnv({ BENCH_FLOOR_PAGES: 'true' }))().BENCH_FLOOR_PAGES).toBe(true)
  })

  it('reads a PostgreSQL URL and a flag', async () => {
    const serverEnv = await freshEnv({ DATABASE_URL: 'postgres://u:p@localhost:5432/db', SEED_DEMO: 'true' })
    expect(serverEnv()).toMatchObject({ DATABASE_URL: 'postgres://u:p@localhost:5432/db', SEED_DEMO: true })
  })

  it('uses the uploads folder unless an S3 bucket is set, and then needs both keys', async () => {
    const s3 = { S3_ACCESS_KEY_ID: undefined, S3_SECRET_ACCESS_KEY: undefined }
    expect((await freshEnv({ S3_BUCKET: '', ...s3 }))().S3_BUCKET).toBeUndefined()
    expect(await freshEnv({ S3_BUCKET: 'colegio-uploads', ...s3 })).toThrow(
      /S3_ACCESS_KEY_ID.*S3_SECRET_ACCESS_KEY/s,
    )
    const configured = await freshEnv({
      S3_BUCKET: 'colegio-uploads',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'k',
    })
    expect(configured()).toMatchObject({
      S3_BUCKET: 'colegio-uploads',
      S3_REGION: 'eu-south-2',
      S3_PREFIX: 'uploads',
    })
    expect(await freshEnv({ S3_BUCKET: 'Not A Bucket' })).toThrow(/S3_BUCKET/)
  })

  it('names the variable that is wrong', async () => {
    const serverEnv = await freshEnv({ DATABASE_URL: 'mysql://localhost/db' })
    expect(() => serverEnv()).toThrow(/DATABASE_URL/)
    const withBadFlag = await freshEnv({ DATABASE_URL: undefined, SEED_DEMO: 'yes' })
    expect(() => withBadFlag()).toThrow(/SEED_DEMO/)
  })
})

describe('serverEnv: TRUSTED_PROXIES', () => {
  it('trusts no proxy by default and refuses an entry it cannot read, naming it', async () => {
    expect((await freshEnv({ TRUSTED_PROXIES: undefined }))().TRUSTED_PROXIES).toEqual([])
    expect((await freshEnv({ TRUSTED_PROXIES: '127.0.0.1, fd00::/8' }))().TRUSTED_PROXIES).toHaveLength(2)
    expect(await freshEnv({ TRUSTED_PROXIES: '127.0.0.1, proxy.example' })).toThrow(
      /TRUSTED_PROXIES: "proxy.example" is not an IP address/,
    )
  })
})

describe('serverEnv: captcha', () => {
  const unset = {
    RECAPTCHA_SITE_KEY: undefined,
    RECAPTCHA_VERSION: undefined,
    RECAPTCHA_SECRET: undefined,
    RECAPTCHA_MIN_SCORE: undefined,
  }

  it('is off by default, and empty values count as unset', async () => {
    expect((await freshEnv(unset))()).toMatchObject({ RECAPTCHA_MIN_SCORE: 0.5 })
    const empty = await freshEnv({ RECAPTCHA_SITE_KEY: '', RECAPTCHA_VERSION: '', RECAPTCHA_SECRET: '' })
    expect(empty().RECAPTCHA_SITE_KEY).toBeUndefined()
    expect(empty().RECAPTCHA_SECRET).toBeUndefined()
  })

  it('reads a site key, a version, a secret and a minimum score', async () => {
    const serverEnv = await freshEnv({
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_VERSION: '3',
      RECAPTCHA_SECRET: 'secret',
      RECAPTCHA_MIN_SCORE: '0.7',
    })
    expect(serverEnv()).toMatchObject({
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_VERSION: '3',
      RECAPTCHA_SECRET: 'secret',
      RECAPTCHA_MIN_SCORE: 0.7,
    })
  })

  it('refuses a site key or a secret without a version, naming RECAPTCHA_VERSION', async () => {
    expect(await freshEnv({ ...unset, RECAPTCHA_SITE_KEY: 'site-key' })).toThrow(
      /RECAPTCHA_VERSION: must be 2 or 3 when RECAPTCHA_SITE_KEY is set/,
    )
    const keyAndSecret = await freshEnv({ ...unset, RECAPTCHA_SITE_KEY: 'k', RECAPTCHA_SECRET: 's' })
    expect(keyAndSecret).toThrow(/RECAPTCHA_VERSION: must be 2 or 3/)
  })

  it('refuses an unknown version, a secret without a site key and a score outside 0..1', async () => {
    expect(await freshEnv({ ...unset, RECAPTCHA_SITE_KEY: 'k', RECAPTCHA_VERSION: '1' })).toThrow(
      /RECAPTCHA_VERSION/,
    )
    expect(await freshEnv({ ...unset, RECAPTCHA_VERSION: '3', RECAPTCHA_SECRET: 's' })).toThrow(
      /RECAPTCHA_SITE_KEY/,
    )
    expect(await freshEnv({ ...unset, RECAPTCHA_MIN_SCORE: '1.5' })).toThrow(/RECAPTCHA_MIN_SCORE/)
  })
})

describe('serverEnv: SEPA creditor', () => {
  const unset = {
    SEPA_CREDITOR_ID: undefined,
    INVOICE_ISSUER_TAX_ID: undefined,
  }

  it('takes a valid creditor identifier in capitals, and the association’s account without spaces', async () => {
    const serverEnv = await freshEnv({
      ...unset,
      SEPA_CREDITOR_ID: 'es77000b85626240',
      ASSOCIATION_IBAN: 'ES91 2100 0418 4502 0005 1332',
    })
    expect(serverEnv()).toMatchObject({
      SEPA_CREDITOR_ID: 'ES77000B85626240',
      ASSOCIATION_IBAN: 'ES9121000418450200051332',
    })
  })

  it('names SEPA_CREDITOR_ID when its check digits are wrong, and ASSOCIATION_IBAN when it is no IBAN', async () => {
    expect(await freshEnv({ ...unset, SEPA_CREDITOR_ID: 'ES78000B85626240' })).toThrow(/SEPA_CREDITOR_ID/)
    expect(await freshEnv({ ...unset, ASSOCIATION_IBAN: 'ES9121000418450200051333' })).toThrow(
      /ASSOCIATION_IBAN/,
    )
  })

  it('asks for SEPA_CREDITOR_ID when the issuer’s tax id cannot make one', async () => {
    expect(await freshEnv({ ...unset, INVOICE_ISSUER_TAX_ID: 'not a NIF at all' })).toThrow(
      /SEPA_CREDITOR_ID/,
    )
    expect(
      (await freshEnv({ ...unset, INVOICE_ISSUER_TAX_ID: 'B85626240' }))().SEPA_CREDITOR_ID,
    ).toBeUndefined()
  })
})

describe('serverEnv: card terminals', () => {
  const unset = {
    REDSYS_URL: undefined,
    REDSYS_MERCHANT_CODE: undefined,
    REDSYS_V1_TERMINAL: undefined,
    REDSYS_V1_SECRET: undefined,
    REDSYS_V2_TERMINAL: undefined,
    REDSYS_V2_SECRET: undefined,
  }
  const terminalsOf = async (values: Record<string, string | undefined>) => {
    const serverEnv = await freshEnv({ ...unset, ...values })
    const { cardTerminals, cardTypesAvailable } = await import('./env')
    return { terminals: cardTerminals(serverEnv()), types: cardTypesAvailable(serverEnv()) }
  }

  it('offers no card payments without REDSYS_URL', async () => {
    expect(await terminalsOf({})).toEqual({ terminals: {}, types: [] })
  })

  it('uses the public test merchant against a simulator on this machine or the Redsys test host', async () => {
    for (const url of [
      'http://127.0.0.1:4300/sis/realizarPago',
      'https://sis-t.redsys.es:25443/sis/realizarPago',
    ]) {
      const { terminals, types } = await terminalsOf({ REDSYS_URL: url })
      expect(types).toEqual(['card_v1', 'card_v2'])
      expect(terminals.card_v2).toEqual({
        url,
        merchantCode: '999008881',
        terminal: '1',
        secret: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7',
      })
    }
  })

  it('stops the server naming what a real gateway lacks', async () => {
    const real = { REDSYS_URL: 'https://sis.redsys.es/sis/realizarPago' }
    expect(await freshEnv({ ...unset, ...real })).toThrow(/REDSYS_MERCHANT_CODE.*REDSYS_V2_SECRET/s)
    expect(
      await freshEnv({ ...unset, ...real, REDSYS_MERCHANT_CODE: '123456789', REDSYS_V1_TERMINAL: '2' }),
    ).toThrow(/REDSYS_V1_SECRET/)
    expect(
      await freshEnv({ ...unset, ...real, REDSYS_MERCHANT_CODE: '12345', REDSYS_V2_SECRET: 'x'.repeat(32) }),
    ).toThrow(/REDSYS_MERCHANT_CODE/)
  })

  it('offers, against a real gateway, only the versions given a secret', async () => {
    const { terminals, types } = await terminalsOf({
      REDSYS_URL: 'https://sis.redsys.es/sis/realizarPago',
      REDSYS_MERCHANT_CODE: '123456789',
      REDSYS_V2_TERMINAL: '3',
      REDSYS_V2_SECRET: 'k'.repeat(32),
    })
    expect(types).toEqual(['card_v2'])
    expect(terminals.card_v2).toMatchObject({ merchantCode: '123456789', terminal: '3' })
  })
})

describe('the public address, read when the server runs', () => {
  it('starts every absolute link, without a trailing slash', async () => {
    vi.resetModules()
    vi.stubEnv('PUBLIC_SITE_URL', 'https://colegio.example.org/')
    const { publicSiteUrl } = await import('./env')
    expect(publicSiteUrl()).toBe('https://colegio.example.org')
  })

  it('makes cookies Secure over HTTPS, or when the proxy in front says the request came over it', async () => {
    vi.resetModules()
    vi.stubEnv('PUBLIC_SITE_URL', 'http://localhost:3000')
    const { secureCookies, serverEnv } = await import('./env')
    expect(secureCookies(null)).toBe(false)
    expect(secureCookies('http')).toBe(false)
    expect(secureCookies('https')).toBe(true)
    expect(secureCookies('https, http')).toBe(true)
    const https = { ...serverEnv(), PUBLIC_SITE_URL: 'https://colegio.example.org' }
    expect(secureCookies(null, https)).toBe(true)
  })
})
