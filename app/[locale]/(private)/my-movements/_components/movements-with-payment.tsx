'use client'

import { PayButton } from '@/components/payments/pay-button'
import { MovementsPanel } from '@/components/private-area/movements-panel'
import type { Movement } from '@/lib/contract/movements'

// Rendered while the movement is still owed, payable or not, so a dialog just used survives the list's refresh.
const payButton = (movement: Movement) =>
  movement.status === 'pending' || movement.status === 'not_paid' ? (
    <PayButton
      payable={movement.payable}
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
