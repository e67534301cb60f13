'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState, type RefObject } from 'react'
import { ActionOutcome } from '@/components/ui/action-outcome'
import plainStyles from '@/components/ui/plain-form.module.css'
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
import styles from './attachments.module.css'
import areaStyles from './private-area.module.css'
import { ConfirmDialog, preloadConfirmDialog } from './confirm-dialog'
import { FileField, useFileSize, useFileUpload } from './file-field'
import { QueryStatus } from './query-states'
import { useFormatter } from '@/lib/i18n/format'

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
      <p className={areaStyles.intro}>{t('intro')}</p>
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
    <form
      method="post"
      noValidate
      onSubmit={submit}
      aria-labelledby={`${ids.file}-title`}
      className={styles.uploadForm}
    >
      <h3 id={`${ids.file}-title`} className={areaStyles.panelTitle}>
        {t('upload.title')}
      </h3>
      <ActionOutcome {...outcome} />
      <div className={styles.uploadFields}>
        <FileField id={ids.file} label={t('upload.file')} hint={t('upload.fileHint')} {...field} />
        <div>
          <label htmlFor={ids.kind} className={areaStyles.blockLabel}>
            {t('upload.kind')}
          </label>
          <select
            id={ids.kind}
            name="kind"
            value={kind}
            onChange={(event) => setKind(event.target.value as AttachmentKind)}
            className={areaStyles.nativeSelect}
          >
            {uploadableAttachmentKinds.map((value) => (
              <option key={value} value={value}>
                {t(`kinds.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <SubmitButton pending={upload.isPending}>
          {upload.isPending ? t('upload.sending') : t('upload.submit')}
        </SubmitButton>
      </div>
    </form>
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
    body = <p>{t('list.empty')}</p>
  } else {
    body = (
      <ul className={styles.fileList}>
        {query.data.map((attachment) => (
          <li key={attachment.id} className={styles.fileItem}>
            <p className={styles.fileName}>{attachment.filename}</p>
            <dl className={styles.fileFacts}>
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
            </dl>
            <div className={styles.fileActions}>
              <a href={attachmentDownloadUrl(group, attachment.id)} className={plainStyles.outlinedButton}>
                {t('list.download')}
                <ScreenReaderText>{attachment.filename}</ScreenReaderText>
              </a>
              <button
                type="button"
                className={`${plainStyles.outlinedButton} ${plainStyles.errorButton}`}
                onPointerEnter={preloadConfirmDialog}
                onFocus={preloadConfirmDialog}
                onClick={() => setRemoving(attachment)}
              >
                {t('list.remove')}
                <ScreenReaderText>{attachment.filename}</ScreenReaderText>
              </button>
            </div>
          </li>
        ))}
      </ul>
    )
  }

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className={areaStyles.panelTitle}>
        {t('list.title')}
      </h3>
      {body}
      <RemoveDialog
        group={group}
        attachment={removing}
        onClose={() => setRemoving(undefined)}
        onRemoved={onRemoved}
        afterRemoval={() => headingRef.current?.focus()}
      />
    </section>
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
