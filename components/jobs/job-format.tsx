import { getFormatter, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import type { JobSummary } from '@/lib/contract/jobs'
import type { Locale } from '@/lib/contract/locales'
import { formatMoney } from '@/lib/i18n/money'

/** How a job offer's facts read in one language: salary in euros, dates in Spain's time, the enumerations named. */
export async function jobWording(locale: Locale) {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'Jobs' }),
    getFormatter({ locale }),
  ])
  const euros = (amount: number) => formatMoney(amount * 100, locale, { wholeEuros: true })
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'long' })
  return {
    t,
    date,
    /** The <time> tag of a rich message, machine-readable for the date it shows. */
    timeTag: (iso: string) =>
      function Time(chunks: ReactNode) {
        return <time dateTime={iso}>{chunks}</time>
      },
    salary: ({ salary_min: min, salary_max: max }: Pick<JobSummary, 'salary_min' | 'salary_max'>) => {
      if (min !== null && max !== null) {
        return min === max
          ? t('salaryExact', { amount: euros(min) })
          : t('salaryRange', { min: euros(min), max: euros(max) })
      }
      if (min !== null) return t('salaryFrom', { min: euros(min) })
      if (max !== null) return t('salaryUpTo', { max: euros(max) })
      return t('salaryNotStated')
    },
    contract: (job: Pick<JobSummary, 'contract_type'>) => t(`contractType.${job.contract_type}`),
    workingDay: (job: Pick<JobSummary, 'working_day'>) => t(`workingDayType.${job.working_day}`),
    workplace: (job: Pick<JobSummary, 'workplace_type'>) => t(`workplaceType.${job.workplace_type}`),
    place: (job: Pick<JobSummary, 'city' | 'province'>) =>
      job.city === job.province ? job.city : `${job.city} (${job.province})`,
  }
}
