import { getTranslations } from 'next-intl/server'
import { muiIconPaths } from '@/components/ui/mui-icon-paths'
import { PlainIcon } from '@/components/ui/plain-alert'
import type { Locale } from '@/lib/contract/locales'
import styles from './preview-banner.module.css'

/** Stays at the top of every /tmp page, so nobody takes a preview for the published page. */
export async function PreviewBanner({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Preview' })
  return (
    <div data-preview-banner className={styles.banner}>
      <p className={styles.text}>
        <PlainIcon path={muiIconPaths.visibility} className={styles.icon} />
        <span>
          <strong>{t('label')}</strong> {t('banner')}
        </span>
      </p>
    </div>
  )
}
