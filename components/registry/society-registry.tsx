'use client'

import { useTranslations } from 'next-intl'
import { useRegistrySocieties } from '@/lib/client/registry'
import type { RegistrySociety, RegistrySocietyPage } from '@/lib/contract/registry'
import { Fact } from '@/components/ui/fact'
import { RegistryBadge, RegistryEntry } from './registry-entry'
import { RegistrySearch, useRegistryAddress } from './registry-search'
import { useFormatter } from '@/lib/i18n/format'

function SocietyEntry({ society }: { society: RegistrySociety }) {
  const t = useTranslations('Registry.societies')
  const format = useFormatter()
  const day = (iso: string) =>
    format.dateTime(new Date(`${iso}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' })
  return (
    <RegistryEntry title={society.social_reason}>
      <Fact term={t('sspp')}>{society.sspp_number}</Fact>
      <Fact term={t('cif')}>{society.cif}</Fact>
      <Fact term={t('status')}>
        <RegistryBadge tone={society.active ? 'good' : 'neutral'}>
          {society.active ? t('active') : t('inactive')}
        </RegistryBadge>
      </Fact>
      <Fact term={t('place')}>{t('placeValue', { city: society.city, province: society.province })}</Fact>
      <Fact term={t('incorporated')}>{day(society.incorporated_on)}</Fact>
      <Fact term={t('registered')}>{day(society.registered_on)}</Fact>
      {society.mercantile_registry && (
        <Fact term={t('mercantileRegistry')}>{society.mercantile_registry}</Fact>
      )}
      <Fact term={t('partners')}>{format.number(society.partners)}</Fact>
    </RegistryEntry>
  )
}

export function SocietyRegistry({ rendered, initial }: { rendered?: string; initial?: RegistrySocietyPage }) {
  const { q, skip, limit } = useRegistryAddress(rendered)
  const result = useRegistrySocieties({ q, skip, limit }, initial)
  return (
    <RegistrySearch
      kind="societies"
      rendered={rendered}
      result={result}
      itemKey={(item) => `${item.cif}-${item.sspp_number}-${item.registered_on}`}
      renderItem={(item) => <SocietyEntry society={item} />}
    />
  )
}
