import 'server-only'

type ShutdownHook = () => Promise<void>

const hooksKey = Symbol.for('portal.shutdownHooks')

/**
 * Runs `hook` when the server stops (SIGTERM or SIGINT), after the requests in flight have finished. The hooks live
 * on globalThis because the server script that runs them and the bundles of the app do not share modules.
 */
export function onShutdown(hook: ShutdownHook): void {
  const registry = globalThis as { [hooksKey]?: Set<ShutdownHook> }
  registry[hooksKey] ??= new Set()
  registry[hooksKey].add(hook)
}
