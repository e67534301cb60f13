'use client'

import Box from '@mui/material/Box'
import MuiLink from '@mui/material/Link'
import { useTranslations } from 'next-intl'
import { useCallback, useState, type ComponentProps, type ReactNode } from 'react'
import type { DefaultValues, FieldPath, FieldValues } from 'react-hook-form'
import type { z } from 'zod'
import { FormTextField } from '@/components/ui/form-text-field'
import { ApiError } from '@/lib/client/api-client'
import { useAttachments } from '@/lib/client/attachments'
import { useContractForm, useIssueMessage, type IssueMessage } from '@/lib/client/contract-form'
import { useProfile, useUpdateProfile, type ProfilePatch } from '@/lib/client/profile'
import type { Attachment, AttachmentGroup } from '@/lib/contract/attachments'
import type { MemberProfile } from '@/lib/contract/profile'
import { useAccountFailures } from './account-form-parts'
import { QueryStatus } from './query-states'
import { useFormatter } from '@/lib/i18n/format'

export const subheadingSx = { fontSize: '1.25rem', mt: 0, mb: 2 } as const

export const optionsOf = <K extends string>(keys: readonly K[], label: (key: K) => string) =>
  keys.map((key) => ({ value: key, label: label(key) }))

export const emptyAsNull = (value: string) => (value.trim() === '' ? null : value)

type FieldProps<T extends FieldValues> = ComponentProps<typeof FormTextField<T>> & {
  options?: ReadonlyArray<{ value: string; label: string }>
  emptyOption?: string
}

export function Field<T extends FieldValues>({ options, emptyOption, ...props }: FieldProps<T>) {
  return (
    <FormTextField
      {...props}
      select={Boolean(options)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options && (
        <>
          <option value="">{emptyOption ?? ''}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </>
      )}
    </FormTextField>
  )
}

export function WithProfile({
  group,
  children,
}: {
  group: AttachmentGroup
  children: (profile: MemberProfile) => ReactNode
}) {
  const t = useTranslations('ProfileData')
  const query = useProfile(group)
  if (query.data) return <>{children(query.data)}</>
  return <QueryStatus query={query} loading={t('loading')} failed={t('loadFailed')} retry={t('retry')} />
}

type ProvingKind = keyof MemberProfile['documents']

/** The panel's list (same query) is preferred, so an upload on this page shows here at once. */
export function DocumentState({
  group,
  kind,
  profile,
}: {
  group: AttachmentGroup
  kind: ProvingKind
  profile: MemberProfile
}) {
  const t = useTranslations('ProfileData')
  const format = useFormatter()
  const list = useAttachments(group).data
  const attachment: Attachment | null = list
    ? (list.find((item) => item.kind === kind) ?? null)
    : profile.documents[kind]
  return (
    <Box sx={{ fontSize: '0.9375rem' }}>
      <strong>{t(`documents.${kind}`)}: </strong>
      {attachment
        ? t('documents.uploaded', {
            name: attachment.filename,
            date: format.dateTime(new Date(attachment.created_at), { dateStyle: 'medium' }),
          })
        : t('documents.missing')}{' '}
      <MuiLink href="#attachments">{t('documents.manage')}</MuiLink>
    </Box>
  )
}

function useProfileIssueMessage(): IssueMessage {
  const t = useTranslations('ProfileData')
  const standard = useIssueMessage('ProfileData')
  return useCallback(
    (issue) =>
      issue.code === 'too_small' && issue.origin === 'array'
        ? t('issues.specialtyRequired')
        : standard(issue),
    [t, standard],
  )
}

/** Empty choices and dates become null before the contract schema checks them. */
export function useProfileSection<V extends FieldValues>({
  group,
  schema,
  prepare,
  defaultValues,
}: {
  group: AttachmentGroup
  schema: z.ZodType
  /** Stable (a module function). */
  prepare: (values: V) => unknown
  defaultValues: DefaultValues<V>
}) {
  const t = useTranslations('ProfileData')
  const form = useContractForm<V>({
    schema,
    message: useProfileIssueMessage(),
    prepare,
    failures: useAccountFailures(),
    defaultValues,
  })
  const mutation = useUpdateProfile(group)
  const [failure, setFailure] = useState<string>()
  const { handleSubmit, setError, failureText } = form
  const submit = handleSubmit((values) => {
    setFailure(undefined)
    mutation.mutate(schema.parse(prepare(values)) as ProfilePatch, {
      onError: (error) => {
        if (error instanceof ApiError && error.status === 422 && Array.isArray(error.detail)) {
          for (const issue of error.detail) {
            setError(issue.loc.slice(1).join('.') as FieldPath<V>, { message: t('issues.invalid') })
          }
          setFailure(t('fixFields'))
        } else setFailure(failureText(error))
      },
    })
  })
  return { form, mutation, failure, submit }
}
