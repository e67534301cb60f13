import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import {
  CurrentUserSchema,
  DniVerificationStatusSchema,
  PhoneCodeSentSchema,
  type ChangePasswordInputSchema,
  type DniInputSchema,
  type PhoneCodeInputSchema,
  type UpdateMeInputSchema,
} from '@/lib/contract/auth'
import { apiFetch } from './api-client'

const dniPath = '/public/dni-verification-content/verify-dni-verification/me'

const accountKeys = {
  all: ['account'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
  dniStatus: () => [...accountKeys.all, 'dni-status'] as const,
}

const changePassword = (input: z.input<typeof ChangePasswordInputSchema>) =>
  apiFetch('/user/password', z.null(), { method: 'PATCH', json: input })

const updateMe = (input: z.input<typeof UpdateMeInputSchema>) =>
  apiFetch('/user/me', CurrentUserSchema, { method: 'PATCH', json: input })

const fetchDniStatus = () => apiFetch(dniPath, DniVerificationStatusSchema)

const requestDniCode = (input: z.input<typeof DniInputSchema>) =>
  apiFetch(dniPath, PhoneCodeSentSchema, { method: 'POST', json: input })

const confirmDniCode = (input: z.input<typeof PhoneCodeInputSchema>) =>
  apiFetch(`${dniPath}/confirm`, DniVerificationStatusSchema, { method: 'POST', json: input })

// The forms show these errors next to their fields, so the shared red notice stays away.
const inPlace = { errorShownInPlace: true }

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: inPlace })
}

export function useUpdateMe() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: updateMe,
    meta: inPlace,
    onSuccess: (user) => client.setQueryData(accountKeys.me(), user),
  })
}

export function useDniStatus() {
  return useQuery({ queryKey: accountKeys.dniStatus(), queryFn: fetchDniStatus })
}

export function useRequestDniCode() {
  return useMutation({ mutationFn: requestDniCode, meta: inPlace })
}

export function useConfirmDniCode() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: confirmDniCode,
    meta: inPlace,
    onSuccess: (status) => client.setQueryData(accountKeys.dniStatus(), status),
  })
}
