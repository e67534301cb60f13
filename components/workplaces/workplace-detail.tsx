import { getTranslations } from 'next-intl/server'
import { Fact } from '@/components/ui/fact'
import pageStyles from '@/components/ui/page.module.css'
import type { Locale } from '@/lib/contract/locales'
import type { Workplace } from '@/lib/contract/workplaces'
import { Link } from '@/lib/i18n/navigation'
import styles from './workplace-detail.module.css'

/** A telephone number as a tel: address: digits and a leading +. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

export async function WorkplaceDetail({ place, locale }: { place: Workplace; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Workplaces' })
  return (
    <article className={pageStyles.article}>
      <p className={pageStyles.back}>
        <Link href="/workplaces">← {t('backToList')}</Link>
      </p>
      <h1 className={`${pageStyles.title} ${pageStyles.titleList}`}>{place.title}</h1>
      {place.summary && <p className={pageStyles.lead}>{place.summary}</p>}
      <section aria-labelledby="workplace-contact-title" className={styles.contact}>
        <h2 id="workplace-contact-title" className={styles.sectionTitle}>
          {t('contact')}
        </h2>
        <dl className={styles.facts}>
          <Fact term={t('address')}>
            <address className={styles.address}>
              {place.address}
              <br />
              {place.postal_code} {place.city}
              <br />
              {place.province}
            </address>
          </Fact>
          {place.phone && (
            <Fact term={t('phone')}>
              <a href={telHref(place.phone)}>{place.phone}</a>
            </Fact>
          )}
          {place.email && (
            <Fact term={t('email')}>
              <a href={`mailto:${place.email}`}>{place.email}</a>
            </Fact>
          )}
          {place.website && (
            <Fact term={t('website')}>
              <a href={place.website} rel="noopener noreferrer">
                {place.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
              </a>
            </Fact>
          )}
        </dl>
      </section>
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: place.body }} />
    </article>
  )
}
