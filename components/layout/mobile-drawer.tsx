'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { Icon } from './icons'
import styles from './shell.module.css'

/**
 * The menu below 900 px: a modal dialog from the right (the browser's own: focus kept inside, Escape, the page
 * behind inert), its content rendered by the server and mounted while open. Following a link closes it, unless the
 * link keeps it (`data-keeps-menu`: the languages, signing out); a click on the backdrop closes it; the focus goes
 * back to the menu button.
 */
export function MobileDrawer({ children }: { children: ReactNode }) {
  const t = useTranslations('Navigation')
  const [open, setOpen] = useState(false)
  const titleId = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    const element = dialog.current
    if (!open || !element) return
    element.showModal()
    // The page behind does not scroll while the menu covers it.
    const root = document.documentElement
    const overflow = root.style.overflow
    root.style.overflow = 'hidden'
    return () => {
      root.style.overflow = overflow
      if (element.open) element.close()
    }
  }, [open])

  const close = () => {
    setOpen(false)
    opener.current?.focus()
  }

  return (
    <>
      <button
        ref={opener}
        type="button"
        className={styles.menuButton}
        onClick={() => setOpen(true)}
        aria-label={t('openMenu')}
        aria-expanded={open}
      >
        <Icon name="menu" />
      </button>
      <dialog
        ref={dialog}
        className={styles.drawer}
        aria-labelledby={titleId}
        onClose={() => open && close()}
        onClick={(event) => {
          const target = event.target as Element
          const followsLink = target.closest('a') && !target.closest('[data-keeps-menu]')
          if (target === event.currentTarget || followsLink) close()
        }}
      >
        {open && (
          <div className={styles.drawerContent}>
            <div className={styles.drawerHead}>
              <h2 id={titleId} className={styles.drawerTitle}>
                {t('menu')}
              </h2>
              <button
                type="button"
                className={styles.closeButton}
                onClick={close}
                aria-label={t('closeMenu')}
              >
                <Icon name="close" />
              </button>
            </div>
            {children}
          </div>
        )}
      </dialog>
    </>
  )
}
