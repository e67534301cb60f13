'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useRef, useState, type ChangeEvent } from 'react'
import { useWatch, type Control } from 'react-hook-form'
import { ErrorSummary } from '@/components/ui/error-summary'
import { SendButton, SubmissionFailure } from '@/components/ui/form-submission'
import { FormCheckbox } from '@/components/ui/form-checkbox'
import { FormRadioGroup } from '@/components/ui/form-radio-group'
import { PlainIcon } from '@/components/ui/plain-alert'
import { muiIconPaths } from '@/components/ui/mui-icon-paths'
import { PlainFormField, PlainTextArea } from '@/components/ui/plain-form-field'
import plainStyles from '@/components/ui/plain-form.module.css'
import { DraftRestored } from '@/components/ui/draft-restored'
import { ApiError } from '@/lib/client/api-client'
import { useCaptcha } from '@/lib/client/captcha'
import { useSubmitConsumerComplaint } from '@/lib/client/consumer-complaints'
import { useContractForm, type ContractIssue } from '@/lib/client/contract-form'
import { useFormDraft } from '@/lib/client/form-draft'
import type { FailureWords } from '@/lib/client/form-failure'
import { attachmentMaxBytes } from '@/lib/contract/attachments'
import { captchaActions } from '@/lib/contract/captcha'
import {
  complainantKinds,
  complaintTopics,
  ConsumerComplaintFormSchema,
  consumerComplaintLimits as limits,
  type ConsumerComplaintForm as ComplaintAnswers,
  type ConsumerComplaintReceipt,
} from '@/lib/contract/consumer-complaints'
import { defaultLocale, isLocale } from '@/lib/contract/locales'
import { fileProblem } from '@/lib/contract/registration'
import { Link } from '@/lib/i18n/navigation'
import { attachmentAccept } from '@/lib/client/attachments'
import { useFormatter } from '@/lib/i18n/format'
import fileStyles from '@/components/ui/file-input.module.css'
import { ComplaintSubjectField } from './complaint-subject-field'
import styles from './complaint-form.module.css'

type Translate = ReturnType<typeof useTranslations<'ConsumerComplaint'>>

export interface ComplaintValues {
  complainant: string
  name: string
  email: string
  phone: string
  topic: string
  subject_kind: string
  professional: string
  subject_registry_number: string
  description: string
  privacy_accepted: boolean
}

export const emptyComplaint = (): ComplaintValues => ({
  complainant: '',
  name: '',
  email: '',
  phone: '',
  topic: '',
  subject_kind: '',
  professional: '',
  subject_registry_number: '',
  description: '',
  privacy_accepted: false,
})

/** Where the complaint being written is kept in this browser (never the files). */
export const complaintDraftKey = 'consumer-complaint-draft'

const fieldOrder = [
  'complainant',
  'name',
  'email',
  'phone',
  'topic',
  'subject_kind',
  'professional',
  'description',
  'privacy_accepted',
] as const
type FieldName = (typeof fieldOrder)[number]

/** Whom it is about goes only with a complaint about a practice; what was not answered is left out. */
const answersOf = (values: ComplaintValues) => {
  const about = values.topic === 'professional_practice'
  return {
    ...values,
    subject_kind: about && values.subject_kind ? values.subject_kind : undefined,
    professional: about ? values.professional : '',
    subject_registry_number:
      about && values.subject_registry_number ? values.subject_registry_number : undefined,
  }
}

function issueText(t: Translate, issue: ContractIssue): string {
  const field = issue.path[0] as FieldName
  const empty = typeof issue.input === 'string' && issue.input.trim() === ''
  if (field === 'privacy_accepted') return t('issues.privacy')
  if (field === 'complainant' || field === 'topic' || field === 'subject_kind') return t('issues.choose')
  if (empty && (issue.code === 'too_small' || issue.code === 'invalid_format')) return t('issues.required')
  if (field === 'email') return t('issues.email')
  if (field === 'phone') return t('issues.phone')
  if (issue.code === 'too_small') return t('issues.tooShort', { min: limits.descriptionMin })
  if (issue.code === 'too_big') return t('issues.tooLong', { max: Number(issue.maximum) })
  return t('issues.invalid')
}

type FileIssue =
  { kind: 'type' | 'size'; name: string } | { kind: 'tooMany' } | { kind: 'server'; reason: string }

function useComplaintFailures(): FailureWords {
  const t = useTranslations('ConsumerComplaint')
  const captcha = t('failure.captcha')
  const files = t('failure.files')
  return {
    captcha,
    network: t('failure.generic'),
    codes: { CAPTCHA_INVALID: captcha, CAPTCHA_UNAVAILABLE: captcha, ATTACHMENT_EMPTY: files },
    rateLimited: { text: (minutes) => t('failure.rateLimited', { minutes }), defaultSeconds: 3600 },
    statuses: { 413: files, 415: files, 422: t('failure.validation') },
    errorCodes: false,
    otherwise: t('failure.generic'),
  }
}

function fileRefusal(t: Translate, error: ApiError): string {
  if (error.status === 413) return t('documents.refused.size')
  if (error.status === 415) return t('documents.refused.type')
  return t('documents.refused.empty')
}

function useFileSize() {
  const format = useFormatter()
  return (bytes: number) =>
    bytes < 1024 * 1024
      ? format.number(Math.max(1, Math.round(bytes / 1024)), { style: 'unit', unit: 'kilobyte' })
      : format.number(bytes / (1024 * 1024), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 })
}

function PrivacyField({ control }: { control: Control<ComplaintValues> }) {
  const t = useTranslations('ConsumerComplaint')
  return (
    <FormCheckbox
      control={control}
      name="privacy_accepted"
      required
      label={t.rich('privacy', {
        link: (chunks) => (
          <Link href={t('privacyPath')} target="_blank" rel="noopener">
            {chunks}
          </Link>
        ),
      })}
    />
  )
}

function DocumentsField({
  files,
  issue,
  onAdd,
  onRemove,
}: {
  files: File[]
  issue: FileIssue | null
  onAdd: (chosen: File[]) => void
  onRemove: (index: number) => void
}) {
  const t = useTranslations('ConsumerComplaint')
  const size = useFileSize()
  const [announcement, setAnnouncement] = useState('')
  const inputRef = useRef<HTMLInputElement>(null)
  const id = 'documents'
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const max = size(attachmentMaxBytes)
  const message = !issue
    ? null
    : issue.kind === 'tooMany'
      ? t('documents.problems.tooMany', { count: limits.documents })
      : issue.kind === 'server'
        ? t('documents.problems.server', { reason: issue.reason })
        : t(`documents.problems.${issue.kind}`, { name: issue.name, max })
  return (
    <div>
      <label htmlFor={id} className={plainStyles.blockLabel}>
        {t('fields.documents')}
      </label>
      <p id={hintId} className={styles.documentsHint}>
        {t('documents.hint', { count: limits.documents, max })}
      </p>
      <input
        ref={inputRef}
        id={id}
        type="file"
        multiple
        accept={attachmentAccept}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${errorId} ${hintId}` : hintId}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          onAdd([...(event.target.files ?? [])])
          event.target.value = ''
        }}
        className={fileStyles.fileInput}
      />
      {files.length > 0 && (
        <ul aria-label={t('documents.list')} className={styles.files}>
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}-${index}`}>
              <span>{t('documents.chosen', { name: file.name, size: size(file.size) })}</span>
              <button
                type="button"
                className={`${plainStyles.iconButton} ${styles.removeButton}`}
                aria-label={t('documents.remove', { name: file.name })}
                onClick={() => {
                  onRemove(index)
                  setAnnouncement(t('documents.removed', { name: file.name }))
                  inputRef.current?.focus()
                }}
              >
                <PlainIcon path={muiIconPaths.close} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <span role="status" className="visually-hidden">
        {announcement}
      </span>
      {message && (
        <p id={errorId} className={styles.documentsError}>
          {message}
        </p>
      )}
    </div>
  )
}

/** What is typed (never the files) is kept in this browser as a draft until it is sent. */
export function ConsumerComplaintForm({
  onSent,
}: {
  onSent: (receipt: ConsumerComplaintReceipt, email: string) => void
}) {
  const t = useTranslations('ConsumerComplaint')
  const locale = useLocale()
  const lang = isLocale(locale) ? locale : defaultLocale
  // Rendered in the browser only (see ConsumerComplaintIsland), so the draft can be read while the form is created.
  const draft = useFormDraft(complaintDraftKey, emptyComplaint)
  const [files, setFiles] = useState<File[]>([])
  const [fileIssue, setFileIssue] = useState<FileIssue | null>(null)
  const captcha = useCaptcha()
  const submission = useSubmitConsumerComplaint({
    lang,
    captchaToken: () => captcha.execute(captchaActions.consumerComplaint),
  })
  const message = useCallback((issue: ContractIssue) => issueText(t, issue), [t])
  const {
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    setFocus,
    formState,
    summaryRef,
    summaryShown,
    onInvalid,
    failureText,
  } = useContractForm<ComplaintValues>({
    schema: ConsumerComplaintFormSchema,
    message,
    prepare: answersOf,
    failures: useComplaintFailures(),
    draft,
    shouldFocusError: false,
    defaultValues: emptyComplaint(),
  })
  const values = useWatch({ control }) as ComplaintValues

  const addFiles = (chosen: File[]) => {
    const refused = chosen.find((file) => fileProblem(file) !== null)
    if (refused) {
      setFileIssue({ kind: fileProblem(refused)!, name: refused.name })
      return
    }
    if (files.length + chosen.length > limits.documents) {
      setFileIssue({ kind: 'tooMany' })
      return
    }
    setFileIssue(null)
    setFiles((current) => [...current, ...chosen])
  }

  const startAgain = () => {
    draft.forget()
    reset(emptyComplaint())
    setFiles([])
    setFileIssue(null)
    submission.reset()
  }

  const send = (checked: ComplaintValues) => {
    const form = ConsumerComplaintFormSchema.parse(answersOf(checked)) as ComplaintAnswers
    submission.mutate(
      { form, files },
      {
        onSuccess: (receipt) => {
          draft.sent()
          onSent(receipt, form.email)
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return
          if (error.status === 413 || error.status === 415 || error.code === 'ATTACHMENT_EMPTY') {
            setFileIssue({ kind: 'server', reason: fileRefusal(t, error) })
          }
          if (error.status !== 422 || !Array.isArray(error.detail)) return
          for (const issue of error.detail as Array<{ loc: Array<string | number> }>) {
            if (issue.loc[0] === 'files') setFileIssue({ kind: 'tooMany' })
            const field = issue.loc[1]
            if (issue.loc[0] === 'body' && field === 'subject_registry_number') {
              setError('professional', { type: 'server', message: t('issues.notInRegistry') })
            } else if (issue.loc[0] === 'body' && fieldOrder.includes(field as FieldName)) {
              setError(field as FieldName, { type: 'server', message: t('issues.invalid') })
            }
          }
        },
      },
    )
  }

  const errors = formState.errors
  const summary = fieldOrder
    .filter((field) => errors[field]?.message)
    .map((field) => ({
      id: field,
      message:
        field === 'privacy_accepted'
          ? errors[field]!.message!
          : `${t(`fields.${field}`)}: ${errors[field]!.message}`,
    }))
  const about = values.topic === 'professional_practice'
  const descriptionLength = (values.description ?? '').length

  return (
    <section aria-labelledby="complaint-form-title">
      <h2 id="complaint-form-title" className={plainStyles.formTitle}>
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
      <form
        method="post"
        noValidate
        aria-labelledby="complaint-form-title"
        onFocus={captcha.prepare}
        onSubmit={(event) => void handleSubmit(send, onInvalid)(event)}
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
          <FormRadioGroup
            control={control}
            name="complainant"
            label={t('fields.complainant')}
            required
            options={complainantKinds.map((kind) => ({ value: kind, label: t(`complainants.${kind}`) }))}
          />
          <PlainFormField
            control={control}
            name="name"
            label={t('fields.name')}
            required
            autoComplete="name"
            maxLength={limits.name}
          />
          <PlainFormField
            control={control}
            name="email"
            label={t('fields.email')}
            hint={t('hints.email')}
            required
            type="email"
            autoComplete="email"
          />
          <PlainFormField
            control={control}
            name="phone"
            label={t('fields.phone')}
            type="tel"
            autoComplete="tel"
          />
          <FormRadioGroup
            control={control}
            name="topic"
            label={t('fields.topic')}
            required
            options={complaintTopics.map((topic) => ({ value: topic, label: t(`topics.${topic}`) }))}
          />
          {about && <ComplaintSubjectField control={control} setValue={setValue} setFocus={setFocus} />}
          <div>
            <PlainTextArea
              control={control}
              name="description"
              label={t('fields.description')}
              hint={t('hints.description', { min: limits.descriptionMin, max: limits.descriptionMax })}
              required
              minRows={6}
            />
            <p
              className={
                descriptionLength > limits.descriptionMax
                  ? `${styles.counter} ${styles.over}`
                  : styles.counter
              }
            >
              {t('hints.counter', { count: descriptionLength, max: limits.descriptionMax })}
            </p>
          </div>
          <DocumentsField
            files={files}
            issue={fileIssue}
            onAdd={addFiles}
            onRemove={(index) => {
              setFiles((current) => current.filter((_, position) => position !== index))
              setFileIssue(null)
            }}
          />
          <PrivacyField control={control} />
          {submission.isError && (
            <SubmissionFailure title={t('failure.title')}>{failureText(submission.error)}</SubmissionFailure>
          )}
          <SendButton sending={submission.isPending} label={t('submit')} sendingLabel={t('sending')} />
        </div>
      </form>
    </section>
  )
}
