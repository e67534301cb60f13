import { jobsListView } from '@/components/jobs/jobs-list-view'
import { coursesListView, eventsListView } from '@/components/events/event-list-view'
import { newsListView } from '@/components/news/news-list-view'
import type { ListView } from '@/components/ui/list-view'
import { workplacesListView } from '@/components/workplaces/workplaces-list-view'
import type { ListPageKind } from '@/lib/contract/list-pages'
import {
  loadEvents,
  loadEventsConfig,
  loadEventTerms,
  loadJobs,
  loadNewsCategories,
  loadNewsPage,
  loadTemplate,
  loadWorkplaces,
} from '@/lib/server/portal'
import { listRoute } from '../../list-route'

export const generateStaticParams = () => []

const eventReads = {
  events: loadEvents,
  terms: loadEventTerms,
  config: loadEventsConfig,
  template: loadTemplate,
}

/** The public list pages but resources, which has its own route (../../resources). */
const listViews: Partial<Record<ListPageKind, ListView>> = {
  news: newsListView({ newsPage: loadNewsPage, categories: loadNewsCategories, template: loadTemplate }),
  jobs: jobsListView({ jobs: loadJobs, template: loadTemplate }),
  workplaces: workplacesListView({ workplaces: loadWorkplaces, template: loadTemplate }),
  events: eventsListView(eventReads),
  courses: coursesListView(eventReads),
}

const route = listRoute(listViews)

export const generateMetadata = route.generateMetadata
export default route.Page
