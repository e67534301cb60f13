'use client'

import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useTranslations } from 'next-intl'
import { useState, type ReactNode } from 'react'
import { ScreenReaderText } from '@/components/ui/screen-reader-text'
import { attachmentDownloadUrl, useAttachments } from '@/lib/client/attachments'
import type { AttachmentGroup, AttachmentKind } from '@/lib/contract/attachments'
import { Link } from '@/lib/i18n/navigation'
import { AttachmentsPanel } from './attachments-panel'
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

  let body
  if (!query.isSuccess)
    body = <QueryStatus query={query} loading={t('loading')} failed={t('loadFailed')} retry={t('retry')} />
  else {
    const missing = kinds.filter((kind) => !query.data.some((item) => item.kind === kind)).length
    body = (
      <>
        <Box component="p" role="status" sx={{ mt: 0 }}>
          {missing === 0 ? t('complete') : t('missingCount', { count: missing, total: kinds.length })}
        </Box>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, maxWidth: 720 }}>
          {kinds.map((kind) => {
            // The list comes newest first: the first of a kind is the one that counts.
            const file = query.data.find((item) => item.kind === kind)
            const name = attachmentsT(`kinds.${kind}`)
            return (
              <Box
                component="li"
                key={kind}
                data-kind={kind}
                sx={{
                  border: 1,
                  borderColor: file ? 'success.main' : 'warning.main',
                  borderInlineStartWidth: 6,
                  borderRadius: 1,
                  p: 2,
                }}
              >
                <Box component="h3" sx={{ fontSize: '1.1rem', m: 0 }}>
                  {name}
                </Box>
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
                  {kind === 'sepa_mandate' && (
                    // The mandate to sign is generated, and its signed copy followed, on /sepa.
                    <Button component={Link} href="/sepa" variant="text" sx={{ minHeight: 44 }}>
                      {t('sepaPage')}
                    </Button>
                  )}
                </Stack>
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
