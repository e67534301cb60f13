import { z } from 'zod'

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'

/**
 * The `Idempotency-Key` request header (draft-ietf-httpapi-idempotency-key-header): a UUID, bare or as the
 * draft's quoted string. A retry with the same key answers the first result instead of writing again.
 */
export const IdempotencyKeySchema = z
  .string()
  .regex(new RegExp(`^(?:${uuid}|"${uuid}")$`, 'i'), 'A UUID, optionally in double quotes')
  .describe(
    'A UUID chosen by the client for one submission; retries with the same key and body answer the first result',
  )

/** The key without the draft's quotes and in lower case, as stored. */
export const normaliseIdempotencyKey = (key: string) => key.replaceAll('"', '').toLowerCase()
