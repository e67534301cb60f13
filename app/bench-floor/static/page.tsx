import { notFound } from 'next/navigation'
import { serverEnv } from '@/lib/env'

// Prerendered at build time; a build without BENCH_FLOOR_PAGES prerenders the not-found view instead.
export const dynamic = 'error'

export default function BenchFloorStaticPage() {
  if (!serverEnv().BENCH_FLOOR_PAGES) notFound()
  return (
    <main>
      <h1>Static floor</h1>
      <p>Prerendered at build time: the fastest page this build can serve.</p>
    </main>
  )
}
