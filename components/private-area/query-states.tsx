'use client'
import type { UseQueryResult } from '@tanstack/react-query'
import { PlainAlert } from '@/components/ui/plain-alert'
import plainStyles from '@/components/ui/plain-form.module.css'
import { LoadingLine } from '@/components/ui/spinner'
import { useErrorMessage } from '@/lib/client/errors'
import styles from './private-area.module.css'

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
    <PlainAlert
      severity="error"
      action={
        <button type="button" className={plainStyles.textButton} onClick={retry}>
          {retryLabel}
        </button>
      }
    >
      {message} {failureText(error)}
    </PlainAlert>
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
  if (!query.isError) return <LoadingLine className={styles.queryLoading}>{loading}</LoadingLine>
  return (
    <LoadFailure message={failed} error={query.error} retryLabel={retry} retry={() => void query.refetch()} />
  )
}
