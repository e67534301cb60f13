'use client'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import type { UseQueryResult } from '@tanstack/react-query'
import { useErrorMessage } from '@/lib/client/errors'

function Loading({ label }: { label: string }) {
  return (
    <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center', my: 2 }}>
      <CircularProgress size={20} aria-hidden />
      <span>{label}</span>
    </Stack>
  )
}

function LoadFailure({
  message,
  error,
  retryLabel,
  retry,
}: {
  message: string
  error: unknown
  retryLabel: string
  retry: () => void
}) {
  const failureText = useErrorMessage()
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={retry} sx={{ minHeight: 32 }}>
          {retryLabel}
        </Button>
      }
    >
      {message} {failureText(error)}
    </Alert>
  )
}

/** Render it when `!query.isSuccess`; past that check, `query.data` is there. */
export function QueryStatus({
  query,
  loading,
  failed,
  retry,
}: {
  query: Pick<UseQueryResult, 'isError' | 'error' | 'refetch'>
  loading: string
  failed: string
  retry: string
}) {
  if (!query.isError) return <Loading label={loading} />
  return (
    <LoadFailure message={failed} error={query.error} retryLabel={retry} retry={() => void query.refetch()} />
  )
}
