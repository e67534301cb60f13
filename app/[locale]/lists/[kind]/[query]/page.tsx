import type { Metadata } from 'next'
import { hasLocale } from 'next-intl'
import { setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { jobsListView } from '@/components/jobs/jobs-list-view'
import { coursesListView, eventsListView } from '@/components/events/event-list-view'
import { newsListView } from '@/components/news/news-list-view'
import { resourcesListView } from '@/components/resources/resources-list-view'
import type { ListView } from '@/components/ui/list-view'
import { workplacesListView } from '@/components/workplaces/workplaces-list-view'
import { listQueryOfSegment, type ListPageKind } from '@/lib/contract/list-pages'
import { notFoundMetadata } from '@/lib/i18n/page-metadata'
import { routing } from '@/lib/i18n/routing'
import {
  loadEvents,
  loadEventsConfig,
  loadEventTerms,
  loadJobs,
  loadNewsCategories,
  loadNewsPage,
  loadTemplate,
  loadResourceCards,
  loadResourceCategories,
  loadResources,
  loadWorkplaces,
} from '@/lib/server/portal'

type Props = PageProps<'/[locale]/lists/[kind]/[query]'>

export const generateStaticParams = () => []

const eventReads = {
  events: loadEvents,
  terms: loadEventTerms,
  config: loadEventsConfig,
  template: loadTemplate,
}

/** The public list pages, reached through the proxy's rewrite of /news, /jobs… (lib/contract/list-pages.ts). */
const listViews: Partial<Record<ListPageKind, ListView>> = {
  news: newsListView({ newsPage: loadNewsPage, categories: loadNewsCategories, template: loadTemplate }),
  jobs: jobsListView({ jobs: loadJobs, template: loadTemplate }),
  workplaces: workplacesListView({ workplaces: loadWorkplaces, template: loadTemplate }),
  events: eventsListView(eventReads),
  courses: coursesListView(eventReads),
  resources: resourcesListView({ loadResources, loadResourceCards, loadResourceCategories, loadTemplate }),
}

async function resolve({ params }: Props) {
  const { locale, kind, query } = await params
  const view = listViews[kind as ListPageKind]
  const search = listQueryOfSegment(query)
  if (!hasLocale(routing.locales, locale) || !view || !search) return null
  return { view, props: { locale, query: search } }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const resolved = await resolve(props)
  return resolved ? resolved.view.metadata(resolved.props) : notFoundMetadata(props)
}

export default async function ListPage(props: Props) {
  const resolved = await resolve(props)
  if (!resolved) notFound()
  setRequestLocale(resolved.props.locale)
  return resolved.view.render(resolved.props)
}
