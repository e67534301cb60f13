import type { Locale } from '@/lib/contract/locale-codes'
import type { NavigationItem } from '@/lib/contract/navigation'
import { AccountLinks } from './account-menu'
import { menuLinks } from './desktop-nav'
import { LanguageSwitcher } from './language-switcher'
import { MobileDrawer } from './mobile-drawer'
import { NavLink } from './nav-link'
import styles from './shell.module.css'

/** The drawer's content, rendered by the server: the account's entries, the whole menu, the languages. */
export function MobileMenu({
  items,
  languages,
  label,
}: {
  items: NavigationItem[]
  languages: Locale[]
  label: string
}) {
  return (
    <MobileDrawer>
      <div className={styles.drawerAccount}>
        <AccountLinks />
      </div>
      <nav aria-label={label}>
        <ul className={styles.drawerList}>
          {items
            .filter((item) => !item.hidden)
            .map((item) => (
              <li key={`${item.label}-${item.url}`}>
                {item.children.some((child) => !child.hidden) ? (
                  <>
                    <div className={`${styles.drawerLink} ${styles.drawerGroup}`} aria-hidden>
                      {item.label}
                    </div>
                    <ul aria-label={item.label} className={`${styles.drawerList} ${styles.drawerSubList}`}>
                      {menuLinks(item).map((child) => (
                        <li key={`${child.label}-${child.url}`}>
                          <NavLink item={child} className={styles.drawerLink} />
                        </li>
                      ))}
                    </ul>
                  </>
                ) : (
                  <NavLink item={item} className={styles.drawerLink} />
                )}
              </li>
            ))}
        </ul>
      </nav>
      <div className={styles.drawerLanguages}>
        <LanguageSwitcher languages={languages} variant="full" />
      </div>
    </MobileDrawer>
  )
}
