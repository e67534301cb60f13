'use client'

import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import { useTranslations } from 'next-intl'
import { useRef, useState, useSyncExternalStore } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { useSocieties } from '@/lib/client/professional-societies'
import type { SocietyDetail, SocietySummary } from '@/lib/contract/professional-societies'
import { Link } from '@/lib/i18n/navigation'
import { QueryStatus } from './query-states'
import { SocietyFilingForm } from './society-filing-form'
import { hasFilingDraft } from './society-filing-values'
import { useFormatter } from '@/lib/i18n/format'

const societiesPath = '/professional-societies/procedure'

const noSubscription = () => () => {}

export function SocietiesPanel({ draftKey }: { draftKey: string }) {
  const t = useTranslations('ProfessionalSocieties')
  const query = useSocieties()
  // An unsent filing kept in this browser opens the form again, restored (read after hydration, never on the server).
  const draftWaiting = useSyncExternalStore(
    noSubscription,
    () => hasFilingDraft(draftKey),
    () => false,
  )
  const [filingChosen, setFiling] = useState<boolean>()
  const filing = filingChosen ?? draftWaiting
  const [filed, setFiled] = useState<SocietyDetail>()
  const formHeading = useRef<HTMLHeadingElement>(null)
  const noticeRef = useRef<HTMLDivElement>(null)

  const openForm = () => {
    setFiled(undefined)
    setFiling(true)
    requestAnimationFrame(() => formHeading.current?.focus())
  }

  return (
    <Stack spacing={4}>
      <Box ref={noticeRef} tabIndex={-1} role="status" aria-live="polite">
        {filed && (
          <Alert severity="success">
            {t('filed', { name: filed.social_reason, code: filed.tracking_code })}{' '}
            <Link href={`${societiesPath}/${filed.id}`}>{t('viewFiled')}</Link>
          </Alert>
        )}
      </Box>

      <Box component="section" aria-labelledby="societies-list">
        <h2 id="societies-list">{t('listTitle')}</h2>
        {!query.isSuccess ? (
          <QueryStatus query={query} loading={t('loading')} failed={t('loadFailed')} retry={t('retry')} />
        ) : query.data.length === 0 ? (
          <EmptyState title={t('empty')}>
            {!filing && (
              <Button variant="contained" onClick={openForm} sx={{ minHeight: 44 }}>
                {t('emptyAction')}
              </Button>
            )}
          </EmptyState>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {query.data.map((society) => (
              <SocietyCard key={society.id} society={society} />
            ))}
          </Box>
        )}
      </Box>

      <Box component="section" aria-labelledby="societies-new">
        <h2 id="societies-new" ref={formHeading} tabIndex={-1}>
          {t('newTitle')}
        </h2>
        {filing ? (
          <SocietyFilingForm
            draftKey={draftKey}
            onFiled={(society) => {
              setFiled(society)
              setFiling(false)
              requestAnimationFrame(() => noticeRef.current?.focus())
            }}
          />
        ) : (
          <Button variant="outlined" onClick={openForm} sx={{ minHeight: 44 }}>
            {t('newAction')}
          </Button>
        )}
      </Box>
    </Stack>
  )
}

function SocietyCard({ society }: { society: SocietySummary }) {
  const t = useTranslations('ProfessionalSocieties')
  const format = useFormatter()
  return (
    <Box component="li" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2 }}>
      <Box component="h3" sx={{ fontSize: '1.125rem', mt: 0, mb: 1 }}>
        {society.social_reason}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', gap: 1 }}>
        <Chip size="small" label={t(`status.${society.status}`)} />
        <Chip
          size="small"
          color={society.active ? 'success' : 'default'}
          variant={society.active ? 'filled' : 'outlined'}
          label={society.active ? t('active') : t('inactive')}
        />
      </Stack>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 0.5, m: 0 }}>
        <Box component="dt" sx={{ fontWeight: 700 }}>
          {t('fields.cif')}
        </Box>
        <Box component="dd" sx={{ m: 0 }}>
          {society.cif}
        </Box>
        <Box component="dt" sx={{ fontWeight: 700 }}>
          {t('fields.tracking_code')}
        </Box>
        <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
          {society.tracking_code}
        </Box>
        <Box component="dt" sx={{ fontWeight: 700 }}>
          {t('fields.submitted_at')}
        </Box>
        <Box component="dd" sx={{ m: 0 }}>
          {format.dateTime(new Date(society.submitted_at), { dateStyle: 'long' })}
        </Box>
        <Box component="dt" sx={{ fontWeight: 700 }}>
          {t('sections.components')}
        </Box>
        <Box component="dd" sx={{ m: 0 }}>
          {t('componentsCount', { count: society.components })}
        </Box>
      </Box>
      <Box sx={{ mt: 1.5 }}>
        <Link href={`${societiesPath}/${society.id}`}>{t('manage', { name: society.social_reason })}</Link>
      </Box>
    </Box>
  )
}
