'use client'

import { useTranslations } from 'next-intl'
import { useRegistryCollegiates } from '@/lib/client/registry'
import type { RegistryCollegiate, RegistryCollegiatePage, RegistryStanding } from '@/lib/contract/registry'
import { Fact } from '@/components/ui/fact'
import { RegistryBadge, RegistryEntry, type RegistryTone } from './registry-entry'
import { RegistrySearch, useRegistryAddress } from './registry-search'

const standingTone: Record<RegistryStanding, RegistryTone> = {
  practising: 'good',
  honorary: 'good',
  non_practising: 'neutral',
  suspended: 'bad',
  removed: 'neutral',
}

function CollegiateEntry({ collegiate }: { collegiate: RegistryCollegiate }) {
  const t = useTranslations('Registry.collegiates')
  const specialty = useTranslations('ProfileData.specialties')
  const { workplace, specialties } = collegiate
  return (
    <RegistryEntry title={`${collegiate.name} ${collegiate.surname}`}>
      <Fact term={t('number')}>{collegiate.collegiate_number}</Fact>
      <Fact term={t('standing')}>
        <RegistryBadge tone={standingTone[collegiate.standing]}>
          {t(`standings.${collegiate.standing}`)}
        </RegistryBadge>
      </Fact>
      {specialties && specialties.length > 0 && (
        <Fact term={t('specialties')}>{specialties.map((name) => specialty(name)).join(', ')}</Fact>
      )}
      {workplace && <Fact term={t('workplace')}>{workplace}</Fact>}
    </RegistryEntry>
  )
}

export function CollegiateRegistry({
  rendered,
  initial,
}: {
  rendered?: string
  initial?: RegistryCollegiatePage
}) {
  const { q, skip, limit } = useRegistryAddress(rendered)
  const result = useRegistryCollegiates({ q, skip, limit }, initial)
  return (
    <RegistrySearch
      kind="collegiates"
      rendered={rendered}
      result={result}
      itemKey={(item) => item.collegiate_number}
      renderItem={(item) => <CollegiateEntry collegiate={item} />}
    />
  )
}
