'use client'

import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useTranslations } from 'next-intl'
import { useState, type ReactNode } from 'react'
import { ScreenReaderText } from '@/components/ui/screen-reader-text'
import { attachmentDownloadUrl, useAttachments } from '@/lib/client/attachments'
import { useSepaMandate } from '@/lib/client/sepa'
import type { AttachmentGroup, AttachmentKind } from '@/lib/contract/attachments'
import { AttachmentsPanel } from './attachments-panel'
import { MandateStateText, mandateProvided, mandateStageOf } from './mandate-state'
import { QueryStatus } from './query-states'
import { useFormatter } from '@/lib/i18n/format'

const sectionHeadingSx = { typography: 'h2', fontSize: { xs: '1.375rem', md: '1.625rem' }, mt: 0 } as const

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-title`} sx={{ mb: 5 }}>
      <Box component="h2" id={`${id}-title`} sx={sectionHeadingSx}>
        {title}
      </Box>
      {children}
    </Box>
  )
}

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
        <Box component="p" role="status" sx={{ mt: 0 }}>
          {missing === 0 ? t('complete') : t('missingCount', { count: missing, total: kinds.length })}
        </Box>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, maxWidth: 720 }}>
          {kinds.map((kind) => {
            const name = attachmentsT(`kinds.${kind}`)
            const file = kind === 'sepa_mandate' ? undefined : fileOf(kind)
            return (
              <Box
                component="li"
                key={kind}
                data-kind={kind}
                sx={{
                  border: 1,
                  borderColor: provided(kind) ? 'success.main' : 'warning.main',
                  borderInlineStartWidth: 6,
                  borderRadius: 1,
                  p: 2,
                }}
              >
                <Box component="h3" sx={{ fontSize: '1.1rem', m: 0 }}>
                  {name}
                </Box>
                {kind === 'sepa_mandate' ? (
                  // The mandate's record decides, and its signed copy is sent on /sepa only.
                  <Box component="p" sx={{ my: 1, fontWeight: 500 }}>
                    <MandateStateText mandate={mandate} />
                  </Box>
                ) : (
                  <>
                    <Box component="p" sx={{ my: 1, fontWeight: 500 }}>
                      {file
                        ? t('provided', {
                            name: file.filename,
                            date: format.dateTime(new Date(file.created_at), { dateStyle: 'medium' }),
                          })
                        : t('missing')}
                    </Box>
                    <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
                      {file && (
                        <Button
                          variant="outlined"
                          href={attachmentDownloadUrl(group, file.id)}
                          sx={{ minHeight: 44 }}
                        >
                          {t('download')}
                          <ScreenReaderText>{file.filename}</ScreenReaderText>
                        </Button>
                      )}
                      <Button
                        variant={file ? 'text' : 'contained'}
                        onClick={() => setPreset({ kind })}
                        sx={{ minHeight: 44 }}
                      >
                        {file ? t('replace', { kind: name }) : t('upload', { kind: name })}
                      </Button>
                    </Stack>
                  </>
                )}
              </Box>
            )
          })}
        </Box>
      </>
    )
  }

  return (
    <>
      <Section id="checklist" title={t('checklistTitle')}>
        {body}
      </Section>
      <Section id="attachments" title={attachmentsT('title')}>
        <AttachmentsPanel group={group} preset={preset} />
      </Section>
    </>
  )
}
