export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { openApplicationDatabase } = await import('./lib/server/startup')
    await openApplicationDatabase()
  }
}
