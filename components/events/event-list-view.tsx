import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ActiveFilters, type ActiveFilter } from '@/components/ui/active-filters'
import { listHref, pageNumberOf, withParam } from '@/components/ui/list-query'
import { ListPageFrame } from '@/components/ui/list-page-frame'
import { ListSearchForm, type SelectFilter } from '@/components/ui/list-search-form'
import type { ListView, ListViewProps } from '@/components/ui/list-view'
import { ListResults } from '@/components/ui/list-results'
import {
  eventOperators,
  eventsQueryString,
  type EventKind,
  type EventPage,
  type EventsConfig,
} from '@/lib/contract/events'
import { listPages } from '@/lib/contract/list-pages'
import type { Term } from '@/lib/contract/listing'
import type { Locale } from '@/lib/contract/locales'
import { Link } from '@/lib/i18n/navigation'
import { everyLanguageAlternates } from '@/lib/i18n/alternates'
import { EventCard } from './event-card'

type Vocabulary = 'categories' | 'types' | 'modes'

/** What the events and courses lists read. The app passes the portal's readers: components do not import lib/server. */
export interface EventListReads {
  /** A page of items for a query string of GET events/{lang} (see eventsQueryString). */
  events(lang: Locale, query: string): Promise<EventPage>
  terms(lang: Locale, vocabulary: Vocabulary): Promise<Term[]>
  config(lang: Locale): Promise<EventsConfig>
  template?(lang: Locale, section: string): Promise<{ title: string; body: string } | null>
}

/** The filters of the list page's address (category=, type=, mode=, by term key), their terms and their API names. */
const filterGroups = [
  { param: 'category', vocabulary: 'categories', apiName: 'categories', show: 'show_categories' },
  { param: 'type', vocabulary: 'types', apiName: 'event_types', show: 'show_types' },
  { param: 'mode', vocabulary: 'modes', apiName: 'modes', show: 'show_modes' },
] as const

const labelOf = { category: 'category', type: 'type', mode: 'mode' } as const

const isTruthy = (value: string | null) => value === 'true' || value === '1'

const settings = {
  events: {
    kind: 'event',
    title: 'eventsTitle',
    description: 'eventsDescription',
    search: 'searchEvents',
    includePast: 'includePastEvents',
  },
  courses: {
    kind: 'course',
    title: 'coursesTitle',
    description: 'coursesDescription',
    search: 'searchCourses',
    includePast: 'includePastCourses',
  },
} as const satisfies Record<string, { kind: EventKind } & Record<string, string>>

function eventListView(listKind: keyof typeof settings, read: EventListReads): ListView {
  const path = listPages[listKind].path
  const words = settings[listKind]
  const linkTo = (query: URLSearchParams) => (query.size > 0 ? `${path}?${query}` : path)

  /** The page's query read leniently: unknown terms, operators or pages count as not chosen. */
  async function load({ locale, query }: ListViewProps) {
    const [config, template, t] = await Promise.all([
      read.config(locale),
      read.template?.(locale, listKind) ?? null,
      getTranslations({ locale, namespace: 'Events' }),
    ])
    const shown = filterGroups.filter((group) => config[group.show])
    const termLists = await Promise.all(shown.map((group) => read.terms(locale, group.vocabulary)))
    const groups = shown.map((group, index) => {
      const terms = termLists[index]!
      const asked = query.getAll(group.param)
      const chosen = terms.filter((term) => asked.includes(term.key) || asked.includes(String(term.id)))
      return { ...group, terms, chosen }
    })
    const q = (query.get('q') ?? '').trim().slice(0, 200)
    const operator = eventOperators.find((candidate) => candidate === query.get('operator'))
    const past = isTruthy(query.get('past'))
    const page = pageNumberOf(query)
    // The query the page's own links start from: only what was understood, terms by key.
    const canonical = new URLSearchParams()
    if (q) canonical.set('q', q)
    for (const group of groups) {
      for (const term of group.chosen) canonical.append(group.param, term.key)
    }
    if (operator) canonical.set('operator', operator)
    if (past) canonical.set('past', 'true')
    if (page > 1) canonical.set('page', String(page))
    const heading = template?.title || t(words.title)
    return { config, template, groups, q, operator, past, page, canonical, heading }
  }

  return {
    async metadata(props) {
      const { locale } = props
      const { heading, page, q, canonical } = await load(props)
      const t = await getTranslations({ locale, namespace: 'Events' })
      return {
        title: page > 1 ? t('pageTitle', { title: heading, page }) : heading,
        description: t(words.description),
        alternates: everyLanguageAlternates(locale, (lang) => listHref(lang, path, canonical)),
        // Search results are for readers, not for search engines; the items they link to are indexed.
        ...(q ? { robots: { index: false, follow: true } } : {}),
      } satisfies Metadata
    },

    async render(props) {
      const { locale } = props
      const { config, template, groups, q, operator, past, page, canonical, heading } = await load(props)
      const pageSize = config.page_size
      const idsOf = (apiName: (typeof filterGroups)[number]['apiName']) =>
        groups.find((group) => group.apiName === apiName)?.chosen.map((term) => term.id) ?? []
      const result = await read.events(
        locale,
        eventsQueryString({
          skip: (page - 1) * pageSize,
          limit: pageSize,
          kind: words.kind,
          q,
          operator,
          past,
          categories: idsOf('categories'),
          event_types: idsOf('event_types'),
          modes: idsOf('modes'),
        }),
      )
      const [t, tLists] = await Promise.all([
        getTranslations({ locale, namespace: 'Events' }),
        getTranslations({ locale, namespace: 'Lists' }),
      ])
      const without = (key: string, value?: string) => {
        const next = new URLSearchParams(
          [...canonical.entries()].filter(([k, v]) => k !== key || (value !== undefined && v !== value)),
        )
        return linkTo(withParam(next, 'page', null))
      }
      const filters: ActiveFilter[] = [
        ...(q ? [{ label: tLists('searchFor', { q }), removeHref: without('q') }] : []),
        ...groups.flatMap((group) =>
          group.chosen.map((term) => ({
            label: t('filter', { name: t(labelOf[group.param]), value: term.name }),
            removeHref: without(group.param, term.key),
          })),
        ),
        ...(past ? [{ label: t('pastIncluded'), removeHref: without('past') }] : []),
      ]
      const selects: SelectFilter[] = groups
        .filter((group) => group.terms.length > 0)
        .map((group) => ({
          name: group.param,
          label: t(labelOf[group.param]),
          value: group.chosen[0]?.key ?? '',
          options: group.terms.map((term) => ({ value: term.key, label: term.name })),
        }))
      const everything = linkTo(new URLSearchParams())
      const filtered = filters.length > 0
      return (
        <ListPageFrame heading={heading} intro={template?.body} fallbackIntro={t(words.description)}>
          <ListSearchForm
            locale={locale}
            path={path}
            label={t(words.search)}
            q={q}
            selects={selects}
            checkboxes={
              config.show_past || past ? [{ name: 'past', label: t(words.includePast), checked: past }] : []
            }
          />
          <ActiveFilters locale={locale} filters={filters} clearHref={everything} />
          <ListResults
            locale={locale}
            path={path}
            query={canonical}
            page={page}
            pageSize={pageSize}
            total={result.total}
            items={result.items}
            filtered={filtered}
            showAll={<Link href={everything}>{t(listKind === 'events' ? 'allEvents' : 'allCourses')}</Link>}
            renderItem={(item) => <EventCard item={item} locale={locale} />}
          />
        </ListPageFrame>
      )
    },
  }
}

export const eventsListView = (read: EventListReads) => eventListView('events', read)

export const coursesListView = (read: EventListReads) => eventListView('courses', read)
