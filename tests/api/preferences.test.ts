import { and, desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Term } from '@/lib/contract/listing'
import {
  ConsentHistorySchema,
  ConsentListSchema,
  consentKeys,
  SubscriptionListSchema,
  subscriptionDefaults,
  subscriptionTopics,
} from '@/lib/contract/preferences'
import { consentDecisions, subscriptions, users } from '@/lib/server/db/schema'
import { seedPreferences } from '@/lib/server/db/seed/preferences'
import { expectIndexedPlan } from '../support/query-plan'
import { bearerFor, createTestUser } from '../support/auth'
import { setupTestApi } from '../support/test-api'

const api = setupTestApi()
const collegiateSubscriptions = '/api/public/collegiates/subscriptions'
const precollegiateSubscriptions = '/api/public/precollegiates/subscriptions'
const consents = '/api/masters/collegiates/consents/'
const history = '/api/masters/collegiates/consents/history'

async function signedIn(principals: string[]) {
  const user = await createTestUser(api.db, { principals })
  return { user, token: await bearerFor(api.request, user.email, user.password) }
}

const auth = (token: string | undefined): Record<string, string> =>
  token ? { Authorization: `Bearer ${token}` } : {}
const get = (url: string, token?: string) => api.request(url, { headers: auth(token) })
const put = (url: string, token: string | undefined, body: unknown) =>
  api.request(url, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...auth(token) },
    body: JSON.stringify(body),
  })

async function categoryIds(): Promise<number[]> {
  const response = await api.request('/api/public/events/categories/es')
  return ((await response.json()) as Term[]).map((term) => term.id)
}

let collegiate: Awaited<ReturnType<typeof signedIn>>
let other: Awaited<ReturnType<typeof signedIn>>
let precollegiate: Awaited<ReturnType<typeof signedIn>>
let nonMember: Awaited<ReturnType<typeof signedIn>>
let staff: Awaited<ReturnType<typeof signedIn>>

beforeAll(async () => {
  collegiate = await signedIn(['role:collegiate'])
  other = await signedIn(['role:collegiate'])
  precollegiate = await signedIn(['role:precollegiate'])
  nonMember = await signedIn(['role:non-member'])
  staff = await signedIn(['role:staff'])
})

describe('subscriptions', () => {
  it('answers the defaults when nothing was chosen, privately', async () => {
    const response = await get(collegiateSubscriptions, collegiate.token)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const list = SubscriptionListSchema.parse(await response.json())
    expect(list.map((item) => item.topic)).toEqual([...subscriptionTopics])
    for (const item of list) {
      expect(item).toEqual({
        topic: item.topic,
        subscribed: subscriptionDefaults[item.topic],
        categories: [],
        updated_at: null,
      })
    }
    // LSSI art. 21: nothing commercial-like is on by default.
    expect(list.filter((item) => item.subscribed).map((item) => item.topic)).toEqual([
      'news',
      'procedure_notices',
    ])
  })

  it('keeps what is sent, leaves the rest, and keeps users apart', async () => {
    const [first, second] = await categoryIds()
    const response = await put(collegiateSubscriptions, collegiate.token, {
      subscriptions: [
        { topic: 'newsletter', subscribed: true },
        { topic: 'courses', subscribed: true, categories: [second, first, first] },
        { topic: 'news', subscribed: false },
      ],
    })
    expect(response.status).toBe(200)
    const list = SubscriptionListSchema.parse(await response.json())
    const byTopic = Object.fromEntries(list.map((item) => [item.topic, item]))
    expect(byTopic.newsletter).toMatchObject({ subscribed: true, categories: [] })
    expect(byTopic.courses!.categories).toEqual([first, second].sort((a, b) => a! - b!))
    expect(byTopic.news).toMatchObject({ subscribed: false })
    expect(byTopic.news!.updated_at).not.toBeNull()
    expect(byTopic.events).toMatchObject({ subscribed: false, updated_at: null })

    const again = SubscriptionListSchema.parse(
      await (await get(collegiateSubscriptions, collegiate.token)).json(),
    )
    expect(again).toEqual(list)
    const others = SubscriptionListSchema.parse(
      await (await get(collegiateSubscriptions, other.token)).json(),
    )
    expect(others.every((item) => item.updated_at === null)).toBe(true)
  })

  it('refuses categories that are not event categories, or on a topic without them, or a topic twice', async () => {
    const unknown = await put(collegiateSubscriptions, collegiate.token, {
      subscriptions: [{ topic: 'events', subscribed: true, categories: [999_999] }],
    })
    expect(unknown.status).toBe(422)
    expect(await unknown.json()).toEqual({ detail: 'SUBSCRIPTION_CATEGORY_UNKNOWN' })
    const [first] = await categoryIds()
    for (const body of [
      { subscriptions: [{ topic: 'news', subscribed: true, categories: [first] }] },
      {
        subscriptions: [
          { topic: 'news', subscribed: true },
          { topic: 'news', subscribed: false },
        ],
      },
      { subscriptions: [] },
      { subscriptions: [{ topic: 'spam', subscribed: true }] },
      { subscriptions: [{ topic: 'news', subscribed: 'yes' }] },
      { subscriptions: [{ topic: 'events', subscribed: true, categories: [-1] }] },
    ]) {
      const response = await put(collegiateSubscriptions, collegiate.token, body)
      expect(response.status, JSON.stringify(body)).toBe(422)
    }
  })

  it('lets pre-collegiates use their own path only', async () => {
    const own = await put(precollegiateSubscriptions, precollegiate.token, {
      subscriptions: [{ topic: 'job_offers', subscribed: true }],
    })
    expect(own.status).toBe(200)
    expect((await get(collegiateSubscriptions, precollegiate.token)).status).toBe(403)
    expect((await get(precollegiateSubscriptions, collegiate.token)).status).toBe(403)
    for (const who of [nonMember, staff]) {
      expect((await get(collegiateSubscriptions, who.token)).status).toBe(403)
      expect(
        (
          await put(collegiateSubscriptions, who.token, {
            subscriptions: [{ topic: 'news', subscribed: true }],
          })
        ).status,
      ).toBe(403)
    }
  })

  it('answers 401 without a session', async () => {
    expect((await get(collegiateSubscriptions)).status).toBe(401)
    expect((await put(precollegiateSubscriptions, undefined, { subscriptions: [] })).status).toBe(401)
  })

  it('reads a person’s subscriptions on the primary key', async () => {
    await expectIndexedPlan(
      api.db,
      api.db.select().from(subscriptions).where(eq(subscriptions.user_id, collegiate.user.id)),
    )
  })
})

describe('consents', () => {
  it('answers the catalogue: required ones granted and not withdrawable, optional ones not granted', async () => {
    const response = await get(consents, collegiate.token)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const list = ConsentListSchema.parse(await response.json())
    expect(list.map((item) => item.key)).toEqual([...consentKeys])
    const registry = list.find((item) => item.key === 'public_registry')!
    expect(registry).toMatchObject({
      required: true,
      withdrawable: false,
      granted: true,
      legal_basis: 'legal_obligation',
    })
    expect(list.find((item) => item.key === 'data_processing')).toMatchObject({ legal_basis: 'contract' })
    for (const item of list.filter((consent) => !consent.required)) {
      expect(item).toMatchObject({
        granted: false,
        decided_at: null,
        withdrawable: true,
        legal_basis: 'consent',
      })
    }
  })

  it('answers the same without the trailing slash', async () => {
    const withSlash = await (await get(consents, other.token)).json()
    const without = await get(consents.replace(/\/$/, ''), other.token)
    expect(without.status).toBe(200)
    expect(await without.json()).toEqual(withSlash)
  })

  it('records changes in an append-only history, and nothing when the choice does not change', async () => {
    const granted = await put(consents, collegiate.token, {
      consents: [
        { key: 'event_images', granted: true },
        { key: 'insurer_transfer', granted: false },
      ],
    })
    expect(granted.status).toBe(200)
    const list = ConsentListSchema.parse(await granted.json())
    const images = list.find((item) => item.key === 'event_images')!
    expect(images.granted).toBe(true)
    expect(images.decided_at).not.toBeNull()
    // insurer_transfer was not granted already: nothing recorded.
    expect(list.find((item) => item.key === 'insurer_transfer')!.decided_at).toBeNull()

    const first = ConsentHistorySchema.parse(await (await get(history, collegiate.token)).json())
    expect(first).toEqual([
      { key: 'event_images', granted: true, decided_at: images.decided_at, version: images.version },
    ])

    const withdrawn = await put(consents.replace(/\/$/, ''), collegiate.token, {
      consents: [{ key: 'event_images', granted: false }],
    })
    expect(withdrawn.status).toBe(200)
    const second = ConsentHistorySchema.parse(await (await get(history, collegiate.token)).json())
    expect(second).toHaveLength(2)
    expect(second[0]).toMatchObject({ key: 'event_images', granted: false })
    expect(second[1]).toEqual(first[0])

    const unchanged = await put(consents, collegiate.token, {
      consents: [{ key: 'event_images', granted: false }],
    })
    expect(unchanged.status).toBe(200)
    expect(ConsentHistorySchema.parse(await (await get(history, collegiate.token)).json())).toEqual(second)
    expect(ConsentHistorySchema.parse(await (await get(history, other.token)).json())).toEqual([])
  })

  it('refuses to withdraw a required consent with 422 CONSENT_NOT_WITHDRAWABLE, recording nothing', async () => {
    const before = await (await get(history, collegiate.token)).json()
    for (const key of ['data_processing', 'public_registry']) {
      const response = await put(consents, collegiate.token, {
        consents: [
          { key: 'partner_communications', granted: true },
          { key, granted: false },
        ],
      })
      expect(response.status).toBe(422)
      expect(await response.json()).toEqual({ detail: 'CONSENT_NOT_WITHDRAWABLE' })
    }
    expect(await (await get(history, collegiate.token)).json()).toEqual(before)
    // Confirming a required one records its date once.
    const confirmed = ConsentListSchema.parse(
      await (
        await put(consents, collegiate.token, { consents: [{ key: 'public_registry', granted: true }] })
      ).json(),
    )
    expect(confirmed.find((item) => item.key === 'public_registry')!.decided_at).not.toBeNull()
  })

  it('validates the body', async () => {
    for (const body of [
      {},
      { consents: [] },
      { consents: [{ key: 'unknown', granted: true }] },
      { consents: [{ key: 'event_images', granted: 1 }] },
      {
        consents: [
          { key: 'event_images', granted: true },
          { key: 'event_images', granted: false },
        ],
      },
    ]) {
      expect((await put(consents, collegiate.token, body)).status, JSON.stringify(body)).toBe(422)
    }
  })

  it('is for collegiates and pre-collegiates, and needs a session', async () => {
    expect((await get(consents, precollegiate.token)).status).toBe(200)
    expect(
      (await put(consents, precollegiate.token, { consents: [{ key: 'event_images', granted: true }] }))
        .status,
    ).toBe(200)
    for (const who of [nonMember, staff]) {
      expect((await get(consents, who.token)).status).toBe(403)
      expect((await get(history, who.token)).status).toBe(403)
      expect(
        (await put(consents, who.token, { consents: [{ key: 'event_images', granted: true }] })).status,
      ).toBe(403)
    }
    expect((await get(consents)).status).toBe(401)
    expect((await get(history)).status).toBe(401)
    expect((await put(consents, undefined, { consents: [] })).status).toBe(401)
  })

  it('reads the current choices and the history on indexes', async () => {
    await expectIndexedPlan(
      api.db,
      api.db
        .selectDistinctOn([consentDecisions.consent])
        .from(consentDecisions)
        .where(eq(consentDecisions.user_id, collegiate.user.id))
        .orderBy(consentDecisions.consent, desc(consentDecisions.decided_at), desc(consentDecisions.id)),
    )
    await expectIndexedPlan(
      api.db,
      api.db
        .select()
        .from(consentDecisions)
        .where(and(eq(consentDecisions.user_id, collegiate.user.id)))
        .orderBy(desc(consentDecisions.decided_at), desc(consentDecisions.id)),
    )
  })
})

describe('demo seed', () => {
  it('gives the demo collegiate subscriptions and a consent history with a change last year, once', async () => {
    const [demo] = await api.db.select().from(users).where(eq(users.email, 'colegiada@demo.colegio.example'))
    await seedPreferences(api.db)
    const rows = await api.db.select().from(consentDecisions).where(eq(consentDecisions.user_id, demo!.id))
    expect(rows).toHaveLength(5)
    const withdrawn = rows.find((row) => row.consent === 'event_images' && !row.granted)!
    const age = Date.now() - withdrawn.decided_at.getTime()
    expect(age).toBeGreaterThan(60 * 24 * 3600 * 1000)
    expect(age).toBeLessThan(400 * 24 * 3600 * 1000)
    const chosen = await api.db.select().from(subscriptions).where(eq(subscriptions.user_id, demo!.id))
    expect(chosen).toHaveLength(subscriptionTopics.length)
  })
})
