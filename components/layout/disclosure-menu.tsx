'use client'

import Box from '@mui/material/Box'
import type { SxProps, Theme } from '@mui/material/styles'
import {
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react'

interface DisclosureMenuProps {
  /** The button's content, which may change while open (a turning chevron). */
  label: (open: boolean) => ReactNode
  buttonSx: SxProps<Theme>
  buttonStyle?: CSSProperties
  /** The list's items; `close` is for the links, to close the menu as they navigate. */
  children: (close: () => void) => ReactNode
  /** `li` inside a menu bar's list; `div` on its own. */
  component?: 'li' | 'div'
  align?: 'left' | 'right'
}

/** The ARIA disclosure pattern: Escape gives the button the focus back; focus or a pointer elsewhere closes it. */
export function DisclosureMenu({
  label,
  buttonSx,
  buttonStyle,
  children,
  component = 'li',
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
    <Box
      component={component}
      ref={root}
      sx={{ position: 'relative' }}
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
      <Box
        component="button"
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        sx={buttonSx}
        style={buttonStyle}
      >
        {label(open)}
      </Box>
      <Box
        component="ul"
        id={menuId}
        hidden={!open}
        sx={{
          position: 'absolute',
          top: '100%',
          [align]: 0,
          zIndex: 10,
          minWidth: 220,
          m: 0,
          p: 1,
          listStyle: 'none',
          bgcolor: 'background.paper',
          boxShadow: 3,
          borderTop: '3px solid var(--portal-color-primary)',
        }}
      >
        {children(() => setOpen(false))}
      </Box>
    </Box>
  )
}
