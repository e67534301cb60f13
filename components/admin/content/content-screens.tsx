'use client'
import type { ReactNode } from 'react'
import { Create, Edit, SimpleForm, type SimpleFormProps } from 'react-admin'
import { StaffActionHistory } from '../staff-action-history'
import { saveTransform, useEditSaved, useSaveErrorNotifier } from './content-form'

interface ContentScreenProps {
  children: ReactNode
  transform?: (data: Record<string, unknown>) => unknown
  onError?: (error: unknown) => void
  form?: Omit<SimpleFormProps, 'children'>
}

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

/** Saved only once the API agrees (a refusal leaves the form as typed); `history` is the log's entity. */
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
