import type { ReactNode } from 'react'
import styles from './helper-text.module.css'

/** The line under a field: its hint, or what is wrong with it (in the error colour), named by the field. */
export function HelperText({
  id,
  error = false,
  children,
}: {
  id: string
  error?: boolean
  children: ReactNode
}) {
  return (
    <p id={id} className={error ? `${styles.helper} ${styles.error}` : styles.helper}>
      {children}
    </p>
  )
}
