import { useSyncExternalStore } from 'react'

export interface NoticeState {
  /** Changes with every notice shown, so the same message shown twice starts its timer again. */
  id: number
  visible: boolean
  kind: 'error' | 'success'
  color: 'error' | 'secondary'
  /** Milliseconds before it hides by itself; -1 never. */
  timeout: number
  message: string
  outlined: boolean
  textColor: string
  icon: 'alert' | 'check'
  iconColor: string
  /** The outcome of what the person just did: the notice takes the focus and gives it back when closed. */
  takesFocus: boolean
  /** Where the focus goes back to, when not where it was (a button disabled while its action ran). */
  returnFocusTo: HTMLElement | null
}

export const successNoticeTimeoutMs = 5000

const hidden: NoticeState = {
  id: 0,
  visible: false,
  kind: 'success',
  color: 'secondary',
  timeout: successNoticeTimeoutMs,
  message: '',
  outlined: true,
  textColor: 'text.primary',
  icon: 'check',
  iconColor: 'secondary.dark',
  takesFocus: false,
  returnFocusTo: null,
}

let state = hidden
const listeners = new Set<() => void>()

function publish(next: NoticeState) {
  state = next
  for (const listener of listeners) listener()
}

/** Returns the notice's id, so its owner can hide it without hiding a later one. */
export function showError(
  message: string,
  {
    takeFocus = false,
    returnFocusTo = null,
  }: { takeFocus?: boolean; returnFocusTo?: HTMLElement | null } = {},
): number {
  publish({
    id: state.id + 1,
    visible: true,
    kind: 'error',
    color: 'error',
    timeout: -1,
    message,
    outlined: false,
    textColor: '#ffffff',
    icon: 'alert',
    iconColor: '#ffffff',
    takesFocus: takeFocus,
    returnFocusTo,
  })
  return state.id
}

export function showSuccess(message: string) {
  publish({ ...hidden, id: state.id + 1, visible: true, message })
}

/** Hides the notice shown, or only the one of that id when given. */
export function hideNotice(id?: number) {
  if (state.visible && (id === undefined || id === state.id)) publish({ ...hidden, id: state.id })
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useNotice(): NoticeState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => hidden,
  )
}
