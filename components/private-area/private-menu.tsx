'use client'

import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import { Link, usePathname } from '@/lib/i18n/navigation'

export interface PrivateMenuLink {
  href: string
  label: string
}

export function PrivateMenu({ links, label }: { links: PrivateMenuLink[]; label: string }) {
  const pathname = usePathname()
  // Several entries may lead to one page (profile sections): the first of them stands for it.
  const currentHref = links.find(({ href }) => href.split(/[?#]/)[0] === pathname)?.href
  return (
    <nav aria-label={label}>
      <List disablePadding>
        {links.map(({ href, label: text }) => {
          const current = href === currentHref
          return (
            <li key={href}>
              <ListItemButton
                component={Link}
                href={href}
                selected={current}
                aria-current={current ? 'page' : undefined}
                sx={{ borderRadius: 1, minHeight: 44 }}
              >
                <ListItemText primary={text} />
              </ListItemButton>
            </li>
          )
        })}
      </List>
    </nav>
  )
}
