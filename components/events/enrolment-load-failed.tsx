'use client'

import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { useTranslations } from 'next-intl'

export function EnrolmentLoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('Enrolment')
  return (
    <Alert
      severity="error"
      sx={{ mt: 2 }}
      action={
        <Button color="inherit" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    >
      {t('loadFailed')}
    </Alert>
  )
}
