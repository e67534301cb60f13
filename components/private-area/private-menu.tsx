'use client'

import { Link, usePathname } from '@/lib/i18n/navigation'
import styles from './private-area.module.css'

export interface PrivateMenuLink {
  href: string
  label: string
}

export function PrivateMenu({ links, label }: { links: PrivateMenuLink[]; label: string }) {
  const pathname = usePathname()
  // Several entries may lead to one page (profile sections): the first of them stands for it.
  const currentHref = links.find(({ href }) => href.split(/[?#]/)[0] === pathname)?.href
  return (
    <nav aria-label={label}>
      <ul className={styles.menu}>
        {links.map(({ href, label: text }) => (
          <li key={href}>
            <Link
              href={href}
              className={styles.link}
              aria-current={href === currentHref ? 'page' : undefined}
            >
              <span className={styles.label}>{text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
