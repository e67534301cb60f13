import type { Metadata } from 'next'
import { ApplicationsPage, applicationsMetadata } from '../_components/applications-pages'

export async function generateMetadata({ params }: PageProps<'/[locale]/my-courses'>): Promise<Metadata> {
  return applicationsMetadata((await params).locale, 'course')
}

export default async function MyCoursesPage({ params }: PageProps<'/[locale]/my-courses'>) {
  return <ApplicationsPage locale={(await params).locale} kind="course" />
}
