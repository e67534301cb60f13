'use client'

import Box from '@mui/material/Box'
import { useFormatter } from 'next-intl'
import type { RefObject } from 'react'
import { attachmentExtensions } from '@/lib/client/attachments'

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

/** A file input for an upload (PDF, JPEG, PNG) with its label, hint and the error of the last check. */
export function FileField({
  id,
  inputRef,
  label,
  hint,
  error,
  onChange,
}: {
  id: string
  inputRef: RefObject<HTMLInputElement | null>
  label: string
  hint: string
  error?: string
  onChange: () => void
}) {
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  return (
    <Box>
      <Box component="label" htmlFor={id} sx={{ display: 'block', fontWeight: 700, mb: 0.5 }}>
        {label}
      </Box>
      <Box id={hintId} sx={{ color: 'text.secondary', mb: 1 }}>
        {hint}
      </Box>
      <Box
        component="input"
        ref={inputRef}
        id={id}
        name="file"
        type="file"
        accept={attachmentExtensions.join(',')}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        onChange={onChange}
        sx={{
          display: 'block',
          width: '100%',
          minHeight: 44,
          font: 'inherit',
          '&::file-selector-button': { minHeight: 40, mr: 2, font: 'inherit', cursor: 'pointer' },
        }}
      />
      {error && (
        <Box id={errorId} sx={{ color: 'error.main', mt: 1, fontWeight: 500 }}>
          {error}
        </Box>
      )}
    </Box>
  )
}
