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
}

let state = hidden
const listeners = new Set<() => void>()

function publish(next: NoticeState) {
  state = next
  for (const listener of listeners) listener()
}

export function showError(message: string) {
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
  })
}

export function showSuccess(message: string) {
  publish({ ...hidden, id: state.id + 1, visible: true, message })
}

export function hideNotice() {
  if (state.visible) publish({ ...hidden, id: state.id })
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
