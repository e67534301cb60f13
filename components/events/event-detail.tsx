import { getFormatter, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { JsonLd } from '@/components/ui/json-ld'
import pageStyles from '@/components/ui/page.module.css'
import type { EventAvailability, EventDetail } from '@/lib/contract/events'
import { listPages } from '@/lib/contract/list-pages'
import type { Locale } from '@/lib/contract/locales'
import { contentPaths } from '@/lib/contract/sitemap'
import { formatMoney } from '@/lib/i18n/money'
import { getPathname, Link } from '@/lib/i18n/navigation'
import { AvailabilityChip } from './availability-chip'
import { availabilityTextOf, placeOf, whenOf } from './event-format'
import styles from './events.module.css'

/** Who runs the events: the association, as the settings name it. */
export interface Organizer {
  name: string
  /** The portal's public address (PUBLIC_SITE_URL). */
  url: string
}

const attendanceModes: Record<string, string> = {
  'in-person': 'OfflineEventAttendanceMode',
  online: 'OnlineEventAttendanceMode',
  hybrid: 'MixedEventAttendanceMode',
}

const offerAvailability: Record<EventAvailability, string> = {
  open: 'InStock',
  planned: 'PreOrder',
  standby: 'LimitedAvailability',
  closed_full: 'SoldOut',
  closed_ended: 'SoldOut',
}

const schema = (name: string) => `https://schema.org/${name}`

/** schema.org Event for search engines: when, how and where, the offer in euros and the organiser. */
function eventJsonLd(item: EventDetail, organizer: Organizer): Record<string, unknown> {
  const base = organizer.url.replace(/\/$/, '')
  const url = base
    ? `${base}${getPathname({ locale: item.lang, href: contentPaths[item.kind](item.slug) })}`
    : undefined
  const mode = attendanceModes[item.mode?.key ?? ''] ?? attendanceModes['in-person']!
  const place = {
    '@type': 'Place',
    name: item.venue || item.city || organizer.name,
    address: {
      '@type': 'PostalAddress',
      ...(item.address ? { streetAddress: item.address } : {}),
      ...(item.city ? { addressLocality: item.city } : {}),
      addressCountry: 'ES',
    },
  }
  const virtual = { '@type': 'VirtualLocation', ...(url ? { url } : {}), name: item.venue || item.title }
  const location =
    mode === attendanceModes.online ? virtual : mode === attendanceModes.hybrid ? [place, virtual] : place
  return {
    '@type': 'Event',
    name: item.title,
    description: item.summary,
    inLanguage: item.lang,
    startDate: item.starts_at,
    endDate: item.ends_at,
    eventAttendanceMode: schema(mode),
    eventStatus: schema('EventScheduled'),
    location,
    offers: {
      '@type': 'Offer',
      price: ((item.price_cents ?? 0) / 100).toFixed(2),
      priceCurrency: 'EUR',
      availability: schema(offerAvailability[item.availability]),
      ...(item.enrolment_opens_at ? { validFrom: item.enrolment_opens_at } : {}),
      ...(url ? { url } : {}),
    },
    organizer: { '@type': 'Organization', name: organizer.name, ...(base ? { url: base } : {}) },
    ...(url ? { url } : {}),
  }
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.detail}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

export async function EventDetailView({
  item,
  locale,
  organizer,
  enrolment,
}: {
  item: EventDetail
  locale: Locale
  organizer: Organizer
  /** The live enrolment (a client island) around what the cached page says; without it, only the latter. */
  enrolment?: (cached: ReactNode) => ReactNode
}) {
  const [format, t] = await Promise.all([
    getFormatter({ locale }),
    getTranslations({ locale, namespace: 'Events' }),
  ])
  const availabilityText = availabilityTextOf(format, t, item)
  const cachedAvailability = (
    <>
      <AvailabilityChip availability={item.availability} locale={locale} />
      <p className={styles.availabilityText} data-testid="event-availability">
        {availabilityText}
      </p>
    </>
  )
  const place = [placeOf(item), item.address].filter(Boolean).join(' · ')
  const listPath = item.kind === 'course' ? listPages.courses.path : listPages.events.path
  return (
    <article className={pageStyles.article}>
      <p className={pageStyles.back}>
        <Link href={listPath}>
          <span aria-hidden="true">← </span>
          {t(item.kind === 'course' ? 'allCourses' : 'allEvents')}
        </Link>
      </p>
      <h1 className={`${pageStyles.title} ${pageStyles.titleSpaced}`}>{item.title}</h1>
      <section aria-labelledby="event-enrolment" className={styles.enrolment}>
        <h2 id="event-enrolment" className={pageStyles.sectionTitle}>
          {t('enrolment')}
        </h2>
        {enrolment ? enrolment(cachedAvailability) : cachedAvailability}
      </section>
      <section aria-labelledby="event-details" className={styles.details}>
        <h2 id="event-details" className={pageStyles.sectionTitle}>
          {t('details')}
        </h2>
        <dl className={styles.detailList}>
          <Detail term={t('when')}>
            <time dateTime={item.starts_at}>{whenOf(format, item)}</time>
          </Detail>
          {place && <Detail term={t('where')}>{place}</Detail>}
          {item.mode && <Detail term={t('mode')}>{item.mode.name}</Detail>}
          {item.category && <Detail term={t('category')}>{item.category.name}</Detail>}
          {item.type && <Detail term={t('type')}>{item.type.name}</Detail>}
          {item.hours !== null && <Detail term={t('hours')}>{t('hoursValue', { count: item.hours })}</Detail>}
          <Detail term={t('price')}>
            {item.price_cents === null ? t('free') : formatMoney(item.price_cents, locale)}
          </Detail>
          {item.price_cents !== null && item.member_price_cents !== item.price_cents && (
            <Detail term={t('memberPrice')}>
              {item.member_price_cents === null ? t('free') : formatMoney(item.member_price_cents, locale)}
            </Detail>
          )}
          {/* Only what the cached page cannot get wrong: the places left are the live box's to say. */}
          <Detail term={t('slots')}>
            {item.slots === null ? t('unlimitedSlots') : t('slotsTotal', { total: item.slots })}
          </Detail>
          {item.max_companions > 0 && (
            <Detail term={t('companions')}>{t('companionsValue', { count: item.max_companions })}</Detail>
          )}
        </dl>
      </section>
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: item.body }} />
      <JsonLd data={eventJsonLd(item, organizer)} />
    </article>
  )
}
