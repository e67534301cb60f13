'use client'

import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import CircularProgress from '@mui/material/CircularProgress'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import Stack from '@mui/material/Stack'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useMemo, useRef, type ChangeEvent } from 'react'
import { Controller, useController, type Control, type FieldErrors, type Resolver } from 'react-hook-form'
import { ErrorSummary, type SummaryError } from '@/components/ui/error-summary'
import { FormRadioGroup } from '@/components/ui/form-radio-group'
import { SendButton, SubmissionFailure } from '@/components/ui/form-submission'
import { FormTextField, helperTextSx } from '@/components/ui/form-text-field'
import { RequiredLabel } from '@/components/ui/required-label'
import { useCaptcha } from '@/lib/client/captcha'
import { useContractForm } from '@/lib/client/contract-form'
import { refusalOf, useHydrated } from '@/lib/client/enrolment'
import { useApplicantRole, useSubmitGenericApplication } from '@/lib/client/generic-procedure-forms'
import { useSignInHref } from '@/lib/client/redirect-target'
import { captchaActions } from '@/lib/contract/captcha'
import {
  checkFormRules,
  closedReasonOf,
  maxFilesOf,
  parseRuleReason,
  procedureFormLimits,
  type AnswerValue,
  type ClosedReason,
  type FormRuleProblem,
  type ProcedureForm,
  type ProcedureFormField,
  type ProcedurePaymentMethod,
} from '@/lib/contract/generic-procedure-forms'
import { defaultLocale, isLocale, type Locale } from '@/lib/contract/locales'
import { applicantGroupOf, type ApplicantGroup } from '@/lib/contract/procedure-applications'
import type { GenericProcedure } from '@/lib/contract/procedures'
import { formatMoney } from '@/lib/i18n/money'
import { Link } from '@/lib/i18n/navigation'

type Translate = ReturnType<typeof useTranslations<'GenericProcedureForm'>>

type Procedure = Pick<GenericProcedure, 'id' | 'form' | 'window_status' | 'opens_at' | 'closes_at'>

/** What the form holds: answers as typed (numbers as text until sent), files by question. */
export interface FormValues {
  subject: string
  answers: Record<string, string | boolean>
  files: Record<string, File[]>
  payment_method: string
}

/** Where a field's error lives in the form values, and the id of the control to focus. */
function pathOf(form: ProcedureForm, field: string): string {
  if (field === 'payment_method' || field === 'subject' || field === 'captcha') return field
  return form.fields.find((candidate) => candidate.name === field)?.type === 'files'
    ? `files.${field}`
    : `answers.${field}`
}

/** The answers as the API takes them: blanks left out, numbers as numbers (text that is not one stays text). */
function answersOf(form: ProcedureForm, values: FormValues): Record<string, AnswerValue> {
  const answers: Record<string, AnswerValue> = {}
  for (const field of form.fields) {
    const value = values.answers[field.name]
    if (field.type === 'files' || value === undefined) continue
    if (field.type === 'checkbox') {
      answers[field.name] = value === true
      continue
    }
    if (typeof value !== 'string' || value.trim() === '') continue
    answers[field.name] = field.type === 'number' && Number.isFinite(Number(value)) ? Number(value) : value
  }
  return answers
}

function ruleMessage(t: Translate, problem: FormRuleProblem, form: ProcedureForm): string {
  const field = form.fields.find((candidate) => candidate.name === problem.field)
  switch (problem.rule) {
    case 'max_length':
      return t('rules.max_length', { max: field?.max_length ?? procedureFormLimits.maxLength })
    case 'max_files':
      return t('rules.max_files', { max: field ? maxFilesOf(field) : 1 })
    default:
      return t(`rules.${problem.rule}`)
  }
}

function setAt(errors: Record<string, unknown>, path: string, message: string) {
  const parts = path.split('.')
  let node = errors
  for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>
  node[parts.at(-1)!] = { type: 'rule', message }
}

function useResolver(form: ProcedureForm, t: Translate): Resolver<FormValues> {
  return useMemo<Resolver<FormValues>>(
    () => async (values) => {
      const errors: Record<string, unknown> = {}
      const subject = values.subject.trim()
      if (subject === '') setAt(errors, 'subject', t('rules.required'))
      else if (subject.length > procedureFormLimits.subject) {
        setAt(errors, 'subject', t('rules.subjectTooLong', { max: procedureFormLimits.subject }))
      }
      const problems = checkFormRules(form, {
        answers: answersOf(form, values),
        fileCounts: Object.fromEntries(
          Object.entries(values.files).map(([name, list]) => [name, list?.length ?? 0]),
        ),
        payment_method: values.payment_method || undefined,
        captchaPassed: true,
      })
      for (const problem of problems)
        setAt(errors, pathOf(form, problem.field), ruleMessage(t, problem, form))
      return Object.keys(errors).length > 0
        ? { values: {}, errors: errors as FieldErrors<FormValues> }
        : { values, errors: {} }
    },
    [form, t],
  )
}

function summaryOf(form: ProcedureForm, errors: FieldErrors<FormValues>, locale: Locale): SummaryError[] {
  const found: SummaryError[] = []
  if (errors.subject?.message) found.push({ id: 'subject', message: errors.subject.message })
  for (const field of form.fields) {
    const error = field.type === 'files' ? errors.files?.[field.name] : errors.answers?.[field.name]
    const message = (error as { message?: string } | undefined)?.message
    if (message) found.push({ id: pathOf(form, field.name), message: `${field.label[locale]}: ${message}` })
  }
  if (errors.payment_method?.message) {
    found.push({ id: 'payment_method', message: errors.payment_method.message })
  }
  return found
}

function FilesField({
  control,
  field,
  locale,
}: {
  control: Control<FormValues>
  field: ProcedureFormField
  locale: Locale
}) {
  const t = useTranslations('GenericProcedureForm')
  const id = `files.${field.name}`
  const {
    field: { value, onChange, ref },
    fieldState: { error },
  } = useController({ control, name: `files.${field.name}` })
  const files = (value as File[] | undefined) ?? []
  const hintId = `${id}-hint`
  const label = field.label[locale]
  const add = (event: ChangeEvent<HTMLInputElement>) => {
    onChange([...files, ...Array.from(event.target.files ?? [])])
    event.target.value = ''
  }
  return (
    <FormControl error={Boolean(error)}>
      <Box component="label" htmlFor={id} sx={{ fontWeight: 600 }}>
        <RequiredLabel required={field.required}>{label}</RequiredLabel>
      </Box>
      <Box
        component="input"
        ref={ref}
        id={id}
        type="file"
        multiple={maxFilesOf(field) > 1}
        accept="application/pdf,image/jpeg,image/png"
        aria-describedby={hintId}
        aria-invalid={error ? true : undefined}
        aria-required={field.required || undefined}
        onChange={add}
        sx={{ mt: 1 }}
      />
      <FormHelperText id={hintId} sx={helperTextSx}>
        {error?.message ?? (
          <>
            {field.help && <>{field.help[locale]} </>}
            {t('files.hint', { max: maxFilesOf(field) })}
          </>
        )}
      </FormHelperText>
      {files.length > 0 && (
        <Box component="ul" aria-label={t('files.selected', { label })} sx={{ pl: 2.5, my: 1 }}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              {file.name}{' '}
              <Button
                size="small"
                onClick={() => onChange(files.filter((_, kept) => kept !== index))}
                aria-label={t('files.remove', { name: file.name })}
              >
                {t('files.removeShort')}
              </Button>
            </li>
          ))}
        </Box>
      )}
    </FormControl>
  )
}

function Question({
  control,
  field,
  locale,
}: {
  control: Control<FormValues>
  field: ProcedureFormField
  locale: Locale
}) {
  const label = field.label[locale]
  const hint = field.help?.[locale]
  const name = `answers.${field.name}` as const
  switch (field.type) {
    case 'files':
      return <FilesField control={control} field={field} locale={locale} />
    case 'checkbox':
      return (
        <Controller
          control={control}
          name={name}
          render={({ field: { value, onChange, ref }, fieldState: { error } }) => (
            <FormControl error={Boolean(error)}>
              <FormControlLabel
                label={<RequiredLabel required={field.required}>{label}</RequiredLabel>}
                control={
                  <Checkbox
                    id={name}
                    checked={value === true}
                    onChange={(_, checked) => onChange(checked)}
                    slotProps={{
                      input: {
                        ref,
                        'aria-required': field.required || undefined,
                        'aria-invalid': error ? true : undefined,
                        'aria-describedby': error || hint ? `${name}-help` : undefined,
                      } as object,
                    }}
                  />
                }
              />
              {(error?.message ?? hint) && (
                <FormHelperText id={`${name}-help`} sx={helperTextSx}>
                  {error?.message ?? hint}
                </FormHelperText>
              )}
            </FormControl>
          )}
        />
      )
    case 'select':
      return (
        <FormTextField
          control={control}
          name={name}
          label={label}
          hint={hint}
          required={field.required}
          select
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="" />
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label[locale]}
            </option>
          ))}
        </FormTextField>
      )
    default:
      return (
        <FormTextField
          control={control}
          name={name}
          label={label}
          hint={hint}
          required={field.required}
          type={field.type === 'number' ? 'number' : field.type === 'date' ? 'date' : 'text'}
          multiline={field.type === 'textarea'}
          minRows={field.type === 'textarea' ? 5 : undefined}
          slotProps={{
            htmlInput: {
              maxLength: field.max_length,
              inputMode: field.number_only ? 'numeric' : undefined,
            },
            ...(field.type === 'date' ? { inputLabel: { shrink: true } } : {}),
          }}
        />
      )
  }
}

function Received({ reference, id }: { reference: string; id: string }) {
  const t = useTranslations('GenericProcedureForm')
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <Alert ref={ref} severity="success" tabIndex={-1} role="status">
      <AlertTitle>{t('success.title')}</AlertTitle>
      <Box component="p" sx={{ mt: 0 }}>
        {t('success.reference', { reference })}
      </Box>
      <Link href={`/generic-procedures-profile/${id}`}>{t('success.view')}</Link>
    </Alert>
  )
}

/** Why the procedure refused the application when it is closed, if that is the failure. */
function closedText(t: Translate, error: unknown): string | undefined {
  const { code, reason } = refusalOf(error)
  if (code === 'APPLICATION_CLOSED' && reason && ['planned', 'standby', 'ended', 'closed'].includes(reason)) {
    return t(`closed.${reason as ClosedReason}`)
  }
}

export function GenericProcedureForm({
  procedure,
  group,
}: {
  procedure: Pick<Procedure, 'id' | 'form'>
  group: ApplicantGroup
}) {
  const t = useTranslations('GenericProcedureForm')
  const current = useLocale()
  const locale = isLocale(current) ? current : defaultLocale
  const { form } = procedure
  const captcha = useCaptcha()
  const submission = useSubmitGenericApplication({
    group,
    lang: locale,
    captchaToken: async () => (form.captcha ? captcha.execute(captchaActions.genericProcedure) : null),
  })
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
    summaryRef,
    summaryShown,
    onInvalid,
    failureText,
  } = useContractForm<FormValues>({
    resolver: useResolver(form, t),
    failures: { captcha: t('failure.captcha') },
    shouldFocusError: false,
    defaultValues: { subject: '', answers: {}, files: {}, payment_method: '' },
  })

  if (submission.isSuccess) {
    return <Received reference={submission.data.reference} id={submission.data.id} />
  }

  const send = (values: FormValues) =>
    submission.mutate(
      {
        submission: {
          procedure_id: procedure.id,
          subject: values.subject.trim(),
          answers: answersOf(form, values),
          ...(form.payment && values.payment_method
            ? { payment_method: values.payment_method as ProcedurePaymentMethod }
            : {}),
        },
        files: Object.fromEntries(
          Object.entries(values.files).filter((entry): entry is [string, File[]] =>
            Boolean(entry[1]?.length),
          ),
        ),
      },
      {
        onError: (error) => {
          const { code, reason } = refusalOf(error)
          const problem = code === 'ERROR_ON_CHECK_RULES' && reason ? parseRuleReason(reason) : undefined
          if (problem && problem.field !== 'captcha') {
            setError(pathOf(form, problem.field) as Parameters<typeof setError>[0], {
              type: 'server',
              message: ruleMessage(t, problem, form),
            })
          }
        },
      },
    )

  const summary = summaryOf(form, errors, locale)
  const refusal = refusalOf(submission.error)
  const onField =
    refusal.code === 'ERROR_ON_CHECK_RULES' &&
    refusal.reason !== undefined &&
    parseRuleReason(refusal.reason)?.field !== 'captcha'
  const failed = submission.isError && !onField
  return (
    <Box
      component="form"
      method="post"
      noValidate
      aria-labelledby="generic-procedure-form-heading"
      onFocus={form.captcha ? captcha.prepare : undefined}
      onSubmit={handleSubmit(send, onInvalid)}
    >
      {summaryShown && summary.length > 0 && (
        <ErrorSummary
          ref={summaryRef}
          title={t('errorSummary', { count: summary.length })}
          errors={summary}
          headingLevel="h3"
        />
      )}
      <Box component="p" sx={{ mt: 0, mb: 3 }}>
        {t('requiredNote')}
      </Box>
      <Stack spacing={3}>
        <FormTextField
          control={control}
          name="subject"
          label={t('subject.label')}
          hint={t('subject.hint', { max: procedureFormLimits.subject })}
          required
          slotProps={{ htmlInput: { maxLength: procedureFormLimits.subject } }}
        />
        {form.fields.map((field) => (
          <Question key={field.name} control={control} field={field} locale={locale} />
        ))}
        {form.payment && (
          <Box>
            <Box component="p" sx={{ mt: 0 }}>
              {t('payment.fee', {
                amount: formatMoney(form.payment.amount_cents, locale),
              })}{' '}
              {t('payment.later')}
            </Box>
            <FormRadioGroup
              control={control}
              name="payment_method"
              label={t('payment.legend')}
              required
              options={form.payment.methods.map((method) => ({
                value: method,
                label: t(`payment.methods.${method}`),
              }))}
            />
          </Box>
        )}
        {failed && (
          <SubmissionFailure title={t('failure.title')}>
            {closedText(t, submission.error) ?? failureText(submission.error)} {t('failure.keep')}
          </SubmissionFailure>
        )}
        <SendButton sending={submission.isPending} label={t('submit')} sendingLabel={t('sending')} />
      </Stack>
    </Box>
  )
}

/** `closedAtRender` is what the cached page knew. */
export function GenericProcedureIsland({
  procedure,
  closedAtRender,
}: {
  procedure: Procedure
  closedAtRender: ClosedReason | null
}) {
  const t = useTranslations('GenericProcedureForm')
  const hydrated = useHydrated()
  const signInHref = useSignInHref()
  const { loggedIn, me } = useApplicantRole()
  const closed = hydrated ? closedReasonOf(procedure) : closedAtRender

  if (closed) return <Alert severity="info">{t(`closed.${closed}`)}</Alert>
  if (!hydrated || (loggedIn && me.isPending)) {
    return (
      <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={20} aria-hidden />
        <span>{t('loading')}</span>
      </Stack>
    )
  }
  if (!loggedIn) {
    return (
      <Box component="p">
        {t('signIn')} <Link href={signInHref}>{t('signInLink')}</Link>
      </Box>
    )
  }
  if (me.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void me.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadFailed')}
      </Alert>
    )
  }
  const group = applicantGroupOf(me.data?.role)
  if (!group) return <Alert severity="info">{t('onlyMembers')}</Alert>
  return <GenericProcedureForm procedure={procedure} group={group} />
}
