import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import type { CurrentUser } from '@/lib/contract/auth'
import { localeAutonyms } from '@/lib/contract/locales'
import styles from './account-forms.module.css'

export async function PersonalData({ user }: { user: CurrentUser }) {
  const t = await getTranslations('Profile')
  const rows: Array<[string, ReactNode]> = [
    [t('fields.name'), user.name],
    [t('fields.surname'), user.surname || '—'],
    [
      t('fields.email'),
      <>
        {user.email}
        {user.tmp_email && (
          <span className={styles.pendingEmail}>{t('pendingEmail', { email: user.tmp_email })}</span>
        )}
      </>,
    ],
    [t('fields.role'), user.role ? t(`roles.${user.role}`) : '—'],
    [t('fields.language'), localeAutonyms[user.preferred_lang]],
  ]
  return (
    <dl className={styles.personalData}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.personalDataRow}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
