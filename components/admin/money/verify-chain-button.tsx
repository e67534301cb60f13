'use client'
import VerifiedIcon from '@mui/icons-material/Verified'
import { useState } from 'react'
import { Button, useNotify, useTranslate } from 'react-admin'

interface ChainCheck {
  checked: number
  first_break: { position: number; reason: string; invoice_number?: string } | null
}

/**
 * Recomputes a chain on the server and tells staff whether it holds or where it first breaks. `messages` names
 * the translations: `verify`, `intact`, `broken` and `reasons.*`.
 */
export function VerifyChainButton({
  messages,
  verifyChain,
}: {
  messages: 'admin.invoiceRecords' | 'admin.invoicingEvents'
  verifyChain: () => Promise<ChainCheck>
}) {
  const notify = useNotify()
  const translate = useTranslate()
  const [busy, setBusy] = useState(false)
  const verify = async () => {
    setBusy(true)
    try {
      const { checked, first_break } = await verifyChain()
      if (first_break)
        notify(`${messages}.broken`, {
          type: 'error',
          autoHideDuration: null,
          messageArgs: {
            checked,
            position: first_break.position,
            invoice: first_break.invoice_number,
            reason: translate(`${messages}.reasons.${first_break.reason}`),
          },
        })
      else notify(`${messages}.intact`, { type: 'success', messageArgs: { checked } })
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button label={`${messages}.verify`} onClick={() => void verify()} disabled={busy}>
      <VerifiedIcon />
    </Button>
  )
}
