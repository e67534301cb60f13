import { getMessages } from 'next-intl/server'
import { MuiScope } from '@/components/providers/mui-scope'
import { QueryIsland } from '@/components/providers/query-island'
import { LoanAvailability } from '@/components/resources/loan-availability'
import { ResourceDetail } from '@/components/resources/resource-detail'
import { StarRating } from '@/components/resources/star-rating'
import { contentPaths } from '@/lib/contract/sitemap'
import { loadResource } from '@/lib/server/portal'
import { detail } from '../detail-route'

export const resourceDetail = detail({
  path: contentPaths.resource,
  load: loadResource,
  render: async (resource, locale) => {
    const messages = await getMessages({ locale })
    // The loan widget and the star rating share the page's one query client.
    return (
      <QueryIsland
        messages={{
          ResourceLoan: messages.ResourceLoan,
          StarRating: messages.StarRating,
          Errors: messages.Errors,
        }}
      >
        <ResourceDetail
          resource={resource}
          loan={
            <MuiScope>
              <LoanAvailability resourceId={resource.id} />
            </MuiScope>
          }
          rating={
            <StarRating
              kind="resource"
              id={resource.id}
              average={resource.stars_average}
              count={resource.stars_count}
            />
          }
        />
      </QueryIsland>
    )
  },
})
