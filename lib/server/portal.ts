import 'server-only'
import { cache } from 'react'
import {
  EventDetailSchema,
  EventPageSchema,
  EventsConfigSchema,
  EventTermsSchema,
  parseEventsQueryString,
  type EventDetail,
  type EventPage,
  type EventsConfig,
} from '@/lib/contract/events'
import { z } from 'zod'
import { JobListSchema, JobSchema, type Job, type JobList, type JobListQuery } from '@/lib/contract/jobs'
import { GenericProcedureSchema, type GenericProcedure } from '@/lib/contract/procedures'
import { LanguageListSchema } from '@/lib/contract/languages'
import { maxListLimit, type Term } from '@/lib/contract/listing'
import type { Locale } from '@/lib/contract/locales'
import { NavbarsSchema, type Navbars } from '@/lib/contract/navigation'
import {
  NewsDetailSchema,
  NewsListQuerySchema,
  NewsPageSchema,
  type NewsDetail,
  type NewsListQuery,
  type NewsPage,
} from '@/lib/contract/news'
import { PageSchema, type Page } from '@/lib/contract/pages'
import {
  resourceCardListSearch,
  ResourceCardPageSchema,
  ResourceCategoryPageSchema,
  resourceListSearch,
  ResourcePageSchema,
  ResourceSchema,
  type Resource,
  type ResourceCardListRequest,
  type ResourceCardPage,
  type ResourceListRequest,
  type ResourcePage,
} from '@/lib/contract/resources'
import { SettingsSchema, settingsDefaults, type Settings } from '@/lib/contract/settings'
import { TemplateSchema, type Template } from '@/lib/contract/templates'
import type { ContentAddress, ContentKind } from '@/lib/contract/sitemap'
import {
  WorkplaceListSchema,
  WorkplaceSchema,
  type Workplace,
  type WorkplaceList,
  type WorkplaceListQuery,
} from '@/lib/contract/workplaces'
import { serverEnv } from '@/lib/env'
import { backEndPath, serverReads, type ServerRead } from '@/lib/contract/back-end-calls'
import { routing } from '@/lib/i18n/routing'
import { readAnswer, UnusableAnswer } from './back-end-reading'
import { escapeHtml } from './services/account-emails'
import { getDb } from './db/client'
import { ApiError } from './errors'
import { listEnabledLanguages } from './services/languages'
import { getNavbars } from './services/navigation'
import { asPageError, BackEndError } from './page-errors'
import {
  contentRedirect,
  indexContentAddresses,
  indexPageSlugs,
  pageRedirect,
  type PageSlug,
} from './page-redirects'
import { getHomePage, getPage, listPublicSlugs } from './services/pages'
import { createProxyMemory, isPending, type ProxyMemory } from './proxy-memory'
import {
  getEventsConfig,
  getEvent,
  listEventCategories,
  listEventModes,
  listEvents,
  listEventTypes,
} from './services/events'
import { getResource, listResourceCards, listResourceCategories, listResources } from './services/resources'
import type { Audience } from './services/content-query'
import { getSettings } from './services/settings'
import { getNewsItem, listNews, listNewsCategories } from './services/news'
import { getTemplate } from './services/templates'
import { listContentAddresses } from './services/sitemap'
import { getJob, listJobs } from './services/jobs'
import { getGenericProcedure } from './services/procedures'
import { getWorkplace, listWorkplaces } from './services/workplaces'
import type { ProcedureKind } from '@/lib/contract/content'
import { ProcedureDescriptionSchema, type ProcedureDescription } from '@/lib/contract/procedures'
import { getProcedureDescription } from './services/procedures'
import { searchCollegiates, searchSocieties } from './services/registry'
import { lookUpComplaintFor } from './services/complaint-lookup'
import type { ComplaintStatus } from '@/lib/contract/complaint-lookup'
import type {
  CollegiateSearchQuery,
  RegistryCollegiatePage,
  RegistrySocietyPage,
  SocietySearchQuery,
} from '@/lib/contract/registry'

/** Two sources answer the same contract shapes: the services in-process, or an external back end. */
interface PortalSource {
  languages(): Promise<Locale[]>
  settings(lang: Locale): Promise<Settings>
  navbars(lang: Locale): Promise<Navbars>
  /** Staff previews see an item whatever its status; a remote back end answers its published items only. */
  page(lang: Locale, slug: string, audience?: Audience): Promise<Page | null>
  homePage(lang: Locale): Promise<Page | null>
  /** Empty when the source cannot list them. */
  pageSlugs(): Promise<PageSlug[]>
  newsPage(lang: Locale, query: NewsListQuery): Promise<NewsPage>
  news(lang: Locale, slug: string, audience?: Audience): Promise<NewsDetail | null>
  newsCategories(lang: Locale): Promise<Term[]>
  template(lang: Locale, section: string): Promise<Template | null>
  /** Empty when the source cannot list them. */
  contentAddresses(): Promise<ContentAddress[]>
  jobs(lang: Locale, query: JobListQuery): Promise<JobList>
  job(lang: Locale, slug: string, audience?: Audience): Promise<Job | null>
  workplaces(lang: Locale, query: WorkplaceListQuery): Promise<WorkplaceList>
  workplace(lang: Locale, slug: string, audience?: Audience): Promise<Workplace | null>
  /** `query` is the query string of GET events/{lang} (eventsQueryString). */
  events(lang: Locale, query: string): Promise<EventPage>
  event(lang: Locale, slug: string, audience?: Audience): Promise<EventDetail | null>
  eventTerms(lang: Locale, vocabulary: EventVocabulary): Promise<Term[]>
  eventsConfig(lang: Locale): Promise<EventsConfig>
  resources(lang: Locale, request: ResourceListRequest): Promise<ResourcePage>
  resourceCards(lang: Locale, request: ResourceCardListRequest): Promise<ResourceCardPage>
  resourceCategories(lang: Locale): Promise<Term[]>
  resource(lang: Locale, slug: string, audience?: Audience): Promise<Resource | null>
  genericProcedure(lang: Locale, slug: string, audience?: Audience): Promise<GenericProcedure | null>
  procedureDescription(kind: ProcedureKind, lang: Locale): Promise<ProcedureDescription | null>
  /** Look-ups the in-process source answers in the page; with a back end, the browser asks it (as before). */
  registryCollegiates?(query: CollegiateSearchQuery): Promise<RegistryCollegiatePage>
  registrySocieties?(query: SocietySearchQuery): Promise<RegistrySocietyPage>
  /** Null when no complaint has the code; counted against the client's address like the API's look-up. */
  complaintStatus?(code: string, lang: Locale, clientAddress: string): Promise<ComplaintStatus | null>
}

export type EventVocabulary = 'categories' | 'types' | 'modes'
const eventTermLists = { categories: listEventCategories, types: listEventTypes, modes: listEventModes }

/** The resource categories fit on one page of the API. */
const allCategories = { skip: 0, limit: 100 }

const orNull = async <T>(promise: Promise<T>): Promise<T | null> => {
  try {
    return await promise
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

const inProcessSource: PortalSource = {
  languages: async () => listEnabledLanguages(await getDb()),
  settings: async (lang) => getSettings(await getDb(), lang),
  navbars: async (lang) => getNavbars(await getDb(), lang),
  page: async (lang, slug, audience) => orNull(getPage(await getDb(), lang, slug, audience)),
  homePage: async (lang) => orNull(getHomePage(await getDb(), lang)),
  pageSlugs: async () => listPublicSlugs(await getDb()),
  newsPage: async (lang, query) => listNews(await getDb(), lang, NewsListQuerySchema.parse(query)),
  news: async (lang, slug, audience) => orNull(getNewsItem(await getDb(), lang, slug, audience)),
  newsCategories: async (lang) => listNewsCategories(await getDb(), lang),
  template: async (lang, section) => orNull(getTemplate(await getDb(), section, lang)),
  contentAddresses: async () => listContentAddresses(await getDb()),
  jobs: async (lang, query) => listJobs(await getDb(), lang, query),
  job: async (lang, slug, audience) => orNull(getJob(await getDb(), lang, slug, audience)),
  workplaces: async (lang, query) => listWorkplaces(await getDb(), lang, query),
  workplace: async (lang, slug, audience) => orNull(getWorkplace(await getDb(), lang, slug, audience)),
  events: async (lang, query) => listEvents(await getDb(), lang, parseEventsQueryString(query)),
  event: async (lang, slug, audience) => orNull(getEvent(await getDb(), lang, slug, audience)),
  eventTerms: async (lang, vocabulary) => eventTermLists[vocabulary](await getDb(), lang),
  eventsConfig: async (lang) => getEventsConfig(await getDb(), lang),
  resources: async (lang, { categories = [], q, format, ...request }) =>
    listResources(await getDb(), lang, {
      ...request,
      categories: [...categories],
      q: q ?? undefined,
      format: format ?? undefined,
    }),
  resourceCards: async (lang, { categories = [], q, ...request }) =>
    listResourceCards(await getDb(), lang, { ...request, categories: [...categories], q: q ?? undefined }),
  resourceCategories: async (lang) =>
    (await listResourceCategories(await getDb(), lang, allCategories)).items,
  resource: async (lang, slug, audience) => orNull(getResource(await getDb(), lang, slug, audience)),
  genericProcedure: async (lang, slug, audience) =>
    orNull(getGenericProcedure(await getDb(), lang, slug, audience)),
  procedureDescription: async (kind, lang) => orNull(getProcedureDescription(await getDb(), kind, lang)),
  registryCollegiates: async (query) => searchCollegiates(await getDb(), query),
  registrySocieties: async (query) => searchSocieties(await getDb(), query),
  complaintStatus: async (code, lang, clientAddress) =>
    orNull(lookUpComplaintFor(await getDb(), clientAddress, code, lang)),
}

/** Every read of the back end carries it, so POST /api/cache/revalidate drops them all at once (cached-pages.ts). */
export const backEndCacheTag = 'back-end'
/** As long as a cached page lives (app/[locale]/layout.tsx). */
const backEndReadSeconds = 300
/** The specification's home slug (§9); in another language the home page is its alternate. */
const homeSlug = 'inicio'
/** How many items of a list one read asks for (the contract's largest page). */
const wholeList = { skip: 0, limit: maxListLimit }

function remoteSource(baseUrl: string): PortalSource {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`
  /** The answer as received, or null for a 404. Cacheable, so the pages that use it are cached too. */
  async function fetchAnswer(
    call: ServerRead,
    params: Record<string, string | number> = {},
    search?: URLSearchParams | string,
  ): Promise<{ path: string; answer: unknown } | null> {
    const query = search?.toString()
    const path = `${backEndPath(serverReads[call].path, params)}${query ? `?${query}` : ''}`
    const response = await fetch(new URL(path, base), {
      headers: { Accept: 'application/json' },
      next: { revalidate: backEndReadSeconds, tags: [backEndCacheTag] },
    })
    if (response.status === 404) return null
    if (!response.ok) throw new BackEndError(response.status, path)
    const answer: unknown = await response.json().catch(() => {
      throw new UnusableAnswer(path, [{ path: [], message: 'not JSON' }])
    })
    return { path, answer }
  }
  async function read<S extends z.ZodType>(
    schema: S,
    call: ServerRead,
    params?: Record<string, string | number>,
    search?: URLSearchParams | string,
  ): Promise<z.output<S> | null> {
    const found = await fetchAnswer(call, params, search)
    return found && readAnswer(schema, found.answer, found.path)
  }
  async function required<S extends z.ZodType>(
    schema: S,
    call: ServerRead,
    params?: Record<string, string | number>,
    search?: URLSearchParams | string,
  ): Promise<z.output<S>> {
    const result = await read(schema, call, params, search)
    if (result === null) throw new BackEndError(404, backEndPath(serverReads[call].path, params))
    return result
  }
  const page = (lang: Locale, slug: string) => read(PageSchema, 'page', { lang, slug })
  const newsPage = (lang: Locale, query: NewsListQuery) =>
    required(NewsPageSchema, 'news', { lang }, listQuery(NewsListQuerySchema.parse(query)))
  const jobs = (lang: Locale, query: JobListQuery) =>
    required(JobListSchema, 'jobs', { lang }, listQuery(query))
  /** Every item of a list, page by page (at most `sitemapPages` of them), as far as the sitemap needs them. */
  async function listedItems(call: ServerRead, lang: Locale, query: Record<string, string>) {
    const items: SitemapItem[] = []
    for (let page = 0; page < sitemapPages; page++) {
      const search = listQuery({ ...wholeList, skip: page * wholeList.limit, ...query })
      const found = await read(SitemapListSchema, call, { lang }, search).catch(() => null)
      items.push(...(found?.items ?? []))
      if (!found || found.items.length < wholeList.limit) break
    }
    return items
  }
  const remote: PortalSource = {
    languages: () => required(LanguageListSchema, 'languages'),
    settings: (lang) => required(SettingsSchema, 'settings', { lang }),
    navbars: (lang) => required(NavbarsSchema, 'navbars', {}, new URLSearchParams({ lang })),
    page: (lang, slug) => page(lang, slug),
    homePage: async (lang) => {
      const home = await page(lang, homeSlug)
      if (home || lang === routing.defaultLocale) return home
      const original = await page(routing.defaultLocale, homeSlug)
      const alternate = original?.alternates.find((candidate) => candidate.lang === lang)
      return alternate ? page(lang, alternate.slug) : null
    },
    pageSlugs: async () => [],
    newsPage,
    news: (lang, slug) => read(NewsDetailSchema, 'newsItem', { lang, slug }),
    newsCategories: async (lang) => {
      const { items } = await newsPage(lang, { ...wholeList, status_id: '1' })
      const terms = new Map<number, Term>()
      for (const { category } of items) if (category) terms.set(category.id, category)
      return [...terms.values()].sort((a, b) => a.name.localeCompare(b.name, lang))
    },
    template: (lang, section) => read(TemplateSchema, 'template', { lang, section }),
    contentAddresses: async () => {
      const languages = await required(LanguageListSchema, 'languages')
      const perLanguage = await Promise.all(
        languages.map(async (lang) => {
          const home = await remote.homePage(lang)
          const homeAddress: ContentAddress[] = home
            ? [
                {
                  kind: 'page',
                  id: home.id,
                  lang,
                  slug: home.slug,
                  is_home: true,
                  updated_at: home.updated_at,
                  listed: true,
                },
              ]
            : []
          const listed = await Promise.all(
            sitemapLists.map(async ({ call, kind, query }) =>
              (await listedItems(call, lang, query)).map((item): ContentAddress => ({
                kind: item.kind ?? kind,
                id: item.id,
                lang,
                slug: item.slug,
                is_home: false,
                updated_at: item.updated_at ?? item.publish_at ?? new Date(0).toISOString(),
                listed: true,
              })),
            ),
          )
          return [...homeAddress, ...listed.flat()]
        }),
      )
      return perLanguage.flat()
    },
    jobs,
    job: async (lang, slug) => {
      // The specification has no job detail: the offer is read from the list, which holds the open ones.
      for (let skip = 0; ; skip += wholeList.limit) {
        const found = await fetchAnswer('jobs', { lang }, listQuery({ ...wholeList, skip }))
        const items = (found?.answer as { items?: unknown } | undefined)?.items
        if (!found || !Array.isArray(items) || items.length === 0) return null
        const item = items.find((candidate) => (candidate as { slug?: unknown })?.slug === slug)
        if (item) return readAnswer(JobSchema, jobFromSummary(item as Record<string, unknown>), found.path)
        if (items.length < wholeList.limit) return null
      }
    },
    workplaces: (lang, query) => required(WorkplaceListSchema, 'workplaces', { lang }, listQuery(query)),
    workplace: (lang, slug) => read(WorkplaceSchema, 'workplace', { lang, slug }),
    events: (lang, query) => required(EventPageSchema, 'events', { lang }, query),
    event: (lang, slug) => read(EventDetailSchema, 'event', { lang, slug }),
    eventTerms: (lang, vocabulary) => required(EventTermsSchema, eventTermReads[vocabulary], { lang }),
    eventsConfig: (lang) => required(EventsConfigSchema, 'eventsConfig', { lang }),
    resources: (lang, request) =>
      required(ResourcePageSchema, 'resources', { lang }, resourceListSearch(request)),
    resourceCards: (lang, request) =>
      required(ResourceCardPageSchema, 'resourceCards', { lang }, resourceCardListSearch(request)),
    resourceCategories: async (lang) =>
      (await required(ResourceCategoryPageSchema, 'resourceCategories', { lang }, listQuery(allCategories)))
        .items,
    resource: (lang, slug) => read(ResourceSchema, 'resource', { lang, slug }),
    genericProcedure: (lang, slug) => read(GenericProcedureSchema, 'genericProcedure', { lang, slug }),
    procedureDescription: (kind, lang) =>
      read(ProcedureDescriptionSchema, 'procedureDescription', { kind, lang }),
  }
  return remote
}

/** What the sitemap needs of a listed item; pages other than the home page have no list in the specification. */
const SitemapListSchema = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      slug: z.string().min(1),
      kind: z.enum(['event', 'course']).optional(),
      publish_at: z.string().optional(),
      updated_at: z.string().optional(),
    }),
  ),
})
type SitemapItem = z.infer<typeof SitemapListSchema>['items'][number]
const sitemapPages = 10
const sitemapLists: { call: ServerRead; kind: ContentKind; query: Record<string, string> }[] = [
  { call: 'news', kind: 'news', query: { status_id: '1' } },
  { call: 'jobs', kind: 'job', query: {} },
  { call: 'workplaces', kind: 'workplace', query: {} },
  { call: 'events', kind: 'event', query: {} },
  { call: 'resources', kind: 'resource', query: { applicable_online: 'false' } },
]

const eventTermReads = {
  categories: 'eventCategories',
  types: 'eventTypes',
  modes: 'eventModes',
} as const satisfies Record<EventVocabulary, ServerRead>

/** A job offer of a list as the detail page reads it: what only a detail has is made from what the list has. */
function jobFromSummary(item: Record<string, unknown>): Record<string, unknown> {
  const summary = typeof item.summary === 'string' ? item.summary : ''
  return {
    body: `<p>${escapeHtml(summary)}</p>`,
    updated_at: item.publish_at,
    alternates: [],
    contact_email: null,
    contact_url: null,
    ...item,
  }
}

/** Spec §7: only filters with a value are sent; a list filter is repeated per item. */
function listQuery(query: Record<string, unknown>): URLSearchParams {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== '') search.append(key, String(item))
    }
  }
  return search
}

const source = (): PortalSource => {
  const { API_BASE_URL } = serverEnv()
  return API_BASE_URL ? remoteSource(API_BASE_URL) : inProcessSource
}

/**
 * Memoised per request, so the layout and the page share it. A read that only completes a page (its frame, a
 * list's filters or text) falls back to `unusable` when the back end's answer cannot be used or the back end has
 * no such path, so the page and its own section still show.
 */
const pageRead = <A extends unknown[], T>(read: (...args: A) => Promise<T>, unusable?: (...args: A) => T) =>
  cache((...args: A) =>
    read(...args).catch((error: unknown) => {
      const answeredUnusably =
        error instanceof UnusableAnswer || (error instanceof BackEndError && error.status === 404)
      if (unusable && answeredUnusably) return unusable(...args)
      throw asPageError(error)
    }),
  )
const none = () => []

const defaultSettings = (lang: Locale): Settings =>
  readAnswer(
    SettingsSchema,
    { ...settingsDefaults, lang, google_analytics: null, languages: [...routing.locales] },
    'the default settings',
  )
const noNavbars: Navbars = {
  navbar_top: null,
  navbar_bottom_black_section: null,
  navbar_bottom_one: null,
  navbar_bottom_two: null,
  navbar_bottom_three: null,
}

export const loadLanguages = pageRead(
  () => source().languages(),
  () => [...routing.locales],
)
export const loadSettings = pageRead((lang: Locale) => source().settings(lang), defaultSettings)
export const loadNavbars = pageRead(
  (lang: Locale) => source().navbars(lang),
  () => noNavbars,
)
export const loadPage = pageRead((lang: Locale, slug: string, audience?: Audience) =>
  source().page(lang, slug, audience),
)
export const loadHomePage = pageRead((lang: Locale) => source().homePage(lang))
export const loadResources = pageRead((lang: Locale, request: ResourceListRequest) =>
  source().resources(lang, request),
)
export const loadResourceCards = pageRead((lang: Locale, request: ResourceCardListRequest) =>
  source().resourceCards(lang, request),
)
export const loadResourceCategories = pageRead((lang: Locale) => source().resourceCategories(lang), none)
export const loadResource = pageRead((lang: Locale, slug: string, audience?: Audience) =>
  source().resource(lang, slug, audience),
)
export const loadNewsPage = pageRead((lang: Locale, query: NewsListQuery) => source().newsPage(lang, query))
export const loadNews = pageRead((lang: Locale, slug: string, audience?: Audience) =>
  source().news(lang, slug, audience),
)
export const loadNewsCategories = pageRead((lang: Locale) => source().newsCategories(lang), none)
export const loadTemplate = pageRead(
  (lang: Locale, section: string) => source().template(lang, section),
  () => null,
)
export const loadJobs = pageRead((lang: Locale, query: JobListQuery) => source().jobs(lang, query))
export const loadJob = pageRead((lang: Locale, slug: string, audience?: Audience) =>
  source().job(lang, slug, audience),
)
export const loadWorkplaces = pageRead((lang: Locale, query: WorkplaceListQuery) =>
  source().workplaces(lang, query),
)
export const loadWorkplace = pageRead((lang: Locale, slug: string, audience?: Audience) =>
  source().workplace(lang, slug, audience),
)
export const loadEvents = pageRead((lang: Locale, query: string) => source().events(lang, query))
export const loadEvent = pageRead((lang: Locale, slug: string, audience?: Audience) =>
  source().event(lang, slug, audience),
)
export const loadEventTerms = pageRead(
  (lang: Locale, vocabulary: EventVocabulary) => source().eventTerms(lang, vocabulary),
  none,
)
export const loadEventsConfig = pageRead((lang: Locale) => source().eventsConfig(lang))
export const loadGenericProcedure = pageRead((lang: Locale, slug: string, audience?: Audience) =>
  source().genericProcedure(lang, slug, audience),
)

/** On globalThis, so the proxy and the API (which forgets it when content changes) share one copy. */
const proxyMemoryHolder = globalThis as typeof globalThis & { portalProxyMemory?: ProxyMemory }
const proxyMemory = () => (proxyMemoryHolder.portalProxyMemory ??= createProxyMemory({ lifetimeMs: 60_000 }))

const rememberedForProxy = <T>(key: string, load: () => Promise<T>) => proxyMemory().remembered(key, load)

/** `read` applied to what the proxy's memory answers: at once when it is known, else once it has loaded. */
function whenKnown<T, R>(value: T | Promise<T>, read: (value: T) => R): R | Promise<R> {
  return isPending(value) ? value.then(read) : read(value)
}

export function findPageRedirect(pathname: string): string | null | Promise<string | null> {
  const index = rememberedForProxy('page-slugs', () => source().pageSlugs().then(indexPageSlugs))
  return whenKnown(index, (known) => pageRedirect(known, pathname))
}

/** A detail (news, job…) asked for by another language's slug: its address in the asked language. */
export function findContentRedirect(pathname: string): string | null | Promise<string | null> {
  const index = rememberedForProxy('content-slugs', () =>
    source().contentAddresses().then(indexContentAddresses),
  )
  return whenKnown(index, (known) => contentRedirect(known, pathname))
}

export function analyticsIds(): string[] | Promise<string[]> {
  return rememberedForProxy('analytics-ids', async () => {
    const languages = await source().languages()
    const settings = await Promise.all(languages.map((lang) => source().settings(lang)))
    return settings.flatMap(({ google_analytics }) => (google_analytics ? [google_analytics] : []))
  })
}

export function enabledLanguages(): Locale[] | Promise<Locale[]> {
  return rememberedForProxy('languages', () => source().languages())
}

export function contentAddresses(): ContentAddress[] | Promise<ContentAddress[]> {
  return rememberedForProxy('content-addresses', () => source().contentAddresses())
}

export function forgetProxyMemory() {
  proxyMemoryHolder.portalProxyMemory?.forget()
}
export const loadProcedureDescription = pageRead((kind: ProcedureKind, lang: Locale) =>
  source().procedureDescription(kind, lang),
)

/** Undefined when the source leaves the look-up to the browser. Never cached: each is one visitor's question. */
export const lookUpRegistryCollegiates = (query: CollegiateSearchQuery) =>
  source().registryCollegiates?.(query)
export const lookUpRegistrySocieties = (query: SocietySearchQuery) => source().registrySocieties?.(query)
export const lookUpComplaintStatus = (code: string, lang: Locale, clientAddress: string) =>
  source().complaintStatus?.(code, lang, clientAddress)
