import type { ReactNode } from 'react'
import styles from './page.module.css'

export function ListPageFrame({
  heading,
  intro,
  fallbackIntro,
  children,
}: {
  heading: string
  intro: string | null | undefined
  fallbackIntro?: string
  children: ReactNode
}) {
  return (
    <div className={styles.wide}>
      <h1 className={`${styles.title} ${styles.titleList}`}>{heading}</h1>
      {intro ? (
        <div className={`rich-text ${styles.intro}`} dangerouslySetInnerHTML={{ __html: intro }} />
      ) : (
        fallbackIntro && <p className={`${styles.intro} ${styles.fallbackIntro}`}>{fallbackIntro}</p>
      )}
      {children}
    </div>
  )
}
