import 'server-only'
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import {
  categorisedTopics,
  consentCatalogue,
  consentKeys,
  type Consent,
  type ConsentDecision,
  type ConsentKey,
  type ConsentUpdate,
  type Subscription,
  subscriptionDefaults,
  subscriptionTopics,
  type SubscriptionUpdate,
} from '@/lib/contract/preferences'
import type { Database, Transaction } from '@/lib/server/db/client'
import { consentDecisions, subscriptions, terms } from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'

export async function listSubscriptions(db: Database, userId: string): Promise<Subscription[]> {
  const rows = await db.select().from(subscriptions).where(eq(subscriptions.user_id, userId))
  const chosen = new Map(rows.map((row) => [row.topic, row]))
  return subscriptionTopics.map((topic) => {
    const row = chosen.get(topic)
    return row
      ? {
          topic,
          subscribed: row.subscribed,
          categories: [...row.categories].sort((a, b) => a - b),
          updated_at: row.updated_at.toISOString(),
        }
      : { topic, subscribed: subscriptionDefaults[topic], categories: [], updated_at: null }
  })
}

/** Records the choices given (the others keep theirs); categories must be event_category terms. */
export async function updateSubscriptions(
  db: Database,
  userId: string,
  { subscriptions: choices }: SubscriptionUpdate,
): Promise<Subscription[]> {
  const wanted = [...new Set(choices.flatMap((choice) => choice.categories ?? []))]
  if (wanted.length > 0) {
    const known = await db
      .select({ id: terms.id })
      .from(terms)
      .where(and(eq(terms.vocabulary, 'event_category'), inArray(terms.id, wanted)))
    if (known.length !== wanted.length) throw new ApiError(422, 'SUBSCRIPTION_CATEGORY_UNKNOWN')
  }
  const now = new Date()
  await db
    .insert(subscriptions)
    .values(
      choices.map((choice) => ({
        user_id: userId,
        topic: choice.topic,
        subscribed: choice.subscribed,
        categories: (categorisedTopics as readonly string[]).includes(choice.topic)
          ? [...new Set(choice.categories ?? [])]
          : [],
        updated_at: now,
      })),
    )
    .onConflictDoUpdate({
      target: [subscriptions.user_id, subscriptions.topic],
      set: {
        subscribed: sql`excluded.subscribed`,
        categories: sql`excluded.categories`,
        updated_at: sql`excluded.updated_at`,
      },
    })
  return listSubscriptions(db, userId)
}

type DecisionRow = typeof consentDecisions.$inferSelect

/** The index on user, consent, decided_at answers it. */
async function latestDecisions(
  db: Database | Transaction,
  userId: string,
): Promise<Map<ConsentKey, DecisionRow>> {
  const rows = await db
    .selectDistinctOn([consentDecisions.consent])
    .from(consentDecisions)
    .where(eq(consentDecisions.user_id, userId))
    .orderBy(consentDecisions.consent, desc(consentDecisions.decided_at), desc(consentDecisions.id))
  return new Map(rows.map((row) => [row.consent, row]))
}

export async function listConsents(db: Database | Transaction, userId: string): Promise<Consent[]> {
  const latest = await latestDecisions(db, userId)
  return consentKeys.map((key) => {
    const definition = consentCatalogue[key]
    const row = latest.get(key)
    return {
      key,
      legal_basis: definition.legal_basis,
      required: definition.required,
      withdrawable: !definition.required,
      version: definition.version,
      // Required ones hold while the person is a member, whatever an old row says.
      granted: definition.required || (row?.granted ?? false),
      decided_at: row?.decided_at.toISOString() ?? null,
    }
  })
}

/** All or none: a required consent's withdrawal is refused before anything is written. */
export async function updateConsents(
  db: Database,
  userId: string,
  { consents: choices }: ConsentUpdate,
): Promise<Consent[]> {
  if (choices.some((choice) => consentCatalogue[choice.key].required && !choice.granted)) {
    throw new ApiError(422, 'CONSENT_NOT_WITHDRAWABLE')
  }
  await db.transaction(async (tx) => {
    const current = await listConsents(tx, userId)
    const changed = choices.filter((choice) => {
      const now = current.find((consent) => consent.key === choice.key)!
      // A required consent without a row gets one the first time it is confirmed, so its date is known.
      return now.granted !== choice.granted || (now.required && now.decided_at === null)
    })
    if (changed.length === 0) return
    await tx.insert(consentDecisions).values(
      changed.map((choice) => ({
        user_id: userId,
        consent: choice.key,
        granted: choice.granted,
        version: consentCatalogue[choice.key].version,
      })),
    )
  })
  return listConsents(db, userId)
}

export async function listConsentHistory(db: Database, userId: string): Promise<ConsentDecision[]> {
  const rows = await db
    .select()
    .from(consentDecisions)
    .where(eq(consentDecisions.user_id, userId))
    .orderBy(desc(consentDecisions.decided_at), desc(consentDecisions.id))
  return rows.map((row) => ({
    key: row.consent,
    granted: row.granted,
    decided_at: row.decided_at.toISOString(),
    version: row.version,
  }))
}
