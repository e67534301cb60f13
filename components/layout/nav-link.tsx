'use client'

import { useTranslations } from 'next-intl'
import type { CSSProperties, ReactNode } from 'react'
import { roles } from '@/lib/contract/roles'
import type { NavigationLink } from '@/lib/contract/navigation'
import { rolesFor } from '@/lib/contract/private-area'
import { useLoggedIn } from '@/lib/client/session'
import { Link } from '@/lib/i18n/navigation'
import { ScreenReaderText } from '@/components/ui/screen-reader-text'
import { Icon } from './icons'
import styles from './shell.module.css'

const isExternalUrl = (url: string) => /^[a-z][a-z\d+.-]*:/i.test(url)

/**
 * The roles a private page lets in, when not every role: pages are cached alike for everyone, so the global styles
 * hide the link once the session island marks the page with the signed-in role (`<html data-role>`).
 */
function rolesAttribute(url: string): string | undefined {
  const allowed = rolesFor(url.split(/[?#]/)[0]!)
  return allowed && allowed.length < roles.length ? allowed.join(' ') : undefined
}

interface NavLinkProps {
  item: NavigationLink
  className?: string
  style?: CSSProperties
  children?: ReactNode
}

export function NavLink({ item, className, style, children }: NavLinkProps) {
  const t = useTranslations('Navigation')
  const loggedIn = useLoggedIn()
  const newTab = item.target === '_blank'
  const content = (
    <>
      {children ?? item.label}
      {!item.is_public && !loggedIn && (
        <>
          <Icon name="lock" size="inherit" className={styles.lock} />
          <ScreenReaderText>{t('requiresLogin')}</ScreenReaderText>
        </>
      )}
      {newTab && <ScreenReaderText>{t('opensInNewTab')}</ScreenReaderText>}
    </>
  )
  const common = {
    className,
    'data-for-roles': isExternalUrl(item.url) ? undefined : rolesAttribute(item.url),
    style: item.color ? { ...style, color: item.color } : style,
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
