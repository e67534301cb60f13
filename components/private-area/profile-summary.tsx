import Box from '@mui/material/Box'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import type { CurrentUser } from '@/lib/contract/auth'
import { localeAutonyms } from '@/lib/contract/locales'

const sectionHeadingSx = {
  typography: 'h2',
  fontSize: { xs: '1.375rem', md: '1.625rem' },
  mt: 0,
} as const

export function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-title`} sx={{ mb: 5 }}>
      <Box component="h2" id={`${id}-title`} sx={sectionHeadingSx}>
        {title}
      </Box>
      {children}
    </Box>
  )
}

export async function PersonalData({ user }: { user: CurrentUser }) {
  const t = await getTranslations('Profile')
  const rows: Array<[string, ReactNode]> = [
    [t('fields.name'), user.name],
    [t('fields.surname'), user.surname || '—'],
    [
      t('fields.email'),
      <>
        {user.email}
        {user.tmp_email && (
          <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
            {t('pendingEmail', { email: user.tmp_email })}
          </Box>
        )}
      </>,
    ],
    [t('fields.role'), user.role ? t(`roles.${user.role}`) : '—'],
    [t('fields.language'), localeAutonyms[user.preferred_lang]],
  ]
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, max-content) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.5, sm: 1.5 },
        m: 0,
        '& dt': { fontWeight: 700, mt: { xs: 1.5, sm: 0 } },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  )
}
