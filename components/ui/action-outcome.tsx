'use client'

import { useEffect, useRef } from 'react'
import { hideNotice, showError, showSuccess } from '@/lib/client/notices'

/**
 * Moves the focus to the heading of the part of the page an action changed: the labelling heading of the nearest
 * form or section, else its first heading. Headings are not focusable, so it becomes a target for scripts only.
 */
function focusSectionHeading(from: Element | null) {
  const part = from?.closest('form, section, [role="region"]')
  if (!part) return
  const labelId = part.getAttribute('aria-labelledby')?.split(' ')[0]
  const heading =
    (labelId ? document.getElementById(labelId) : null) ?? part.querySelector<HTMLElement>('h2, h3, h4')
  if (!heading) return
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
  heading.focus()
}

/**
 * An action's outcome as a notice: success in the secondary colour (focus to the section's heading), a failure red
 * until closed (focus to the notice). Renders only an anchor that tells which section the outcome belongs to.
 */
export function ActionOutcome({ failure, success }: { failure?: string; success?: string }) {
  const anchorRef = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    if (!failure) return
    // Closing the notice leads back to the form's button, to send again.
    const button = anchorRef.current?.closest('form')?.querySelector<HTMLElement>('[type="submit"]')
    const id = showError(failure, { takeFocus: true, returnFocusTo: button ?? null })
    // A failure the person has moved past (sending again) leaves with it.
    return () => hideNotice(id)
  }, [failure])
  useEffect(() => {
    if (!success) return
    showSuccess(success)
    focusSectionHeading(anchorRef.current)
  }, [success])
  return <span ref={anchorRef} hidden />
}
