import { resourcesListView } from '@/components/resources/resources-list-view'
import { loadResourceCards, loadResourceCategories, loadResources, loadTemplate } from '@/lib/server/portal'
import { RatingIsland } from '../../../_components/rating-island'
import { listRoute } from '../../list-route'

// Its own route, apart from the other lists (../../[kind]): only this one ships the star ratings of its cards.
const route = listRoute(
  {
    resources: resourcesListView({
      loadResources,
      loadResourceCards,
      loadResourceCategories,
      loadTemplate,
      RatingIsland,
    }),
  },
  'resources',
)

export const generateStaticParams = () => []
export const generateMetadata = route.generateMetadata
export default route.Page
