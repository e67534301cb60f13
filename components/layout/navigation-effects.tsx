'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useLayoutEffect, useRef } from 'react'
import { shouldReloadForChunkError } from '@/lib/client/chunk-reload'
import { onNavigationProgressStart } from '@/lib/client/navigation-progress'
import { keepScrollPositionAttribute } from './keep-scroll-position'
import { changesRoute, clientNavigationTarget } from './link-navigation'

/** The bar shows only for navigations slower than this. */
const progressThrottleMs = 200
/** How long the bar takes to fill its last part and fade out once the new page is there. */
const progressFinishMs = 400
/** A navigation that never changes the route (say, one redirected back to the same address) stops showing. */
const progressGiveUpMs = 15_000

type ProgressPhase = 'idle' | 'loading' | 'done'

interface PendingNavigation {
  /** Back or forward: the browser restores the scroll position itself. */
  traversal: boolean
  scrollY: number
}

function targetOfHash(hash: string): HTMLElement | null {
  const id = hash.slice(1)
  if (!id) return null
  if (id === 'top') return document.body
  try {
    return document.getElementById(id) ?? document.getElementById(decodeURIComponent(id))
  } catch {
    return null
  }
}

/** After a new page: its hash target, or the top, unless the page keeps the position (KeepScrollPosition). */
function scrollAfterNavigation(navigation: PendingNavigation | null) {
  const target = targetOfHash(window.location.hash)
  if (target) {
    target.scrollIntoView()
    target.focus({ preventScroll: true })
  } else if (document.querySelector(`[${keepScrollPositionAttribute}]`)) {
    // Next.js may have scrolled the new page into view already.
    if (navigation) window.scrollTo({ top: navigation.scrollY, behavior: 'instant' })
  } else {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }
}

export function NavigationEffects() {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  const bar = useRef<HTMLDivElement>(null)
  const pending = useRef<PendingNavigation | null>(null)
  const committed = useRef<{ pathname: string; href: string } | null>(null)
  const progressTimer = useRef<ReturnType<typeof setTimeout>>(undefined)

  const showProgress = (phase: ProgressPhase, next?: () => void, afterMs = 0) => {
    clearTimeout(progressTimer.current)
    if (bar.current) bar.current.dataset.phase = phase
    if (next) progressTimer.current = setTimeout(next, afterMs)
  }
  const finishProgress = () => {
    if (bar.current?.dataset.phase === 'loading')
      showProgress('done', () => showProgress('idle'), progressFinishMs)
    else showProgress('idle')
  }
  const startNavigation = (traversal: boolean) => {
    pending.current = { traversal, scrollY: window.scrollY }
    showProgress('idle', () => showProgress('loading', finishProgress, progressGiveUpMs), progressThrottleMs)
  }

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (clientNavigationTarget(event, window.location.href)) startNavigation(false)
    }
    const onPopState = () => {
      const from = committed.current?.href
      if (from && changesRoute(window.location.href, from)) startNavigation(true)
    }
    const onStart = (href: string) => {
      if (changesRoute(href, window.location.href)) startNavigation(false)
    }
    const onError = (event: ErrorEvent) => {
      if (shouldReloadForChunkError(event.error)) window.location.reload()
    }
    const onRejection = (event: PromiseRejectionEvent) => {
      if (shouldReloadForChunkError(event.reason)) window.location.reload()
    }
    // Bubble phase on window: the app router's Link has already handled (and prevented) the click.
    window.addEventListener('click', onClick)
    window.addEventListener('popstate', onPopState)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    const stopListening = onNavigationProgressStart(onStart)
    return () => {
      window.removeEventListener('click', onClick)
      window.removeEventListener('popstate', onPopState)
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
      stopListening()
      clearTimeout(progressTimer.current)
    }
    // The handlers only use refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // A layout effect, so the new page is scrolled and fading before the browser paints it, after Next.js's own
  // scrolling (in the page's layout effects, which run first).
  useLayoutEffect(() => {
    const previous = committed.current
    committed.current = { pathname, href: window.location.href }
    if (!previous) return
    const navigation = pending.current
    pending.current = null
    finishProgress()
    document.documentElement.dataset.navigated = 'true'
    if (previous.pathname !== pathname && !navigation?.traversal) scrollAfterNavigation(navigation)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, search])

  return <div ref={bar} className="navigation-progress" data-phase="idle" aria-hidden="true" />
}
