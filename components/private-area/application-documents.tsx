'use client'

import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useTranslations } from 'next-intl'
import { useId } from 'react'
import { ActionOutcome } from '@/components/ui/action-outcome'
import { ScreenReaderText } from '@/components/ui/screen-reader-text'
import { attachmentDownloadUrl } from '@/lib/client/attachments'
import { useApplicationDocuments, useUploadApplicationDocument } from '@/lib/client/enrolment'
import type { ApplicationGroup } from '@/lib/contract/applications'
import { SubmitButton } from './account-form-parts'
import { FileField, useFileSize, useFileUpload } from './file-field'
import { QueryStatus } from './query-states'
import { useFormatter } from '@/lib/i18n/format'

const subheadingSx = { fontSize: '1.125rem', mt: 0, mb: 1.5 } as const

/** Spec §4 (pending_documents); the browser checks first, the server again by content. */
export function ApplicationDocuments({
  group,
  applicationId,
}: {
  group: ApplicationGroup
  applicationId: string
}) {
  const t = useTranslations('Applications')
  const format = useFormatter()
  const fileSize = useFileSize()
  const query = useApplicationDocuments(applicationId)
  const listHeadingId = useId()

  let body
  if (!query.isSuccess)
    body = (
      <QueryStatus
        query={query}
        loading={t('documents.loading')}
        failed={t('documents.loadFailed')}
        retry={t('list.retry')}
      />
    )
  else if (query.data.length === 0) body = <Box component="p">{t('documents.empty')}</Box>
  else {
    body = (
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {query.data.map((document) => (
          <Box
            component="li"
            key={document.id}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
          >
            <Box component="p" sx={{ m: 0, fontWeight: 700, overflowWrap: 'anywhere' }}>
              {document.filename}
            </Box>
            <Box component="p" sx={{ my: 1, color: 'text.secondary' }}>
              {t('documents.facts', {
                size: fileSize(document.size),
                date: format.dateTime(new Date(document.created_at), { dateStyle: 'medium' }),
              })}
            </Box>
            <Button
              variant="outlined"
              href={attachmentDownloadUrl(group, document.id)}
              sx={{ minHeight: 44 }}
            >
              {t('documents.download')}
              <ScreenReaderText>{document.filename}</ScreenReaderText>
            </Button>
          </Box>
        ))}
      </Box>
    )
  }

  return (
    <>
      <Box component="p" sx={{ mt: 0, maxWidth: '70ch' }}>
        {t('documents.intro')}
      </Box>
      <UploadForm applicationId={applicationId} />
      <Box component="section" aria-labelledby={listHeadingId}>
        <Box component="h3" id={listHeadingId} sx={subheadingSx}>
          {t('documents.listTitle')}
        </Box>
        {body}
      </Box>
    </>
  )
}

function UploadForm({ applicationId }: { applicationId: string }) {
  const t = useTranslations('Applications')
  const attachments = useTranslations('Attachments')
  const upload = useUploadApplicationDocument()
  const fileId = useId()
  const { field, outcome, submit } = useFileUpload({
    send: (file, callbacks) => upload.mutate({ applicationId, file }, callbacks),
    addedText: (document) => t('documents.added', { name: document.filename }),
  })

  return (
    <Box
      component="form"
      method="post"
      noValidate
      onSubmit={submit}
      aria-labelledby={`${fileId}-title`}
      sx={{ mb: 3 }}
    >
      <Box component="h3" id={`${fileId}-title`} sx={subheadingSx}>
        {t('documents.uploadTitle')}
      </Box>
      <ActionOutcome {...outcome} />
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <FileField
          id={fileId}
          label={attachments('upload.file')}
          hint={attachments('upload.fileHint')}
          {...field}
        />
        <SubmitButton pending={upload.isPending}>
          {upload.isPending ? attachments('upload.sending') : attachments('upload.submit')}
        </SubmitButton>
      </Stack>
    </Box>
  )
}
