import { notFound } from 'next/navigation'
import { connection } from 'next/server'
import { serverEnv } from '@/lib/env'
import { countryOptions } from '@/lib/i18n/display-names'
import { BarePlainForm } from './bare-plain-form'

/**
 * The MUI form floor's twin drawn with the portal's plain fields: the same fields and choices, rendered on every
 * request, so the bench can tell what a private page's form costs without MUI.
 */
export default async function BenchFloorPlainFormPage() {
  await connection()
  if (!serverEnv().BENCH_FLOOR_PAGES) notFound()
  return (
    <main>
      <h1>Plain form floor</h1>
      <BarePlainForm countries={countryOptions('es')} />
    </main>
  )
}
