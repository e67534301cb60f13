'use client'
import type { ReactNode } from 'react'
import { Create, Edit, SimpleForm, type SimpleFormProps } from 'react-admin'
import { StaffActionHistory } from '../staff-action-history'
import { saveTransform, useEditSaved, useSaveErrorNotifier } from './content-form'

interface ContentScreenProps {
  /** The form's fields and texts. */
  children: ReactNode
  /** What the form sends; by default saveTransform. */
  transform?: (data: Record<string, unknown>) => unknown
  /** How a refused save is told; by default useSaveErrorNotifier's notice. */
  onError?: (error: unknown) => void
  /** The form's own toolbar or default values. */
  form?: Omit<SimpleFormProps, 'children'>
}

/** A content kind's create screen: saved, it opens for editing (or `redirect`). */
export function ContentCreate({
  children,
  transform = saveTransform,
  onError,
  form,
  redirect = 'edit',
}: ContentScreenProps & { redirect?: 'edit' | 'show' }) {
  const notifyRefused = useSaveErrorNotifier()
  return (
    <Create redirect={redirect} transform={transform} mutationOptions={{ onError: onError ?? notifyRefused }}>
      <SimpleForm {...form}>{children}</SimpleForm>
    </Create>
  )
}

/**
 * A content kind's edit screen: saved only once the API agrees (a refusal leaves the form as typed), it stays open,
 * with the log of who changed what below (`history`, the log's entity).
 */
export function ContentEdit({
  children,
  transform = saveTransform,
  onError,
  form,
  history,
}: ContentScreenProps & { history: string }) {
  const notifyRefused = useSaveErrorNotifier()
  const onSuccess = useEditSaved()
  return (
    <Edit
      mutationMode="pessimistic"
      transform={transform}
      mutationOptions={{ onError: onError ?? notifyRefused, onSuccess }}
      redirect={false}
    >
      <SimpleForm {...form}>
        {children}
        <StaffActionHistory entity={history} />
      </SimpleForm>
    </Edit>
  )
}
