'use client'

import Close from '@mui/icons-material/Close'
import MenuIcon from '@mui/icons-material/Menu'
import Box from '@mui/material/Box'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'
import type { Locale } from '@/lib/contract/locales'
import type { NavigationItem } from '@/lib/contract/navigation'
import { AccountLinks } from './account-menu'
import { menuLinks } from './desktop-nav'
import { LanguageSwitcher } from './language-switcher'
import { NavLink } from './nav-link'

const linkSx = {
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  px: 2,
  color: 'text.primary',
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { bgcolor: 'action.hover' },
} as const

export function MobileDrawer({
  items,
  languages,
  label,
}: {
  items: NavigationItem[]
  languages: Locale[]
  label: string
}) {
  const t = useTranslations('Navigation')
  const [open, setOpen] = useState(false)
  const titleId = useId()
  const close = () => setOpen(false)
  const visible = items.filter((item) => !item.hidden)

  return (
    <>
      <IconButton
        onClick={() => setOpen(true)}
        aria-label={t('openMenu')}
        aria-expanded={open}
        size="large"
        edge="end"
      >
        <MenuIcon />
      </IconButton>
      <Drawer
        anchor="right"
        open={open}
        onClose={close}
        slotProps={{
          paper: { sx: { width: 'min(22rem, 90vw)' }, role: 'dialog', 'aria-labelledby': titleId },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
          <Box component="h2" id={titleId} sx={{ m: 0, fontSize: '1.125rem' }}>
            {t('menu')}
          </Box>
          <IconButton onClick={close} aria-label={t('closeMenu')}>
            <Close />
          </IconButton>
        </Box>
        <Box sx={{ pb: 1, mb: 1, borderBottom: 1, borderColor: 'divider' }}>
          <AccountLinks linkSx={linkSx} onNavigate={close} />
        </Box>
        <Box component="nav" aria-label={label}>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {visible.map((item) => {
              const hasChildren = item.children.some((child) => !child.hidden)
              return (
                <li key={`${item.label}-${item.url}`}>
                  {hasChildren ? (
                    <>
                      <Box
                        sx={{ ...linkSx, color: 'text.secondary', fontSize: '0.875rem', minHeight: 36 }}
                        aria-hidden
                      >
                        {item.label}
                      </Box>
                      <Box
                        component="ul"
                        aria-label={item.label}
                        sx={{ listStyle: 'none', m: 0, p: 0, pl: 2 }}
                      >
                        {menuLinks(item).map((child) => (
                          <li key={`${child.label}-${child.url}`}>
                            <Box component={NavLink} item={child} onNavigate={close} sx={linkSx} />
                          </li>
                        ))}
                      </Box>
                    </>
                  ) : (
                    <Box component={NavLink} item={item} onNavigate={close} sx={linkSx} />
                  )}
                </li>
              )
            })}
          </Box>
        </Box>
        <Box sx={{ px: 2, py: 2, mt: 'auto', borderTop: 1, borderColor: 'divider' }}>
          <LanguageSwitcher languages={languages} variant="full" />
        </Box>
      </Drawer>
    </>
  )
}
