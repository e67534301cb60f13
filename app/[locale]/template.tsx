import type { ReactNode } from 'react'

/** Mounted anew on every navigation, so each new page can fade in (global styles: .page-transition). */
export default function Template({ children }: { children: ReactNode }) {
  return <div className="page-transition">{children}</div>
}
