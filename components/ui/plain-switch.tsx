import type { InputHTMLAttributes, ReactNode, Ref } from 'react'
import styles from './plain-switch.module.css'

/**
 * MUI's Switch beside its label (FormControlLabel) without MUI: a native check box with the role `switch`,
 * transparent over the track and thumb it draws, inside the label that names it.
 */
export function PlainSwitch({
  label,
  ref,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role' | 'className'> & {
  label: ReactNode
  ref?: Ref<HTMLInputElement>
}) {
  return (
    <label className={styles.choice}>
      <span className={styles.switch}>
        <input ref={ref} type="checkbox" role="switch" className={styles.native} {...input} />
        <span className={styles.base}>
          <span className={styles.thumb} />
        </span>
        <span className={styles.track} />
      </span>
      <span className={styles.label}>{label}</span>
    </label>
  )
}
