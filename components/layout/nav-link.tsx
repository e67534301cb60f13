'use client'

import LockOutlined from '@mui/icons-material/LockOutlined'
import { useTranslations } from 'next-intl'
import type { CSSProperties, ReactNode } from 'react'
import type { NavigationLink } from '@/lib/contract/navigation'
import { useLoggedIn } from '@/lib/client/session'
import { Link } from '@/lib/i18n/navigation'
import { ScreenReaderText } from '@/components/ui/screen-reader-text'

const isExternalUrl = (url: string) => /^[a-z][a-z\d+.-]*:/i.test(url)

interface NavLinkProps {
  item: NavigationLink
  className?: string
  style?: CSSProperties
  onNavigate?: () => void
  children?: ReactNode
}

export function NavLink({ item, className, style, onNavigate, children }: NavLinkProps) {
  const t = useTranslations('Navigation')
  const loggedIn = useLoggedIn()
  const newTab = item.target === '_blank'
  const content = (
    <>
      {children ?? item.label}
      {!item.is_public && !loggedIn && (
        <>
          <LockOutlined fontSize="inherit" aria-hidden sx={{ ml: 0.5, verticalAlign: '-0.125em' }} />
          <ScreenReaderText>{t('requiresLogin')}</ScreenReaderText>
        </>
      )}
      {newTab && <ScreenReaderText>{t('opensInNewTab')}</ScreenReaderText>}
    </>
  )
  const common = {
    className,
    style: item.color ? { ...style, color: item.color } : style,
    onClick: onNavigate,
    ...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
  }
  if (isExternalUrl(item.url)) {
    return (
      <a href={item.url} {...common}>
        {content}
      </a>
    )
  }
  const href = item.need_login && !loggedIn ? { pathname: '/login', query: { redirect: item.url } } : item.url
  return (
    <Link href={href} {...common}>
      {content}
    </Link>
  )
}
