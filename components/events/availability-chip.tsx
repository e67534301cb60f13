import { getTranslations } from 'next-intl/server'
import type { EventAvailability } from '@/lib/contract/events'
import type { Locale } from '@/lib/contract/locales'
import { AvailabilityBadge } from './availability-badge'

/** Spec §4's enrolment states. */
export async function AvailabilityChip({
  availability,
  locale,
}: {
  availability: EventAvailability
  locale: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'Events.availability' })
  return <AvailabilityBadge availability={availability} label={t(availability)} />
}
