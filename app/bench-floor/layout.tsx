import type { Metadata } from 'next'

// The benchmark's floor: a root layout of its own, without MUI, next-intl or the database, so the pages below
// cost only what Next.js and React cost.
export const metadata: Metadata = {
  title: 'Bench floor',
  description: 'A bare page that measures what the framework alone costs.',
}

export default function BenchFloorLayout({ children }: LayoutProps<'/bench-floor'>) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
