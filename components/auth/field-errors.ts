import type { useTranslations } from 'next-intl'
import type { ContractIssue } from '@/lib/client/contract-form'

type AuthFormsTranslate = ReturnType<typeof useTranslations<'AuthForms'>>

/** Whether a zod issue is about a field left empty (or only spaces). */
export const isEmptyInput = (issue: ContractIssue) =>
  issue.input === undefined || (typeof issue.input === 'string' && issue.input.trim() === '')

export const emailProblem = (t: AuthFormsTranslate, issue: ContractIssue) =>
  isEmptyInput(issue) ? t('emailRequired') : t('emailInvalid')
