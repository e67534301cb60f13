import 'server-only'
import { eq } from 'drizzle-orm'
import { consentCatalogue, type ConsentKey, type SubscriptionTopic } from '@/lib/contract/preferences'
import type { Database } from '../client'
import { consentDecisions, subscriptions, terms, users } from '../schema'

const demoCollegiateEmail = 'colegiada@demo.colegio.example'
const day = 24 * 60 * 60 * 1000

/**
 * The demo collegiate's e-mail choices and consent history: she joined two years ago, gave image rights then,
 * and withdrew them last year. Idempotent: adds nothing once she has any choice recorded.
 */
export async function seedPreferences(db: Database, now = new Date()): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, demoCollegiateEmail))
  if (!user) return
  const ago = (days: number) => new Date(now.getTime() - days * day)

  const [chosen] = await db
    .select({ topic: subscriptions.topic })
    .from(subscriptions)
    .where(eq(subscriptions.user_id, user.id))
    .limit(1)
  if (!chosen) {
    const categories = await db
      .select({ id: terms.id, key: terms.key })
      .from(terms)
      .where(eq(terms.vocabulary, 'event_category'))
    const choices: Array<{ topic: SubscriptionTopic; subscribed: boolean; categories?: number[] }> = [
      { topic: 'newsletter', subscribed: true },
      { topic: 'news', subscribed: true },
      { topic: 'courses', subscribed: true, categories: categories.slice(0, 2).map((term) => term.id) },
      { topic: 'events', subscribed: false },
      { topic: 'job_offers', subscribed: true },
      { topic: 'procedure_notices', subscribed: true },
    ]
    await db
      .insert(subscriptions)
      .values(
        choices.map((choice) => ({ user_id: user.id, categories: [], updated_at: ago(200), ...choice })),
      )
      .onConflictDoNothing()
  }

  const [decided] = await db
    .select({ id: consentDecisions.id })
    .from(consentDecisions)
    .where(eq(consentDecisions.user_id, user.id))
    .limit(1)
  if (!decided) {
    const decision = (consent: ConsentKey, granted: boolean, days: number, version?: string) => ({
      user_id: user.id,
      consent,
      granted,
      decided_at: ago(days),
      version: version ?? consentCatalogue[consent].version,
    })
    await db.insert(consentDecisions).values([
      decision('data_processing', true, 730, '2024-01'),
      decision('public_registry', true, 730, '2024-01'),
      decision('event_images', true, 730, '2024-01'),
      decision('insurer_transfer', true, 730, '2024-01'),
      // Last year she changed her mind about photographs.
      decision('event_images', false, 300, '2024-01'),
    ])
  }
}
