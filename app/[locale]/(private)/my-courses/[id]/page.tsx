import type { Metadata } from 'next'
import { ApplicationPage, applicationsMetadata } from '../../_components/applications-pages'

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/my-courses/[id]'>): Promise<Metadata> {
  return applicationsMetadata((await params).locale, 'course')
}

export default async function MyCoursesApplicationPage({ params }: PageProps<'/[locale]/my-courses/[id]'>) {
  const { locale, id } = await params
  return <ApplicationPage locale={locale} kind="course" id={id} />
}
