import { notFound } from 'next/navigation'

export default function NotFoundRoute() {
  notFound()
}
