import type { EventAvailability } from '@/lib/contract/events'
import styles from './availability-badge.module.css'

/** The chip itself, with its words given: the cached page and the live enrolment island both draw it. */
export function AvailabilityBadge({
  availability,
  label,
}: {
  availability: EventAvailability
  label: string
}) {
  return (
    <span data-availability={availability} className={`${styles.badge} ${styles[availability]}`}>
      {label}
    </span>
  )
}
