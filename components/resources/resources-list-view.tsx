import type { Metadata } from 'next'
import { getFormatter, getTranslations } from 'next-intl/server'
import type { ComponentType, ReactNode } from 'react'
import { ActiveFilters, type ActiveFilter } from '@/components/ui/active-filters'
import { ListPageFrame } from '@/components/ui/list-page-frame'
import { ListSearchForm } from '@/components/ui/list-search-form'
import { listHref, listLink, pageNumberOf, withParam } from '@/components/ui/list-query'
import type { ListView, ListViewProps } from '@/components/ui/list-view'
import { EmptyState } from '@/components/ui/empty-state'
import { ListResults } from '@/components/ui/list-results'
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
import type { Template } from '@/lib/contract/templates'
import { Link } from '@/lib/i18n/navigation'
import { everyLanguageAlternates } from '@/lib/i18n/alternates'
import { StarRatingIsland } from './star-rating-island'
import styles from './resources.module.css'
import { StarsSummary } from './stars-summary'

const path = listPages.resources.path
const resourcesPageSize = 12
/** How many online resources the catalogue shows beside the items. */
const resourceCardsShown = 6

/** What the address asks for, read leniently: unknown categories, formats or pages count as not chosen. */
function parseQuery(query: URLSearchParams, categories: Term[]) {
  const q = (query.get('q') ?? '').trim().slice(0, 200)
  const chosenCategories = [...new Set(query.getAll('category'))].flatMap(
    (key) => categories.find((category) => category.key === key) ?? [],
  )
  const parsedFormat = ResourceFormatSchema.safeParse(query.get('format'))
  const format = parsedFormat.success ? parsedFormat.data : null
  const onlineOnly = query.get('online') === 'true'
  const page = pageNumberOf(query)
  // The query the page's own links start from: only what was understood.
  const canonical = new URLSearchParams()
  if (q) canonical.set('q', q)
  for (const category of chosenCategories) canonical.append('category', category.key)
  if (format) canonical.set('format', format)
  if (onlineOnly) canonical.set('online', 'true')
  if (page > 1) canonical.set('page', String(page))
  return { q, categories: chosenCategories, format, onlineOnly, page, canonical }
}

/** The reads the catalogue needs; the app passes the portal's (lib/server/portal), tests their own. */
export interface ResourcesReads {
  loadResources(lang: Locale, request: ResourceListRequest): Promise<ResourcePage>
  loadResourceCards(lang: Locale, request: ResourceCardListRequest): Promise<ResourceCardPage>
  loadResourceCategories(lang: Locale): Promise<Term[]>
  /** Gives the cards' star ratings what they need in the browser (the app's providers). */
  RatingIsland: ComponentType<{ children: ReactNode }>
  /** The section's intro (heading and text), when the portal keeps one. */
  loadTemplate?(lang: Locale, section: string): Promise<Template | null>
}

async function headingOf(reads: ResourcesReads, locale: Locale) {
  const [t, template] = await Promise.all([
    getTranslations({ locale, namespace: 'Resources' }),
    reads.loadTemplate?.(locale, 'resources') ?? null,
  ])
  return { heading: template?.title || t('title'), intro: template?.body ?? null, t }
}

async function render(reads: ResourcesReads, { locale, query }: ListViewProps) {
  const { loadResources, loadResourceCards, loadResourceCategories, RatingIsland } = reads
  const [{ heading, intro, t }, tLists, tStars, format, categories] = await Promise.all([
    headingOf(reads, locale),
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
  const formatName = (value: ResourceFormat) => t(`formats.${value}`)

  const without = (key: string) => listLink(path, withParam(chosen.canonical, key, null))
  const filters: ActiveFilter[] = [
    ...(chosen.q ? [{ label: tLists('searchFor', { q: chosen.q }), removeHref: without('q') }] : []),
    ...chosen.categories.map((category) => {
      const rest = withParam(chosen.canonical, 'category', null)
      for (const other of chosen.categories)
        if (other.key !== category.key) rest.append('category', other.key)
      return { label: t('filterCategory', { name: category.name }), removeHref: listLink(path, rest) }
    }),
    ...(chosen.format
      ? [{ label: t('filterFormat', { name: formatName(chosen.format) }), removeHref: without('format') }]
      : []),
    ...(chosen.onlineOnly ? [{ label: t('filterOnline'), removeHref: without('online') }] : []),
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
    <ListPageFrame heading={heading} intro={intro} fallbackIntro={t('description')}>
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
      <ActiveFilters locale={locale} filters={filters} clearHref={listLink(path, new URLSearchParams())} />

      <section aria-labelledby="resources-catalogue">
        <h2 id="resources-catalogue" className={styles.sectionTitle}>
          {t('catalogue')}
        </h2>
        <ListResults
          locale={locale}
          path={path}
          query={chosen.canonical}
          page={chosen.page}
          pageSize={resourcesPageSize}
          total={page.total}
          items={page.items}
          filtered={filtered}
          renderItem={(item) => (
            <ResourceItem item={item} formatName={formatName} starsLabel={starsLabel} t={t} />
          )}
        />
      </section>

      <section aria-labelledby="resources-online" className={styles.cards}>
        <h2 id="resources-online" className={styles.sectionTitle}>
          {t('cards')}
        </h2>
        <p className={styles.cardsIntro}>{t('cardsIntro')}</p>
        {cards.items.length === 0 ? (
          <EmptyState title={t('cardsEmpty')} />
        ) : (
          // Cards have no page of their own: they are rated here, the rest of the page staying the same for all.
          <RatingIsland>
            <ul className="content-list">
              {cards.items.map((card) => (
                <li key={card.id}>
                  <ResourceCardItem card={card} opensElsewhere={t('opensElsewhere')} />
                </li>
              ))}
            </ul>
          </RatingIsland>
        )}
      </section>
    </ListPageFrame>
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
      {item.summary && <p className={styles.plain}>{item.summary}</p>}
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

/** MUI's OpenInNew icon (its path), as plain SVG. */
function OpenInNewIcon() {
  return (
    <svg className={styles.external} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M19 19H5V5h7V3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2v-7h-2zM14 3v2h3.59l-9.83 9.83 1.41 1.41L19 6.41V10h2V3z" />
    </svg>
  )
}

function ResourceCardItem({ card, opensElsewhere }: { card: ResourceCard; opensElsewhere: string }) {
  return (
    <article className="content-card">
      <h3>
        <a href={card.url}>
          {card.title}
          <OpenInNewIcon />
          <ScreenReaderText>{opensElsewhere}</ScreenReaderText>
        </a>
      </h3>
      <p className="content-card__meta">{new URL(card.url).hostname.replace(/^www\./, '')}</p>
      {card.summary && <p className={styles.plain}>{card.summary}</p>}
      <p className="content-card__meta">{card.categories.map((category) => category.name).join(' · ')}</p>
      <div className={styles.last}>
        <StarRatingIsland kind="card" id={card.id} average={card.stars_average} count={card.stars_count} />
      </div>
    </article>
  )
}

async function metadata(reads: ResourcesReads, { locale, query }: ListViewProps): Promise<Metadata> {
  const [{ heading, t }, categories] = await Promise.all([
    headingOf(reads, locale),
    reads.loadResourceCategories(locale),
  ])
  const { page, q, canonical, categories: chosen } = parseQuery(query, categories)
  const title = chosen.length === 1 ? `${heading}: ${chosen[0]!.name}` : heading
  return {
    title: page > 1 ? t('pageTitle', { title, page }) : title,
    description: t('description'),
    alternates: everyLanguageAlternates(locale, (lang) => listHref(lang, path, canonical)),
    // Search results are for readers, not for search engines; the items they link to are indexed.
    ...(q ? { robots: { index: false, follow: true } } : {}),
  }
}

export function resourcesListView(reads: ResourcesReads): ListView {
  return { render: (props) => render(reads, props), metadata: (props) => metadata(reads, props) }
}
