import { getTranslations } from 'next-intl/server'
import { ActiveFilters, type ActiveFilter } from '@/components/ui/active-filters'
import { listHref, pageNumberOf, withParam } from '@/components/ui/list-query'
import { ListPageFrame } from '@/components/ui/list-page-frame'
import { ListSearchForm } from '@/components/ui/list-search-form'
import type { ListView, ListViewProps } from '@/components/ui/list-view'
import { ListResults } from '@/components/ui/list-results'
import { jobContractTypes, jobWorkingDays, jobWorkplaceTypes } from '@/lib/contract/content'
import type { JobList, JobListQuery, JobSummary } from '@/lib/contract/jobs'
import { listPages } from '@/lib/contract/list-pages'
import type { Locale } from '@/lib/contract/locales'
import { provinceName, spanishProvinces } from '@/lib/contract/provinces'
import type { Template } from '@/lib/contract/templates'
import { Link } from '@/lib/i18n/navigation'
import { everyLanguageAlternates } from '@/lib/i18n/alternates'
import { jobWording } from './job-format'

const path = listPages.jobs.path
const jobsPageSize = 10

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value)

/** The list's query, read leniently: a value the list does not know is as if it was not chosen. */
function jobsQueryOf(query: URLSearchParams) {
  const province = provinceName(query.get('province') ?? '')
  return {
    q: (query.get('q') ?? '').trim().slice(0, 200),
    province: oneOf(spanishProvinces, province),
    contract_type: oneOf(jobContractTypes, query.get('contract_type')),
    working_day: oneOf(jobWorkingDays, query.get('working_day')),
    workplace_type: oneOf(jobWorkplaceTypes, query.get('workplace_type')),
    page: pageNumberOf(query),
  }
}

type Wording = Awaited<ReturnType<typeof jobWording>>

function JobCard({ job, wording }: { job: JobSummary; wording: Wording }) {
  const { t, date, timeTag, salary, contract, workingDay, workplace, place } = wording
  return (
    <article className="content-card">
      <h2>
        <Link href={`/job/${job.slug}`}>{job.title}</Link>
      </h2>
      <p className="content-card__meta">
        <strong>{job.company}</strong> · {place(job)}
      </p>
      <p className="content-card__meta">{[contract(job), workingDay(job), workplace(job)].join(' · ')}</p>
      <p className="content-card__meta">{salary(job)}</p>
      <p className="content-card__meta">
        {t.rich('published', { date: date(job.publish_at), time: timeTag(job.publish_at) })}
        {' · '}
        {job.closes_at
          ? t.rich('closes', { date: date(job.closes_at), time: timeTag(job.closes_at) })
          : t('openUntilFilled')}
      </p>
    </article>
  )
}

/** What the jobs list reads. The app passes the portal's reader: components do not import lib/server. */
export interface JobsListReads {
  jobs(lang: Locale, query: JobListQuery): Promise<JobList>
  /** The section's intro (title and text kept by staff), when there is one. */
  template?(lang: Locale, section: string): Promise<Template | null>
}

async function render(read: JobsListReads, { locale, query }: ListViewProps) {
  const chosen = jobsQueryOf(query)
  const serviceQuery: JobListQuery = {
    skip: (chosen.page - 1) * jobsPageSize,
    limit: jobsPageSize,
    q: chosen.q || undefined,
    province: chosen.province,
    contract_type: chosen.contract_type,
    working_day: chosen.working_day,
    workplace_type: chosen.workplace_type,
  }
  const [list, wording, lists, template] = await Promise.all([
    read.jobs(locale, serviceQuery),
    jobWording(locale),
    getTranslations({ locale, namespace: 'Lists' }),
    read.template?.(locale, 'jobs') ?? null,
  ])
  const { t } = wording

  const options = <T extends string>(values: readonly T[], label: (value: T) => string) =>
    values.map((value) => ({ value, label: label(value) }))
  const selects = [
    {
      name: 'province',
      label: t('province'),
      value: chosen.province ?? '',
      options: spanishProvinces.map((name) => ({ value: name, label: name })),
    },
    {
      name: 'contract_type',
      label: t('contract'),
      value: chosen.contract_type ?? '',
      options: options(jobContractTypes, (value) => t(`contractType.${value}`)),
    },
    {
      name: 'working_day',
      label: t('workingDay'),
      value: chosen.working_day ?? '',
      options: options(jobWorkingDays, (value) => t(`workingDayType.${value}`)),
    },
    {
      name: 'workplace_type',
      label: t('workplace'),
      value: chosen.workplace_type ?? '',
      options: options(jobWorkplaceTypes, (value) => t(`workplaceType.${value}`)),
    },
  ]

  const without = (key: string) => listHref(locale, path, withParam(query, key, null))
  const filters: ActiveFilter[] = [
    ...(chosen.q ? [{ label: lists('searchFor', { q: chosen.q }), removeHref: without('q') }] : []),
    ...selects.flatMap((select) => {
      const option = select.options.find((candidate) => candidate.value === select.value)
      return option
        ? [
            {
              label: t('filterChip', { label: select.label, value: option.label }),
              removeHref: without(select.name),
            },
          ]
        : []
    }),
  ]

  return (
    <ListPageFrame heading={template?.title || t('title')} intro={template?.body} fallbackIntro={t('intro')}>
      <ListSearchForm locale={locale} path={path} label={t('searchLabel')} q={chosen.q} selects={selects} />
      <ActiveFilters
        locale={locale}
        filters={filters}
        clearHref={listHref(locale, path, new URLSearchParams())}
      />
      <ListResults
        locale={locale}
        path={path}
        query={query}
        page={chosen.page}
        pageSize={jobsPageSize}
        total={list.total}
        items={list.items}
        filtered={filters.length > 0}
        renderItem={(job) => <JobCard job={job} wording={wording} />}
      />
    </ListPageFrame>
  )
}

export const jobsListView = (read: JobsListReads): ListView => ({
  render: (props) => render(read, props),
  async metadata({ locale, query }) {
    const t = await getTranslations({ locale, namespace: 'Jobs' })
    const { page } = jobsQueryOf(query)
    const lists = await getTranslations({ locale, namespace: 'Lists' })
    return {
      title: page > 1 ? `${t('title')} · ${lists('page')} ${page}` : t('title'),
      description: t('description'),
      alternates: everyLanguageAlternates(locale, (lang) => listHref(lang, path, query)),
    }
  },
})
