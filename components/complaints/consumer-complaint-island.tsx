'use client'

import { useTranslations } from 'next-intl'
import { useState, useSyncExternalStore } from 'react'
import type { ConsumerComplaintReceipt } from '@/lib/contract/consumer-complaints'
import { Link } from '@/lib/i18n/navigation'
import { LoadingPart } from '@/components/ui/spinner'
import { TrackingCodeReceipt } from '@/components/ui/tracking-code-receipt'
import { ConsumerComplaintForm } from './consumer-complaint-form'

const noSubscription = () => () => undefined

function ComplaintReceipt({ receipt, email }: { receipt: ConsumerComplaintReceipt; email: string }) {
  const t = useTranslations('ConsumerComplaint.receipt')
  return (
    <TrackingCodeReceipt
      code={receipt.tracking_code}
      labels={{ title: t('title'), code: t('code'), copy: t('copy'), copied: t('copied') }}
      testId="complaint-receipt"
    >
      <p>{t('email', { email })}</p>
      <p>{t('documents', { count: receipt.documents })}</p>
      <p>{t('next')}</p>
      <p>
        <Link href={{ pathname: '/complaint-lookup', query: { code: receipt.tracking_code } }}>
          {t('lookup')}
        </Link>
      </p>
    </TrackingCodeReceipt>
  )
}

export function ConsumerComplaintIsland() {
  const t = useTranslations('ConsumerComplaint')
  const [sent, setSent] = useState<{ receipt: ConsumerComplaintReceipt; email: string }>()
  // The form reads its draft from this browser's storage: it is rendered after hydration only.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  if (sent) return <ComplaintReceipt receipt={sent.receipt} email={sent.email} />
  if (!hydrated) return <LoadingPart label={t('loading')} />
  return <ConsumerComplaintForm onSent={(receipt, email) => setSent({ receipt, email })} />
}
