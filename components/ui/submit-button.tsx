import type { ReactNode } from 'react'
import pageStyles from './page.module.css'
import plainStyles from './plain-form.module.css'

/**
 * A form's large submit button, disabled while it sends (so that it sends once) and saying so, also to a screen
 * reader through a status beside it.
 */
export function SubmitButton({
  sending,
  label,
  sendingLabel,
  icon,
}: {
  sending: boolean
  label: string
  sendingLabel: string
  /** Before the label, as MUI's start icon. */
  icon?: ReactNode
}) {
  return (
    <>
      <button
        type="submit"
        className={`${pageStyles.button} ${plainStyles.button} ${plainStyles.largeButton}`}
        disabled={sending}
      >
        {icon}
        {sending ? sendingLabel : label}
      </button>
      <span role="status" className="visually-hidden">
        {sending ? sendingLabel : ''}
      </span>
    </>
  )
}
