import 'server-only'
import { cache } from 'react'
import type { z } from 'zod'
import { LanguageListSchema } from '@/lib/contract/languages'
import type { Locale } from '@/lib/contract/locales'
import { NavbarsSchema, type Navbars } from '@/lib/contract/navigation'
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
import type { Term } from '@/lib/contract/listing'
import { SettingsSchema, type Settings } from '@/lib/contract/settings'
import type { ContentAddress } from '@/lib/contract/sitemap'
import { serverEnv } from '@/lib/env'
import { getDb } from './db/client'
import { ApiError } from './errors'
import { listEnabledLanguages } from './services/languages'
import { getNavbars } from './services/navigation'
import { asPageError, BackEndError } from './page-errors'
import { indexPageSlugs, pageRedirect, type PageSlug } from './page-redirects'
import { getHomePage, getPublicPage, listPublicSlugs } from './services/pages'
import {
  getPublicResource,
  listResourceCards,
  listResourceCategories,
  listResources,
} from './services/resources'
import { getSettings } from './services/settings'
import { listContentAddresses } from './services/sitemap'

/** What pages read. Two sources answer the same contract shapes: the services in-process, or an external back end. */
interface PortalSource {
  languages(): Promise<Locale[]>
  settings(lang: Locale): Promise<Settings>
  navbars(lang: Locale): Promise<Navbars>
  page(lang: Locale, slug: string): Promise<Page | null>
  homePage(lang: Locale): Promise<Page | null>
  /** Every public page's slug in every language; empty when the source cannot list them. */
  pageSlugs(): Promise<PageSlug[]>
  /** Every public item with an address, for the sitemap; empty when the source cannot list them. */
  contentAddresses(): Promise<ContentAddress[]>
  resources(lang: Locale, request: ResourceListRequest): Promise<ResourcePage>
  resourceCards(lang: Locale, request: ResourceCardListRequest): Promise<ResourceCardPage>
  /** Every resource category, in its order. */
  resourceCategories(lang: Locale): Promise<Term[]>
  resource(lang: Locale, slug: string): Promise<Resource | null>
}

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
  page: async (lang, slug) => orNull(getPublicPage(await getDb(), lang, slug)),
  homePage: async (lang) => orNull(getHomePage(await getDb(), lang)),
  pageSlugs: async () => listPublicSlugs(await getDb()),
  contentAddresses: async () => listContentAddresses(await getDb()),
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
  resource: async (lang, slug) => orNull(getPublicResource(await getDb(), lang, slug)),
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
    contentAddresses: async () => [],
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
  }
}

const source = (): PortalSource => {
  const { API_BASE_URL } = serverEnv()
  return API_BASE_URL ? remoteSource(API_BASE_URL) : inProcessSource
}

/** A page's read: memoised per request, so the layout and the page share it, and failing as a page should. */
const pageRead = <A extends unknown[], T>(read: (...args: A) => Promise<T>) =>
  cache((...args: A) =>
    read(...args).catch((error: unknown) => {
      throw asPageError(error)
    }),
  )

export const loadLanguages = pageRead(() => source().languages())
export const loadSettings = pageRead((lang: Locale) => source().settings(lang))
export const loadNavbars = pageRead((lang: Locale) => source().navbars(lang))
export const loadPage = pageRead((lang: Locale, slug: string) => source().page(lang, slug))
export const loadHomePage = pageRead((lang: Locale) => source().homePage(lang))
export const loadContentAddresses = pageRead(() => source().contentAddresses())
export const loadResources = pageRead((lang: Locale, request: ResourceListRequest) =>
  source().resources(lang, request),
)
export const loadResourceCards = pageRead((lang: Locale, request: ResourceCardListRequest) =>
  source().resourceCards(lang, request),
)
export const loadResourceCategories = pageRead((lang: Locale) => source().resourceCategories(lang))
export const loadResource = pageRead((lang: Locale, slug: string) => source().resource(lang, slug))

/**
 * What the proxy needs on every request, read again at most once a minute and after content changes. On
 * globalThis, so that the proxy and the API (which forgets it when content changes) share one copy.
 */
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

/** Where the proxy should redirect an address that names a page the wrong way; see pageRedirect. */
export async function findPageRedirect(pathname: string): Promise<string | null> {
  const index = await rememberedForProxy('page-slugs', () => source().pageSlugs().then(indexPageSlugs))
  return pageRedirect(index, pathname)
}

/** The analytics ids of the enabled languages' settings (those that have one). */
export function analyticsIds(): Promise<string[]> {
  return rememberedForProxy('analytics-ids', async () => {
    const languages = await source().languages()
    const settings = await Promise.all(languages.map((lang) => source().settings(lang)))
    return settings.flatMap(({ google_analytics }) => (google_analytics ? [google_analytics] : []))
  })
}

/** Content or settings changed: the proxy reads them again on its next request. */
export function forgetProxyMemory() {
  proxyMemory.portalProxyMemory?.clear()
}
