import { notFound } from 'next/navigation'
import { serverEnv } from '@/lib/env'
import { BareForm } from './bare-form'

// Prerendered at build time, like the public pages with a form; without BENCH_FLOOR_PAGES, the not-found view.
export const dynamic = 'error'

/**
 * The floor of a public page with a form: the sign-in's two fields checked in the browser by react-hook-form with
 * a zod schema, as the portal's forms are, in plain elements, with no shell, MUI, messages or query cache.
 */
export default function BenchFloorFormPage() {
  if (!serverEnv().BENCH_FLOOR_PAGES) notFound()
  return (
    <main>
      <h1>Form floor</h1>
      <BareForm />
    </main>
  )
}
