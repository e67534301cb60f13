import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import {
  CookieSessionSchema,
  CurrentUserSchema,
  passwordProblemOfReason,
  sessionTransportHeader,
  type PasswordProblem,
} from '@/lib/contract/auth'
import { captchaTokenHeader } from '@/lib/contract/captcha'
import type { Locale } from '@/lib/contract/locales'
import { ApiError, apiFetch } from './api-client'

// The account requests answer `null` (or nothing); what matters is that they succeeded.
const AcceptedSchema = z.unknown()

function logIn({ email, password }: { email: string; password: string }) {
  return apiFetch('auth/jwt/login', CookieSessionSchema, {
    method: 'POST',
    form: { username: email, password },
    headers: { [sessionTransportHeader]: 'cookie' },
  })
}

/** Requests answered the same whether or not the account exists (202), so they tell nobody who has one. */
export type EmailRequestEndpoint = 'auth/forgot-password' | 'auth/request-verify-token'

const isNeutralFailure = (error: unknown) =>
  error instanceof TypeError ||
  (error instanceof ApiError &&
    (error.status === 429 || error.code === 'CAPTCHA_INVALID' || error.code === 'CAPTCHA_UNAVAILABLE'))

/** Any failure but a neutral one (a mail server down for existing accounts only, say) would tell who has one. */
async function requestByEmail(
  endpoint: EmailRequestEndpoint,
  { email, lang, captchaToken = null }: { email: string; lang: Locale; captchaToken?: string | null },
): Promise<void> {
  try {
    await apiFetch(endpoint, AcceptedSchema, {
      method: 'POST',
      json: { email },
      headers: { 'Accept-Language': lang, ...(captchaToken ? { [captchaTokenHeader]: captchaToken } : {}) },
    })
  } catch (error) {
    if (isNeutralFailure(error)) throw error
  }
}

export function passwordProblemOf(error: unknown): PasswordProblem | undefined {
  const detail = error instanceof ApiError ? error.detail : undefined
  return typeof detail === 'object' && !Array.isArray(detail)
    ? passwordProblemOfReason(detail.reason)
    : undefined
}

export type TokenPasswordEndpoint = 'auth/reset-password' | 'auth/first-password'

function setPasswordWithToken(endpoint: TokenPasswordEndpoint, input: { token: string; password: string }) {
  return apiFetch(endpoint, AcceptedSchema, { method: 'POST', json: input })
}

export type TokenConfirmationEndpoint = 'auth/verify' | 'auth/verify-tmp-email'

function confirmToken(endpoint: TokenConfirmationEndpoint, token: string) {
  return apiFetch(endpoint, CurrentUserSchema, { method: 'POST', json: { token } })
}

const meta = { errorShownInPlace: true }

export const useLogIn = () => useMutation({ mutationFn: logIn, meta })

/** `captchaToken` is asked for on every attempt, since a token is good for one check; null sends none. */
export const useRequestByEmail = (
  endpoint: EmailRequestEndpoint,
  captchaToken: () => Promise<string | null> = async () => null,
) =>
  useMutation({
    mutationFn: async (input: { email: string; lang: Locale }) =>
      requestByEmail(endpoint, { ...input, captchaToken: await captchaToken() }),
    meta,
  })

export const useSetPasswordWithToken = (endpoint: TokenPasswordEndpoint) =>
  useMutation({
    mutationFn: (input: { token: string; password: string }) => setPasswordWithToken(endpoint, input),
    meta,
  })

export const useConfirmToken = (endpoint: TokenConfirmationEndpoint) =>
  useMutation({ mutationFn: (token: string) => confirmToken(endpoint, token), meta })
