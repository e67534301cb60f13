export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startPortal } = await import('./lib/server/startup')
    await startPortal()
  }
}
