import 'server-only'
import { and, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { ComplaintStatus } from '@/lib/contract/complaint-lookup'
import { consumerComplaintPrefix } from '@/lib/contract/consumer-complaints'
import { defaultLocale, type Locale } from '@/lib/contract/locales'
import type { RateLimit } from '@/lib/server/auth/failures'
import type { Database } from '@/lib/server/db/client'
import { jobComplaints, jobTranslations } from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import { takeAttempt } from './auth'
import { findConsumerComplaint } from './consumer-complaints'

interface ComplaintSource {
  prefix: string
  find: (db: Database, code: string, lang: Locale) => Promise<ComplaintStatus | undefined>
}

const fallbackTitle = alias(jobTranslations, 'fallback_job_translation')

const jobOfferComplaints: ComplaintSource = {
  prefix: 'JOB',
  async find(db, code, lang) {
    const [row] = await db
      .select({
        tracking_code: jobComplaints.tracking_code,
        status: jobComplaints.status,
        created_at: jobComplaints.created_at,
        updated_at: jobComplaints.updated_at,
        title: sql<string | null>`coalesce(${jobTranslations.title}, ${fallbackTitle.title})`,
      })
      .from(jobComplaints)
      .leftJoin(
        jobTranslations,
        and(eq(jobTranslations.job_id, jobComplaints.job_id), eq(jobTranslations.lang, lang)),
      )
      .leftJoin(
        fallbackTitle,
        and(eq(fallbackTitle.job_id, jobComplaints.job_id), eq(fallbackTitle.lang, defaultLocale)),
      )
      .where(eq(jobComplaints.tracking_code, code))
      .limit(1)
    if (!row) return undefined
    const received_at = row.created_at.toISOString()
    const updated_at = row.updated_at.toISOString()
    return {
      tracking_code: row.tracking_code,
      source: 'job_offer',
      subject: row.title ?? '',
      topic: null,
      status: row.status,
      received_at,
      updated_at,
      // Job complaints keep no history: their arrival, and where they stand now if that changed since.
      history: [
        { status: 'received', changed_at: received_at },
        ...(row.status === 'received' ? [] : [{ status: row.status, changed_at: updated_at }]),
      ],
    }
  },
}

const consumerComplaintSource: ComplaintSource = {
  prefix: consumerComplaintPrefix,
  find: findConsumerComplaint,
}

const complaintSources: readonly ComplaintSource[] = [jobOfferComplaints, consumerComplaintSource]

/** ` job-2026-000123 ` → `JOB-2026-000123`: codes are stored in capitals, people type them any way. */
const normalizeTrackingCode = (input: string) => input.trim().toUpperCase().replace(/\s+/g, '')

/** A person checks their complaint now and then; a script walking the sequential codes is held back. */
const lookupLimit: RateLimit = { scope: 'complaint-lookup-address', limit: 30, windowMs: 10 * 60 * 1000 }

/** A look-up counted against the client's address, whether it asks through the API or the page. */
export async function lookUpComplaintFor(
  db: Database,
  clientAddress: string,
  input: string,
  lang: Locale,
): Promise<ComplaintStatus> {
  await takeAttempt(db, lookupLimit, clientAddress)
  return lookUpComplaint(db, input, lang)
}

async function lookUpComplaint(db: Database, input: string, lang: Locale): Promise<ComplaintStatus> {
  const code = normalizeTrackingCode(input)
  const source = complaintSources.find(({ prefix }) => code.startsWith(`${prefix}-`))
  const found = source && (await source.find(db, code, lang))
  if (!found) throw new ApiError(404, 'COMPLAINT_NOT_FOUND')
  return found
}
