import type { ReactNode } from 'react'
import styles from './registry.module.css'

/** One entry of a registry's results: its name, then what the registry says of it. */
export function RegistryEntry({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <>
      <h3 className={styles.entryTitle}>{title}</h3>
      <dl className={styles.facts}>{children}</dl>
    </>
  )
}

export type RegistryTone = 'good' | 'bad' | 'neutral'

/** A standing or a status, tinted by what it means for someone who relies on the registry. */
export function RegistryBadge({ tone, children }: { tone: RegistryTone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>
}
