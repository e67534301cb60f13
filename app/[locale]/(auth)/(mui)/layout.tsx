import type { ReactNode } from 'react'
import { MuiScope } from '@/components/providers/mui-scope'

/** Sign-out, the redirect page and the account's verification pages are built of MUI components: its theme for them. */
export default function AuthMuiLayout({ children }: { children: ReactNode }) {
  return <MuiScope>{children}</MuiScope>
}
