'use client'

import { PayButton } from '@/components/payments/pay-button'
import { ApplicationDetailView } from '@/components/private-area/application-detail'
import styles from '@/components/private-area/applications.module.css'
import type { ApplicationDetail, ApplicationGroup } from '@/lib/contract/applications'
import type { EventKind } from '@/lib/contract/events'

const payButton = (application: ApplicationDetail) =>
  application.movement?.payable ? (
    <div className={styles.payAction}>
      <PayButton
        movement={{
          id: application.movement.id,
          label: application.event.title,
          concept: application.event.kind,
          amountCents: application.movement.total_cents,
        }}
      />
    </div>
  ) : null

export function ApplicationWithPayment(props: { group: ApplicationGroup; kind: EventKind; id: string }) {
  return <ApplicationDetailView {...props} paymentAction={payButton} />
}
