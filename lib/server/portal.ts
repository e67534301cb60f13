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
import type { z } from 'zod'
import { JobListSchema, JobSchema, type Job, type JobList, type JobListQuery } from '@/lib/contract/jobs'
import { GenericProcedureSchema, type GenericProcedure } from '@/lib/contract/procedures'
import { LanguageListSchema } from '@/lib/contract/languages'
import { TermSchema, type Term } from '@/lib/contract/listing'
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
import { SettingsSchema, type Settings } from '@/lib/contract/settings'
import { TemplateSchema, type Template } from '@/lib/contract/templates'
import type { ContentAddress } from '@/lib/contract/sitemap'
import {
  WorkplaceListSchema,
  WorkplaceSchema,
  type Workplace,
  type WorkplaceList,
  type WorkplaceListQuery,
} from '@/lib/contract/workplaces'
import { serverEnv } from '@/lib/env'
import { getDb } from './db/client'
import { ApiError } from './errors'
import { listEnabledLanguages } from './services/languages'
import { getNavbars } from './services/navigation'
import { asPageError, BackEndError } from './page-errors'
import { indexPageSlugs, pageRedirect, type PageSlug } from './page-redirects'
import { getHomePage, getPage, listPublicSlugs } from './services/pages'
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
}

function remoteSource(baseUrl: string): PortalSource {
  async function read<S extends z.ZodType>(path: string, schema: S): Promise<z.output<S> | null> {
    const response = await fetch(
      new URL(path.replace(/^\//, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`),
      {
        headers: { Accept: 'application/json' },
        cache: 'no-store',
      },
    )
    if (response.status === 404) return null
    if (!response.ok) throw new BackEndError(response.status, path)
    return schema.parse(await response.json())
  }
  const required = async <T>(value: Promise<T | null>, what: string): Promise<T> => {
    const result = await value
    if (result === null) throw new Error(`The back end has no ${what}`)
    return result
  }
  return {
    languages: () => required(read('/masters/general/languages', LanguageListSchema), 'languages'),
    settings: (lang) => required(read(`/settings/${lang}`, SettingsSchema), `settings for ${lang}`),
    navbars: (lang) => required(read(`/public/navbar?lang=${lang}`, NavbarsSchema), `navbars for ${lang}`),
    page: (lang, slug) => read(`/public/pages/${lang}/${encodeURIComponent(slug)}`, PageSchema),
    homePage: (lang) => read(`/public/home/${lang}`, PageSchema),
    pageSlugs: async () => [],
    newsPage: (lang, query) =>
      required(read(`/news/${lang}?${listQuery(NewsListQuerySchema.parse(query))}`, NewsPageSchema), 'news'),
    news: (lang, slug) => read(`/public/news/${lang}/${encodeURIComponent(slug)}`, NewsDetailSchema),
    newsCategories: (lang) =>
      required(read(`/public/news/categories/${lang}`, TermSchema.array()), 'news categories'),
    template: (lang, section) =>
      read(`/public/templates/${encodeURIComponent(section)}/${lang}`, TemplateSchema),
    contentAddresses: async () => [],
    jobs: (lang, query) =>
      required(read(`/jobs/${lang}?${listQuery(query)}`, JobListSchema), `jobs in ${lang}`),
    job: (lang, slug) => read(`/public/jobs/${lang}/${encodeURIComponent(slug)}`, JobSchema),
    workplaces: (lang, query) =>
      required(read(`/workplaces/${lang}?${listQuery(query)}`, WorkplaceListSchema), `workplaces in ${lang}`),
    workplace: (lang, slug) =>
      read(`/public/workplaces/${lang}/${encodeURIComponent(slug)}`, WorkplaceSchema),
    events: (lang, query) => required(read(`/events/${lang}?${query}`, EventPageSchema), `events in ${lang}`),
    event: (lang, slug) => read(`/public/events/${lang}/${encodeURIComponent(slug)}`, EventDetailSchema),
    eventTerms: (lang, vocabulary) =>
      required(read(`/public/events/${vocabulary}/${lang}`, EventTermsSchema), `event ${vocabulary}`),
    eventsConfig: (lang) => required(read(`/events-config/${lang}`, EventsConfigSchema), 'events config'),
    resources: (lang, request) =>
      required(read(`/resources/${lang}?${resourceListSearch(request)}`, ResourcePageSchema), 'resources'),
    resourceCards: (lang, request) =>
      required(
        read(`/resource-cards/${lang}?${resourceCardListSearch(request)}`, ResourceCardPageSchema),
        'resource cards',
      ),
    resourceCategories: async (lang) =>
      (
        await required(
          read(
            `/resource-categories/${lang}?${new URLSearchParams({ skip: '0', limit: String(allCategories.limit) })}`,
            ResourceCategoryPageSchema,
          ),
          'resource categories',
        )
      ).items,
    resource: (lang, slug) => read(`/public/resources/${lang}/${encodeURIComponent(slug)}`, ResourceSchema),
    genericProcedure: (lang, slug) =>
      read(`/public/generic-procedures/${lang}/${encodeURIComponent(slug)}`, GenericProcedureSchema),
    procedureDescription: (kind, lang) =>
      read(`/public/procedures/${kind}/${lang}`, ProcedureDescriptionSchema),
  }
}

function listQuery(query: Record<string, unknown>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== '') search.append(key, String(item))
    }
  }
  return search.toString()
}

const source = (): PortalSource => {
  const { API_BASE_URL } = serverEnv()
  return API_BASE_URL ? remoteSource(API_BASE_URL) : inProcessSource
}

/** Memoised per request, so the layout and the page share it. */
const pageRead = <A extends unknown[], T>(read: (...args: A) => Promise<T>) =>
  cache((...args: A) =>
    read(...args).catch((error: unknown) => {
      throw asPageError(error)
    }),
  )

export const loadLanguages = pageRead(() => source().languages())
export const loadSettings = pageRead((lang: Locale) => source().settings(lang))
export const loadNavbars = pageRead((lang: Locale) => source().navbars(lang))
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
export const loadResourceCategories = pageRead((lang: Locale) => source().resourceCategories(lang))
export const loadResource = pageRead((lang: Locale, slug: string, audience?: Audience) =>
  source().resource(lang, slug, audience),
)
export const loadNewsPage = pageRead((lang: Locale, query: NewsListQuery) => source().newsPage(lang, query))
export const loadNews = pageRead((lang: Locale, slug: string, audience?: Audience) =>
  source().news(lang, slug, audience),
)
export const loadNewsCategories = pageRead((lang: Locale) => source().newsCategories(lang))
export const loadTemplate = pageRead((lang: Locale, section: string) => source().template(lang, section))
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
export const loadEventTerms = pageRead((lang: Locale, vocabulary: EventVocabulary) =>
  source().eventTerms(lang, vocabulary),
)
export const loadEventsConfig = pageRead((lang: Locale) => source().eventsConfig(lang))
export const loadGenericProcedure = pageRead((lang: Locale, slug: string, audience?: Audience) =>
  source().genericProcedure(lang, slug, audience),
)

/** On globalThis, so the proxy and the API (which forgets it when content changes) share one copy. */
const proxyMemory = globalThis as typeof globalThis & {
  portalProxyMemory?: Map<string, { value: Promise<unknown>; loadedAt: number }>
}
const proxyMemoryLifetimeMs = 60_000

function rememberedForProxy<T>(key: string, load: () => Promise<T>): Promise<T> {
  const memory = (proxyMemory.portalProxyMemory ??= new Map())
  const now = Date.now()
  const current = memory.get(key)
  if (current && now - current.loadedAt <= proxyMemoryLifetimeMs) return current.value as Promise<T>
  const value = load()
  memory.set(key, { value, loadedAt: now })
  value.catch(() => {
    if (memory.get(key)?.value === value) memory.delete(key)
  })
  return value
}

export async function findPageRedirect(pathname: string): Promise<string | null> {
  const index = await rememberedForProxy('page-slugs', () => source().pageSlugs().then(indexPageSlugs))
  return pageRedirect(index, pathname)
}

export function analyticsIds(): Promise<string[]> {
  return rememberedForProxy('analytics-ids', async () => {
    const languages = await source().languages()
    const settings = await Promise.all(languages.map((lang) => source().settings(lang)))
    return settings.flatMap(({ google_analytics }) => (google_analytics ? [google_analytics] : []))
  })
}

export function enabledLanguages(): Promise<Locale[]> {
  return rememberedForProxy('languages', () => source().languages())
}

export function contentAddresses(): Promise<ContentAddress[]> {
  return rememberedForProxy('content-addresses', () => source().contentAddresses())
}

export function forgetProxyMemory() {
  proxyMemory.portalProxyMemory?.clear()
}
export const loadProcedureDescription = pageRead((kind: ProcedureKind, lang: Locale) =>
  source().procedureDescription(kind, lang),
)
