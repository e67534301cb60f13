import type { ReactNode } from 'react'
import styles from './required-label.module.css'

/**
 * A field label with the required marker the spec asks for: a red asterisk before the text. The asterisk is
 * hidden from screen readers, which hear "required" from the field itself.
 */
export function RequiredLabel({ required, children }: { required: boolean; children: ReactNode }) {
  if (!required) return <>{children}</>
  return (
    <>
      <span aria-hidden className={styles.mark}>
        *
      </span>
      {children}
    </>
  )
}
