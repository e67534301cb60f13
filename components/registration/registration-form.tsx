'use client'

import { useLocale, useTranslations } from 'next-intl'
import { Fragment, useCallback, useEffect, useRef, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { DraftRestored } from '@/components/ui/draft-restored'
import { ErrorSummary } from '@/components/ui/error-summary'
import { SendButton } from '@/components/ui/form-submission'
import pageStyles from '@/components/ui/page.module.css'
import { PlainIcon } from '@/components/ui/plain-alert'
import { muiIconPaths } from '@/components/ui/mui-icon-paths'
import plainStyles from '@/components/ui/plain-form.module.css'
import { ApiError } from '@/lib/client/api-client'
import { useCaptcha } from '@/lib/client/captcha'
import { useContractForm, useIssueMessage } from '@/lib/client/contract-form'
import { useFormDraft } from '@/lib/client/form-draft'
import { useSubmitRegistration } from '@/lib/client/registration'
import { captchaActions } from '@/lib/contract/captcha'
import { defaultLocale, isLocale } from '@/lib/contract/locales'
import {
  registrationDocumentFields,
  registrationFormSchemas,
  type RegistrationKind,
  type RegistrationReceipt,
} from '@/lib/contract/registration'
import { RegistrationFailure, useRegistrationFailures } from './registration-failure'
import type { DocumentError } from './registration-fields'
import styles from './registration.module.css'
import { useStepErrors } from './registration-step-errors'
import {
  answersOf,
  draftKey,
  emptyRegistration,
  registrationSteps,
  stepSections,
  type RegistrationValues,
} from './registration-values'
import type { RegistrationFiles } from './steps/documents-step'
import { StepFields } from './steps/step-fields'

/** Where one is among the steps, for the eye only (the step's heading says it to everyone), as MUI's stepper. */
function StepsBar({ names, current }: { names: string[]; current: number }) {
  return (
    <div className={styles.stepper} aria-hidden>
      {names.map((name, index) => (
        <Fragment key={name}>
          {index > 0 && <span className={styles.connector} />}
          <span className={index <= current ? `${styles.step} ${styles.reached}` : styles.step}>
            {index < current ? (
              <PlainIcon path={muiIconPaths.checkCircle} className={styles.stepIcon} />
            ) : (
              <svg className={styles.stepIcon} viewBox="0 0 24 24" focusable="false">
                <circle cx="12" cy="12" r="12" />
                <text
                  className={styles.stepNumber}
                  x="12"
                  y="12"
                  textAnchor="middle"
                  dominantBaseline="central"
                >
                  {index + 1}
                </text>
              </svg>
            )}
            {name}
          </span>
        </Fragment>
      ))}
    </div>
  )
}

/** Each step is checked with the contract's schema before the next opens; the focus moves to its heading. */
export function RegistrationForm({
  kind,
  accountEmail,
  onSent,
}: {
  kind: RegistrationKind
  /** The signed-in applicant's e-mail: the application goes with their account. */
  accountEmail?: string
  onSent: (receipt: RegistrationReceipt) => void
}) {
  const t = useTranslations('Registration')
  const locale = useLocale()
  const lang = isLocale(locale) ? locale : defaultLocale
  const steps = registrationSteps[kind]
  // Rendered in the browser only (see RegistrationIsland), so the draft can be read while the form is created.
  const draft = useFormDraft(draftKey(kind), emptyRegistration, { withBeside: true })
  const [stepIndex, setStepIndex] = useState(() => {
    const keptStep = draft.beside?.step
    return typeof keptStep === 'number' ? Math.min(keptStep, steps.length - 1) : 0
  })
  const step = steps[stepIndex]!
  const [files, setFiles] = useState<RegistrationFiles>({})
  const [documentErrors, setDocumentErrors] = useState<Record<string, DocumentError>>({})
  const headingRef = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const captcha = useCaptcha()
  const submission = useSubmitRegistration({
    kind,
    lang,
    captchaToken: () => captcha.execute(captchaActions.registration),
  })

  const prepare = useCallback((values: RegistrationValues) => answersOf(kind, values), [kind])
  const form = useContractForm<RegistrationValues>({
    schema: registrationFormSchemas[kind],
    message: useIssueMessage('Registration'),
    prepare,
    failures: useRegistrationFailures(),
    draft,
    draftBeside: { value: { step: stepIndex }, blank: stepIndex === 0 },
    shouldFocusError: false,
    defaultValues: emptyRegistration(),
  })
  const { control, trigger, reset, setValue, getValues, formState, setError } = form
  const { summaryRef, summaryShown, onInvalid, hideSummary, failureText } = form
  const country = useWatch({ control, name: 'address.country' })

  useEffect(() => {
    if (accountEmail) setValue('personal.email', accountEmail)
  }, [accountEmail, setValue])

  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    headingRef.current?.focus()
  }, [stepIndex])

  const goTo = (index: number) => {
    moved.current = true
    hideSummary()
    setStepIndex(index)
  }

  const startAgain = () => {
    draft.forget()
    reset(emptyRegistration())
    if (accountEmail) setValue('personal.email', accountEmail)
    setFiles({})
    setDocumentErrors({})
    submission.reset()
    goTo(0)
  }

  const documents = registrationDocumentFields[kind]
  const missingDocuments = () => documents.filter(({ field, required }) => required && !files[field]?.length)
  const checkDocuments = () => {
    // A refused file was never kept: what remains to say is which required documents are still missing.
    const missing = Object.fromEntries(missingDocuments().map(({ field }) => [field, 'required' as const]))
    setDocumentErrors(missing)
    return Object.keys(missing).length === 0
  }

  const next = async () => {
    const valid = step === 'documents' ? checkDocuments() : await trigger(stepSections[step] as never)
    if (!valid) {
      onInvalid()
      if (step === 'documents') {
        document.getElementById(`document-${missingDocuments()[0]?.field ?? 'id_card'}`)?.focus()
      }
      return
    }
    goTo(stepIndex + 1)
  }

  const send = async () => {
    const valid = (await trigger()) && checkDocuments()
    if (!valid) {
      const firstInvalid = steps.findIndex((candidate) =>
        candidate === 'documents'
          ? missingDocuments().length > 0
          : stepSections[candidate].some((section) => formState.errors[section]),
      )
      goTo(Math.max(0, firstInvalid))
      return
    }
    submission.mutate(
      {
        answers: answersOf(kind, getValues()),
        files: documents.flatMap(({ field }) => (files[field] ?? []).map((file) => ({ field, file }))),
      },
      {
        onSuccess: (receipt) => {
          draft.sent()
          onSent(receipt)
        },
        onError: (error) => {
          if (!(error instanceof ApiError) || error.status !== 422 || !Array.isArray(error.detail)) return
          for (const issue of error.detail as Array<{ loc: Array<string | number> }>) {
            if (issue.loc[0] === 'body') {
              setError(issue.loc.slice(1).join('.') as never, {
                type: 'server',
                message: t('issues.invalid'),
              })
            }
          }
        },
      },
    )
  }

  const summaryErrors = useStepErrors({ kind, step, errors: formState.errors, documentErrors, country })
  const failure = submission.error

  return (
    <section aria-labelledby="registration-form-title">
      <h2 id="registration-form-title" className={plainStyles.formTitle}>
        {t('formTitle')}
      </h2>
      {draft.restored && (
        <DraftRestored
          text={t('draft.restored')}
          startAgainLabel={t('draft.startAgain')}
          onStartAgain={startAgain}
          spaced
        />
      )}
      <StepsBar names={steps.map((candidate) => t(`steps.${candidate}`))} current={stepIndex} />
      <form
        noValidate
        aria-labelledby="registration-step-title"
        onFocus={captcha.prepare}
        onSubmit={(event) => {
          event.preventDefault()
          if (step === 'summary') void send()
          else void next()
        }}
      >
        <h3 id="registration-step-title" ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
          <span className={styles.stepOf}>
            {t('stepOf', { current: stepIndex + 1, total: steps.length })}
          </span>
          {t(`steps.${step}`)}
        </h3>
        {summaryShown && summaryErrors.length > 0 && (
          <ErrorSummary
            ref={summaryRef}
            title={t('errorSummary', { count: summaryErrors.length })}
            errors={summaryErrors}
            headingLevel="h3"
          />
        )}
        {step !== 'summary' && (
          <p className={`${plainStyles.paragraph} ${plainStyles.spaced}`}>{t('requiredNote')}</p>
        )}
        <StepFields
          step={step}
          kind={kind}
          control={control}
          accountEmail={accountEmail}
          files={files}
          documentErrors={documentErrors}
          onFiles={(field, chosen, problem) => {
            setFiles((current) => ({ ...current, [field]: chosen }))
            setDocumentErrors((current) => {
              const { [field]: _old, ...rest } = current
              return problem ? { ...rest, [field]: problem } : rest
            })
          }}
          onEdit={(target) => goTo(steps.indexOf(target))}
        />
        {step === 'summary' && failure && (
          <RegistrationFailure error={failure} text={failureText(failure)} kind={kind} lang={lang} />
        )}
        <div className={styles.buttons}>
          {stepIndex > 0 && (
            <button
              type="button"
              className={`${plainStyles.outlinedButton} ${styles.largeOutlined}`}
              onClick={() => goTo(stepIndex - 1)}
            >
              {t('back')}
            </button>
          )}
          {step === 'summary' ? (
            <SendButton sending={submission.isPending} label={t('send')} sendingLabel={t('sending')} />
          ) : (
            <button
              type="submit"
              className={`${pageStyles.button} ${plainStyles.button} ${plainStyles.largeButton}`}
            >
              {t('next')}
            </button>
          )}
        </div>
      </form>
    </section>
  )
}
