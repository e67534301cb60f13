import type { ReactNode } from 'react'
import styles from '@/components/ui/page.module.css'

export function DocumentPageFrame({
  title,
  intro,
  children,
}: {
  title: string
  intro: string
  children: ReactNode
}) {
  return (
    <article className={styles.article}>
      <h1 className={`${styles.title} ${styles.titleSpaced} ${styles.titleTracked}`}>{title}</h1>
      <p className={styles.lead}>{intro}</p>
      {children}
    </article>
  )
}
