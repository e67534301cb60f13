import type { ReactNode } from 'react'

/** What a list shows when nothing matches: what happened and what to do next. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="empty-state" role="status">
      <p className="empty-state__title">{title}</p>
      {children}
    </div>
  )
}
