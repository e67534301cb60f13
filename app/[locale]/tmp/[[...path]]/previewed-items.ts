import 'server-only'
import type { Locale } from '@/lib/contract/locales'
import type { LocalisedItem } from '@/lib/i18n/page-metadata'
import type { Audience } from '@/lib/server/services/content-query'
import type { Detail } from '../../_components/detail-route'
import { courseDetail, eventDetail } from '../../_components/details/events'
import { genericProcedureDetail } from '../../_components/details/generic-procedures'
import { jobDetail } from '../../_components/details/jobs'
import { newsDetail } from '../../_components/details/news'
import { resourceDetail } from '../../_components/details/resources'
import { workplaceDetail } from '../../_components/details/workplaces'

/** The first segment of each kind's address, as /tmp/{segment}/{slug} previews it (and /new/*, the news alias). */
const previewed: Record<string, Detail<LocalisedItem>> = {
  news: newsDetail,
  new: newsDetail,
  events: eventDetail,
  course: courseDetail,
  job: jobDetail,
  workplaces: workplaceDetail,
  resources: resourceDetail,
  'generic-procedure': genericProcedureDetail,
}

export async function previewedItem(locale: Locale, segment: string, slug: string, audience: Audience) {
  const detail = Object.hasOwn(previewed, segment) ? previewed[segment] : undefined
  const item = await detail?.load(locale, slug, audience)
  return item && detail ? { title: item.title, render: () => detail.render(item, locale) } : null
}
