import Box from '@mui/material/Box'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import type { CurrentUser } from '@/lib/contract/auth'
import { privateMenuFor } from './menus'
import { PrivateMenu } from './private-menu'

export async function PrivateAreaFrame({ user, children }: { user?: CurrentUser; children: ReactNode }) {
  const t = await getTranslations('PrivateArea')
  const links = user?.role
    ? privateMenuFor(user.role).map((entry) => ({ href: entry.href, label: t(`menu.${entry.label}`) }))
    : []
  return (
    <Box
      sx={{
        maxWidth: 1300,
        mx: 'auto',
        px: 2,
        py: { xs: 3, md: 5 },
        display: 'grid',
        gap: 4,
        gridTemplateColumns: { xs: '1fr', md: links.length > 0 ? '260px 1fr' : '1fr' },
        alignItems: 'start',
      }}
    >
      {links.length > 0 && <PrivateMenu links={links} label={t('menuLabel')} />}
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Box>
  )
}
