import type { ReactNode } from 'react'
import { MuiScope } from './mui-scope'

/** A page whose own components use MUI, inside a MuiScope: `export default withMuiScope(Page)`. */
export function withMuiScope<Props extends object>(Page: (props: Props) => ReactNode | Promise<ReactNode>) {
  return function ScopedPage(props: Props) {
    return (
      <MuiScope>
        <Page {...props} />
      </MuiScope>
    )
  }
}
