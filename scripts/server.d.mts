// Types of the parts of server.mjs that tests/unit/portal-server.test.ts uses.
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { DestinationStream, Logger } from 'pino'

export const PEER_ADDRESS_HEADER: 'x-portal-peer-address'
export function createLogger(options?: { level?: string; destination?: DestinationStream }): Logger
export function requestIdOf(header: string | string[] | undefined): string
export function createTurnQueue(perTurn: number): (start: () => void) => void
export function createPortalServer(options: {
  handle: (req: IncomingMessage, res: ServerResponse) => unknown
  logger: Logger
}): { server: Server; drain: (graceMs?: number) => Promise<void>; inFlight: () => number }
export function runShutdownHooks(logger: Logger, graceMs?: number): Promise<void>
