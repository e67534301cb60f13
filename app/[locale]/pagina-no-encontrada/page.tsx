import { notFound } from 'next/navigation'

export { notFoundMetadata as generateMetadata } from '@/lib/i18n/page-metadata'

export default function NotFoundRoute() {
  notFound()
}
