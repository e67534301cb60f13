'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { isAppChunkElement, isChunkLoadError, reloadForChunkError } from '@/lib/client/chunk-reload'
import { scrollPositionKept } from '@/lib/client/keep-scroll'
import {
  finishNavigationProgress,
  isClientNavigationClick,
  startNavigationProgress,
  useNavigationProgress,
} from '@/lib/client/navigation-progress'

/** Scrolls to the element a hash names, and gives it the focus when it can take it. */
function scrollToHash(hash: string) {
  let id = hash.slice(1)
  try {
    id = decodeURIComponent(id)
  } catch {
    // A malformed escape names the id as written.
  }
  const target = document.getElementById(id)
  if (!target) return
  target.scrollIntoView()
  if (target.tabIndex >= 0 || target.matches('a[href], button, input, select, textarea')) {
    target.focus({ preventScroll: true })
  }
}

/**
 * What every navigation does (spec §2, §4): start at the top unless the page keeps its position or the address
 * names an anchor, restore nothing on back/forward (the browser does), fade the new page in, show a progress bar
 * for slow navigations, and reload once when the app's code failed to load.
 * Placed after the page in the layout, so the page's own effects (useKeepScrollPosition) have run first.
 */
export function NavigationEffects() {
  const pathname = usePathname()
  const searchParams = useSearchParams()
  const phase = useNavigationProgress()
  const shown = useRef<{ pathname: string } | null>(null)
  const historyNavigation = useRef(false)

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (isClientNavigationClick(event)) startNavigationProgress()
    }
    const onPopState = () => {
      historyNavigation.current = true
      startNavigationProgress()
    }
    const onResourceError = (event: Event) => {
      if (isAppChunkElement(event.target)) reloadForChunkError()
    }
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadForChunkError()
    }
    document.addEventListener('click', onClick)
    window.addEventListener('popstate', onPopState)
    // Failed <script> and <link> loads do not bubble; they reach window only while capturing.
    window.addEventListener('error', onResourceError, true)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      document.removeEventListener('click', onClick)
      window.removeEventListener('popstate', onPopState)
      window.removeEventListener('error', onResourceError, true)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])

  useEffect(() => {
    finishNavigationProgress()
    const previous = shown.current
    shown.current = { pathname }
    // The first page: the browser has already placed it (and its anchor).
    if (!previous) return
    document.documentElement.dataset.navigated = 'true'
    const fromHistory = historyNavigation.current
    historyNavigation.current = false
    if (fromHistory) return
    if (location.hash) scrollToHash(location.hash)
    else if (previous.pathname !== pathname && !scrollPositionKept()) window.scrollTo(0, 0)
  }, [pathname, searchParams])

  return <div className="navigation-progress" data-phase={phase} aria-hidden />
}
