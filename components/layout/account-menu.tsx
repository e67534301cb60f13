'use client'

import { useTranslations } from 'next-intl'
import { ScreenReaderText } from '@/components/ui/screen-reader-text'
import { useLoggedIn } from '@/lib/client/session'
import { useSignedInPerson } from '@/lib/client/signed-in-person'
import { useSignInHref } from '@/lib/client/redirect-target'
import { Link } from '@/lib/i18n/navigation'
import { DisclosureMenu } from './disclosure-menu'
import { Chevron, Icon } from './icons'
import styles from './shell.module.css'

const entry = `${styles.item} ${styles.entry}`
const menuLink = `${styles.item} ${styles.menuLink}`

/**
 * Cached pages render it signed out; it changes after hydration within a fixed width (an icon's below the
 * extra-large breakpoint), so the bar does not move.
 */
export function AccountMenu() {
  const t = useTranslations('Navigation')
  const signedIn = useLoggedIn()
  const person = useSignedInPerson(signedIn)
  const signInHref = useSignInHref()
  return (
    <div className={styles.account}>
      {signedIn ? (
        <DisclosureMenu
          component="div"
          align="right"
          buttonClassName={`${entry} ${styles.entryNamed}`}
          label={
            <>
              <Icon name="account" size="small" className={styles.entryIcon} />
              <span className={`${styles.ellipsis} ${styles.wordsFromXl}`}>
                {person?.name || t('account')}
              </span>
              <span className={styles.chevronFromXl}>
                <Chevron />
              </span>
              <ScreenReaderText>{t('accountMenu')}</ScreenReaderText>
            </>
          }
        >
          <li>
            <Link href="/profile" className={menuLink}>
              {t('myProfile')}
            </Link>
          </li>
          <li>
            <Link href="/logout" className={menuLink} data-keeps-menu>
              {t('signOut')}
            </Link>
          </li>
        </DisclosureMenu>
      ) : (
        <Link href={signInHref} className={entry}>
          <Icon name="login" size="small" className={styles.entryIcon} />
          <span className={styles.wordsFromXl}>{t('signIn')}</span>
        </Link>
      )}
    </div>
  )
}

/** The account's entries in the drawer. */
export function AccountLinks() {
  const t = useTranslations('Navigation')
  const signedIn = useLoggedIn()
  const person = useSignedInPerson(signedIn)
  const signInHref = useSignInHref()
  if (!signedIn) {
    return (
      <Link href={signInHref} className={styles.drawerLink}>
        <Icon name="login" size="small" className={styles.drawerLinkIcon} />
        {t('signIn')}
      </Link>
    )
  }
  const name = person ? `${person.name} ${person.surname}`.trim() : ''
  return (
    <nav aria-label={t('accountMenu')}>
      {name && <p className={`${styles.signedInAs} ${styles.ellipsis}`}>{t('signedInAs', { name })}</p>}
      <ul className={styles.drawerList}>
        <li>
          <Link href="/profile" className={styles.drawerLink}>
            {t('myProfile')}
          </Link>
        </li>
        <li>
          <Link href="/logout" className={styles.drawerLink} data-keeps-menu>
            {t('signOut')}
          </Link>
        </li>
      </ul>
    </nav>
  )
}
