import type { ReactNode } from 'react'
import styles from './account-forms.module.css'

/** A part of a private page under the h2 that names it; its id is what a link's fragment reaches. */
export function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.section}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  )
}
