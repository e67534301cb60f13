import type { ReactNode } from 'react'

/**
 * Words for screen readers only, after a visible label. The space sits outside the hidden span: inside it,
 * accessible-name computation drops it and the label runs into the words.
 */
export function ScreenReaderText({ children }: { children: ReactNode }) {
  return (
    <>
      {' '}
      <span className="visually-hidden">{children}</span>
    </>
  )
}
