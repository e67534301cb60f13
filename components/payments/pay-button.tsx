'use client'

import { useTranslations } from 'next-intl'
import { lazy, Suspense, useState } from 'react'
import pageStyles from '@/components/ui/page.module.css'
import plainStyles from '@/components/ui/plain-form.module.css'
import type { PayableMovement } from './pay-dialog'

const loadDialog = () => import('./pay-dialog')
const PayDialog = lazy(() => loadDialog().then(({ PayDialog }) => ({ default: PayDialog })))

/**
 * Render it for a movement that stops being payable too (`payable={false}`): the dialog of a direct debit just
 * started stays open with its schedule while the list behind it refreshes. The dialog (MUI) loads when it is
 * about to be used, so that a list of movements ships and renders no MUI.
 */
export function PayButton({ movement, payable = true }: { movement: PayableMovement; payable?: boolean }) {
  const t = useTranslations('Payments')
  const [open, setOpen] = useState(false)
  return (
    <>
      {payable && (
        <button
          type="button"
          className={`${pageStyles.button} ${plainStyles.button} ${plainStyles.smallButton}`}
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
          onClick={() => setOpen(true)}
          aria-label={t('payLabel', { number: movement.label })}
        >
          {t('pay')}
        </button>
      )}
      {open && (
        <Suspense>
          <PayDialog movement={movement} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
