import { z } from 'zod'

// Both cases spelled out, so the pattern means the same without the `i` flag the OpenAPI document cannot carry.
const uuid = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}'
const idempotencyKeyPattern = new RegExp(`^(?:${uuid}|"${uuid}")$`)

/**
 * The `Idempotency-Key` request header (draft-ietf-httpapi-idempotency-key-header): a UUID, bare or as the
 * draft's quoted string. A retry with the same key answers the first result instead of writing again.
 */
export const IdempotencyKeySchema = z
  .string()
  .regex(idempotencyKeyPattern, 'A UUID, optionally in double quotes')
  .meta({ pattern: idempotencyKeyPattern.source })
  .describe(
    'A UUID chosen by the client for one submission; retries with the same key and body answer the first result',
  )

/** The key without the draft's quotes and in lower case, as stored. */
export const normaliseIdempotencyKey = (key: string) => key.replaceAll('"', '').toLowerCase()
