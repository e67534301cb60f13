'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useMemo, useRef, type ChangeEvent } from 'react'
import { useController, type Control, type FieldErrors, type Resolver } from 'react-hook-form'
import { ErrorSummary, type SummaryError } from '@/components/ui/error-summary'
import { FormCheckbox } from '@/components/ui/form-checkbox'
import { FormRadioGroup } from '@/components/ui/form-radio-group'
import { SendButton, SubmissionFailure } from '@/components/ui/form-submission'
import { HelperText } from '@/components/ui/helper-text'
import { PlainAlert } from '@/components/ui/plain-alert'
import { PlainFormField, PlainSelectField, PlainTextArea } from '@/components/ui/plain-form-field'
import plainStyles from '@/components/ui/plain-form.module.css'
import { RequiredLabel } from '@/components/ui/required-label'
import { LoadingLine } from '@/components/ui/spinner'
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
import styles from './procedure.module.css'

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
    <div>
      <label htmlFor={id} className={styles.filesLabel}>
        <RequiredLabel required={field.required}>{label}</RequiredLabel>
      </label>
      <input
        ref={ref}
        id={id}
        type="file"
        multiple={maxFilesOf(field) > 1}
        accept="application/pdf,image/jpeg,image/png"
        aria-describedby={hintId}
        aria-invalid={error ? true : undefined}
        aria-required={field.required || undefined}
        onChange={add}
        className={styles.fileInput}
      />
      <HelperText id={hintId} error={Boolean(error)}>
        {error?.message ?? (
          <>
            {field.help && <>{field.help[locale]} </>}
            {t('files.hint', { max: maxFilesOf(field) })}
          </>
        )}
      </HelperText>
      {files.length > 0 && (
        <ul aria-label={t('files.selected', { label })} className={styles.files}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              {file.name}{' '}
              <button
                type="button"
                className={styles.removeFile}
                onClick={() => onChange(files.filter((_, kept) => kept !== index))}
                aria-label={t('files.remove', { name: file.name })}
              >
                {t('files.removeShort')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
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
        <FormCheckbox control={control} name={name} label={label} hint={hint} required={field.required} />
      )
    case 'select':
      return (
        <PlainSelectField control={control} name={name} label={label} hint={hint} required={field.required}>
          <option value="" />
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label[locale]}
            </option>
          ))}
        </PlainSelectField>
      )
    case 'textarea':
      return (
        <PlainTextArea
          control={control}
          name={name}
          label={label}
          hint={hint}
          required={field.required}
          minRows={5}
          maxLength={field.max_length}
        />
      )
    default:
      return (
        <PlainFormField
          control={control}
          name={name}
          label={label}
          hint={hint}
          required={field.required}
          type={field.type === 'number' ? 'number' : field.type === 'date' ? 'date' : 'text'}
          maxLength={field.max_length}
          inputMode={field.number_only ? 'numeric' : undefined}
        />
      )
  }
}

function Received({ reference, id }: { reference: string; id: string }) {
  const t = useTranslations('GenericProcedureForm')
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <PlainAlert
      ref={ref}
      severity="success"
      tabIndex={-1}
      role="status"
      title={t('success.title')}
      titleAs="p"
    >
      <p className={plainStyles.paragraph}>{t('success.reference', { reference })}</p>
      <Link href={`/generic-procedures-profile/${id}`}>{t('success.view')}</Link>
    </PlainAlert>
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
    <form
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
      <p className={`${plainStyles.paragraph} ${plainStyles.spaced}`}>{t('requiredNote')}</p>
      <div className={plainStyles.stack}>
        <PlainFormField
          control={control}
          name="subject"
          label={t('subject.label')}
          hint={t('subject.hint', { max: procedureFormLimits.subject })}
          required
          maxLength={procedureFormLimits.subject}
        />
        {form.fields.map((field) => (
          <Question key={field.name} control={control} field={field} locale={locale} />
        ))}
        {form.payment && (
          <div>
            <p className={plainStyles.paragraph}>
              {t('payment.fee', {
                amount: formatMoney(form.payment.amount_cents, locale),
              })}{' '}
              {t('payment.later')}
            </p>
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
          </div>
        )}
        {failed && (
          <SubmissionFailure title={t('failure.title')}>
            {closedText(t, submission.error) ?? failureText(submission.error)} {t('failure.keep')}
          </SubmissionFailure>
        )}
        <SendButton sending={submission.isPending} label={t('submit')} sendingLabel={t('sending')} />
      </div>
    </form>
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

  if (closed) return <PlainAlert severity="info">{t(`closed.${closed}`)}</PlainAlert>
  if (!hydrated || (loggedIn && me.isPending)) return <LoadingLine>{t('loading')}</LoadingLine>
  if (!loggedIn) {
    return (
      <p>
        {t('signIn')} <Link href={signInHref}>{t('signInLink')}</Link>
      </p>
    )
  }
  if (me.isError) {
    return (
      <PlainAlert
        severity="error"
        action={
          <button type="button" className={plainStyles.textButton} onClick={() => void me.refetch()}>
            {t('retry')}
          </button>
        }
      >
        {t('loadFailed')}
      </PlainAlert>
    )
  }
  const group = applicantGroupOf(me.data?.role)
  if (!group) return <PlainAlert severity="info">{t('onlyMembers')}</PlainAlert>
  return <GenericProcedureForm procedure={procedure} group={group} />
}
