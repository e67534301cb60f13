import type { ReactNode } from 'react'
import styles from '@/components/ui/page.module.css'
import { Link } from '@/lib/i18n/navigation'

interface StatusPageProps {
  title: string
  children: ReactNode
  homeLabel: string
}

export function StatusPage({ title, children, homeLabel }: StatusPageProps) {
  return (
    <div className={styles.narrow}>
      <h1 className={styles.title}>{title}</h1>
      {children}
      <Link href="/" className={`${styles.button} ${styles.statusHome}`}>
        {homeLabel}
      </Link>
    </div>
  )
}
