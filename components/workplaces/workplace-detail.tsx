import Box from '@mui/material/Box'
import { getTranslations } from 'next-intl/server'
import { Fact } from '@/components/ui/fact'
import type { Locale } from '@/lib/contract/locales'
import type { Workplace } from '@/lib/contract/workplaces'
import { Link } from '@/lib/i18n/navigation'

/** A telephone number as a tel: address: digits and a leading +. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

export async function WorkplaceDetail({ place, locale }: { place: Workplace; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Workplaces' })
  return (
    <Box component="article" sx={{ maxWidth: 880, mx: 'auto', px: { xs: 2, md: 3 }, py: { xs: 4, md: 6 } }}>
      <Box component="p" sx={{ mt: 0, mb: 2 }}>
        <Link href="/workplaces">← {t('backToList')}</Link>
      </Box>
      <Box component="h1" sx={{ typography: 'h1', mt: 0, mb: 2, fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {place.title}
      </Box>
      {place.summary && (
        <Box component="p" sx={{ mt: 0, mb: 3, fontSize: '1.125rem' }}>
          {place.summary}
        </Box>
      )}
      <Box component="section" aria-labelledby="workplace-contact-title" sx={{ mb: 4 }}>
        <Box component="h2" id="workplace-contact-title" sx={{ fontSize: '1.5rem', mb: 1.5 }}>
          {t('contact')}
        </Box>
        <Box component="dl" sx={{ m: 0 }}>
          <Fact term={t('address')}>
            <Box component="address" sx={{ fontStyle: 'normal' }}>
              {place.address}
              <br />
              {place.postal_code} {place.city}
              <br />
              {place.province}
            </Box>
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
        </Box>
      </Box>
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: place.body }} />
    </Box>
  )
}
