import { NotFoundView } from './_components/not-found-view'

export { notFoundMetadata as generateMetadata } from '@/lib/i18n/page-metadata'

export default function NotFound() {
  return <NotFoundView />
}
