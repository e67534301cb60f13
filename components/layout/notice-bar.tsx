'use client'

import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined'
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined'
import Alert from '@mui/material/Alert'
import Snackbar from '@mui/material/Snackbar'
import { useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'
import { MuiScope } from '@/components/providers/mui-scope'
import { hideNotice, type NoticeState } from '@/lib/client/notices'
import { useSpaceBelow } from './space-below'

const icons = { alert: ErrorOutline, check: CheckCircleOutline }

/** The notice that reports an action takes the focus, and gives it back to where the person was when closed. */
function useFocusHandOver(notice: NoticeState) {
  const alertRef = useRef<HTMLDivElement>(null)
  const returnTo = useRef<HTMLElement | null>(null)
  useEffect(() => {
    if (!notice.visible || !notice.takesFocus) return
    const active = document.activeElement
    returnTo.current =
      notice.returnFocusTo ?? (active instanceof HTMLElement && active !== document.body ? active : null)
    alertRef.current?.focus()
  }, [notice.id, notice.visible, notice.takesFocus, notice.returnFocusTo])
  const close = () => {
    const focusInside = alertRef.current?.contains(document.activeElement)
    hideNotice()
    if (focusInside && returnTo.current?.isConnected) returnTo.current.focus()
    returnTo.current = null
  }
  return { alertRef, close }
}

/** Keyed by the notice's id, so each notice starts its own timer. */
export function NoticeBar({ notice }: { notice: NoticeState }) {
  const t = useTranslations('Notices')
  const Icon = icons[notice.icon]
  const { alertRef, close } = useFocusHandOver(notice)
  const barRef = useSpaceBelow<HTMLDivElement>(notice.visible)
  return (
    <Snackbar
      ref={barRef}
      open={notice.visible}
      autoHideDuration={notice.timeout < 0 ? null : notice.timeout}
      // A click elsewhere on the page is not a reason to hide what the visitor may not have read yet.
      onClose={(_, reason) => reason !== 'clickaway' && close()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        ref={alertRef}
        tabIndex={-1}
        variant={notice.outlined ? 'outlined' : 'filled'}
        severity={notice.kind}
        role={notice.kind === 'error' ? 'alert' : 'status'}
        icon={<Icon fontSize="inherit" sx={{ color: notice.iconColor }} />}
        onClose={close}
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
          // The close button of a filled (red) notice sits on the colour: its ring is white.
          ...(notice.outlined ? {} : { '& .MuiAlert-action': { '--portal-focus-ring': '#ffffff' } }),
        }}
      >
        {notice.message}
      </Alert>
    </Snackbar>
  )
}

/** MUI's Snackbar and Alert with the site's theme: the page around them does not load MUI. */
export function ScopedNoticeBar({ notice }: { notice: NoticeState }) {
  return (
    <MuiScope>
      <NoticeBar key={notice.id} notice={notice} />
    </MuiScope>
  )
}
