import { WorkplaceDetail } from '@/components/workplaces/workplace-detail'
import { contentPaths } from '@/lib/contract/sitemap'
import { loadWorkplace } from '@/lib/server/portal'
import { detail } from '../detail-route'

export const workplaceDetail = detail({
  path: contentPaths.workplace,
  load: async (locale, slug, audience) => {
    const place = await loadWorkplace(locale, slug, audience)
    return place && { ...place, is_home: false }
  },
  render: async (place, locale) => <WorkplaceDetail place={place} locale={locale} />,
})
