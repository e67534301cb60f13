'use client'

import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Step from '@mui/material/Step'
import StepLabel from '@mui/material/StepLabel'
import Stepper from '@mui/material/Stepper'
import Stack from '@mui/material/Stack'
import MuiLink from '@mui/material/Link'
import { toNestErrors } from '@hookform/resolvers'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useForm, useWatch, type FieldError, type Resolver } from 'react-hook-form'
import type { z } from 'zod'
import { ErrorSummary } from '@/components/ui/error-summary'
import { SendButton, SubmissionFailure } from '@/components/ui/form-submission'
import { ApiError } from '@/lib/client/api-client'
import { CaptchaError, useCaptcha } from '@/lib/client/captcha'
import { useSubmitRegistration } from '@/lib/client/registration'
import { captchaActions } from '@/lib/contract/captcha'
import { defaultLocale, isLocale } from '@/lib/contract/locales'
import {
  degreeOrigins,
  degreeTypes,
  exerciseSectors,
  genders,
  professionalSituations,
  profileWorkingDays,
} from '@/lib/contract/profile'
import { spanishProvinces } from '@/lib/contract/provinces'
import {
  collegiateRegistrationTypes,
  identityDocumentTypes,
  registrationDocumentFields,
  registrationFormSchemas,
  registrationLimits,
  type RegistrationKind,
  type RegistrationReceipt,
} from '@/lib/contract/registration'
import { getPathname, Link } from '@/lib/i18n/navigation'
import {
  CheckboxField,
  DocumentField,
  Field,
  optionsOf,
  useCountryOptions,
  type DocumentError,
} from './registration-fields'
import {
  answersOf,
  clearDraft,
  emptyRegistration,
  readDraft,
  registrationSteps,
  stepSections,
  writeDraft,
  type RegistrationStep,
  type RegistrationValues,
} from './registration-values'

type Translate = ReturnType<typeof useTranslations<'Registration'>>
/** For keys built at run time (a document field, an option group). */
type LooseTranslate = (key: string, values?: Record<string, string | number>) => string
type Issue = z.core.$ZodIssue

/** An issue of the contract schemas in the page language: by its `reason` param, else by its code. */
function issueText(t: Translate, issue: Issue): string {
  const reason = 'params' in issue ? (issue.params as { reason?: string } | undefined)?.reason : undefined
  if (reason) return t(`issues.${reason}` as Parameters<Translate>[0])
  switch (issue.code) {
    case 'too_small':
      return t('issues.required')
    case 'too_big':
      return t('issues.tooLong', { max: Number(issue.maximum) })
    case 'invalid_value':
      return t('issues.choose')
    case 'invalid_type':
      return t('issues.required')
    case 'invalid_format':
      return issue.format === 'email' ? t('issues.email') : t('issues.date')
    default:
      return t('issues.invalid')
  }
}

/** Validates the answers with the contract's schema of the kind, as the server will, worded in the page language. */
function useRegistrationResolver(kind: RegistrationKind, t: Translate) {
  return useMemo<Resolver<RegistrationValues>>(
    () => async (values, _context, options) => {
      const result = registrationFormSchemas[kind].safeParse(answersOf(kind, values))
      if (result.success) return { values, errors: {} }
      const errors: Record<string, FieldError> = {}
      for (const issue of result.error.issues) {
        const key = issue.path.join('.')
        errors[key] ??= { type: issue.code, message: issueText(t, issue) }
      }
      return { values: {}, errors: toNestErrors(errors, options) }
    },
    [kind, t],
  )
}

/** The errors of some sections as a flat list, for the summary above the step. */
function flatErrors(errors: object, prefix = ''): Array<{ id: string; message: string }> {
  return Object.entries(errors).flatMap(([key, value]) => {
    const id = prefix ? `${prefix}.${key}` : key
    if (value && typeof value === 'object' && 'message' in value && typeof value.message === 'string') {
      return [{ id, message: value.message }]
    }
    return value && typeof value === 'object' ? flatErrors(value, id) : []
  })
}

type Files = Record<string, File[]>

function failureText(t: Translate, tErrors: (code: string) => string, error: Error): string {
  if (error instanceof CaptchaError) return t('failure.captcha')
  if (!(error instanceof ApiError)) return t('failure.generic')
  if (error.status === 429) {
    return t('failure.rateLimited', {
      minutes: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 600) / 60)),
    })
  }
  if (error.status === 422) return t('failure.validation')
  if (typeof error.code === 'string') {
    try {
      return tErrors(error.code)
    } catch {
      return t('failure.generic')
    }
  }
  return t('failure.generic')
}

/**
 * The application form, one step at a time: each step's fields are checked with the contract's schema before the
 * next one opens, and the focus moves to the new step's heading. What is typed (not the files) is kept in this
 * browser as a draft until the application is sent.
 */
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
  const tErrors = useTranslations('Errors') as unknown as (code: string) => string
  const locale = useLocale()
  const lang = isLocale(locale) ? locale : defaultLocale
  const steps = registrationSteps[kind]
  // Rendered in the browser only (see RegistrationIsland), so the draft can be read while the form is created.
  const [initialDraft] = useState(() => readDraft(kind))
  const [stepIndex, setStepIndex] = useState(() =>
    initialDraft ? Math.min(initialDraft.step, steps.length - 1) : 0,
  )
  const step = steps[stepIndex]!
  const [files, setFiles] = useState<Files>({})
  const [documentErrors, setDocumentErrors] = useState<Record<string, DocumentError>>({})
  const [restored, setRestored] = useState(Boolean(initialDraft))
  const [showSummary, setShowSummary] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const summaryRef = useRef<HTMLDivElement>(null)
  const moved = useRef(false)
  const captcha = useCaptcha()
  const submission = useSubmitRegistration({
    kind,
    lang,
    captchaToken: () => captcha.execute(captchaActions.registration),
  })

  const resolver = useRegistrationResolver(kind, t)
  const form = useForm<RegistrationValues>({
    resolver,
    shouldFocusError: false,
    defaultValues: initialDraft?.values ?? emptyRegistration(),
  })
  const { control, trigger, reset, setValue, getValues, formState, setError } = form
  const values = useWatch({ control }) as RegistrationValues

  // The draft is kept as the person types; an untouched form leaves nothing behind.
  useEffect(() => {
    if (submission.isSuccess) return
    const timer = setTimeout(() => {
      const current = getValues()
      if (stepIndex === 0 && JSON.stringify(current) === JSON.stringify(emptyRegistration())) return
      writeDraft(kind, { step: stepIndex, values: current })
    }, 400)
    return () => clearTimeout(timer)
  }, [kind, values, stepIndex, getValues, submission.isSuccess])

  useEffect(() => {
    if (accountEmail) setValue('personal.email', accountEmail)
  }, [accountEmail, setValue])

  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    headingRef.current?.focus()
  }, [stepIndex])

  useEffect(() => {
    if (showSummary) summaryRef.current?.focus()
  }, [showSummary, formState.submitCount])

  const goTo = (index: number) => {
    moved.current = true
    setShowSummary(false)
    setStepIndex(index)
  }

  const startAgain = () => {
    clearDraft(kind)
    reset(emptyRegistration())
    if (accountEmail) setValue('personal.email', accountEmail)
    setFiles({})
    setDocumentErrors({})
    setRestored(false)
    submission.reset()
    goTo(0)
  }

  const documents = registrationDocumentFields[kind]
  const checkDocuments = () => {
    const missing = Object.fromEntries(
      documents
        .filter(({ field, required }) => required && !files[field]?.length)
        .map(({ field }) => [field, 'required' as const]),
    )
    // A refused file was never kept: what remains to say is which required documents are still missing.
    setDocumentErrors(missing)
    return Object.keys(missing).length === 0
  }

  const next = async () => {
    const sections = stepSections[step]
    const valid = step === 'documents' ? checkDocuments() : await trigger(sections as never)
    if (!valid) {
      setShowSummary(true)
      if (step === 'documents') {
        const first = documents.find(({ field, required }) => required && !files[field]?.length)
        document.getElementById(`document-${first?.field ?? 'id_card'}`)?.focus()
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
          ? documents.some(({ field, required }) => required && !files[field]?.length)
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
          clearDraft(kind)
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

  const labelOf = (id: string) => {
    const field = id.split('.').pop() ?? id
    if (field === 'region' && values.address?.country === 'ES') return t('fields.province')
    if (id === 'academic.university') return t('fields.degree_university')
    return (t as unknown as LooseTranslate)(`fields.${field}`)
  }
  const stepErrors = stepSections[step]
    .flatMap((section) => (formState.errors[section] ? flatErrors(formState.errors[section], section) : []))
    .map(({ id, message }) => ({ id, message: `${labelOf(id)}: ${message}` }))
  const documentSummary =
    step === 'documents'
      ? documents
          .filter(({ field }) => documentErrors[field])
          .map(({ field }) => ({
            id: `document-${field}`,
            message: `${(t as unknown as LooseTranslate)(`documents.labels.${field}`, { max: registrationLimits.otherDocuments })}: ${(t as unknown as LooseTranslate)(`documents.problems.${documentErrors[field]}`, { max: '5 MB' })}`,
          }))
      : []
  const summaryErrors = [...stepErrors, ...documentSummary]

  const failure = submission.error
  const accountExists = failure instanceof ApiError && failure.code === 'USER_ALREADY_EXISTS'
  const path = kind === 'collegiate' ? '/collegiate' : '/precollegiate'

  return (
    <Box component="section" aria-labelledby="registration-form-title">
      <Box component="h2" id="registration-form-title" sx={{ fontSize: '1.5rem', mb: 2 }}>
        {t('formTitle')}
      </Box>
      {restored && (
        <Alert
          severity="info"
          sx={{ mb: 3 }}
          action={
            <Button color="inherit" onClick={startAgain}>
              {t('draft.startAgain')}
            </Button>
          }
        >
          {t('draft.restored')}
        </Alert>
      )}
      <Stepper activeStep={stepIndex} aria-hidden sx={{ display: { xs: 'none', md: 'flex' }, mb: 3 }}>
        {steps.map((candidate) => (
          <Step key={candidate}>
            <StepLabel>{t(`steps.${candidate}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box
        component="form"
        noValidate
        aria-labelledby="registration-step-title"
        onFocus={captcha.prepare}
        onSubmit={(event) => {
          event.preventDefault()
          if (step === 'summary') void send()
          else void next()
        }}
      >
        <Box
          component="h3"
          id="registration-step-title"
          ref={headingRef}
          tabIndex={-1}
          sx={{
            fontSize: '1.25rem',
            mt: 0,
            mb: 2,
            '&:focus-visible': { outline: '3px solid', outlineOffset: 4 },
          }}
        >
          <Box
            component="span"
            sx={{ display: 'block', fontSize: '1rem', fontWeight: 400, color: 'text.secondary' }}
          >
            {t('stepOf', { current: stepIndex + 1, total: steps.length })}
          </Box>
          {t(`steps.${step}`)}
        </Box>
        {showSummary && summaryErrors.length > 0 && (
          <ErrorSummary
            ref={summaryRef}
            title={t('errorSummary', { count: summaryErrors.length })}
            errors={summaryErrors}
            headingLevel="h3"
          />
        )}
        {step !== 'summary' && (
          <Box component="p" sx={{ mt: 0, mb: 3 }}>
            {t('requiredNote')}
          </Box>
        )}
        <StepFields
          step={step}
          kind={kind}
          form={form}
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
          <Box sx={{ mt: 3 }}>
            <SubmissionFailure title={t('failure.title')}>
              {failureText(t, tErrors, failure)}
              {accountExists && (
                <>
                  {' '}
                  <MuiLink
                    component={Link}
                    href={`/login?redirect=${encodeURIComponent(getPathname({ locale: lang, href: path }))}`}
                  >
                    {t('failure.signIn')}
                  </MuiLink>
                </>
              )}
            </SubmissionFailure>
          </Box>
        )}
        <Stack direction="row" spacing={2} sx={{ mt: 4, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          {stepIndex > 0 && (
            <Button variant="outlined" size="large" onClick={() => goTo(stepIndex - 1)}>
              {t('back')}
            </Button>
          )}
          {step === 'summary' ? (
            <SendButton sending={submission.isPending} label={t('send')} sendingLabel={t('sending')} />
          ) : (
            <Button type="submit" variant="contained" size="large">
              {t('next')}
            </Button>
          )}
        </Stack>
      </Box>
    </Box>
  )
}

function StepFields({
  step,
  kind,
  form,
  accountEmail,
  files,
  documentErrors,
  onFiles,
  onEdit,
}: {
  step: RegistrationStep
  kind: RegistrationKind
  form: ReturnType<typeof useForm<RegistrationValues>>
  accountEmail?: string
  files: Files
  documentErrors: Record<string, DocumentError>
  onFiles: (field: string, files: File[], problem: DocumentError | null) => void
  onEdit: (step: RegistrationStep) => void
}) {
  const t = useTranslations('Registration')
  const countries = useCountryOptions()
  const { control } = form
  const values = useWatch({ control }) as RegistrationValues
  const f = (name: string) => t(`fields.${name}` as never)
  const provinces = spanishProvinces.map((province) => ({ value: province, label: province }))

  switch (step) {
    case 'type':
      return (
        <Stack spacing={3}>
          <Field
            control={control}
            name="type.registration_type"
            label={f('registration_type')}
            required
            options={optionsOf(collegiateRegistrationTypes, (key) => t(`options.registrationType.${key}`))}
          />
          {values.type?.registration_type === 'transfer' && (
            <Field
              control={control}
              name="type.origin_association"
              label={f('origin_association')}
              required
            />
          )}
        </Stack>
      )
    case 'studies':
      return (
        <Stack spacing={3}>
          <Field control={control} name="studies.university" label={f('university')} required />
          <Field control={control} name="studies.degree" label={f('degree')} required />
          <Field
            control={control}
            name="studies.graduation_year"
            label={f('graduation_year')}
            required
            type="number"
            hint={t('hints.graduation_year')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Stack>
      )
    case 'personal':
      return (
        <Stack spacing={3}>
          <Field
            control={control}
            name="personal.name"
            label={f('name')}
            required
            autoComplete="given-name"
          />
          <Field
            control={control}
            name="personal.surname"
            label={f('surname')}
            required
            autoComplete="family-name"
          />
          <Field
            control={control}
            name="personal.document_type"
            label={f('document_type')}
            required
            options={optionsOf(identityDocumentTypes, (key) => t(`options.documentType.${key}`))}
          />
          <Field
            control={control}
            name="personal.document_number"
            label={f('document_number')}
            required
            hint={t('hints.document_number')}
          />
          <Field
            control={control}
            name="personal.birth_date"
            label={f('birth_date')}
            required
            type="date"
            autoComplete="bday"
          />
          <Field
            control={control}
            name="personal.gender"
            label={f('gender')}
            required
            options={optionsOf(genders, (key) => t(`options.gender.${key}`))}
          />
          <Field
            control={control}
            name="personal.nationality"
            label={f('nationality')}
            required
            options={countries}
          />
          <Field
            control={control}
            name="personal.email"
            label={f('email')}
            required
            type="email"
            autoComplete="email"
            hint={accountEmail ? t('hints.signedInEmail') : t('hints.email')}
            slotProps={{ htmlInput: { readOnly: Boolean(accountEmail) } }}
          />
          <Field
            control={control}
            name="personal.phone1"
            label={f('phone1')}
            required
            type="tel"
            autoComplete="tel"
          />
          <Field control={control} name="personal.phone2" label={f('phone2')} type="tel" />
        </Stack>
      )
    case 'address':
      return (
        <Stack spacing={3}>
          <Field control={control} name="address.country" label={f('country')} required options={countries} />
          <Field
            control={control}
            name="address.address"
            label={f('address')}
            required
            autoComplete="street-address"
          />
          <Field
            control={control}
            name="address.postal_code"
            label={f('postal_code')}
            required
            autoComplete="postal-code"
          />
          <Field
            control={control}
            name="address.city"
            label={f('city')}
            required
            autoComplete="address-level2"
          />
          {values.address?.country === 'ES' ? (
            <Field
              control={control}
              name="address.region"
              label={f('province')}
              required
              options={provinces}
            />
          ) : (
            <Field control={control} name="address.region" label={f('region')} required />
          )}
        </Stack>
      )
    case 'academic':
      return (
        <Stack spacing={3}>
          <Field control={control} name="academic.degree_title" label={f('degree_title')} required />
          <Field
            control={control}
            name="academic.degree_type"
            label={f('degree_type')}
            required
            options={optionsOf(degreeTypes, (key) => t(`options.degreeType.${key}`))}
          />
          <Field control={control} name="academic.university" label={f('degree_university')} required />
          <Field
            control={control}
            name="academic.degree_origin"
            label={f('degree_origin')}
            required
            options={optionsOf(degreeOrigins, (key) => t(`options.degreeOrigin.${key}`))}
          />
          <Field control={control} name="academic.issue_date" label={f('issue_date')} required type="date" />
          {values.academic?.degree_origin === 'foreign' && (
            <Field
              control={control}
              name="academic.homologation_date"
              label={f('homologation_date')}
              required
              type="date"
            />
          )}
          <Box component="h4" sx={{ fontSize: '1.125rem', mb: 0 }}>
            {t('sections.professional')}
          </Box>
          <Field
            control={control}
            name="professional.situation"
            label={f('situation')}
            required
            options={optionsOf(professionalSituations, (key) => t(`options.situation.${key}`))}
          />
          <Field
            control={control}
            name="professional.exercise"
            label={f('exercise')}
            options={optionsOf(exerciseSectors, (key) => t(`options.exercise.${key}`))}
          />
          <Field
            control={control}
            name="professional.working_day"
            label={f('working_day')}
            options={optionsOf(profileWorkingDays, (key) => t(`options.workingDay.${key}`))}
          />
          <Field control={control} name="professional.workplace_name" label={f('workplace_name')} />
          <Box component="h4" sx={{ fontSize: '1.125rem', mb: 0 }}>
            {t('sections.economic')}
          </Box>
          <Field
            control={control}
            name="economic.iban"
            label={f('iban')}
            required
            hint={t('hints.iban')}
            autoComplete="off"
          />
        </Stack>
      )
    case 'documents':
      return (
        <Stack spacing={4}>
          <Box component="p" sx={{ m: 0 }}>
            {t('documents.intro')}
          </Box>
          {registrationDocumentFields[kind].map(({ field, required }) => (
            <DocumentField
              key={field}
              field={field}
              label={(t as unknown as LooseTranslate)(`documents.labels.${field}`, {
                max: registrationLimits.otherDocuments,
              })}
              required={required}
              multiple={!required}
              files={files[field] ?? []}
              error={documentErrors[field]}
              onChange={(chosen, problem) => {
                const tooMany = !required && chosen.length > registrationLimits.otherDocuments
                onFiles(field, tooMany ? [] : chosen, tooMany ? 'size' : problem)
              }}
            />
          ))}
        </Stack>
      )
    case 'consents':
      return (
        <Stack spacing={2}>
          <CheckboxField control={control} name="consents.privacy" label={t('consents.privacy')} required />
          <CheckboxField
            control={control}
            name="consents.communications"
            label={t('consents.communications')}
          />
        </Stack>
      )
    case 'summary':
      return <Summary kind={kind} values={values} files={files} onEdit={onEdit} />
  }
}

function Summary({
  kind,
  values,
  files,
  onEdit,
}: {
  kind: RegistrationKind
  values: RegistrationValues
  files: Files
  onEdit: (step: RegistrationStep) => void
}) {
  const t = useTranslations('Registration')
  const countries = useCountryOptions()
  const country = (code: string) => countries.find((option) => option.value === code)?.label ?? code
  const option = (group: string, key: string) => (key ? t(`options.${group}.${key}` as never) : '')
  const f = (name: string) => t(`fields.${name}` as never)
  const sections: Array<{ step: RegistrationStep; rows: Array<[string, string]> }> = []
  if (kind === 'collegiate') {
    sections.push({
      step: 'type',
      rows: [
        [f('registration_type'), option('registrationType', values.type.registration_type)],
        ...(values.type.registration_type === 'transfer'
          ? [[f('origin_association'), values.type.origin_association] as [string, string]]
          : []),
      ],
    })
  } else {
    sections.push({
      step: 'studies',
      rows: [
        [f('university'), values.studies.university],
        [f('degree'), values.studies.degree],
        [f('graduation_year'), values.studies.graduation_year],
      ],
    })
  }
  const { personal, address } = values
  sections.push(
    {
      step: 'personal',
      rows: [
        [f('name'), `${personal.name} ${personal.surname}`],
        [
          f('document_number'),
          `${option('documentType', personal.document_type)} ${personal.document_number}`,
        ],
        [f('birth_date'), personal.birth_date],
        [f('gender'), option('gender', personal.gender)],
        [f('nationality'), country(personal.nationality)],
        [f('email'), personal.email],
        [f('phone1'), personal.phone1],
        [f('phone2'), personal.phone2],
      ],
    },
    {
      step: 'address',
      rows: [
        [f('address'), address.address],
        [f('postal_code'), `${address.postal_code} ${address.city}`],
        [f('region'), address.region],
        [f('country'), country(address.country)],
      ],
    },
  )
  if (kind === 'collegiate') {
    const { academic, professional, economic } = values
    sections.push({
      step: 'academic',
      rows: [
        [f('degree_title'), `${academic.degree_title} (${option('degreeType', academic.degree_type)})`],
        [f('degree_university'), academic.university],
        [f('issue_date'), academic.issue_date],
        ...(academic.degree_origin === 'foreign'
          ? [[f('homologation_date'), academic.homologation_date] as [string, string]]
          : []),
        [f('situation'), option('situation', professional.situation)],
        [f('iban'), economic.iban],
      ],
    })
  }
  sections.push(
    {
      step: 'documents',
      rows: registrationDocumentFields[kind].map(({ field }) => [
        (t as unknown as LooseTranslate)(`documents.labels.${field}`, {
          max: registrationLimits.otherDocuments,
        }),
        (files[field] ?? []).map((file) => file.name).join(', '),
      ]),
    },
    {
      step: 'consents',
      rows: [
        [t('consents.privacy'), values.consents.privacy ? t('summary.yes') : t('summary.no')],
        [t('consents.communications'), values.consents.communications ? t('summary.yes') : t('summary.no')],
      ],
    },
  )
  return (
    <Stack spacing={3}>
      <Box component="p" sx={{ m: 0 }}>
        {t('summary.intro')}
      </Box>
      {sections.map(({ step, rows }) => (
        <Box key={step} component="section" aria-labelledby={`summary-${step}`}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
            <Box component="h4" id={`summary-${step}`} sx={{ fontSize: '1.125rem', my: 1 }}>
              {t(`steps.${step}`)}
            </Box>
            <MuiLink
              component="button"
              type="button"
              onClick={() => onEdit(step)}
              aria-label={t('summary.edit', { section: t(`steps.${step}`) })}
              sx={{ font: 'inherit', minHeight: 44 }}
            >
              {t('summary.editShort')}
            </MuiLink>
          </Stack>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, 1fr) 2fr' },
              columnGap: 2,
              rowGap: 0.5,
              m: 0,
              '& dt': { fontWeight: 700 },
              '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' },
            }}
          >
            {rows.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <dt>{label}</dt>
                <dd>{value.trim() || t('summary.none')}</dd>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  )
}
