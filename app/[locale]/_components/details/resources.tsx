import { LoanAvailability } from '@/components/resources/loan-availability'
import { ResourceDetail } from '@/components/resources/resource-detail'
import { StarRating } from '@/components/resources/star-rating'
import { contentPaths } from '@/lib/contract/sitemap'
import { loadResource } from '@/lib/server/portal'
import { detail } from '../detail-route'
import { LoanIsland } from '../loan-island'
import { RatingIsland } from '../rating-island'

export const resourceDetail = detail({
  path: contentPaths.resource,
  load: loadResource,
  render: async (resource) => (
    <ResourceDetail
      resource={resource}
      loan={
        <LoanIsland>
          <LoanAvailability resourceId={resource.id} />
        </LoanIsland>
      }
      rating={
        <RatingIsland>
          <StarRating
            kind="resource"
            id={resource.id}
            average={resource.stars_average}
            count={resource.stars_count}
          />
        </RatingIsland>
      }
    />
  ),
})
