'use client'

import { lazy, Suspense, useState, type ReactNode } from 'react'

const loadDialog = () => import('./confirm-dialog-mui')
const ScopedConfirmDialog = lazy(() =>
  loadDialog().then(({ ScopedConfirmDialog }) => ({ default: ScopedConfirmDialog })),
)

/** Starts loading the dialog before it opens: when the pointer reaches, or the focus enters, what opens it. */
export function preloadConfirmDialog() {
  void loadDialog()
}

interface ConfirmOutcome {
  succeeded: () => void
  failed: (error: unknown) => void
}

export interface ConfirmDialogProps {
  open: boolean
  title: string
  body: ReactNode
  keepLabel: string
  confirmLabel: string
  pendingLabel: string
  pending: boolean
  onConfirm: (outcome: ConfirmOutcome) => void
  onClose: () => void
  /** Once the dialog has gone after a success: where the focus goes instead. */
  afterSuccess: () => void
}

/**
 * The button that opened it goes with what was removed: no focus given back, `afterSuccess` instead. The dialog
 * (MUI) loads when it first opens, so that the page around it ships and renders no MUI; it stays mounted after
 * that, to close with its transition and keep what it shows while closing.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [opened, setOpened] = useState(props.open)
  if (props.open && !opened) setOpened(true)
  if (!opened) return null
  return (
    <Suspense>
      <ScopedConfirmDialog {...props} />
    </Suspense>
  )
}
