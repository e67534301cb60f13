import { useEffect, useRef, useState } from 'react'

/**
 * What a form needs to show its ErrorSummary after a submit that did not pass its checks, and to move the focus
 * there. react-hook-form publishes the errors after calling `onInvalid`, so the summary may appear a render later.
 */
export function useErrorSummary() {
  const summaryRef = useRef<HTMLDivElement>(null)
  const [invalidSubmits, setInvalidSubmits] = useState(0)
  const focusedFor = useRef(0)
  useEffect(() => {
    if (invalidSubmits > focusedFor.current && summaryRef.current) {
      focusedFor.current = invalidSubmits
      summaryRef.current.focus()
    }
  })
  return {
    summaryRef,
    summaryShown: invalidSubmits > 0,
    onInvalid: () => setInvalidSubmits((count) => count + 1),
  }
}
