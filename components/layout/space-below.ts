'use client'

import { useEffect, useRef } from 'react'

// The cookie banner and a notice may be up at once: the page keeps room for the taller of them.
const reserved = new Map<object, number>()

function applyReservations() {
  const height = Math.max(0, ...reserved.values())
  const value = height > 0 ? `${height}px` : ''
  document.body.style.paddingBottom = value
  document.documentElement.style.scrollPaddingBottom = value
}

/** Keeps the end of the page and every focused element clear of a bar fixed at the bottom of the screen. */
export function useSpaceBelow<T extends HTMLElement>(active: boolean) {
  const ref = useRef<T>(null)
  useEffect(() => {
    const element = ref.current
    if (!element || !active) return
    const key = {}
    const reserve = () => {
      // From the bar's top edge to the bottom of the screen, so a bar that floats above the edge is covered too;
      // nothing for a bar not displayed.
      const top = element.getBoundingClientRect().top
      reserved.set(key, element.offsetHeight > 0 ? Math.ceil(window.innerHeight - top) : 0)
      applyReservations()
    }
    reserve()
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve)
    observer?.observe(element)
    return () => {
      observer?.disconnect()
      reserved.delete(key)
      applyReservations()
    }
  }, [active])
  return ref
}
