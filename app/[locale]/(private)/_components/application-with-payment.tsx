'use client'

import Box from '@mui/material/Box'
import { PayButton } from '@/components/payments/pay-button'
import { ApplicationDetailView } from '@/components/private-area/application-detail'
import type { ApplicationDetail, ApplicationGroup } from '@/lib/contract/applications'
import type { EventKind } from '@/lib/contract/events'

const payButton = (application: ApplicationDetail) =>
  application.movement?.payable ? (
    <Box sx={{ mb: 2 }}>
      <PayButton
        movement={{
          id: application.movement.id,
          label: application.event.title,
          concept: application.event.kind,
          amountCents: application.movement.total_cents,
        }}
      />
    </Box>
  ) : null

export function ApplicationWithPayment(props: { group: ApplicationGroup; kind: EventKind; id: string }) {
  return <ApplicationDetailView {...props} paymentAction={payButton} />
}
