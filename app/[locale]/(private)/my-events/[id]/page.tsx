import type { Metadata } from 'next'
import { ApplicationPage, applicationsMetadata } from '../../_components/applications-pages'

export async function generateMetadata({ params }: PageProps<'/[locale]/my-events/[id]'>): Promise<Metadata> {
  return applicationsMetadata((await params).locale, 'event')
}

export default async function MyEventsApplicationPage({ params }: PageProps<'/[locale]/my-events/[id]'>) {
  const { locale, id } = await params
  return <ApplicationPage locale={locale} kind="event" id={id} />
}
