import { notFound } from 'next/navigation'
import { connection } from 'next/server'
import { serverEnv } from '@/lib/env'

export default async function BenchFloorDynamicPage() {
  await connection()
  if (!serverEnv().BENCH_FLOOR_PAGES) notFound()
  return (
    <main>
      <h1>Dynamic floor</h1>
      <p>Rendered on every request at {new Date().toISOString()}, with no data to read.</p>
    </main>
  )
}
