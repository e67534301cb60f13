'use client'

import ExpandMore from '@mui/icons-material/ExpandMore'
import Box from '@mui/material/Box'
import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState } from 'react'
import { ScreenReaderText } from '@/components/ui/screen-reader-text'
import type { NavigationItem, NavigationLink } from '@/lib/contract/navigation'
import { NavLink } from './nav-link'

const itemSx = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  px: { md: 1, lg: 1.5 },
  color: 'text.primary',
  fontWeight: 600,
  fontSize: { md: '0.95rem', lg: '1rem' },
  textDecoration: 'none',
  borderRadius: 1,
  background: 'none',
  border: 0,
  cursor: 'pointer',
  font: 'inherit',
  '&:hover': { color: 'primary.main', textDecoration: 'underline', textUnderlineOffset: '0.3em' },
} as const

/** Sub-items of a menu entry, with the entry's own page first when no sub-item points to it. */
export function menuLinks(item: NavigationItem): NavigationLink[] {
  const visible = item.children.filter((child) => !child.hidden)
  const { children: _children, ...own } = item
  return visible.some((child) => child.url === item.url) ? visible : [own, ...visible]
}

function SubMenu({ item }: { item: NavigationItem }) {
  const t = useTranslations('Navigation')
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const root = useRef<HTMLLIElement>(null)

  useEffect(() => {
    if (!open) return
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', closeOutside)
    return () => document.removeEventListener('pointerdown', closeOutside)
  }, [open])

  return (
    <Box
      component="li"
      ref={root}
      sx={{ position: 'relative' }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false)
          root.current?.querySelector('button')?.focus()
        }
      }}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <Box
        component="button"
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        sx={itemSx}
        style={item.color ? { color: item.color } : undefined}
      >
        {item.label}
        <ExpandMore
          fontSize="small"
          aria-hidden
          sx={{ ml: 0.25, transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
        />
        <ScreenReaderText>{t('submenu')}</ScreenReaderText>
      </Box>
      <Box
        component="ul"
        id={menuId}
        hidden={!open}
        sx={{
          position: 'absolute',
          top: '100%',
          left: 0,
          zIndex: 10,
          minWidth: 220,
          m: 0,
          p: 1,
          listStyle: 'none',
          bgcolor: 'background.paper',
          boxShadow: 3,
          borderTop: '3px solid var(--portal-color-primary)',
        }}
      >
        {menuLinks(item).map((child) => (
          <li key={`${child.label}-${child.url}`}>
            <Box
              component={NavLink}
              item={child}
              onNavigate={() => setOpen(false)}
              sx={{ ...itemSx, display: 'flex', width: '100%' }}
            />
          </li>
        ))}
      </Box>
    </Box>
  )
}

export function DesktopNav({ items, label }: { items: NavigationItem[]; label: string }) {
  return (
    <Box component="nav" aria-label={label}>
      <Box
        component="ul"
        sx={{ display: 'flex', alignItems: 'center', gap: { md: 0, lg: 0.5 }, m: 0, p: 0, listStyle: 'none' }}
      >
        {items
          .filter((item) => !item.hidden)
          .map((item) =>
            item.children.some((child) => !child.hidden) ? (
              <SubMenu key={`${item.label}-${item.url}`} item={item} />
            ) : (
              <li key={`${item.label}-${item.url}`}>
                <Box component={NavLink} item={item} sx={itemSx} />
              </li>
            ),
          )}
      </Box>
    </Box>
  )
}
