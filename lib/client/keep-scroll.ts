import { useEffect } from 'react'

let keepers = 0

/** Whether the page just shown asked to keep the scroll position instead of starting at the top. */
export const scrollPositionKept = () => keepers > 0

/**
 * A page calls this to keep the scroll position when it is navigated to (spec §2: scroll to top "unless a page
 * disables it"). Its effect runs before the layout's, which decides.
 */
export function useKeepScrollPosition() {
  useEffect(() => {
    keepers += 1
    return () => {
      keepers -= 1
    }
  }, [])
}
