import { z } from 'zod'

// Both cases spelled out, so the pattern means the same without the `i` flag the OpenAPI document cannot carry.
const uuid = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}'
const idempotencyKeyPattern = new RegExp(`^(?:${uuid}|"${uuid}")$`)

/** draft-ietf-httpapi-idempotency-key-header: a UUID, bare or quoted; a retry answers the first result. */
export const IdempotencyKeySchema = z
  .string()
  .regex(idempotencyKeyPattern, 'A UUID, optionally in double quotes')
  .meta({ pattern: idempotencyKeyPattern.source })
  .describe(
    'A UUID chosen by the client for one submission; retries with the same key and body answer the first result',
  )

export const normaliseIdempotencyKey = (key: string) => key.replaceAll('"', '').toLowerCase()
