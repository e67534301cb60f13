'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useState, type ComponentProps, type ReactNode } from 'react'
import type { DefaultValues, FieldPath, FieldValues } from 'react-hook-form'
import type { z } from 'zod'
import { PlainFormField, PlainSelectField } from '@/components/ui/plain-form-field'
import { ApiError } from '@/lib/client/api-client'
import { useAttachments } from '@/lib/client/attachments'
import { useContractForm, useIssueMessage, type IssueMessage } from '@/lib/client/contract-form'
import { useProfile, useUpdateProfile, type ProfilePatch } from '@/lib/client/profile'
import type { Attachment, AttachmentGroup } from '@/lib/contract/attachments'
import type { MemberProfile } from '@/lib/contract/profile'
import { useAccountFailures } from './account-form-parts'
import styles from './profile-forms.module.css'
import { QueryStatus } from './query-states'
import { useFormatter } from '@/lib/i18n/format'

export const optionsOf = <K extends string>(keys: readonly K[], label: (key: K) => string) =>
  keys.map((key) => ({ value: key, label: label(key) }))

export const emptyAsNull = (value: string) => (value.trim() === '' ? null : value)

type FieldProps<T extends FieldValues> =
  | (ComponentProps<typeof PlainFormField<T>> & { options?: never; emptyOption?: never })
  | (Omit<ComponentProps<typeof PlainSelectField<T>>, 'children'> & {
      options: ReadonlyArray<{ value: string; label: string }>
      /** The first choice, which leaves the field empty. */
      emptyOption?: string
    })

/** A text field, or a choice list when given options; its label always above it, even while it is empty. */
export function Field<T extends FieldValues>(props: FieldProps<T>) {
  if (props.options === undefined) return <PlainFormField {...props} floatingLabel={false} />
  const { options, emptyOption, ...select } = props
  return (
    <PlainSelectField {...select}>
      <option value="">{emptyOption ?? ''}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </PlainSelectField>
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
    <div className={styles.documentState}>
      <strong>{t(`documents.${kind}`)}: </strong>
      {attachment
        ? t('documents.uploaded', {
            name: attachment.filename,
            date: format.dateTime(new Date(attachment.created_at), { dateStyle: 'medium' }),
          })
        : t('documents.missing')}{' '}
      <a href="#attachments">{t('documents.manage')}</a>
    </div>
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
