import { notFound } from 'next/navigation'
import { connection } from 'next/server'
import { serverEnv } from '@/lib/env'
import { countryOptions } from '@/lib/i18n/display-names'
import { BareMuiForm } from './bare-mui-form'

/**
 * The floor of a private page with a form: the profile's number of MUI fields and choices (two country lists),
 * rendered on every request with no session, data, messages or query cache, so the bench can tell what the MUI form
 * alone costs from what the portal adds to it.
 */
export default async function BenchFloorMuiFormPage() {
  await connection()
  if (!serverEnv().BENCH_FLOOR_PAGES) notFound()
  return (
    <main>
      <h1>MUI form floor</h1>
      <BareMuiForm countries={countryOptions('es')} />
    </main>
  )
}
