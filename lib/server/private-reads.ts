import 'server-only'
import { headers } from 'next/headers'
import type { z } from 'zod'
import { AttachmentListSchema, type Attachment, type AttachmentGroup } from '@/lib/contract/attachments'
import type { CurrentUser } from '@/lib/contract/auth'
import { ErrorEnvelopeSchema } from '@/lib/contract/errors'
import { MovementPageSchema, MovementsQuerySchema, type MovementPage } from '@/lib/contract/movements'
import {
  CollegiateProfileSchema,
  PrecollegiateProfileSchema,
  type MemberProfile,
} from '@/lib/contract/profile'
import { SepaMandateSchema, type SepaMandate } from '@/lib/contract/sepa'
import { getDb, type Database } from './db/client'
import { ApiError } from './errors'
import { portalGateway } from './gateway'
import { listAttachments } from './services/attachments'
import { expireCardPayments } from './services/card-payments'
import { listMovements } from './services/movements'
import { getCollegiateProfile, getPrecollegiateProfile } from './services/profile'
import { currentMandate } from './services/sepa-mandates'

/**
 * What the private pages show on their first screen, read while the page renders so that its HTML has it (the
 * page hands it to the browser's query cache). Each read answers what the API route of the same name answers the
 * signed-in person, parsed as the browser parses it; the page has already checked the session and the role.
 */
export interface PrivateReads {
  /** GET /public/{group} */
  profile(group: AttachmentGroup): Promise<MemberProfile>
  /** GET /public/{group}/files */
  attachments(group: AttachmentGroup): Promise<Attachment[]>
  /** GET /public/collegiates/sepa-mandate; null when there is none. */
  sepaMandate(): Promise<SepaMandate | null>
  /** GET /public/collegiate-transactions with this query string (no leading "?"). */
  movements(query: string): Promise<MovementPage>
}

const profileSchemaOf = (group: AttachmentGroup) =>
  group === 'collegiates' ? CollegiateProfileSchema : PrecollegiateProfileSchema

/** As the route checks its output and the browser parses the JSON it received. */
const asAnswered = <S extends z.ZodType>(schema: S, data: z.input<S>): z.output<S> =>
  schema.parse(JSON.parse(JSON.stringify(schema.parse(data))))

const mandateNotFound = (error: unknown) =>
  error instanceof ApiError && error.detail === 'SEPA_MANDATE_NOT_FOUND'

/** The query as the API's validator receives it: one value, or the list of a repeated name. */
function queryRecord(query: string): Record<string, string | string[]> {
  const params = new URLSearchParams(query)
  return Object.fromEntries(
    [...new Set(params.keys())].map((name) => {
      const values = params.getAll(name)
      return [name, values.length === 1 ? values[0]! : values]
    }),
  )
}

function inProcessReads(userId: string, database: () => Promise<Database>): PrivateReads {
  return {
    profile: async (group) => {
      const db = await database()
      return asAnswered(
        profileSchemaOf(group),
        group === 'collegiates'
          ? await getCollegiateProfile(db, userId)
          : await getPrecollegiateProfile(db, userId),
      )
    },
    attachments: async () =>
      asAnswered(AttachmentListSchema, await listAttachments(await database(), userId)),
    sepaMandate: async () => {
      try {
        return asAnswered(SepaMandateSchema, await currentMandate(await database(), userId))
      } catch (error) {
        if (mandateNotFound(error)) return null
        throw error
      }
    },
    movements: async (query) => {
      const db = await database()
      // As the route: a card payment past its time is not open any more.
      await expireCardPayments(db, new Date())
      return asAnswered(
        MovementPageSchema,
        await listMovements(db, userId, MovementsQuerySchema.parse(queryRecord(query))),
      )
    },
  }
}

/** The request headers the gateway reads: the session cookie and the client's address. */
const forwardedHeaders = ['cookie', 'x-portal-peer-address', 'x-forwarded-for', 'accept-language']

/** Front-end mode (API_BASE_URL): the browser's own call, through the gateway in-process, to the back end. */
function gatewayReads(gateway: NonNullable<ReturnType<typeof portalGateway>>): PrivateReads {
  async function answerOf(path: string): Promise<{ ok: boolean; body: unknown }> {
    const incoming = await headers()
    const sent = new Headers({ accept: 'application/json' })
    for (const name of forwardedHeaders) {
      const value = incoming.get(name)
      if (value) sent.set(name, value)
    }
    const answer = await gateway.fetch(
      new Request(new URL(`/api${path}`, 'http://portal.internal'), { headers: sent }),
    )
    const body: unknown = await answer.json().catch(() => undefined)
    if (!answer.ok && !ErrorEnvelopeSchema.safeParse(body).success)
      throw new Error(`GET ${path} answered ${answer.status}`)
    return { ok: answer.ok, body }
  }
  async function read<S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>> {
    const { ok, body } = await answerOf(path)
    if (!ok) throw new Error(`GET ${path} answered ${JSON.stringify(body)}`)
    return schema.parse(body)
  }
  return {
    profile: (group) => read(`/public/${group}`, profileSchemaOf(group)),
    attachments: (group) => read(`/public/${group}/files`, AttachmentListSchema),
    sepaMandate: async () => {
      const path = '/public/collegiates/sepa-mandate'
      const { ok, body } = await answerOf(path)
      if (ok) return SepaMandateSchema.parse(body)
      if (ErrorEnvelopeSchema.parse(body).detail === 'SEPA_MANDATE_NOT_FOUND') return null
      throw new Error(`GET ${path} answered ${JSON.stringify(body)}`)
    },
    movements: (query) => read(`/public/collegiate-transactions?${query}`, MovementPageSchema),
  }
}

export function privateReadsFor(
  user: Pick<CurrentUser, 'id'>,
  database: () => Promise<Database> = getDb,
): PrivateReads {
  const gateway = portalGateway()
  return gateway ? gatewayReads(gateway) : inProcessReads(user.id, database)
}
