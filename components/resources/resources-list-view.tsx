import OpenInNew from '@mui/icons-material/OpenInNew'
import Box from '@mui/material/Box'
import type { Metadata } from 'next'
import { getFormatter, getTranslations } from 'next-intl/server'
import { ActiveFilters, type ActiveFilter } from '@/components/ui/active-filters'
import { EmptyState } from '@/components/ui/empty-state'
import { ListSearchForm } from '@/components/ui/list-search-form'
import { listHref, pageNumberOf, withParam } from '@/components/ui/list-query'
import type { ListView, ListViewProps } from '@/components/ui/list-view'
import { Paginator } from '@/components/ui/paginator'
import { ScreenReaderText } from '@/components/ui/screen-reader-text'
import { listPages } from '@/lib/contract/list-pages'
import type { Term } from '@/lib/contract/listing'
import type { Locale } from '@/lib/contract/locales'
import {
  ResourceFormatSchema,
  type ResourceCard,
  type ResourceCardListRequest,
  type ResourceCardPage,
  type ResourceFormat,
  type ResourceListItem,
  type ResourceListRequest,
  type ResourcePage,
} from '@/lib/contract/resources'
import { resourceFormats } from '@/lib/contract/content'
import { fixedPageMetadata } from '@/lib/i18n/page-metadata'
import { Link } from '@/lib/i18n/navigation'
import { StarsSummary } from './stars-summary'

const path = listPages.resources.path
export const resourcesPageSize = 12
/** How many online resources the catalogue shows beside the items. */
export const resourceCardsShown = 6

/** What the address asks for, read leniently: unknown categories, formats or pages count as not chosen. */
function parseQuery(query: URLSearchParams, categories: Term[]) {
  const q = (query.get('q') ?? '').trim().slice(0, 200)
  const chosenCategories = [...new Set(query.getAll('category'))].flatMap(
    (key) => categories.find((category) => category.key === key) ?? [],
  )
  const format = ResourceFormatSchema.safeParse(query.get('format'))
  return {
    q,
    categories: chosenCategories,
    format: format.success ? format.data : null,
    onlineOnly: query.get('online') === 'true',
    page: pageNumberOf(query),
  }
}

/** The reads the catalogue needs; the app passes the portal's (lib/server/portal), tests their own. */
export interface ResourcesReads {
  loadResources(lang: Locale, request: ResourceListRequest): Promise<ResourcePage>
  loadResourceCards(lang: Locale, request: ResourceCardListRequest): Promise<ResourceCardPage>
  loadResourceCategories(lang: Locale): Promise<Term[]>
}

async function render(
  { loadResources, loadResourceCards, loadResourceCategories }: ResourcesReads,
  { locale, query }: ListViewProps,
) {
  const [t, tLists, tStars, format, categories] = await Promise.all([
    getTranslations({ locale, namespace: 'Resources' }),
    getTranslations({ locale, namespace: 'Lists' }),
    getTranslations({ locale, namespace: 'StarRating' }),
    getFormatter({ locale }),
    loadResourceCategories(locale),
  ])
  const chosen = parseQuery(query, categories)
  const categoryIds = chosen.categories.map((category) => category.id)
  const [page, cards] = await Promise.all([
    loadResources(locale, {
      skip: (chosen.page - 1) * resourcesPageSize,
      limit: resourcesPageSize,
      applicable_online: chosen.onlineOnly,
      categories: categoryIds,
      q: chosen.q,
      format: chosen.format,
    }),
    loadResourceCards(locale, { skip: 0, limit: resourceCardsShown, categories: categoryIds }),
  ])
  const pageCount = Math.ceil(page.total / resourcesPageSize)
  const formatName = (value: ResourceFormat) => t(`formats.${value}`)

  const filters: ActiveFilter[] = [
    ...(chosen.q
      ? [
          {
            label: tLists('searchFor', { q: chosen.q }),
            removeHref: listHref(locale, path, withParam(query, 'q', null)),
          },
        ]
      : []),
    ...chosen.categories.map((category) => {
      const rest = withParam(query, 'category', null)
      for (const other of chosen.categories)
        if (other.key !== category.key) rest.append('category', other.key)
      return {
        label: t('filterCategory', { name: category.name }),
        removeHref: listHref(locale, path, rest),
      }
    }),
    ...(chosen.format
      ? [
          {
            label: t('filterFormat', { name: formatName(chosen.format) }),
            removeHref: listHref(locale, path, withParam(query, 'format', null)),
          },
        ]
      : []),
    ...(chosen.onlineOnly
      ? [{ label: t('filterOnline'), removeHref: listHref(locale, path, withParam(query, 'online', null)) }]
      : []),
  ]
  const filtered = filters.length > 0
  const starsLabel = (average: number | null, count: number) =>
    average === null
      ? tStars('noVotes')
      : tStars('summary', {
          average: format.number(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
          count,
        })

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, md: 3 }, py: { xs: 4, md: 6 } }}>
      <Box component="h1" sx={{ typography: 'h1', mt: 0, mb: 2, fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {t('title')}
      </Box>
      <Box component="p" sx={{ mt: 0, mb: 3, maxWidth: '60rem' }}>
        {t('description')}
      </Box>

      <ListSearchForm
        locale={locale}
        path={path}
        label={t('searchLabel')}
        q={chosen.q}
        selects={[
          {
            name: 'category',
            label: t('category'),
            value: chosen.categories[0]?.key ?? '',
            options: categories.map((category) => ({ value: category.key, label: category.name })),
          },
          {
            name: 'format',
            label: t('format'),
            value: chosen.format ?? '',
            options: resourceFormats.map((value) => ({ value, label: formatName(value) })),
          },
        ]}
        checkboxes={[{ name: 'online', label: t('onlineOnly'), checked: chosen.onlineOnly }]}
      />
      <ActiveFilters
        locale={locale}
        filters={filters}
        clearHref={listHref(locale, path, new URLSearchParams())}
      />

      <section aria-labelledby="resources-catalogue">
        <Box component="h2" id="resources-catalogue" sx={{ fontSize: '1.5rem', mt: 0, mb: 1 }}>
          {t('catalogue')}
        </Box>
        <p className="result-count" role="status">
          {tLists('resultCount', { total: page.total })}
        </p>
        {page.items.length === 0 ? (
          <EmptyState title={tLists('emptyTitle')}>
            <p>{filtered ? tLists('emptySearch') : tLists('emptyList')}</p>
          </EmptyState>
        ) : (
          <ul className="content-list">
            {page.items.map((item) => (
              <li key={item.id}>
                <ResourceItem item={item} formatName={formatName} starsLabel={starsLabel} t={t} />
              </li>
            ))}
          </ul>
        )}
        <Paginator locale={locale} path={path} query={query} page={chosen.page} pageCount={pageCount} />
      </section>

      <Box component="section" aria-labelledby="resources-online" sx={{ mt: 5 }}>
        <Box component="h2" id="resources-online" sx={{ fontSize: '1.5rem', mt: 0, mb: 1 }}>
          {t('cards')}
        </Box>
        <Box component="p" sx={{ mt: 0, mb: 2 }}>
          {t('cardsIntro')}
        </Box>
        {cards.items.length === 0 ? (
          <EmptyState title={t('cardsEmpty')} />
        ) : (
          <ul className="content-list">
            {cards.items.map((card) => (
              <li key={card.id}>
                <ResourceCardItem card={card} starsLabel={starsLabel} opensElsewhere={t('opensElsewhere')} />
              </li>
            ))}
          </ul>
        )}
      </Box>
    </Box>
  )
}

type Translate = Awaited<ReturnType<typeof getTranslations<'Resources'>>>

function ResourceItem({
  item,
  formatName,
  starsLabel,
  t,
}: {
  item: ResourceListItem
  formatName: (format: ResourceFormat) => string
  starsLabel: (average: number | null, count: number) => string
  t: Translate
}) {
  const meta = [formatName(item.format), item.author, item.year].filter(Boolean).join(' · ')
  return (
    <article className="content-card">
      <h3>
        <Link href={`/resources/${item.slug}`}>{item.title}</Link>
      </h3>
      <p className="content-card__meta">{meta}</p>
      {item.summary && <p style={{ margin: 0 }}>{item.summary}</p>}
      <p className="content-card__meta">{item.categories.map((category) => category.name).join(' · ')}</p>
      <p className="content-card__meta">
        {item.applicable_online ? t('requestableOnline') : t('requestInPerson')}
      </p>
      <p className="content-card__meta" style={{ marginTop: 'auto' }}>
        <StarsSummary
          average={item.stars_average}
          label={starsLabel(item.stars_average, item.stars_count)}
          size="1rem"
        />
      </p>
    </article>
  )
}

function ResourceCardItem({
  card,
  starsLabel,
  opensElsewhere,
}: {
  card: ResourceCard
  starsLabel: (average: number | null, count: number) => string
  opensElsewhere: string
}) {
  return (
    <article className="content-card">
      <h3>
        <a href={card.url}>
          {card.title}
          <OpenInNew fontSize="inherit" aria-hidden sx={{ ml: 0.5, verticalAlign: '-0.125em' }} />
          <ScreenReaderText>{opensElsewhere}</ScreenReaderText>
        </a>
      </h3>
      <p className="content-card__meta">{new URL(card.url).hostname.replace(/^www\./, '')}</p>
      {card.summary && <p style={{ margin: 0 }}>{card.summary}</p>}
      <p className="content-card__meta">{card.categories.map((category) => category.name).join(' · ')}</p>
      <p className="content-card__meta" style={{ marginTop: 'auto' }}>
        <StarsSummary
          average={card.stars_average}
          label={starsLabel(card.stars_average, card.stars_count)}
          size="1rem"
        />
      </p>
    </article>
  )
}

async function metadata({ locale, query }: ListViewProps): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Resources' })
  const page = pageNumberOf(query)
  const title = page > 1 ? t('pageTitle', { title: t('title'), page }) : t('title')
  return {
    ...fixedPageMetadata(locale, path, { title, description: t('description') }),
    // Search results are not pages of their own for search engines.
    ...(query.has('q') ? { robots: { index: false, follow: true } } : {}),
  }
}

/** The lending library's catalogue at /resources, with the online resources of the same categories. */
export function resourcesListView(reads: ResourcesReads): ListView {
  return { render: (props) => render(reads, props), metadata }
}
