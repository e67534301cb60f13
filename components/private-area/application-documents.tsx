'use client'

import { useTranslations } from 'next-intl'
import { useId } from 'react'
import { ActionOutcome } from '@/components/ui/action-outcome'
import plainStyles from '@/components/ui/plain-form.module.css'
import { ScreenReaderText } from '@/components/ui/screen-reader-text'
import { attachmentDownloadUrl } from '@/lib/client/attachments'
import { useApplicationDocuments, useUploadApplicationDocument } from '@/lib/client/enrolment'
import type { ApplicationGroup } from '@/lib/contract/applications'
import { SubmitButton } from './account-form-parts'
import styles from './applications.module.css'
import attachmentStyles from './attachments.module.css'
import { FileField, useFileSize, useFileUpload } from './file-field'
import { QueryStatus } from './query-states'
import { useFormatter } from '@/lib/i18n/format'

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
  else if (query.data.length === 0) body = <p>{t('documents.empty')}</p>
  else {
    body = (
      <ul className={styles.documentList}>
        {query.data.map((document) => (
          // Drawn as the profile's attachments.
          <li key={document.id} className={attachmentStyles.fileItem}>
            <p className={attachmentStyles.fileName}>{document.filename}</p>
            <p className={styles.documentFacts}>
              {t('documents.facts', {
                size: fileSize(document.size),
                date: format.dateTime(new Date(document.created_at), { dateStyle: 'medium' }),
              })}
            </p>
            <a href={attachmentDownloadUrl(group, document.id)} className={plainStyles.outlinedButton}>
              {t('documents.download')}
              <ScreenReaderText>{document.filename}</ScreenReaderText>
            </a>
          </li>
        ))}
      </ul>
    )
  }

  return (
    <>
      <p className={styles.documentsIntro}>{t('documents.intro')}</p>
      <UploadForm applicationId={applicationId} />
      <section aria-labelledby={listHeadingId}>
        <h3 id={listHeadingId} className={styles.documentsTitle}>
          {t('documents.listTitle')}
        </h3>
        {body}
      </section>
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
    <form
      method="post"
      noValidate
      onSubmit={submit}
      aria-labelledby={`${fileId}-title`}
      className={styles.documentsForm}
    >
      <h3 id={`${fileId}-title`} className={styles.documentsTitle}>
        {t('documents.uploadTitle')}
      </h3>
      <ActionOutcome {...outcome} />
      <div className={styles.documentsFields}>
        <FileField
          id={fileId}
          label={attachments('upload.file')}
          hint={attachments('upload.fileHint')}
          {...field}
        />
        <SubmitButton pending={upload.isPending}>
          {upload.isPending ? attachments('upload.sending') : attachments('upload.submit')}
        </SubmitButton>
      </div>
    </form>
  )
}
