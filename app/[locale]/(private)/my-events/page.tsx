import type { Metadata } from 'next'
import { ApplicationsPage, applicationsMetadata } from '../_components/applications-pages'

export async function generateMetadata({ params }: PageProps<'/[locale]/my-events'>): Promise<Metadata> {
  return applicationsMetadata((await params).locale, 'event')
}

export default async function MyEventsPage({ params }: PageProps<'/[locale]/my-events'>) {
  return <ApplicationsPage locale={(await params).locale} kind="event" />
}
