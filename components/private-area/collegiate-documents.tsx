'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import pageStyles from '@/components/ui/page.module.css'
import plainStyles from '@/components/ui/plain-form.module.css'
import { ScreenReaderText } from '@/components/ui/screen-reader-text'
import { attachmentDownloadUrl, useAttachments } from '@/lib/client/attachments'
import { useSepaMandate } from '@/lib/client/sepa'
import type { AttachmentGroup, AttachmentKind } from '@/lib/contract/attachments'
import { AttachmentsPanel } from './attachments-panel'
import styles from './documents.module.css'
import { MandateStateText, mandateProvided, mandateStageOf } from './mandate-state'
import { ProfileSection } from './profile-section'
import { QueryStatus } from './query-states'
import { useFormatter } from '@/lib/i18n/format'

export function CollegiateDocuments({ group, kinds }: { group: AttachmentGroup; kinds: AttachmentKind[] }) {
  const t = useTranslations('CollegiateDocuments')
  const attachmentsT = useTranslations('Attachments')
  const format = useFormatter()
  const query = useAttachments(group)
  const [preset, setPreset] = useState<{ kind: AttachmentKind }>()

  const needsMandate = kinds.includes('sepa_mandate')
  const mandateQuery = useSepaMandate({ enabled: needsMandate })
  const waiting = !query.isSuccess ? query : needsMandate && !mandateQuery.isSuccess ? mandateQuery : null

  let body
  if (waiting || !query.isSuccess)
    body = (
      <QueryStatus
        query={waiting ?? query}
        loading={t('loading')}
        failed={t('loadFailed')}
        retry={t('retry')}
      />
    )
  else {
    const mandate = mandateQuery.data ?? null
    // The list comes newest first: the first of a kind is the one that counts.
    const fileOf = (kind: AttachmentKind) => query.data.find((item) => item.kind === kind)
    const provided = (kind: AttachmentKind) =>
      kind === 'sepa_mandate' ? mandateProvided(mandateStageOf(mandate)) : Boolean(fileOf(kind))
    const missing = kinds.filter((kind) => !provided(kind)).length
    body = (
      <>
        <p role="status" className={styles.lead}>
          {missing === 0 ? t('complete') : t('missingCount', { count: missing, total: kinds.length })}
        </p>
        <ul className={`${styles.boxList} ${styles.checklist}`}>
          {kinds.map((kind) => {
            const name = attachmentsT(`kinds.${kind}`)
            const file = kind === 'sepa_mandate' ? undefined : fileOf(kind)
            return (
              <li
                key={kind}
                data-kind={kind}
                className={`${styles.edgedBox} ${provided(kind) ? styles.done : styles.toDo}`}
              >
                <h3 className={styles.itemTitle}>{name}</h3>
                {kind === 'sepa_mandate' ? (
                  // The mandate's record decides, and its signed copy is sent on /sepa only.
                  <p className={styles.itemState}>
                    <MandateStateText mandate={mandate} />
                  </p>
                ) : (
                  <>
                    <p className={styles.itemState}>
                      {file
                        ? t('provided', {
                            name: file.filename,
                            date: format.dateTime(new Date(file.created_at), { dateStyle: 'medium' }),
                          })
                        : t('missing')}
                    </p>
                    <div className={styles.itemActions}>
                      {file && (
                        <a
                          href={attachmentDownloadUrl(group, file.id)}
                          className={plainStyles.outlinedButton}
                        >
                          {t('download')}
                          <ScreenReaderText>{file.filename}</ScreenReaderText>
                        </a>
                      )}
                      <button
                        type="button"
                        className={
                          file
                            ? `${plainStyles.textButton} ${styles.primaryText}`
                            : `${pageStyles.button} ${plainStyles.button}`
                        }
                        onClick={() => setPreset({ kind })}
                      >
                        {file ? t('replace', { kind: name }) : t('upload', { kind: name })}
                      </button>
                    </div>
                  </>
                )}
              </li>
            )
          })}
        </ul>
      </>
    )
  }

  return (
    <>
      <ProfileSection id="checklist" title={t('checklistTitle')}>
        {body}
      </ProfileSection>
      <ProfileSection id="attachments" title={attachmentsT('title')}>
        <AttachmentsPanel group={group} preset={preset} />
      </ProfileSection>
    </>
  )
}
