'use client'

import ExpandMore from '@mui/icons-material/ExpandMore'
import Box from '@mui/material/Box'
import { useTranslations } from 'next-intl'
import { ScreenReaderText } from '@/components/ui/screen-reader-text'
import type { NavigationItem, NavigationLink } from '@/lib/contract/navigation'
import { DisclosureMenu } from './disclosure-menu'
import { NavLink } from './nav-link'

/**
 * Menu entries, tighter below the extra-large breakpoint: the demo's Basque menu, the longest, stays on one row
 * beside the large logo from 1290 px and beside the small one from 900 px (the header e2e measures it in four
 * languages).
 */
export const itemSx = {
  font: 'inherit',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  px: { md: 0.75, xl: 1 },
  color: 'text.primary',
  fontWeight: 600,
  fontSize: { md: '0.875rem', lg: '0.9375rem', xl: '1rem' },
  // The narrowest windows that show the menu: a little smaller still, so that it keeps one row there too.
  '@media (min-width: 900px) and (max-width: 999.95px)': { fontSize: '0.8125rem', px: 0.5 },
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  borderRadius: 1,
  background: 'none',
  border: 0,
  cursor: 'pointer',
  '&:hover': { color: 'primary.main', textDecoration: 'underline', textUnderlineOffset: '0.3em' },
} as const

/** The chevron of a button that opens a menu, turned while the menu is open. */
export function Chevron({ open }: { open: boolean }) {
  return (
    <ExpandMore
      aria-hidden
      sx={{
        ml: 0.25,
        fontSize: '1.125em',
        transition: 'transform 150ms',
        transform: open ? 'rotate(180deg)' : 'none',
      }}
    />
  )
}

/** Sub-items of a menu entry, with the entry's own page first when no sub-item points to it. */
export function menuLinks(item: NavigationItem): NavigationLink[] {
  const visible = item.children.filter((child) => !child.hidden)
  const { children: _children, ...own } = item
  return visible.some((child) => child.url === item.url) ? visible : [own, ...visible]
}

function SubMenu({ item }: { item: NavigationItem }) {
  const t = useTranslations('Navigation')
  return (
    <DisclosureMenu
      buttonSx={itemSx}
      buttonStyle={item.color ? { color: item.color } : undefined}
      label={(open) => (
        <>
          {item.label}
          <Chevron open={open} />
          <ScreenReaderText>{t('submenu')}</ScreenReaderText>
        </>
      )}
    >
      {(close) =>
        menuLinks(item).map((child) => (
          <li key={`${child.label}-${child.url}`}>
            <Box
              component={NavLink}
              item={child}
              onNavigate={close}
              sx={{ ...itemSx, display: 'flex', width: '100%' }}
            />
          </li>
        ))
      }
    </DisclosureMenu>
  )
}

export function DesktopNav({ items, label }: { items: NavigationItem[]; label: string }) {
  return (
    <Box component="nav" aria-label={label}>
      <Box
        component="ul"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'flex-end',
          alignItems: 'center',
          gap: 0,
          m: 0,
          p: 0,
          listStyle: 'none',
        }}
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
