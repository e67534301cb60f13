import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Role } from '@/lib/contract/auth'
import { createLocalFileStorage } from '@/lib/server/integrations/file-storage'
import { addAttachment } from '@/lib/server/services/attachments'
import { memberProfiles, users } from '@/lib/server/db/schema'
import { demoAccounts } from '@/lib/server/db/seed/site'
import { bearerFor, createTestUser } from '../support/auth'
import { apiContract, setupTestApi } from '../support/test-api'

/**
 * Walks every operation that needs a session: without one it answers 401; a role it is not for gets 403; and a
 * second person naming the first one's objects gets 404 (or 403) and never sees or changes them. An operation
 * that needs a session and is missing from `operations` fails the first test, so a new endpoint joins the walk.
 */

const api = setupTestApi()
const roles: Role[] = ['collegiate', 'precollegiate', 'non_member', 'staff']
const principalsOf: Record<Role, string[]> = {
  collegiate: ['role:collegiate'],
  precollegiate: ['role:precollegiate'],
  non_member: ['role:non-member'],
  staff: ['role:staff'],
}

interface Person {
  id: string
  token: string
}

/** What one person owns, made before the walk: the values the second person will try to reach. */
interface Owned {
  collegiate: Record<string, string>
  precollegiate: Record<string, string>
}

interface Walked {
  /** Who may call it; absent when every signed-in person may (it then concerns only the caller). */
  roles?: Role[]
  /** The request that names the first person's object, for a second person of the same role to send. */
  foreign?: (owned: Owned) => {
    path?: Record<string, string>
    query?: Record<string, string>
    json?: unknown
  }
}

const pdf = new TextEncoder().encode('%PDF-1.7\nwalk')

const operations: Record<string, Walked> = {
  'GET /user/me': {},
  'PATCH /user/me': {},
  'PATCH /user/password': {},
  'POST /auth/jwt/refresh': {},
  'POST /auth/jwt/logout': {},
  'GET /auth/jwt/refresh-cookie': {},
  'GET /public/dni-verification-content/verify-dni-verification/me': { roles: ['non_member'] },
  'POST /public/dni-verification-content/verify-dni-verification/me': { roles: ['non_member'] },
  'POST /public/dni-verification-content/verify-dni-verification/me/confirm': { roles: ['non_member'] },
  // Rating a public resource: the id names public content, not someone's object.
  'PATCH /resources/{id}/stars': {},
  'GET /resources/{id}/stars/me': {},
  'PATCH /resource-cards/{id}/stars': {},
  'GET /resource-cards/{id}/stars/me': {},
  'GET /public/collegiates/files': { roles: ['collegiate'] },
  'POST /public/collegiates/files/add': { roles: ['collegiate'] },
  'POST /public/collegiates/files/remove': {
    roles: ['collegiate'],
    foreign: (owned) => ({ json: { id: owned.collegiate.attachment } }),
  },
  'GET /public/collegiates/files/{id}': {
    roles: ['collegiate', 'staff'],
    foreign: (owned) => ({ path: { id: owned.collegiate.attachment! } }),
  },
  'GET /public/precollegiates/files': { roles: ['precollegiate'] },
  'POST /public/precollegiates/files/add': { roles: ['precollegiate'] },
  'POST /public/precollegiates/files/remove': {
    roles: ['precollegiate'],
    foreign: (owned) => ({ json: { id: owned.precollegiate.attachment } }),
  },
  'GET /public/precollegiates/files/{id}': {
    roles: ['precollegiate', 'staff'],
    foreign: (owned) => ({ path: { id: owned.precollegiate.attachment! } }),
  },
  'GET /public/collegiates': { roles: ['collegiate'] },
  'PATCH /public/collegiates': { roles: ['collegiate'] },
  'GET /public/precollegiates': { roles: ['precollegiate'] },
  'PATCH /public/precollegiates': { roles: ['precollegiate'] },
  'GET /public/collegiate-transactions': { roles: ['collegiate'] },
  'GET /public/collegiate-transactions/{id}/invoice': {
    roles: ['collegiate'],
    foreign: (owned) => ({ path: { id: owned.collegiate.movement! } }),
  },
  'GET /public/collegiate-transactions/{id}/invoice-corrections/{number}': {
    roles: ['collegiate'],
    foreign: (owned) => ({ path: { id: owned.collegiate.movement!, number: 'FR-2026-000001' } }),
  },
  // SEPA mandates: the caller's own; another collegiate's request names nothing and finds none.
  'GET /public/collegiates/sepa-mandate': { roles: ['collegiate'], foreign: () => ({}) },
  'POST /public/collegiates/sepa-mandate': { roles: ['collegiate'] },
  'GET /public/collegiates/sepa-mandate/document': { roles: ['collegiate'], foreign: () => ({}) },
  'POST /public/collegiates/sepa-mandate/signed': { roles: ['collegiate'] },
  'GET /public/collegiates/events/applications': { roles: ['collegiate'] },
  'GET /public/collegiates/events/applications/{id}': {
    roles: ['collegiate'],
    foreign: (owned) => ({ path: { id: owned.collegiate.application! } }),
  },
  'POST /public/collegiates/events/applications': { roles: ['collegiate'] },
  'POST /public/collegiates/events/applications/{id}/cancel': {
    roles: ['collegiate'],
    foreign: (owned) => ({ path: { id: owned.collegiate.application! } }),
  },
  'GET /public/collegiates/events/applications/{id}/calendar': {
    roles: ['collegiate'],
    foreign: (owned) => ({ path: { id: owned.collegiate.application! } }),
  },
  'GET /public/collegiates/events/applications/{id}/certificate': {
    roles: ['collegiate'],
    foreign: (owned) => ({ path: { id: owned.collegiate.application! } }),
  },
  'GET /public/collegiates/certificates/good-standing': { roles: ['collegiate'] },
  'GET /public/collegiates/certificates/good-standing/availability': { roles: ['collegiate'] },
  'GET /public/events/applications/documents': {
    roles: ['collegiate', 'precollegiate'],
    foreign: (owned) => ({ query: { application_id: owned.collegiate.application! } }),
  },
  'POST /public/events/applications/documents': { roles: ['collegiate', 'precollegiate'] },
  'GET /public/precollegiates/events/applications': { roles: ['precollegiate'] },
  'POST /public/precollegiates/events/applications': { roles: ['precollegiate'] },
  'POST /public/precollegiates/events/applications/{id}/cancel': {
    roles: ['precollegiate'],
    foreign: (owned) => ({ path: { id: owned.precollegiate.application! } }),
  },
  'GET /public/precollegiates/events/applications/{id}/calendar': {
    roles: ['precollegiate'],
    foreign: (owned) => ({ path: { id: owned.precollegiate.application! } }),
  },
  'GET /public/precollegiates/events/applications/{id}/certificate': {
    roles: ['precollegiate'],
    foreign: (owned) => ({ path: { id: owned.precollegiate.application! } }),
  },
  'GET /public/precollegiates/events/applications/{id}': {
    roles: ['precollegiate'],
    foreign: (owned) => ({ path: { id: owned.precollegiate.application! } }),
  },
  // What a collegiate keeps out of the public registry
  'GET /public/collegiates/registry-visibility': { roles: ['collegiate'] },
  'PUT /public/collegiates/registry-visibility': { roles: ['collegiate'] },
  'GET /public/collegiates/subscriptions': { roles: ['collegiate'] },
  'PUT /public/collegiates/subscriptions': { roles: ['collegiate'] },
  'GET /public/precollegiates/subscriptions': { roles: ['precollegiate'] },
  'PUT /public/precollegiates/subscriptions': { roles: ['precollegiate'] },
  'GET /masters/collegiates/consents': { roles: ['collegiate', 'precollegiate'] },
  'PUT /masters/collegiates/consents': { roles: ['collegiate', 'precollegiate'] },
  'GET /masters/collegiates/consents/history': { roles: ['collegiate', 'precollegiate'] },
  'GET /public/collegiates/resources/loans': { roles: ['collegiate'] },
  'POST /public/collegiates/resources/loans': { roles: ['collegiate'] },
  'POST /public/collegiates/resources/loans/{id}/cancel': {
    roles: ['collegiate'],
    foreign: (owned) => ({ path: { id: owned.collegiate.loan! } }),
  },
  'GET /public/collegiates/generic-procedures/applications': { roles: ['collegiate'] },
  'GET /public/collegiates/generic-procedures/applications/{id}': {
    roles: ['collegiate'],
    foreign: (owned) => ({ path: { id: owned.collegiate.procedureApplication! } }),
  },
  'GET /public/precollegiates/generic-procedures/applications': { roles: ['precollegiate'] },
  'GET /public/precollegiates/generic-procedures/applications/{id}': {
    roles: ['precollegiate'],
    foreign: (owned) => ({ path: { id: owned.precollegiate.procedureApplication! } }),
  },
  'GET /public/collegiates/procedures/applications': { roles: ['collegiate'] },
  'GET /public/precollegiates/procedures/applications': { roles: ['precollegiate'] },
  // Professional societies: the demo collegiate's seeded society and one of its components.
  'GET /public/collegiates/professional-societies': { roles: ['collegiate'] },
  'POST /public/collegiates/professional-societies': { roles: ['collegiate'] },
  'GET /public/collegiates/professional-societies/{id}': {
    roles: ['collegiate'],
    foreign: (owned) => ({ path: { id: owned.collegiate.society! } }),
  },
  'POST /public/collegiates/professional-societies/{id}/components': {
    roles: ['collegiate'],
    foreign: (owned) => ({
      path: { id: owned.collegiate.society! },
      json: {
        name: 'A',
        surnames: 'B',
        document_type: 'dni',
        document: '00000000T',
        component_type: 'other',
      },
    }),
  },
  'POST /public/collegiates/professional-societies/{id}/components/{componentId}/remove': {
    roles: ['collegiate'],
    foreign: (owned) => ({
      path: { id: owned.collegiate.society!, componentId: owned.collegiate.societyComponent! },
    }),
  },
  'POST /public/collegiates/professional-societies/{id}/components/{componentId}/administrator': {
    roles: ['collegiate'],
    foreign: (owned) => ({
      path: { id: owned.collegiate.society!, componentId: owned.collegiate.societyComponent! },
    }),
  },
  'POST /public/collegiates/professional-societies/{id}/deactivate': {
    roles: ['collegiate'],
    foreign: (owned) => ({ path: { id: owned.collegiate.society! } }),
  },
  'POST /public/collegiates/professional-societies/{id}/activate': {
    roles: ['collegiate'],
    foreign: (owned) => ({ path: { id: owned.collegiate.society! } }),
  },
  // Generic procedure forms: creates the caller's own application; a procedure id names public content.
  'POST /public/collegiates/generic-procedures/applications': { roles: ['collegiate'] },
  'POST /public/precollegiates/generic-procedures/applications': { roles: ['precollegiate'] },
  // Card payments: paying another's movement.
  'POST /public/payments/card': {
    roles: ['collegiate', 'precollegiate'],
    foreign: (owned) => ({ json: { movement_id: owned.collegiate.pendingMovement, type: 'card_v2' } }),
  },
  // Payments: the demo collegiate's pending fee and the transfer awaited for it.
  'POST /public/payments/bank-transfer': {
    roles: ['collegiate', 'precollegiate'],
    foreign: (owned) => ({ json: { movement_id: owned.collegiate.pendingMovement, lang: 'es' } }),
  },
  'POST /public/payments/direct-debit': {
    roles: ['collegiate', 'precollegiate'],
    foreign: (owned) => ({
      json: { movement_id: owned.collegiate.pendingMovement, type: 'direct_debit_1', lang: 'es' },
    }),
  },
  'GET /public/payments/{id}': {
    roles: ['collegiate', 'precollegiate'],
    foreign: (owned) => ({ path: { id: owned.collegiate.payment! } }),
  },
}

/**
 * The first person of each member role is a demo account, with the history the seed gives it (profile,
 * movements, applications…) and an attachment; what the walk tries to reach is read from their own answers.
 */
async function makeOwned(owner: Record<'collegiate' | 'precollegiate', Person>): Promise<Owned> {
  const storage = createLocalFileStorage(api.uploadsDir)
  const read = async (person: Person, path: string) => {
    const response = await api.request(`/api${path}`, {
      headers: { Authorization: `Bearer ${person.token}` },
    })
    expect(response.status, path).toBe(200)
    return response.json()
  }
  const firstId = async (person: Person, path: string) =>
    ((await read(person, path)).items[0] as { id: string }).id
  const ownedBy = async (person: Person, group: 'collegiates' | 'precollegiates') => ({
    attachment: (
      await addAttachment(api.db, storage, person.id, { kind: 'other', filename: 'walk.pdf', bytes: pdf })
    ).id,
    application: await firstId(person, `/public/${group}/events/applications`),
    procedureApplication: await firstId(person, `/public/${group}/generic-procedures/applications`),
  })
  const sepaMandateOf = async (person: Person) => {
    const response = await api.request('/api/public/collegiates/sepa-mandate', {
      method: 'POST',
      headers: { Authorization: `Bearer ${person.token}` },
    })
    expect([200, 201]).toContain(response.status)
    return ((await response.json()) as { reference: string }).reference
  }
  const awaitTransfer = async (person: Person, movementId: string) => {
    const response = await api.request('/api/public/payments/bank-transfer', {
      method: 'POST',
      headers: { Authorization: `Bearer ${person.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ movement_id: movementId, lang: 'es' }),
    })
    expect(response.status).toBe(201)
    return ((await response.json()) as { id: string }).id
  }
  const pendingMovement = await firstId(owner.collegiate, '/public/collegiate-transactions?status=pending')
  const profile = (await read(owner.collegiate, '/public/collegiates')) as {
    economic: { iban: string | null }
    main: { collegiate_code: string | null }
  }
  const [society] = (await read(owner.collegiate, '/public/collegiates/professional-societies')) as Array<{
    id: string
  }>
  const societyDetail = (await read(
    owner.collegiate,
    `/public/collegiates/professional-societies/${society!.id}`,
  )) as { components: Array<{ id: string; administrator: boolean }> }
  return {
    collegiate: {
      ...(await ownedBy(owner.collegiate, 'collegiates')),
      society: society!.id,
      societyComponent: societyDetail.components.find((component) => !component.administrator)!.id,
      movement: await firstId(owner.collegiate, '/public/collegiate-transactions?status=paid'),
      pendingMovement,
      payment: await awaitTransfer(owner.collegiate, pendingMovement),
      loan: await firstId(owner.collegiate, '/public/collegiates/resources/loans'),
      registration: await firstId(owner.collegiate, '/public/collegiates/procedures/applications'),
      iban: profile.economic.iban!,
      collegiateCode: profile.main.collegiate_code!,
      sepaMandate: await sepaMandateOf(owner.collegiate),
    },
    precollegiate: await ownedBy(owner.precollegiate, 'precollegiates'),
  }
}

const contract = apiContract()
const signedInOperations = Object.entries(
  contract.document.paths as Record<string, Record<string, { security?: Array<Record<string, unknown>> }>>,
).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([, operation]) => (operation.security ?? []).some((scheme) => 'bearer' in scheme))
    .map(([method]) => `${method.toUpperCase()} ${path}`),
)

const publicOperations = Object.entries(
  contract.document.paths as Record<string, Record<string, { security?: unknown[] }>>,
).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([, operation]) => operation.security?.length === 0)
    .map(([method]) => `${method.toUpperCase()} ${path}`),
)

const fill = (template: string, values: Record<string, string> = {}) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? (name === 'lang' ? 'es' : '1'))

function send(
  key: string,
  token: string | undefined,
  parts: { path?: Record<string, string>; query?: Record<string, string>; json?: unknown } = {},
) {
  const [method, template] = key.split(' ') as [string, string]
  const query = parts.query ? `?${new URLSearchParams(parts.query)}` : ''
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {}
  const hasBody = method !== 'GET'
  return api.request(`/api${fill(template, parts.path)}${query}`, {
    method,
    headers: hasBody ? { ...headers, 'Content-Type': 'application/json' } : headers,
    body: hasBody ? JSON.stringify(parts.json ?? {}) : undefined,
  })
}

let people: Record<Role, Person>
let others: Record<'collegiate' | 'precollegiate', Person>
let owned: Owned

async function person(role: Role): Promise<Person> {
  const user = await createTestUser(api.db, { principals: principalsOf[role] })
  return { id: user.id, token: await bearerFor(api.request, user.email, user.password) }
}

async function demoPerson(email: string): Promise<Person> {
  const account = demoAccounts.find((candidate) => candidate.email === email)!
  const [user] = await api.db.select({ id: users.id }).from(users).where(eq(users.email, email))
  return { id: user!.id, token: await bearerFor(api.request, email, account.password!) }
}

beforeAll(async () => {
  people = {
    collegiate: await demoPerson('colegiada@demo.colegio.example'),
    precollegiate: await demoPerson('precolegiado@demo.colegio.example'),
    non_member: await person('non_member'),
    staff: await person('staff'),
  }
  others = { collegiate: await person('collegiate'), precollegiate: await person('precollegiate') }
  // In good standing, so that their own certificate is served (and shows nothing of the first collegiate's).
  await api.db.insert(memberProfiles).values({ user_id: others.collegiate.id, collegiate_status: 'active' })
  owned = await makeOwned(people)
})

// #12: every back-office operation is for staff only, with no exception to list.
for (const key of signedInOperations) {
  if (/^[A-Z]+ \/admin\//.test(key)) operations[key] = { roles: ['staff'] }
}

describe('the authorisation walk', () => {
  it('covers every operation that needs a session', () => {
    expect(Object.keys(operations).sort()).toEqual([...signedInOperations].sort())
  })

  it('walks every back-office operation: none goes without the staff check', () => {
    const backOffice = Object.entries(contract.document.paths as Record<string, object>).flatMap(
      ([path, item]) =>
        path.startsWith('/admin/')
          ? Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`)
          : [],
    )
    expect(backOffice.length).toBeGreaterThan(0)
    expect(backOffice.filter((key) => operations[key]?.roles?.join() !== 'staff')).toEqual([])
  })

  it.each(signedInOperations)('%s answers 401 without a session', async (key) => {
    expect((await send(key, undefined)).status).toBe(401)
  })

  it.each(publicOperations)('%s, documented as public, answers without a session', async (key) => {
    expect((await send(key, undefined)).status).not.toBe(401)
  })

  const limited = Object.entries(operations).flatMap(([key, { roles: allowed }]) =>
    allowed ? roles.filter((role) => !allowed.includes(role)).map((role) => [key, role] as const) : [],
  )
  it.each(limited)('%s answers 403 to the role %s', async (key, role) => {
    expect((await send(key, people[role].token)).status).toBe(403)
  })

  const foreign = Object.entries(operations).flatMap(([key, { roles: allowed, foreign: parts }]) =>
    parts
      ? [
          [
            key,
            (allowed ?? ['collegiate']).find((role) => role !== 'staff') as 'collegiate' | 'precollegiate',
            parts,
          ] as const,
        ]
      : [],
  )
  it.each(foreign)("%s answers 404 to another %s naming the first one's object", async (key, role, parts) => {
    const response = await send(key, others[role].token, parts(owned))
    expect([403, 404]).toContain(response.status)
    const text = await response.text()
    for (const value of Object.values(owned[role])) expect(text).not.toContain(value)
  })

  const lists = Object.entries(operations).flatMap(([key, { roles: allowed, foreign: parts }]) =>
    key.startsWith('GET ') &&
    !key.includes('{') &&
    !parts &&
    allowed?.some((role) => role === 'collegiate' || role === 'precollegiate')
      ? (
          allowed.filter((role) => role === 'collegiate' || role === 'precollegiate') as Array<
            'collegiate' | 'precollegiate'
          >
        ).map((role) => [key, role] as const)
      : [],
  )
  it.each(lists)("%s shows another %s nothing of the first one's", async (key, role) => {
    const response = await send(key, others[role].token)
    expect(response.status).toBe(200)
    const text = await response.text()
    for (const value of Object.values(owned[role])) expect(text).not.toContain(value)
  })

  it("leaves the first person's objects as they were", async () => {
    for (const role of ['collegiate', 'precollegiate'] as const) {
      const group = role === 'collegiate' ? 'collegiates' : 'precollegiates'
      const response = await send(`GET /public/${group}/files/{id}`, people[role].token, {
        path: { id: owned[role].attachment! },
      })
      expect(response.status).toBe(200)
      const application = await send(`GET /public/${group}/events/applications/{id}`, people[role].token, {
        path: { id: owned[role].application! },
      })
      expect(((await application.json()) as { status: string }).status).not.toBe('cancelled')
    }
  })
})
