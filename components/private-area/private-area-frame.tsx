import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import type { CurrentUser } from '@/lib/contract/auth'
import { privateMenuFor } from './menus'
import styles from './private-area.module.css'
import { PrivateMenu } from './private-menu'

export async function PrivateAreaFrame({ user, children }: { user?: CurrentUser; children: ReactNode }) {
  const t = await getTranslations('PrivateArea')
  const links = user?.role
    ? privateMenuFor(user.role).map((entry) => ({ href: entry.href, label: t(`menu.${entry.label}`) }))
    : []
  return (
    <div className={links.length > 0 ? `${styles.frame} ${styles.withMenu}` : styles.frame}>
      {links.length > 0 && <PrivateMenu links={links} label={t('menuLabel')} />}
      <div className={styles.content}>{children}</div>
    </div>
  )
}
