import { electronicFormatIBAN, isValidIBAN } from 'ibantools'
import { z } from 'zod'
import { CaptchaVersionSchema } from '@/lib/contract/captcha'
import { invoicingModes } from '@/lib/contract/invoice-records'
import { creditorIdFromTaxId, isValidSpanishCreditorId } from '@/lib/contract/sepa'
import { parseTrustedProxies } from '@/lib/net/trusted-proxies'

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1')

// `KEY=` in an env file means "not set" for the optional integrations.
const unsetWhenEmpty = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema)

const ServerEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    PGLITE_DIR: z.string().min(1).default('./data/pglite'),
    DATABASE_POOL_MAX: z.coerce
      .number()
      .int()
      .min(1)
      .max(1000)
      .default(10)
      .describe('Connections each instance may open to PostgreSQL; instances × this ≤ max_connections'),
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(100)
      .max(120_000)
      .default(5000)
      .describe('How long a request waits for a PostgreSQL connection before it answers 503'),
    API_BASE_URL: unsetWhenEmpty(
      z
        .url({ protocol: /^https?$/ })
        .optional()
        .describe(
          "The association's back end (its /api/ base); set, the portal is a front end only: no database, no built-in API",
        ),
    ),
    API_TIMEOUT_SECONDS: z.coerce
      .number()
      .min(1)
      .max(600)
      .default(30)
      .describe('How long a call forwarded to API_BASE_URL may wait for its answer before 504'),
    // On, the database is a demo (recorded in it when first started) and gets the demo content; `npm start` sets it.
    SEED_DEMO: flag.default(false),
    REVALIDATE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    // Set only by `npm run bench`: serves the bare /bench-floor pages that measure the framework's floor.
    BENCH_FLOOR_PAGES: flag.default(false),
    RECAPTCHA_SITE_KEY: unsetWhenEmpty(z.string().trim().min(1).optional()),
    RECAPTCHA_VERSION: unsetWhenEmpty(
      CaptchaVersionSchema.optional().describe('2 (invisible v2 widget) or 3 (score-based v3)'),
    ),
    RECAPTCHA_SECRET: unsetWhenEmpty(z.string().trim().min(1).optional()),
    RECAPTCHA_MIN_SCORE: unsetWhenEmpty(z.coerce.number().min(0).max(1).default(0.5)),
    AUTH_SECRET: unsetWhenEmpty(
      z
        .string()
        .min(32, 'must be at least 32 characters')
        .optional()
        .describe('Signs tokens; unset, the portal generates one and keeps it in the database'),
    ),
    AUTH_SESSION_DAYS: z.coerce.number().int().min(11).max(365).default(30),
    AUTH_SESSION_MAX_DAYS: z.coerce.number().int().min(11).max(3650).default(90),
    TRUSTED_PROXIES: z
      .string()
      .default('')
      .transform((value, context) => {
        const { ranges, invalid } = parseTrustedProxies(value)
        for (const entry of invalid) {
          context.addIssue({
            code: 'custom',
            message: `"${entry}" is not an IP address, a CIDR range (10.0.0.0/8, fd00::/8) or loopback, linklocal, uniquelocal`,
          })
        }
        return ranges
      })
      .describe(
        'The reverse proxies whose X-Forwarded-For is believed; empty, the connecting address is the client',
      ),
    PUBLIC_SITE_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
    SMTP_URL: unsetWhenEmpty(z.url({ protocol: /^smtps?$/ }).optional()),
    MAIL_FROM: z.string().min(3).default('Colegio <no-reply@colegio.example>'),
    OUTBOX_DIR: z.string().min(1).default('./data/outbox'),
    JOB_POLL_SECONDS: z.coerce
      .number()
      .min(0.1)
      .max(3600)
      .default(5)
      .describe(
        'How often the worker looks for e-mails and other queued work left by another instance or a retry',
      ),
    JOB_MAX_ATTEMPTS: z.coerce
      .number()
      .int()
      .min(1)
      .max(50)
      .default(10)
      .describe(
        'Attempts at a queued e-mail before it is left as failed (waits double from 30 s, up to an hour)',
      ),
    UPLOADS_DIR: z
      .string()
      .min(1)
      .default('./data/uploads')
      .describe('Folder of the files members upload; outside public/, never served directly'),
    S3_BUCKET: unsetWhenEmpty(
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
        .optional()
        .describe('Set to keep uploads in this S3-compatible bucket instead of UPLOADS_DIR'),
    ),
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).default('https://s3.eu-south-2.amazonaws.com'),
    S3_REGION: z.string().min(1).default('eu-south-2'),
    S3_PREFIX: z.string().default('uploads'),
    S3_ACCESS_KEY_ID: unsetWhenEmpty(z.string().min(1).optional()),
    S3_SECRET_ACCESS_KEY: unsetWhenEmpty(z.string().min(1).optional()),
    // The association as invoices name it (RD 1619/2012 art. 6); a production start needs all three (lib/server/startup.ts).
    INVOICE_ISSUER_NAME: unsetWhenEmpty(z.string().trim().min(1).optional()),
    INVOICE_ISSUER_TAX_ID: unsetWhenEmpty(z.string().trim().min(1).optional()),
    INVOICE_ISSUER_ADDRESS: unsetWhenEmpty(
      z.string().trim().min(1).optional().describe('One line, or several separated by "|"'),
    ),
    // The tax advisor's choice (docs/decisions/0043-invoice-records.md): the non-verifiable mode can become VERI*FACTU
    // at any time, not the other way round within a year.
    INVOICING_MODE: z
      .enum(invoicingModes)
      .default('no_verifactu')
      .describe(
        'verifactu: invoices say VERI*FACTU and their QR opens ValidarQR; no_verifactu: ValidarQRNoVerifactu',
      ),
    // Nothing is sent to the AEAT unless INVOICING_MODE is verifactu and both of these are set (decision 0045).
    AEAT_ENDPOINT_URL: unsetWhenEmpty(
      z
        .url({ protocol: /^https?$/ })
        .optional()
        .describe('The AEAT’s VERI*FACTU web service (SistemaFacturacion) the records are posted to'),
    ),
    AEAT_CERT_PATH: unsetWhenEmpty(
      z
        .string()
        .min(1)
        .optional()
        .describe('The certificate for mutual TLS: a PKCS#12 file (.p12/.pfx), or a PEM with AEAT_KEY_PATH'),
    ),
    AEAT_KEY_PATH: unsetWhenEmpty(
      z.string().min(1).optional().describe('The PEM private key of a PEM certificate'),
    ),
    AEAT_CERT_PASSPHRASE: unsetWhenEmpty(z.string().min(1).optional()),
    // In the non-verifiable mode every record and event is signed with the issuer's certificate (decision 0052);
    // without one they are kept unsigned and staff are warned.
    INVOICING_SIGNING_CERT_PATH: unsetWhenEmpty(
      z
        .string()
        .min(1)
        .optional()
        .describe(
          'The issuer’s certificate (PEM) that signs records and events; its RSA key in the next setting',
        ),
    ),
    INVOICING_SIGNING_KEY_PATH: unsetWhenEmpty(
      z.string().min(1).optional().describe('The PEM private key of INVOICING_SIGNING_CERT_PATH'),
    ),
    INVOICING_SIGNING_PASSPHRASE: unsetWhenEmpty(z.string().min(1).optional()),
    // The producer of the invoicing software as its declaración responsable names it (Orden HAC/1177/2024 art. 15):
    // whoever distributes or maintains the portal for the association, not the association itself.
    SOFTWARE_PRODUCER_NAME: unsetWhenEmpty(z.string().trim().min(1).optional()),
    SOFTWARE_PRODUCER_TAX_ID: unsetWhenEmpty(z.string().trim().min(1).optional()),
    SOFTWARE_PRODUCER_ADDRESS: unsetWhenEmpty(z.string().trim().min(1).optional()),
    SOFTWARE_DECLARATION_SIGNED: unsetWhenEmpty(
      z
        .string()
        .trim()
        .min(1)
        .optional()
        .describe('Place and date of the declaration, e.g. "Madrid, 1 de diciembre de 2026"'),
    ),
    REDSYS_URL: unsetWhenEmpty(
      z
        .url({ protocol: /^https?$/ })
        .optional()
        .describe(
          'The card gateway page the browser is sent to (Redsys redirection); unset, no card payments',
        ),
    ),
    REDSYS_MERCHANT_CODE: unsetWhenEmpty(
      z
        .string()
        .regex(/^\d{9}$/, 'must be the 9-digit FUC')
        .optional(),
    ),
    REDSYS_V1_TERMINAL: unsetWhenEmpty(
      z
        .string()
        .regex(/^\d{1,3}$/, 'must be 1 to 3 digits')
        .optional(),
    ),
    REDSYS_V1_SECRET: unsetWhenEmpty(z.string().trim().min(16).optional()),
    REDSYS_V2_TERMINAL: unsetWhenEmpty(
      z
        .string()
        .regex(/^\d{1,3}$/, 'must be 1 to 3 digits')
        .optional(),
    ),
    REDSYS_V2_SECRET: unsetWhenEmpty(z.string().trim().min(16).optional()),
    // `npm run payments:simulator` only: the port of the local card gateway simulator.
    PAYMENT_SIMULATOR_PORT: z.coerce.number().int().min(1).max(65535).default(4300),
    // The association's account: members' bank transfers go to it and direct debits are collected into it.
    // Unset, only a demo starts (it uses the demo account).
    ASSOCIATION_IBAN: unsetWhenEmpty(
      z
        .string()
        .transform((value) => electronicFormatIBAN(value) ?? '')
        .refine((value) => isValidIBAN(value), 'must be a valid IBAN')
        .optional(),
    ),
    // How far ahead a remittance may ask to collect: banks refuse files dated further out.
    SEPA_PRESENTATION_WINDOW_DAYS: z.coerce.number().int().min(1).max(60).default(14),
    // SEPA direct debit; unset, lib/server/services/sepa-creditor.ts derives it from INVOICE_ISSUER_TAX_ID.
    SEPA_CREDITOR_ID: unsetWhenEmpty(
      z
        .string()
        .trim()
        .toUpperCase()
        .refine(
          isValidSpanishCreditorId,
          'must be ES, 2 check digits (ISO 7064 mod 97-10), a 3-character business code and the NIF',
        )
        .optional()
        .describe('AT-02; by default ES + check digits + 000 + the issuer’s tax id'),
    ),
  })
  .superRefine((env, context) => {
    if (env.REDSYS_URL && !isTestGateway(env.REDSYS_URL)) {
      const missing = [
        'REDSYS_MERCHANT_CODE',
        ...(['V1', 'V2'] as const)
          .filter((version) => env[`REDSYS_${version}_TERMINAL`] || env[`REDSYS_${version}_SECRET`])
          .map((version) => `REDSYS_${version}_SECRET` as const),
      ].filter((name) => !env[name as keyof typeof env])
      if (!env.REDSYS_V1_SECRET && !env.REDSYS_V2_SECRET) missing.push('REDSYS_V2_SECRET')
      for (const name of new Set(missing)) {
        context.addIssue({
          code: 'custom',
          path: [name],
          message: 'must be set with a REDSYS_URL that is not the Redsys test host or this machine',
        })
      }
    }
    for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (env.S3_BUCKET && !env[name]) {
        context.addIssue({ code: 'custom', path: [name], message: 'must be set with S3_BUCKET' })
      }
    }
    const needsVersion = (['RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET'] as const).find((name) => env[name])
    if (needsVersion && !env.RECAPTCHA_VERSION) {
      context.addIssue({
        code: 'custom',
        path: ['RECAPTCHA_VERSION'],
        message: `must be 2 or 3 when ${needsVersion} is set`,
      })
    }
    if (
      !env.SEPA_CREDITOR_ID &&
      env.INVOICE_ISSUER_TAX_ID &&
      !isValidSpanishCreditorId(creditorIdFromTaxId(env.INVOICE_ISSUER_TAX_ID))
    ) {
      context.addIssue({
        code: 'custom',
        path: ['SEPA_CREDITOR_ID'],
        message: 'must be set: INVOICE_ISSUER_TAX_ID does not make a Spanish creditor identifier',
      })
    }
    if (env.RECAPTCHA_SECRET && !env.RECAPTCHA_SITE_KEY) {
      context.addIssue({
        code: 'custom',
        path: ['RECAPTCHA_SITE_KEY'],
        message:
          'must be set with RECAPTCHA_SECRET, or the forms could not send the token the server asks for',
      })
    }
  })

export type ServerEnv = z.infer<typeof ServerEnvSchema>

/** Every variable the server reads; docs/operations.md lists them (a test keeps the two in step). */
export const serverEnvNames = Object.keys(ServerEnvSchema.shape) as Array<keyof ServerEnv>

/** Redsys's test host, or a simulator on this machine: the public test merchant may stand in for a real one. */
function isTestGateway(url: string): boolean {
  const { hostname } = new URL(url)
  return (
    hostname === 'sis-t.redsys.es' ||
    hostname === 'localhost' ||
    hostname === '[::1]' ||
    /^127\.\d+\.\d+\.\d+$/.test(hostname)
  )
}

/** Redsys's public test merchant (FUC, terminal and key of every published example). */
const testMerchant = { code: '999008881', terminal: '1', secret: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7' }

export interface CardTerminal {
  url: string
  merchantCode: string
  terminal: string
  secret: string
}

/** Against the test host or a local simulator, what is not set is the public test merchant's. */
export function cardTerminals(
  env: ServerEnv = serverEnv(),
): Partial<Record<'card_v1' | 'card_v2', CardTerminal>> {
  const url = env.REDSYS_URL
  if (!url) return {}
  const test = isTestGateway(url)
  const terminals: Partial<Record<'card_v1' | 'card_v2', CardTerminal>> = {}
  for (const version of ['V1', 'V2'] as const) {
    const configured = env[`REDSYS_${version}_TERMINAL`] ?? env[`REDSYS_${version}_SECRET`]
    const secret = env[`REDSYS_${version}_SECRET`] ?? (test ? testMerchant.secret : undefined)
    const merchantCode = env.REDSYS_MERCHANT_CODE ?? (test ? testMerchant.code : undefined)
    // Against the test gateway both versions are on with nothing set; in production, those given a secret.
    if (!secret || !merchantCode || (!test && !configured)) continue
    terminals[version === 'V1' ? 'card_v1' : 'card_v2'] = {
      url,
      merchantCode,
      terminal: env[`REDSYS_${version}_TERMINAL`] ?? testMerchant.terminal,
      secret,
    }
  }
  return terminals
}

export const cardTypesAvailable = (env: ServerEnv = serverEnv()) =>
  (['card_v1', 'card_v2'] as const).filter((type) => cardTerminals(env)[type])

let cached: ServerEnv | undefined

/** The server's environment, validated once; a bad value stops the server with a message naming the variable. */
export function serverEnv(): ServerEnv {
  if (cached) return cached
  const parsed = ServerEnvSchema.safeParse(process.env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid environment variables:\n${problems.join('\n')}`)
  }
  cached = parsed.data
  return cached
}

/**
 * The association's back end when the portal is only its front end (API_BASE_URL), ending in "/" so that paths
 * resolve under it; undefined when the portal runs its own API and database.
 */
export function backEndBaseUrl(env: ServerEnv = serverEnv()): string | undefined {
  const url = env.API_BASE_URL
  return url && (url.endsWith('/') ? url : `${url}/`)
}

/**
 * The site's public address without a trailing slash, read when the server runs: canonical and language links,
 * the sitemap, robots.txt and e-mails start with it, never with the address a build or a request named.
 */
export const publicSiteUrl = (env: ServerEnv = serverEnv()): string => env.PUBLIC_SITE_URL.replace(/\/+$/, '')

/**
 * Cookies are `Secure` when the site is served over HTTPS: its public address says so, or the proxy in front says
 * the request came over it. Over plain HTTP (local runs, the e2e tests) a browser would drop a Secure cookie.
 */
export const secureCookies = (forwardedProto: string | null | undefined, env: ServerEnv = serverEnv()) =>
  new URL(env.PUBLIC_SITE_URL).protocol === 'https:' || forwardedProto?.split(',')[0]?.trim() === 'https'

/** The next serverEnv() reads the environment again: for tests that share one process and change it. */
export function forgetServerEnv() {
  cached = undefined
}

export { publicEnv } from './public-env'
