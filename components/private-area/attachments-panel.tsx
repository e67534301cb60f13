'use client'

import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState, type RefObject } from 'react'
import { ActionOutcome } from '@/components/ui/action-outcome'
import { ScreenReaderText } from '@/components/ui/screen-reader-text'
import {
  attachmentDownloadUrl,
  useAttachments,
  useRemoveAttachment,
  useUploadAttachment,
} from '@/lib/client/attachments'
import { showSuccess } from '@/lib/client/notices'
import {
  uploadableAttachmentKinds,
  type Attachment,
  type AttachmentGroup,
  type AttachmentKind,
} from '@/lib/contract/attachments'
import { SubmitButton } from './account-form-parts'
import { ConfirmDialog } from './confirm-dialog'
import { FileField, useFileSize, useFileUpload } from './file-field'
import { QueryStatus } from './query-states'
import { useFormatter } from '@/lib/i18n/format'

const subheadingSx = { fontSize: '1.25rem', mt: 0, mb: 2 } as const

/** Spec §3; the browser checks the upload first, the server again by content. */
export function AttachmentsPanel({
  group,
  preset,
}: {
  group: AttachmentGroup
  preset?: { kind: AttachmentKind }
}) {
  const t = useTranslations('Attachments')
  const listHeadingRef = useRef<HTMLHeadingElement>(null)
  return (
    <>
      <Box component="p" sx={{ mt: 0, mb: 3, maxWidth: '70ch' }}>
        {t('intro')}
      </Box>
      <UploadForm group={group} preset={preset} />
      <AttachmentList
        group={group}
        headingRef={listHeadingRef}
        onRemoved={(name) => showSuccess(t('list.removed', { name }))}
      />
    </>
  )
}

function UploadForm({ group, preset }: { group: AttachmentGroup; preset?: { kind: AttachmentKind } }) {
  const t = useTranslations('Attachments')
  const upload = useUploadAttachment(group)
  const ids = { file: useId(), kind: useId() }
  const [kind, setKind] = useState<AttachmentKind>(preset?.kind ?? 'other')
  const [presetSeen, setPresetSeen] = useState(preset)
  if (preset !== presetSeen) {
    setPresetSeen(preset)
    if (preset) setKind(preset.kind)
  }
  const { fileRef, field, outcome, submit } = useFileUpload({
    send: (file, callbacks) => upload.mutate({ file, kind }, callbacks),
    addedText: (attachment) => t('upload.added', { name: attachment.filename }),
    onStored: () => setKind(preset?.kind ?? 'other'),
  })
  // A preset given later (a "Upload" button elsewhere on the page) takes the focus; the first one does not.
  const firstPreset = useRef(preset)
  useEffect(() => {
    if (preset && preset !== firstPreset.current) fileRef.current?.focus()
  }, [preset, fileRef])

  return (
    <Box
      component="form"
      method="post"
      noValidate
      onSubmit={submit}
      aria-labelledby={`${ids.file}-title`}
      sx={{ mb: 4 }}
    >
      <Box component="h3" id={`${ids.file}-title`} sx={subheadingSx}>
        {t('upload.title')}
      </Box>
      <ActionOutcome {...outcome} />
      <Stack spacing={2.5} sx={{ maxWidth: 480 }}>
        <FileField id={ids.file} label={t('upload.file')} hint={t('upload.fileHint')} {...field} />
        <Box>
          <Box component="label" htmlFor={ids.kind} sx={{ display: 'block', fontWeight: 700, mb: 0.5 }}>
            {t('upload.kind')}
          </Box>
          <Box
            component="select"
            id={ids.kind}
            name="kind"
            value={kind}
            onChange={(event) => setKind(event.target.value as AttachmentKind)}
            sx={{
              display: 'block',
              width: '100%',
              minHeight: 44,
              px: 1,
              font: 'inherit',
              color: 'text.primary',
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'grey.600',
              borderRadius: 1,
            }}
          >
            {uploadableAttachmentKinds.map((value) => (
              <option key={value} value={value}>
                {t(`kinds.${value}`)}
              </option>
            ))}
          </Box>
        </Box>
        <SubmitButton pending={upload.isPending}>
          {upload.isPending ? t('upload.sending') : t('upload.submit')}
        </SubmitButton>
      </Stack>
    </Box>
  )
}

function AttachmentList({
  group,
  headingRef,
  onRemoved,
}: {
  group: AttachmentGroup
  headingRef: RefObject<HTMLHeadingElement | null>
  onRemoved: (name: string) => void
}) {
  const t = useTranslations('Attachments')
  const format = useFormatter()
  const fileSize = useFileSize()
  const headingId = useId()
  const query = useAttachments(group)
  const [removing, setRemoving] = useState<Attachment>()

  let body
  if (!query.isSuccess)
    body = (
      <QueryStatus
        query={query}
        loading={t('list.loading')}
        failed={t('list.loadFailed')}
        retry={t('list.retry')}
      />
    )
  else if (query.data.length === 0) {
    body = <Box component="p">{t('list.empty')}</Box>
  } else {
    body = (
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {query.data.map((attachment) => (
          <Box
            component="li"
            key={attachment.id}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
          >
            <Box component="p" sx={{ m: 0, fontWeight: 700, overflowWrap: 'anywhere' }}>
              {attachment.filename}
            </Box>
            <Box
              component="dl"
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                columnGap: 3,
                rowGap: 0.5,
                my: 1,
                '& dt': { fontWeight: 700 },
                '& dt::after': { content: '":"', pr: 0.5 },
                '& dd': { m: 0 },
                '& > div': { display: 'flex' },
              }}
            >
              <div>
                <dt>{t('list.kind')}</dt>
                <dd>{t(`kinds.${attachment.kind}`)}</dd>
              </div>
              <div>
                <dt>{t('list.size')}</dt>
                <dd>{fileSize(attachment.size)}</dd>
              </div>
              <div>
                <dt>{t('list.uploadedOn')}</dt>
                <dd>
                  <time dateTime={attachment.created_at}>
                    {format.dateTime(new Date(attachment.created_at), { dateStyle: 'medium' })}
                  </time>
                </dd>
              </div>
            </Box>
            <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
              <Button
                variant="outlined"
                href={attachmentDownloadUrl(group, attachment.id)}
                sx={{ minHeight: 44 }}
              >
                {t('list.download')}
                <ScreenReaderText>{attachment.filename}</ScreenReaderText>
              </Button>
              <Button
                variant="outlined"
                color="error"
                onClick={() => setRemoving(attachment)}
                sx={{ minHeight: 44 }}
              >
                {t('list.remove')}
                <ScreenReaderText>{attachment.filename}</ScreenReaderText>
              </Button>
            </Stack>
          </Box>
        ))}
      </Box>
    )
  }

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box component="h3" id={headingId} ref={headingRef} tabIndex={-1} sx={subheadingSx}>
        {t('list.title')}
      </Box>
      {body}
      <RemoveDialog
        group={group}
        attachment={removing}
        onClose={() => setRemoving(undefined)}
        onRemoved={onRemoved}
        afterRemoval={() => headingRef.current?.focus()}
      />
    </Box>
  )
}

function RemoveDialog({
  group,
  attachment,
  onClose,
  onRemoved,
  afterRemoval,
}: {
  group: AttachmentGroup
  attachment: Attachment | undefined
  onClose: () => void
  onRemoved: (name: string) => void
  /** Once the dialog has gone: the button that opened it went with the removed file. */
  afterRemoval: () => void
}) {
  const t = useTranslations('Attachments')
  const remove = useRemoveAttachment(group)
  const [shown, setShown] = useState<Attachment>()
  // Keeps the name on screen while the dialog closes.
  if (attachment && attachment !== shown) setShown(attachment)

  return (
    <ConfirmDialog
      open={Boolean(attachment)}
      title={t('confirm.title')}
      body={t('confirm.body', { name: shown?.filename ?? '' })}
      keepLabel={t('confirm.cancel')}
      confirmLabel={t('confirm.remove')}
      pendingLabel={t('confirm.removing')}
      pending={remove.isPending}
      onConfirm={({ succeeded, failed }) => {
        if (!attachment) return
        remove.mutate(attachment.id, {
          onSuccess: () => {
            succeeded()
            onRemoved(attachment.filename)
          },
          onError: failed,
        })
      }}
      onClose={onClose}
      // The button that opened it is gone after a removal; the list heading takes the focus instead.
      afterSuccess={afterRemoval}
    />
  )
}
