'use client'

import {
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react'
import styles from './shell.module.css'

interface DisclosureMenuProps {
  /** The button's content; its chevron turns while open (shell.module.css). */
  label: ReactNode
  buttonClassName?: string
  buttonStyle?: CSSProperties
  /** The list's items, rendered by the server where they can be. */
  children: ReactNode
  /** `li` inside a menu bar's list; `div` on its own. */
  component?: 'li' | 'div'
  align?: 'left' | 'right'
}

/** Following a link closes the menu, unless the link says it keeps it (the languages, signing out). */
const closesMenu = (event: MouseEvent) =>
  (event.target as Element).closest('a') !== null && !(event.target as Element).closest('[data-keeps-menu]')

/** The ARIA disclosure pattern: Escape gives the button the focus back; focus or a pointer elsewhere closes it. */
export function DisclosureMenu({
  label,
  buttonClassName,
  buttonStyle,
  children,
  component: Component = 'li',
  align = 'left',
}: DisclosureMenuProps) {
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const root = useRef<HTMLElement>(null)

  useEffect(() => {
    if (!open) return
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', closeOutside)
    return () => document.removeEventListener('pointerdown', closeOutside)
  }, [open])

  return (
    <Component
      ref={root as never}
      className={styles.disclosure}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Escape' && open) {
          setOpen(false)
          root.current?.querySelector('button')?.focus()
        }
      }}
      onBlur={(event: FocusEvent) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className={buttonClassName}
        style={buttonStyle}
      >
        {label}
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className={`${styles.menu} ${align === 'left' ? styles.alignLeft : styles.alignRight}`}
        onClick={(event) => {
          if (closesMenu(event)) setOpen(false)
        }}
      >
        {children}
      </ul>
    </Component>
  )
}
