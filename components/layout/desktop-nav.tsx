import { useTranslations } from 'next-intl'
import { ScreenReaderText } from '@/components/ui/screen-reader-text'
import type { NavigationItem, NavigationLink } from '@/lib/contract/navigation'
import { DisclosureMenu } from './disclosure-menu'
import { Chevron } from './icons'
import { NavLink } from './nav-link'
import styles from './shell.module.css'

/** Sub-items of a menu entry, with the entry's own page first when no sub-item points to it. */
export function menuLinks(item: NavigationItem): NavigationLink[] {
  const visible = item.children.filter((child) => !child.hidden)
  const { children: _children, ...own } = item
  return visible.some((child) => child.url === item.url) ? visible : [own, ...visible]
}

function SubMenu({ item }: { item: NavigationItem }) {
  const t = useTranslations('Navigation')
  return (
    <DisclosureMenu
      buttonClassName={styles.item}
      buttonStyle={item.color ? { color: item.color } : undefined}
      label={
        <>
          {item.label}
          <Chevron />
          <ScreenReaderText>{t('submenu')}</ScreenReaderText>
        </>
      }
    >
      {menuLinks(item).map((child) => (
        <li key={`${child.label}-${child.url}`}>
          <NavLink item={child} className={`${styles.item} ${styles.menuLink}`} />
        </li>
      ))}
    </DisclosureMenu>
  )
}

/** The menu bar, rendered by the server; only the submenus' disclosure and the links' session state are islands. */
export function DesktopNav({ items, label }: { items: NavigationItem[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.menuBar}>
        {items
          .filter((item) => !item.hidden)
          .map((item) =>
            item.children.some((child) => !child.hidden) ? (
              <SubMenu key={`${item.label}-${item.url}`} item={item} />
            ) : (
              <li key={`${item.label}-${item.url}`}>
                <NavLink item={item} className={styles.item} />
              </li>
            ),
          )}
      </ul>
    </nav>
  )
}
