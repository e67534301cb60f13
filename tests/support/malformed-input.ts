import fc, { type Arbitrary } from 'fast-check'
import type { JsonSchema, Operation, Parameter } from './openapi-operations'

/** A request body as data, so that a counterexample prints readably; `toRequestInit` turns it into a body. */
type BodyDescriptor = { contentType?: string } & (
  | { kind: 'text'; text: string }
  | { kind: 'bytes'; bytes: number[] }
  | { kind: 'url-encoded'; entries: [string, string][] }
  | { kind: 'form-data'; entries: [string, string | { filename: string; type: string; content: string }][] }
)

export interface GeneratedRequest {
  /** True when path and query follow the documented parameters, so that the API has no reason to refuse them. */
  conforming: boolean
  method: string
  /** Path and query string, from the origin. */
  url: string
  headers: [string, string][]
  body?: BodyDescriptor
}

const methodsWithoutBody = new Set(['GET', 'HEAD'])

export function toRequestInit(request: GeneratedRequest): RequestInit {
  const headers = new Headers()
  for (const [name, value] of request.headers) headers.append(name, value)
  const { body } = request
  if (body?.contentType !== undefined) headers.append('Content-Type', body.contentType)
  return { method: request.method, headers, body: body && toBody(body) }
}

function toBody(body: BodyDescriptor): BodyInit {
  switch (body.kind) {
    case 'text':
      return body.text
    case 'bytes':
      return new Uint8Array(body.bytes)
    case 'url-encoded':
      return new URLSearchParams(body.entries)
    case 'form-data': {
      const form = new FormData()
      for (const [name, value] of body.entries) {
        if (typeof value === 'string') form.append(name, value)
        else form.append(name, new Blob([value.content], { type: value.type }), value.filename)
      }
      return form
    }
  }
}

const nastyStrings = [
  '',
  ' ',
  '\0',
  '\t',
  '\r\n',
  '.',
  '..',
  '../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/',
  '//',
  '\\',
  '?',
  '#',
  '&',
  '=',
  ';',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e999',
  '0x1F',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  "' OR '1'='1' --",
  '"; DROP TABLE pages; --',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '\u202e',
  '\ufeff',
  '\uffff',
  '\ud800',
  '\udfff',
  'İ',
  'ß',
  'ﬀ',
  'ñandú',
  '😀',
  '👩‍👩‍👧‍👦',
  'e\u0301',
]

const brokenEscapes = [
  '%',
  '%%',
  '%Z',
  '%ZZ',
  '%0',
  '%00',
  '%C0%AF',
  '%C0%80',
  '%C1%BF',
  '%FF',
  '%FE%FF',
  '%E0%A4%A',
  '%ED%A0%80',
  '%F4%90%80%80',
  '%EF%BB%BF',
  '%2e%2e%2f',
  '%2F',
  '%5C',
  '..%2F..%2F',
  '..%5C..%5C',
  '%252e%252e%252f',
  '%u0000',
  '%uD800',
]

const hugeText = fc
  .tuple(
    fc.constantFrom('a', 'ñ', '😀', '%', '/', '-', '..', '\0', 'a-'),
    fc.integer({ min: 500, max: 20_000 }),
  )
  .map(([unit, times]) => unit.repeat(times))

/** Strings no client should send: nasty constants, random (also unpaired surrogates), numbers, huge ones. */
const junkText: Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...nastyStrings) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.bigInt()).map(String) },
  { weight: 1, arbitrary: hugeText },
)

/** Percent-encodes the UTF-8 bytes of a string; unlike encodeURIComponent it never throws on lone surrogates. */
function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('')
}

/** A string as a URL carries it: escaped, raw (the URL parser cleans up what it must), or with broken escapes. */
function inUrl(text: Arbitrary<string>): Arbitrary<string> {
  return fc.oneof(
    text.map(percentEncode),
    text,
    fc.constantFrom(...brokenEscapes),
    fc.tuple(text, fc.constantFrom(...brokenEscapes), text).map((parts) => parts.join('')),
  )
}

/**
 * A header value the Fetch API accepts: its UTF-8 bytes read as Latin-1 (what a client writing UTF-8 bytes puts
 * on the wire), without the NUL, CR and LF that no header may hold.
 */
function asHeaderValue(text: string): string {
  if (/^[^\0\r\n\u0100-\uffff]*$/.test(text)) return text
  return Buffer.from(text, 'utf8')
    .toString('latin1')
    .replace(/[\0\r\n]/g, '')
}

type Resolve = Operation['resolve']

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type
  if (schema.type) return [schema.type]
  if (schema.properties) return ['object']
  if (schema.items) return ['array']
  return []
}

function patternOf(schema: JsonSchema): RegExp | undefined {
  if (schema.pattern === undefined) return undefined
  try {
    return new RegExp(schema.pattern, 'u')
  } catch {
    return undefined
  }
}

/** Values the schema accepts. Bounded in size and depth, so recursive schemas end. */
function validValue(schema: JsonSchema, resolve: Resolve, depth = 0): Arbitrary<unknown> {
  const s = resolve(schema)
  if (depth > 4) return fc.constant(s.default ?? null)
  if (s.const !== undefined) return fc.constant(s.const)
  if (s.enum?.length) return fc.constantFrom(...s.enum)
  const alternatives = s.anyOf ?? s.oneOf
  if (alternatives?.length)
    return fc.oneof(...alternatives.map((inner) => validValue(inner, resolve, depth + 1)))
  if (s.allOf?.length) return validValue(mergeAll(s.allOf.map(resolve)), resolve, depth + 1)
  const types = typesOf(s)
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 })
  return fc.oneof(...types.map((type) => validOfType(type, s, resolve, depth)))
}

function mergeAll(schemas: JsonSchema[]): JsonSchema {
  return schemas.reduce<JsonSchema>(
    (merged, schema) => ({
      ...merged,
      ...schema,
      properties: { ...merged.properties, ...schema.properties },
      required: [...(merged.required ?? []), ...(schema.required ?? [])],
    }),
    {},
  )
}

function validOfType(type: string, s: JsonSchema, resolve: Resolve, depth: number): Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null)
    case 'boolean':
      return fc.boolean()
    case 'integer':
      return fc.integer({
        min: Math.max(
          s.minimum ?? -1_000_000,
          s.exclusiveMinimum === undefined ? -Infinity : s.exclusiveMinimum + 1,
        ),
        max: Math.min(
          s.maximum ?? 1_000_000,
          s.exclusiveMaximum === undefined ? Infinity : s.exclusiveMaximum - 1,
        ),
      })
    case 'number':
      return fc.double({
        noNaN: true,
        noDefaultInfinity: true,
        min: s.minimum ?? s.exclusiveMinimum ?? -1e9,
        max: s.maximum ?? s.exclusiveMaximum ?? 1e9,
        minExcluded: s.minimum === undefined && s.exclusiveMinimum !== undefined,
        maxExcluded: s.maximum === undefined && s.exclusiveMaximum !== undefined,
      })
    case 'string':
      return validString(s)
    case 'array':
      return fc.array(validValue(s.items ?? {}, resolve, depth + 1), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 4, 4)),
      })
    case 'object': {
      const properties = s.properties ?? {}
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([name, inner]) => [name, validValue(inner, resolve, depth + 1)]),
        ),
        { requiredKeys: (s.required ?? []).filter((name) => name in properties) },
      )
    }
    default:
      return fc.jsonValue({ maxDepth: 1 })
  }
}

function validString(s: JsonSchema): Arbitrary<string> {
  const minLength = s.minLength ?? 0
  const maxLength = s.maxLength ?? 40
  const fits = (text: string) => text.length >= minLength && text.length <= maxLength
  const pattern = patternOf(s)
  if (pattern) return fc.stringMatching(pattern).filter(fits)
  const word = fc.stringMatching(/^[a-z0-9]{1,12}$/)
  // Common shapes only: fast-check's RFC-wide addresses and far-future dates are valid yet refused by zod.
  const date = fc.date({ min: new Date('1970-01-01'), max: new Date('2999-12-31'), noInvalidDate: true })
  switch (s.format) {
    case 'email':
      return fc
        .tuple(word, word, fc.constantFrom('es', 'com', 'org'))
        .map(([user, domain, top]) => `${user}@${domain}.${top}`)
    case 'uri':
    case 'url':
      return fc.webUrl().filter(fits)
    case 'uuid':
      return fc.uuid()
    case 'date-time':
      return date.map((value) => value.toISOString())
    case 'date':
      return date.map((value) => value.toISOString().slice(0, 10))
  }
  return fc.string({ minLength, maxLength: Math.min(maxLength, Math.max(minLength, 40)) })
}

/** A value as text in a URL or header: strings as they are, anything else as JSON. */
function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))
}

/** Strings that nearly satisfy a schema: a valid value altered in case, length, padding or content. */
function nearMisses(schema: JsonSchema, resolve: Resolve): Arbitrary<string> {
  const s = resolve(schema)
  const valid = validValue(s, resolve).map(asText)
  const tooLong = (s.maxLength ?? 0) > 0 ? [fc.constant('a'.repeat(s.maxLength! + 1))] : []
  return fc.oneof(
    valid.map((text) => text.toUpperCase()),
    valid.map((text) => text.slice(0, -1)),
    valid.map((text) => text.repeat(3)),
    fc
      .tuple(valid, fc.constantFrom(' ', '\0', '/', '%00', '-', '--', ',', '.json', '\u0301', 'İ'))
      .map(([text, extra]) => text + extra),
    fc
      .tuple(valid, junkText, fc.nat())
      .map(
        ([text, junk, at]) =>
          text.slice(0, at % (text.length + 1)) + junk + text.slice(at % (text.length + 1)),
      ),
    fc.constantFrom('-1', '1.5', '1e309', 'NaN', 'true', 'null', '[]', '{}', '""', "''"),
    ...tooLong,
  )
}

/** JSON values that break a schema: wrong types, missing or extra fields, nulls, deep nesting, huge sizes. */
function brokenValue(schema: JsonSchema, resolve: Resolve, depth = 0): Arbitrary<unknown> {
  const s = resolve(schema)
  const wrongType = fc.oneof(
    fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -0, '', 'x', [], {}, [null], { '': null }),
    fc.jsonValue({ maxDepth: 2 }),
    junkText,
  )
  if (depth > 3) return wrongType
  const valid = validValue(s, resolve)
  const broken: Arbitrary<unknown>[] = [
    wrongType,
    fc
      .tuple(valid, fc.integer({ min: 50, max: 2_000 }), fc.boolean())
      .map(([value, levels, inArrays]) => nest(value, levels, inArrays)),
  ]
  const types = typesOf(s)
  if (s.enum?.length || types.includes('string')) broken.push(nearMisses(s, resolve))
  if (types.includes('integer') || types.includes('number')) {
    broken.push(
      fc.constantFrom(
        ...[s.minimum, s.exclusiveMinimum].flatMap((bound) =>
          bound === undefined ? [] : [bound - 1, bound],
        ),
        ...[s.maximum, s.exclusiveMaximum].flatMap((bound) =>
          bound === undefined ? [] : [bound + 1, bound],
        ),
        0.5,
        -1,
        2 ** 53 + 1,
        1e308,
        '1',
      ),
    )
  }
  if (types.includes('array')) {
    broken.push(
      fc
        .tuple(validValue(s.items ?? {}, resolve, depth + 1), fc.integer({ min: 1_000, max: 20_000 }))
        .map(([item, times]) => Array.from({ length: times }, () => item)),
      fc.array(brokenValue(s.items ?? {}, resolve, depth + 1), { minLength: 1, maxLength: 3 }),
    )
  }
  const properties = Object.keys(s.properties ?? {})
  if (types.includes('object') && properties.length > 0) {
    const required = (s.required ?? []).filter((name) => properties.includes(name))
    const asObject = valid.map((value) => ({ ...(value as Record<string, unknown>) }))
    if (required.length > 0) {
      broken.push(
        fc.tuple(asObject, fc.subarray(required, { minLength: 1 })).map(([value, missing]) => {
          for (const name of missing) delete value[name]
          return value
        }),
      )
    }
    broken.push(
      fc
        .constantFrom(...properties)
        .chain((name) =>
          fc
            .tuple(asObject, brokenValue(s.properties![name]!, resolve, depth + 1))
            .map(([value, wrong]) => ({ ...value, [name]: wrong })),
        ),
      asObject.map((value) => Object.fromEntries(properties.map((name) => [name, value[name] ?? null]))),
      asObject.map((value) => Object.fromEntries(Object.keys(value).map((name) => [name, null]))),
      fc
        .tuple(
          asObject,
          fc.array(
            fc.tuple(
              fc.oneof(fc.constantFrom('__proto__', 'constructor'), junkText),
              fc.jsonValue({ maxDepth: 2 }),
            ),
            { minLength: 1, maxLength: 4 },
          ),
        )
        .map(([value, extra]) => {
          // defineProperty keeps "__proto__" an own, serialisable key instead of setting the prototype.
          for (const [name, inner] of extra) {
            Object.defineProperty(value, name, {
              value: inner,
              enumerable: true,
              writable: true,
              configurable: true,
            })
          }
          return value
        }),
    )
  }
  return fc.oneof(...broken)
}

function nest(value: unknown, levels: number, inArrays: boolean): unknown {
  let nested = value
  for (let level = 0; level < levels; level++) nested = inArrays ? [nested] : { a: nested }
  return nested
}

/** Whether a value found in the API's answers is one the parameter's schema accepts. */
function accepts(schema: JsonSchema, resolve: Resolve, text: string): boolean {
  const s = resolve(schema)
  if (s.enum) return s.enum.includes(text)
  const types = typesOf(s)
  const inRange = (value: number) => value >= (s.minimum ?? -Infinity) && value <= (s.maximum ?? Infinity)
  if (types.includes('integer') && /^-?\d{1,15}$/.test(text)) return inRange(Number(text))
  if (types.includes('number') && Number.isFinite(Number(text)) && text.trim() !== '') return true
  if (types.length > 0 && !types.includes('string')) return false
  if (text.length < (s.minLength ?? 0) || text.length > (s.maxLength ?? Infinity)) return false
  if (s.format === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  if (s.format === 'date-time' && Number.isNaN(Date.parse(text))) return false
  if (s.format === 'uuid' && !/^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i.test(text)) return false
  return patternOf(s)?.test(text) ?? s.pattern === undefined
}

/**
 * Valid text for a parameter: generated from its schema, or a value the API itself answered with (a slug from a
 * menu, say), which is what gets a request past validation and into the services.
 */
function validText(parameter: Parameter, resolve: Resolve, observed: string[]): Arbitrary<string> {
  const generated = validValue(parameter.schema, resolve).map(asText)
  const known = observed.filter((text) => accepts(parameter.schema, resolve, text))
  return known.length > 0
    ? fc.oneof({ weight: 1, arbitrary: generated }, { weight: 3, arbitrary: fc.constantFrom(...known) })
    : generated
}

function parameterText(parameter: Parameter, resolve: Resolve, observed: string[]): Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: validText(parameter, resolve, observed) },
    { weight: 1, arbitrary: nearMisses(parameter.schema, resolve) },
    { weight: 2, arbitrary: junkText },
  )
}

function pathSegment(parameter: Parameter, resolve: Resolve, observed: string[]): Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: validText(parameter, resolve, observed).map(percentEncode) },
    { weight: 3, arbitrary: inUrl(parameterText(parameter, resolve, observed)) },
  )
}

function queryString(operation: Operation, observed: string[]): Arbitrary<string> {
  const { resolve } = operation
  const pair = (key: Arbitrary<string>, value: Arbitrary<string>) =>
    fc
      .tuple(key, value, fc.constantFrom('=', '=', '=', '', '=='))
      .map(([name, text, separator]) => (separator === '' ? name : `${name}${separator}${text}`))
  const known = operation.parameters
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => {
      const value = inUrl(parameterText(parameter, resolve, observed))
      const valid = validText(parameter, resolve, observed).map(percentEncode)
      const name = fc.constantFrom(
        parameter.name,
        parameter.name,
        parameter.name.toUpperCase(),
        `${parameter.name}[]`,
        `${parameter.name}[0]`,
        `${parameter.name}[a]`,
        `${parameter.name}.x`,
        ` ${parameter.name}`,
        `${parameter.name}%00`,
        percentEncode(parameter.name).replace(/^./, (first) => `%${first.charCodeAt(0).toString(16)}`),
      )
      return fc.oneof(
        fc.constant<string[]>([]),
        pair(fc.constant(parameter.name), valid).map((text) => [text]),
        pair(name, value).map((text) => [text]),
        fc.array(pair(fc.constant(parameter.name), fc.oneof(valid, value)), { minLength: 2, maxLength: 5 }),
      )
    })
  const unknown = fc.array(
    pair(
      fc.oneof(
        fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'a[b][c]'),
        inUrl(junkText),
      ),
      inUrl(junkText),
    ),
    { maxLength: 3 },
  )
  const stray = fc.array(fc.constantFrom('', '&', '=', '==', '?', '%', ';', '#', '+', '%26', '%3D'), {
    maxLength: 2,
  })
  return fc
    .tuple(fc.tuple(...known), unknown, stray, fc.constantFrom('&', '&', '&&', ';'), fc.boolean())
    .chain(([ownPairs, unknownPairs, strayPairs, separator, questionMark]) => {
      const all = [...ownPairs.flat(), ...unknownPairs, ...strayPairs]
      return fc
        .shuffledSubarray(all, { minLength: all.length, maxLength: all.length })
        .map((pairs) => (pairs.length > 0 || questionMark ? `?${pairs.join(separator)}` : ''))
    })
}

function fakeJwt(): Arbitrary<string> {
  const part = (value: Arbitrary<unknown>) =>
    value.map((inner) => Buffer.from(JSON.stringify(inner) ?? '', 'utf8').toString('base64url'))
  return fc
    .tuple(
      part(fc.oneof(fc.constant({ alg: 'none', typ: 'JWT' }), fc.constant({ alg: 'HS256' }), fc.jsonValue())),
      part(fc.oneof(fc.constant({ sub: '1', exp: 1 }), fc.jsonValue())),
      fc.oneof(fc.constant(''), fc.base64String(), junkText),
    )
    .map((parts) => parts.join('.'))
}

const headerValue = junkText.map(asHeaderValue)

const headerValues: Record<string, Arbitrary<string>> = {
  'Content-Type': fc.oneof(
    fc.constantFrom(
      'application/json',
      'application/json; charset=utf-16',
      'application/json; charset=nope',
      'APPLICATION/JSON',
      'application/vnd.api+json',
      'application/json, text/plain',
      'text/plain',
      'text/html',
      'application/xml',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/form-data; boundary=nope',
      'application/octet-stream',
      '*/*',
      ';',
      '',
    ),
    headerValue,
  ),
  Accept: fc.oneof(
    fc.constantFrom(
      'application/xml',
      'text/html',
      '*/*',
      'application/json;q=0',
      'application/json;q=abc',
      '',
    ),
    headerValue,
  ),
  'Accept-Language': fc.oneof(
    fc.constantFrom('xx', '*', 'es;q=abc', 'es-ES,es;q=0.9,en;q=0.8', ';;;,,,', 'zz-ZZZZ-x-private', ''),
    fc
      .array(fc.constantFrom('es', 'ca', 'en', 'eu', 'fr', '*'), { minLength: 100, maxLength: 2_000 })
      .map((codes) => codes.join(',')),
    headerValue,
  ),
  'Accept-Encoding': fc.oneof(
    fc.constantFrom('gzip', 'br', 'deflate, gzip;q=0', 'identity;q=0', '*;q=0'),
    headerValue,
  ),
  Authorization: fc.oneof(
    fc.constantFrom('Bearer', 'Bearer ', 'Basic', 'Basic !!!', 'Digest username="x"', 'Bearer null'),
    junkText.map((junk) => asHeaderValue(`Bearer ${junk}`)),
    fakeJwt().map((token) => `Bearer ${token}`),
    junkText.map((junk) => `Basic ${Buffer.from(junk, 'utf8').toString('base64')}`),
    headerValue,
  ),
  Cookie: fc.oneof(
    junkText.map((junk) => asHeaderValue(`session=${junk}`)),
    fc.constantFrom('=', ';', '=;=;', 'session', 'session=; session=x', 'i18n_redirected=xx'),
    fc
      .array(fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })), { maxLength: 200 })
      .map((pairs) => asHeaderValue(pairs.map(([name, value]) => `${name}=${value}`).join('; '))),
    headerValue,
  ),
  'If-None-Match': fc.oneof(
    fc.constantFrom('*', '""', '"', 'W/', 'W/""', 'W/"x"', '"x", W/"y"', ',,,', '*, "x"'),
    junkText.map((junk) => asHeaderValue(`"${junk}"`)),
    fc
      .array(fc.stringMatching(/^[0-9a-f]{1,40}$/), { minLength: 50, maxLength: 2_000 })
      .map((tags) => tags.map((tag) => `W/"${tag}"`).join(', ')),
    headerValue,
  ),
}

const otherHeaderNames = [
  'If-Modified-Since',
  'If-Match',
  'Range',
  'Origin',
  'Referer',
  'Host',
  'X-Forwarded-For',
  'X-Portal-Peer-Address',
  'X-Forwarded-Host',
  'X-Forwarded-Proto',
  'X-HTTP-Method-Override',
  'Content-Encoding',
  'Content-Length',
  'Transfer-Encoding',
  'Expect',
  'User-Agent',
  'Cache-Control',
]

const headerName = fc.oneof(
  fc.constantFrom(...otherHeaderNames),
  fc.stringMatching(/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,40}$/),
)

function headers(operation: Operation, observed: string[]): Arbitrary<[string, string][]> {
  const documented = operation.parameters
    .filter((parameter) => parameter.in === 'header' || parameter.in === 'cookie')
    .map((parameter) =>
      parameterText(parameter, operation.resolve, observed).map((text): [string, string] =>
        parameter.in === 'header'
          ? [parameter.name, asHeaderValue(text)]
          : ['Cookie', asHeaderValue(`${parameter.name}=${text}`)],
      ),
    )
  const header = fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .constantFrom(...Object.keys(headerValues))
        .chain((name) => headerValues[name]!.map((value): [string, string] => [name, value])),
    },
    { weight: 2, arbitrary: fc.tuple(headerName, headerValue) },
    ...documented.map((arbitrary) => ({ weight: 3, arbitrary })),
  )
  return fc.array(
    header.map(([name, value]): [string, string] => [name, asHeaderValue(value)]),
    { maxLength: 6 },
  )
}

const invalidJson = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '{',
    '}',
    '[',
    '{"a":}',
    '{"a":1,}',
    '[1,2',
    "{'a':1}",
    '{"a" 1}',
    'NaN',
    'undefined',
    'tru',
    '-',
    '"unterminated',
    '\ufeff{}',
    '{"a":1}{"b":2}',
    '{"a":"\\ud800"}',
    '{"a":"\\u00"}',
    '1e999999',
    '\0',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
  ),
  fc.tuple(fc.jsonValue(), fc.nat()).map(([value, at]) => {
    const text = JSON.stringify(value) ?? ''
    return text.slice(0, at % Math.max(text.length, 1))
  }),
  fc
    .tuple(fc.integer({ min: 1_000, max: 100_000 }), fc.boolean())
    .map(([depth, inArrays]) =>
      inArrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
    ),
  junkText,
)

const multipartJunk = fc.oneof(
  fc.constantFrom(
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue\r\n--x--\r\n',
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nno closing boundary',
    '--x\r\nContent-Disposition: form-data; name="file"; filename="../../etc/passwd"\r\nContent-Type: image/png\r\n\r\nGIF89a\r\n--x--',
    '--x\r\n\r\n--x--',
    '--\r\n',
  ),
  junkText.map((junk) => `--x\r\nContent-Disposition: form-data; name="${junk}"\r\n\r\n${junk}\r\n--x--`),
)

const formEntries = fc.array(fc.tuple(junkText, junkText), { maxLength: 5 })

/** Bodies built from a media type's schema, in that media type's encoding: valid values, or mostly broken ones. */
function schemaBodies(
  { type, schema }: { type: string; schema: JsonSchema },
  resolve: Resolve,
  valid: boolean,
) {
  const value = valid
    ? validValue(schema, resolve)
    : fc.oneof(
        { weight: 1, arbitrary: validValue(schema, resolve) },
        { weight: 3, arbitrary: brokenValue(schema, resolve) },
      )
  const fields = value.map((inner): [string, string][] =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.entries(inner).map(([name, field]) => [name, asText(field)])
      : [['value', asText(inner)]],
  )
  if (type.includes('x-www-form-urlencoded')) {
    return fields.map((entries): BodyDescriptor => ({ kind: 'url-encoded', entries, contentType: type }))
  }
  if (type.startsWith('multipart/'))
    return fields.map((entries): BodyDescriptor => ({ kind: 'form-data', entries }))
  if (type.includes('json')) {
    return value.map((inner): BodyDescriptor => ({
      kind: 'text',
      text: JSON.stringify(inner) ?? '',
      contentType: type,
    }))
  }
  return value.map((inner): BodyDescriptor => ({ kind: 'text', text: asText(inner), contentType: type }))
}

function bodies(operation: Operation): Arbitrary<BodyDescriptor | undefined> {
  // Junk often claims the media type the operation takes, so that it reaches the body parser, not just a 415.
  const declared = operation.body?.media.map((media) => media.type) ?? []
  const contentType = fc.option(
    fc.oneof(fc.constantFrom('application/json', ...declared), headerValues['Content-Type']!),
    { nil: undefined },
  )
  const junk = fc.oneof(
    fc
      .tuple(invalidJson, contentType)
      .map(([text, type]): BodyDescriptor => ({ kind: 'text', text, contentType: type })),
    fc.tuple(fc.jsonValue(), contentType).map(([value, type]): BodyDescriptor => ({
      kind: 'text',
      text: JSON.stringify(value) ?? '',
      contentType: type,
    })),
    fc
      .tuple(
        multipartJunk,
        fc.constantFrom(
          'multipart/form-data; boundary=x',
          'multipart/form-data; boundary=y',
          'multipart/form-data',
        ),
      )
      .map(([text, type]): BodyDescriptor => ({ kind: 'text', text, contentType: type })),
    fc
      .tuple(formEntries, contentType)
      .map(([entries, type]): BodyDescriptor => ({ kind: 'url-encoded', entries, contentType: type })),
    fc
      .tuple(
        fc.array(
          fc.tuple(
            junkText,
            fc.oneof(
              junkText,
              fc.record({ filename: junkText, type: headerValues['Content-Type']!, content: junkText }),
            ),
          ),
          { maxLength: 4 },
        ),
        contentType,
      )
      .map(([entries, type]): BodyDescriptor => ({ kind: 'form-data', entries, contentType: type })),
    fc
      .tuple(fc.array(fc.nat({ max: 255 }), { maxLength: 2_000 }), contentType)
      .map(([bytes, type]): BodyDescriptor => ({ kind: 'bytes', bytes, contentType: type })),
  )
  const fromSchema = (operation.body?.media ?? []).map((media) =>
    schemaBodies(media, operation.resolve, false),
  )
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 3, arbitrary: junk },
    ...fromSchema.map((arbitrary) => ({ weight: 6 / fromSchema.length, arbitrary })),
  )
}

function validBodies(operation: Operation): Arbitrary<BodyDescriptor | undefined> {
  const media = operation.body?.media ?? []
  if (media.length === 0) return fc.constant(undefined)
  const valid = fc.oneof(...media.map((inner) => schemaBodies(inner, operation.resolve, true)))
  return operation.body?.required ? valid : fc.option(valid, { nil: undefined })
}

const otherMethods = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE', 'PROPFIND', 'FOO']

/** A query string cannot say null: a parameter documented as nullable is sent with a value or not at all. */
function withoutNull(schema: JsonSchema): JsonSchema {
  return Array.isArray(schema.type)
    ? { ...schema, type: schema.type.filter((type) => type !== 'null') }
    : schema
}

/**
 * The query string of a request that follows the contract: required parameters, some optional ones. An array is
 * sent as OpenAPI's default for query parameters says (style form, exploded): the name repeated for each item.
 */
function validQueryString(operation: Operation, observed: string[]): Arbitrary<string> {
  const pairs = operation.parameters
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => {
      const schema = withoutNull(operation.resolve(parameter.schema))
      const name = percentEncode(parameter.name)
      const pair = typesOf(schema).includes('array')
        ? fc
            .array(validValue(schema.items ?? {}, operation.resolve), {
              minLength: Math.max(1, schema.minItems ?? 1),
              maxLength: 3,
            })
            .map((items) => items.map((item) => `${name}=${percentEncode(asText(item))}`).join('&'))
        : validText({ ...parameter, schema }, operation.resolve, observed).map(
            (text) => `${name}=${percentEncode(text)}`,
          )
      return parameter.required ? pair : fc.option(pair, { nil: undefined })
    })
  return fc.tuple(...pairs).map((all) => {
    const present = all.filter((pair) => pair !== undefined)
    return present.length > 0 ? `?${present.join('&')}` : ''
  })
}

/**
 * Requests for one operation: a quarter follow the contract in path, query and body (with junk headers), so that
 * they reach the services; the rest are malformed in every part. Now and then the method is another one.
 */
export function malformedRequests(
  operation: Operation,
  observed: string[] = [],
): Arbitrary<GeneratedRequest> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path')
  const segments = (valid: boolean) =>
    fc.tuple(
      ...pathParameters.map((parameter) =>
        (valid
          ? validText(parameter, operation.resolve, observed).map(percentEncode)
          : pathSegment(parameter, operation.resolve, observed)
        ).map((text): [string, string] => [parameter.name, text]),
      ),
    )
  const method = fc.oneof(
    { weight: 8, arbitrary: fc.constant(operation.method) },
    { weight: 2, arbitrary: fc.constantFrom(...otherMethods) },
  )
  const request = (valid: boolean) =>
    fc.record({
      conforming: fc.constant(valid),
      method: valid ? fc.constant(operation.method) : method,
      segments: segments(valid),
      query: valid ? validQueryString(operation, observed) : queryString(operation, observed),
      headers: headers(operation, observed),
      body: valid ? validBodies(operation) : bodies(operation),
    })
  return fc
    .oneof({ weight: 1, arbitrary: request(true) }, { weight: 3, arbitrary: request(false) })
    .map(({ conforming, method, segments, query, headers, body }) => {
      const values = new Map(segments)
      const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => values.get(name) ?? '')
      return {
        conforming,
        method,
        url: `${operation.base}${path}${query}`,
        headers,
        ...(methodsWithoutBody.has(method) || body === undefined ? {} : { body }),
      }
    })
}

/** Every string in a JSON answer, and the segments of those that are paths, to reuse as valid parameters. */
export function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value, ...value.split('/').filter(Boolean)]
  if (value === null || typeof value !== 'object') return []
  return Object.values(value).flatMap(stringsIn)
}
