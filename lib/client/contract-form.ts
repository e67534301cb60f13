import { toNestErrors } from '@hookform/resolvers'
import { useTranslations } from 'next-intl'
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import {
  useForm,
  useWatch,
  type FieldError,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form'
import type { z } from 'zod'
import { keepFormDraft, type FormDraft } from '@/lib/client/form-draft'
import { useFailureText, type FailureWords } from '@/lib/client/form-failure'

export type ContractIssue = z.core.$ZodIssue
export type IssueMessage = (issue: ContractIssue) => string

export const schemaMessage: IssueMessage = (issue) => issue.message

/** With `prepare` or `raw` the form goes on with its own values, else with the schema's output. */
function contractResolver<V extends FieldValues, Out = V>(
  schema: z.ZodType,
  message: IssueMessage,
  { prepare, raw = Boolean(prepare) }: { prepare?: (values: V) => unknown; raw?: boolean } = {},
): Resolver<V, unknown, Out> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(prepare ? prepare(values) : values, { reportInput: true })
    if (result.success) return { values: (raw ? values : result.data) as Out, errors: {} }
    const errors: Record<string, FieldError> = {}
    for (const issue of result.error.issues) {
      errors[issue.path.join('.')] ??= { type: issue.code, message: message(issue) }
    }
    return { values: {}, errors: toNestErrors(errors, options) }
  }
}

export type IssueNamespace = 'Registration' | 'ProfileData' | 'ProfessionalSocieties'
type LooseTranslate = ((key: string, values?: Record<string, string | number>) => string) & {
  has: (key: string) => boolean
}

export function useIssueMessage(namespace: IssueNamespace): IssueMessage {
  const t = useTranslations(namespace) as unknown as LooseTranslate
  return useCallback(
    (issue) => {
      const reason = 'params' in issue ? (issue.params as { reason?: string } | undefined)?.reason : undefined
      if (reason && t.has(`issues.${reason}`)) return t(`issues.${reason}`)
      switch (issue.code) {
        case 'too_small':
        case 'invalid_type':
          return t('issues.required')
        case 'too_big':
          return t('issues.tooLong', { max: Number(issue.maximum) })
        case 'invalid_value':
          return t('issues.choose')
        case 'invalid_format':
          return issue.format === 'email' ? t('issues.email') : t('issues.date')
        default:
          return t('issues.invalid')
      }
    },
    [t],
  )
}

/** react-hook-form publishes the errors after `onInvalid`, so the summary may appear a render later. */
function useErrorSummary() {
  const summaryRef = useRef<HTMLDivElement>(null)
  const [invalidSubmits, setInvalidSubmits] = useState(0)
  const [summaryShown, setSummaryShown] = useState(false)
  const focusedFor = useRef(0)
  // In the commit itself, so the focus never moves after the person has gone on to a field.
  useLayoutEffect(() => {
    if (invalidSubmits > focusedFor.current && summaryRef.current) {
      focusedFor.current = invalidSubmits
      summaryRef.current.focus()
    }
  })
  return {
    summaryRef,
    summaryShown,
    onInvalid: () => {
      setSummaryShown(true)
      setInvalidSubmits((count) => count + 1)
    },
    hideSummary: () => setSummaryShown(false),
  }
}

type ErrorSummaryState = ReturnType<typeof useErrorSummary>

type FormChecks<V extends FieldValues, Out> =
  | {
      schema: z.ZodType
      /** Keep it stable (memoised). */
      message: IssueMessage
      /** The values as the schema reads them, when the form holds them otherwise. Keep it stable. */
      prepare?: (values: V) => unknown
      raw?: boolean
      resolver?: never
    }
  | {
      /** For a form whose rules are not one schema (a procedure's own form). Keep it stable. */
      resolver: Resolver<V, unknown, Out>
      schema?: never
      message?: never
      prepare?: never
      raw?: never
    }

export type ContractFormOptions<V extends FieldValues, Out> = Omit<
  UseFormProps<V, unknown, Out>,
  'resolver'
> &
  FormChecks<V, Out> & {
    failures?: FailureWords
    draft?: FormDraft<V>
    draftBeside?: { value: Record<string, unknown>; blank: boolean }
  }

export type ContractForm<V extends FieldValues, Out = V> = UseFormReturn<V, unknown, Out> &
  ErrorSummaryState & { failureText: (error: unknown) => string }

const draftDelayMs = 400

export function useContractForm<V extends FieldValues, Out = V>({
  schema,
  message,
  prepare,
  raw,
  resolver: ownResolver,
  failures,
  draft,
  draftBeside,
  ...formProps
}: ContractFormOptions<V, Out>): ContractForm<V, Out> {
  const resolver = useMemo(
    () => ownResolver ?? contractResolver<V, Out>(schema!, message!, { prepare, raw }),
    [ownResolver, schema, message, prepare, raw],
  )
  const form = useForm<V, unknown, Out>({
    ...formProps,
    resolver,
    ...(draft?.values ? { defaultValues: draft.values as UseFormProps<V>['defaultValues'] } : {}),
  })
  const errorSummary = useErrorSummary()
  const failureText = useFailureText(failures)

  const watched = useWatch({ control: form.control, disabled: !draft })
  const { getValues } = form
  const besideJson = JSON.stringify(draftBeside?.value ?? {})
  const besideBlank = draftBeside?.blank ?? true
  useEffect(() => {
    if (!draft) return
    const timer = setTimeout(() => {
      if (draft.isSent()) return
      const values = getValues()
      if (besideBlank && JSON.stringify(values) === JSON.stringify(draft.empty())) return
      keepFormDraft(draft.key, draft.withBeside ? { ...(JSON.parse(besideJson) as object), values } : values)
    }, draftDelayMs)
    return () => clearTimeout(timer)
  }, [draft, watched, besideJson, besideBlank, getValues])

  return { ...form, ...errorSummary, failureText }
}
