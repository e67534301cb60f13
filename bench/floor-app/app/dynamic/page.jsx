import { connection } from 'next/server'

export default async function DynamicFloorPage() {
  await connection()
  return (
    <main>
      <h1>Dynamic floor</h1>
      <p>Rendered on every request at {new Date().toISOString()}, with no data to read.</p>
    </main>
  )
}
