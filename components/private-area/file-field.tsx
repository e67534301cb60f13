'use client'

import { useTranslations } from 'next-intl'
import { useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react'
import { ApiError } from '@/lib/client/api-client'
import { attachmentExtensions, attachmentFileProblem } from '@/lib/client/attachments'
import { useErrorMessage } from '@/lib/client/errors'
import { useFormatter } from '@/lib/i18n/format'
import styles from './attachments.module.css'
import areaStyles from './private-area.module.css'

/** Bytes as people read them, in the page's language: "820 kB", "3,4 MB". */
export function useFileSize() {
  const format = useFormatter()
  return (bytes: number) =>
    bytes < 1024 * 1024
      ? format.number(Math.max(1, Math.round(bytes / 1024)), { style: 'unit', unit: 'kilobyte' })
      : format.number(bytes / (1024 * 1024), {
          style: 'unit',
          unit: 'megabyte',
          maximumFractionDigits: 1,
        })
}

export function FileField({
  id,
  name = 'file',
  inputRef,
  label,
  hint,
  required = true,
  error,
  onChange,
}: {
  id: string
  name?: string
  inputRef: RefObject<HTMLInputElement | null>
  label: string
  hint: string
  required?: boolean
  error?: string
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
}) {
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  return (
    <div>
      <label htmlFor={id} className={areaStyles.blockLabel}>
        {label}
      </label>
      <div id={hintId} className={styles.fileHint}>
        {hint}
      </div>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="file"
        accept={attachmentExtensions.join(',')}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        onChange={onChange}
        className={styles.fileInput}
      />
      {error && (
        <div id={errorId} className={styles.fileError}>
          {error}
        </div>
      )}
    </div>
  )
}

/** One place so that every upload form checks and answers alike (the server's ATTACHMENT_* refusals too). */
export function useFileUpload<Stored extends { filename: string }>({
  send,
  addedText,
  onStored,
}: {
  send: (
    file: File,
    callbacks: { onSuccess: (stored: Stored) => void; onError: (error: Error) => void },
  ) => void
  addedText: (stored: Stored) => string
  onStored?: () => void
}) {
  const attachments = useTranslations('Attachments')
  const errors = useTranslations('Errors')
  const failureText = useErrorMessage()
  const fileRef = useRef<HTMLInputElement>(null)
  const [fileError, setFileError] = useState<string>()
  const [failure, setFailure] = useState<string>()
  const [added, setAdded] = useState<string>()

  const refuseFile = (message: string) => {
    setFileError(message)
    fileRef.current?.focus()
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setFailure(undefined)
    setAdded(undefined)
    const file = fileRef.current?.files?.[0]
    const problem = attachmentFileProblem(file)
    if (problem || !file) {
      // The same words as the server's refusals where there is one.
      if (problem === 'tooLarge') return refuseFile(errors('ATTACHMENT_TOO_LARGE'))
      if (problem === 'empty') return refuseFile(errors('ATTACHMENT_EMPTY'))
      return refuseFile(attachments(problem === 'type' ? 'problems.type' : 'problems.missing'))
    }
    setFileError(undefined)
    send(file, {
      onSuccess: (stored) => {
        // Only a stored file clears the form; a refused one keeps the choice for another try.
        if (fileRef.current) fileRef.current.value = ''
        onStored?.()
        setAdded(addedText(stored))
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code?.startsWith('ATTACHMENT_')) refuseFile(errors(error.code))
        else setFailure(failureText(error))
      },
    })
  }

  return {
    fileRef,
    field: { inputRef: fileRef, error: fileError, onChange: () => setFileError(undefined) },
    outcome: { failure, success: added },
    submit,
  }
}
