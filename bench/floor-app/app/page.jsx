// Prerendered at build time: the fastest page a Next.js app serves.
export default function StaticFloorPage() {
  return (
    <main>
      <h1>Static floor</h1>
      <p>Prerendered at build time: the fastest page this framework serves.</p>
    </main>
  )
}
