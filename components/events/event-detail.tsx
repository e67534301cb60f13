import Box from '@mui/material/Box'
import { getFormatter, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { JsonLd } from '@/components/ui/json-ld'
import type { EventAvailability, EventDetail } from '@/lib/contract/events'
import { listPages } from '@/lib/contract/list-pages'
import type { Locale } from '@/lib/contract/locales'
import { contentPaths } from '@/lib/contract/sitemap'
import { formatMoney } from '@/lib/i18n/money'
import { getPathname, Link } from '@/lib/i18n/navigation'
import { AvailabilityChip } from './availability-chip'
import { availabilityTextOf, placeOf, whenOf } from './event-format'

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
    <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '12rem 1fr' }, gap: { xs: 0, sm: 2 }, py: 1 }}>
      <Box component="dt" sx={{ fontWeight: 700 }}>
        {term}
      </Box>
      <Box component="dd" sx={{ m: 0 }}>
        {children}
      </Box>
    </Box>
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
      <Box component="p" sx={{ mt: 1, mb: 0 }} data-testid="event-availability">
        {availabilityText}
      </Box>
    </>
  )
  const place = [placeOf(item), item.address].filter(Boolean).join(' · ')
  const listPath = item.kind === 'course' ? listPages.courses.path : listPages.events.path
  return (
    <Box component="article" sx={{ maxWidth: 880, mx: 'auto', px: { xs: 2, md: 3 }, py: { xs: 4, md: 6 } }}>
      <Box component="p" sx={{ mt: 0, mb: 2 }}>
        <Link href={listPath}>
          <span aria-hidden="true">← </span>
          {t(item.kind === 'course' ? 'allCourses' : 'allEvents')}
        </Link>
      </Box>
      <Box component="h1" sx={{ typography: 'h1', mt: 0, mb: 3, fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {item.title}
      </Box>
      <Box
        component="section"
        aria-labelledby="event-enrolment"
        sx={{ mb: 3, p: 2, borderRadius: 2, bgcolor: 'var(--portal-color-light)' }}
      >
        <Box component="h2" id="event-enrolment" sx={{ fontSize: '1.25rem', mt: 0, mb: 1 }}>
          {t('enrolment')}
        </Box>
        {enrolment ? enrolment(cachedAvailability) : cachedAvailability}
      </Box>
      <Box component="section" aria-labelledby="event-details" sx={{ mb: 3 }}>
        <Box component="h2" id="event-details" sx={{ fontSize: '1.25rem', mt: 0, mb: 1 }}>
          {t('details')}
        </Box>
        <Box component="dl" sx={{ m: 0 }}>
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
        </Box>
      </Box>
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: item.body }} />
      <JsonLd data={eventJsonLd(item, organizer)} />
    </Box>
  )
}
