'use client'

import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import { useTranslations } from 'next-intl'
import { useRegistryCollegiates } from '@/lib/client/registry'
import type { RegistryCollegiate, RegistryCollegiatePage, RegistryStanding } from '@/lib/contract/registry'
import { Fact } from '@/components/ui/fact'
import { RegistrySearch, useRegistryAddress } from './registry-search'

const standingColour: Record<RegistryStanding, 'success' | 'error' | 'default'> = {
  practising: 'success',
  honorary: 'success',
  non_practising: 'default',
  suspended: 'error',
  removed: 'default',
}

function CollegiateEntry({ collegiate }: { collegiate: RegistryCollegiate }) {
  const t = useTranslations('Registry.collegiates')
  const specialty = useTranslations('ProfileData.specialties')
  const { workplace, specialties } = collegiate
  return (
    <>
      <Box component="h3" sx={{ fontSize: '1.125rem', mt: 0, mb: 1 }}>
        {collegiate.name} {collegiate.surname}
      </Box>
      <Box component="dl" sx={{ m: 0 }}>
        <Fact term={t('number')}>{collegiate.collegiate_number}</Fact>
        <Fact term={t('standing')}>
          <Chip
            size="small"
            color={standingColour[collegiate.standing]}
            label={t(`standings.${collegiate.standing}`)}
          />
        </Fact>
        {specialties && specialties.length > 0 && (
          <Fact term={t('specialties')}>{specialties.map((name) => specialty(name)).join(', ')}</Fact>
        )}
        {workplace && <Fact term={t('workplace')}>{workplace}</Fact>}
      </Box>
    </>
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
