'use client'

import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined'
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined'
import Alert from '@mui/material/Alert'
import Snackbar from '@mui/material/Snackbar'
import { useTranslations } from 'next-intl'
import { hideNotice, type NoticeState } from '@/lib/client/notices'

const icons = { alert: ErrorOutline, check: CheckCircleOutline }

export function NoticeBar({ notice }: { notice: NoticeState }) {
  const t = useTranslations('Notices')
  const Icon = icons[notice.icon]
  return (
    <Snackbar
      key={notice.id}
      open={notice.visible}
      autoHideDuration={notice.timeout < 0 ? null : notice.timeout}
      // A click elsewhere on the page is not a reason to hide what the visitor may not have read yet.
      onClose={(_, reason) => reason !== 'clickaway' && hideNotice()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        variant={notice.outlined ? 'outlined' : 'filled'}
        severity={notice.kind}
        role={notice.kind === 'error' ? 'alert' : 'status'}
        icon={<Icon fontSize="inherit" sx={{ color: notice.iconColor }} />}
        onClose={hideNotice}
        closeText={t('close')}
        data-notice-kind={notice.kind}
        sx={{
          width: '100%',
          alignItems: 'center',
          color: notice.textColor,
          bgcolor: notice.outlined ? 'background.paper' : `${notice.color}.main`,
          borderColor: `${notice.color}.main`,
          borderWidth: 2,
          boxShadow: 3,
        }}
      >
        {notice.message}
      </Alert>
    </Snackbar>
  )
}
