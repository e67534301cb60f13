import { getTranslations } from 'next-intl/server'
import { ActiveFilters, type ActiveFilter } from '@/components/ui/active-filters'
import { listHref, pageNumberOf, withParam } from '@/components/ui/list-query'
import { ListPageFrame } from '@/components/ui/list-page-frame'
import { ListSearchForm } from '@/components/ui/list-search-form'
import type { ListView, ListViewProps } from '@/components/ui/list-view'
import { ListResults } from '@/components/ui/list-results'
import { listPages } from '@/lib/contract/list-pages'
import type { Locale } from '@/lib/contract/locales'
import { provinceName, spanishProvinces } from '@/lib/contract/provinces'
import type { WorkplaceList, WorkplaceListQuery, WorkplaceSummary } from '@/lib/contract/workplaces'
import type { Template } from '@/lib/contract/templates'
import { Link } from '@/lib/i18n/navigation'
import { everyLanguageAlternates } from '@/lib/i18n/alternates'

const path = listPages.workplaces.path
const workplacesPageSize = 12

/** The list's query, read leniently: a province the list does not know is as if none was chosen. */
function workplacesQueryOf(query: URLSearchParams) {
  const province = provinceName(query.get('province') ?? '')
  return {
    q: (query.get('q') ?? '').trim().slice(0, 200),
    province: spanishProvinces.find((name) => name === province),
    page: pageNumberOf(query),
  }
}

function WorkplaceCard({ place }: { place: WorkplaceSummary }) {
  return (
    <article className="content-card">
      <h2>
        <Link href={`/workplaces/${place.slug}`}>{place.title}</Link>
      </h2>
      <p className="content-card__meta">
        {place.address}, {place.postal_code} {place.city} ({place.province})
      </p>
      {place.summary && <p className="content-card__meta">{place.summary}</p>}
    </article>
  )
}

/** What the workplaces list reads. The app passes the portal's reader: components do not import lib/server. */
export interface WorkplacesListReads {
  workplaces(lang: Locale, query: WorkplaceListQuery): Promise<WorkplaceList>
  /** The section's intro (title and text kept by staff), when there is one. */
  template?(lang: Locale, section: string): Promise<Template | null>
}

async function render(read: WorkplacesListReads, { locale, query }: ListViewProps) {
  const chosen = workplacesQueryOf(query)
  const [list, t, lists, template] = await Promise.all([
    read.workplaces(locale, {
      skip: (chosen.page - 1) * workplacesPageSize,
      limit: workplacesPageSize,
      q: chosen.q || undefined,
      province: chosen.province,
    }),
    getTranslations({ locale, namespace: 'Workplaces' }),
    getTranslations({ locale, namespace: 'Lists' }),
    read.template?.(locale, 'workplaces') ?? null,
  ])
  const without = (key: string) => listHref(locale, path, withParam(query, key, null))
  const filters: ActiveFilter[] = [
    ...(chosen.q ? [{ label: lists('searchFor', { q: chosen.q }), removeHref: without('q') }] : []),
    ...(chosen.province
      ? [
          {
            label: t('filterChip', { label: t('province'), value: chosen.province }),
            removeHref: without('province'),
          },
        ]
      : []),
  ]
  return (
    <ListPageFrame heading={template?.title || t('title')} intro={template?.body} fallbackIntro={t('intro')}>
      <ListSearchForm
        locale={locale}
        path={path}
        label={t('searchLabel')}
        q={chosen.q}
        selects={[
          {
            name: 'province',
            label: t('province'),
            value: chosen.province ?? '',
            options: spanishProvinces.map((name) => ({ value: name, label: name })),
          },
        ]}
      />
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
        pageSize={workplacesPageSize}
        total={list.total}
        items={list.items}
        filtered={filters.length > 0}
        renderItem={(place) => <WorkplaceCard place={place} />}
      />
    </ListPageFrame>
  )
}

export const workplacesListView = (read: WorkplacesListReads): ListView => ({
  render: (props) => render(read, props),
  async metadata({ locale, query }) {
    const [t, lists] = await Promise.all([
      getTranslations({ locale, namespace: 'Workplaces' }),
      getTranslations({ locale, namespace: 'Lists' }),
    ])
    const { page } = workplacesQueryOf(query)
    return {
      title: page > 1 ? `${t('title')} · ${lists('page')} ${page}` : t('title'),
      description: t('description'),
      alternates: everyLanguageAlternates(locale, (lang) => listHref(lang, path, query)),
    }
  },
})
