import 'server-only'
import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { SlugSchema } from '@/lib/contract/content'
import { TermSchema } from '@/lib/contract/listing'
import { LocaleSchema } from '@/lib/contract/locales'
import { NewsDetailSchema, NewsListQuerySchema, NewsPageSchema } from '@/lib/contract/news'
import { getNewsItem, listNews, listNewsCategories } from '@/lib/server/services/news'
import { sameForEveryone } from '../shared-cache'
import { type ApiEnv, errorResponses, jsonContent, respond } from '../http'

export const newsRoutes = new OpenAPIHono<ApiEnv>()

const langParam = z.object({ lang: LocaleSchema })
const NewsCategoriesSchema = z.array(TermSchema)

newsRoutes.openapi(
  createRoute({
    method: 'get',
    middleware: [sameForEveryone] as const,
    path: '/news/{lang}',
    tags: ['News'],
    summary: 'Public news, newest first, with search and category filter',
    request: { params: langParam, query: NewsListQuerySchema },
    responses: { 200: jsonContent(NewsPageSchema, 'A page of news and the total'), ...errorResponses(422) },
  }),
  async (c) =>
    respond(c, NewsPageSchema, await listNews(c.var.db, c.req.valid('param').lang, c.req.valid('query'))),
)

newsRoutes.openapi(
  createRoute({
    method: 'get',
    middleware: [sameForEveryone] as const,
    path: '/public/news/categories/{lang}',
    tags: ['News'],
    summary: 'The news categories',
    request: { params: langParam },
    responses: { 200: jsonContent(NewsCategoriesSchema, 'The categories, in order'), ...errorResponses(422) },
  }),
  async (c) =>
    respond(c, NewsCategoriesSchema, await listNewsCategories(c.var.db, c.req.valid('param').lang)),
)

newsRoutes.openapi(
  createRoute({
    method: 'get',
    middleware: [sameForEveryone] as const,
    path: '/public/news/{lang}/{slug}',
    tags: ['News'],
    summary: "A public news item by slug; another language's slug answers the item in this language",
    request: { params: z.object({ lang: LocaleSchema, slug: SlugSchema }) },
    responses: { 200: jsonContent(NewsDetailSchema, 'The news item'), ...errorResponses(404, 422) },
  }),
  async (c) => {
    const { lang, slug } = c.req.valid('param')
    return respond(c, NewsDetailSchema, await getNewsItem(c.var.db, lang, slug))
  },
)
