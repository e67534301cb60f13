import 'server-only'
import { locales } from '@/lib/contract/locales'
import { paymentConcepts } from '@/lib/contract/payments'
import { defaultPaymentMethods } from '@/lib/server/services/payments'
import type { Database } from '../client'
import { paymentConfigurations } from '../schema'

/**
 * Every language offers the default methods, the card by the newer signature first; fees may also be paid through
 * the older terminal. Rows staff changed are left alone.
 */
export async function seedPaymentConfigurations(db: Database): Promise<void> {
  const rows = locales.flatMap((lang) =>
    paymentConcepts.map((concept) => ({
      lang,
      concept,
      methods:
        concept === 'fee'
          ? ['card_v2' as const, 'card_v1' as const, ...defaultPaymentMethods.fee.slice(1)]
          : defaultPaymentMethods[concept],
    })),
  )
  await db.insert(paymentConfigurations).values(rows).onConflictDoNothing()
}
