'use client'

import { PayButton } from '@/components/payments/pay-dialog'
import { MovementsPanel } from '@/components/private-area/movements-panel'
import type { Movement } from '@/lib/contract/movements'

const payButton = (movement: Movement) =>
  movement.payable ? (
    <PayButton
      movement={{
        id: movement.id,
        label: movement.transaction_number,
        concept: movement.concept,
        amountCents: movement.total_cents + movement.unpaid_commission_cents,
      }}
    />
  ) : null

export function MovementsWithPayment() {
  return <MovementsPanel movementAction={payButton} />
}
