import { PlainAlert } from './plain-alert'
import styles from './plain-form.module.css'

/** Says that what was typed last time is back in the form, with a button that empties it. */
export function DraftRestored({
  text,
  startAgainLabel,
  onStartAgain,
  spaced = false,
}: {
  text: string
  startAgainLabel: string
  onStartAgain: () => void
  /** With room under it, where its container does not space its parts. */
  spaced?: boolean
}) {
  return (
    <PlainAlert
      severity="info"
      className={spaced ? styles.spaced : undefined}
      action={
        <button type="button" className={styles.textButton} onClick={onStartAgain}>
          {startAgainLabel}
        </button>
      }
    >
      {text}
    </PlainAlert>
  )
}
