import 'server-only'
import { and, desc, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type {
  Job,
  JobComplaintInputSchema,
  JobComplaintReceipt,
  JobList,
  JobListQuery,
  JobSummary,
} from '@/lib/contract/jobs'
import type { Locale } from '@/lib/contract/locales'
import type { Database } from '@/lib/server/db/client'
import { jobComplaints, jobs, jobTranslations } from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import {
  alternatesOf,
  countAll,
  isPublished,
  laterOf,
  matchesSearch,
  pageOf,
  type Audience,
  visibleTo,
} from './content-query'
import { sanitizeRichText } from './rich-text'
import { newTrackingCode } from './tracking-codes'
import { idForIdempotencyKey } from './idempotent-ids'

/** Applications still taken: no closing date, or one still to come. */
const stillOpen = or(isNull(jobs.closes_at), gt(jobs.closes_at, sql`now()`))!

function listConditions(lang: Locale, query: JobListQuery): SQL {
  return and(
    eq(jobTranslations.lang, lang),
    isPublished(jobs),
    stillOpen,
    matchesSearch(jobTranslations.search_text, query.q),
    query.province ? eq(jobs.province, query.province) : undefined,
    query.contract_type ? eq(jobs.contract_type, query.contract_type) : undefined,
    query.working_day ? eq(jobs.working_day, query.working_day) : undefined,
    query.workplace_type ? eq(jobs.workplace_type, query.workplace_type) : undefined,
    query.min_salary
      ? sql`coalesce(${jobs.salary_max}, ${jobs.salary_min}) >= ${query.min_salary}`
      : undefined,
  )!
}

const closedNow = sql<boolean>`coalesce(${jobs.closes_at} <= now(), false)`

const summaryColumns = {
  id: jobs.id,
  lang: jobTranslations.lang,
  slug: jobTranslations.slug,
  title: jobTranslations.title,
  summary: jobTranslations.summary,
  publish_at: jobs.publish_at,
  company: jobs.company,
  city: jobs.city,
  province: jobs.province,
  contract_type: jobs.contract_type,
  working_day: jobs.working_day,
  workplace_type: jobs.workplace_type,
  salary_min: jobs.salary_min,
  salary_max: jobs.salary_max,
  closes_at: jobs.closes_at,
  closed: closedNow,
}

type SummaryRow = Awaited<ReturnType<typeof jobListQuery>>[number]

const summaryOf = (row: SummaryRow): JobSummary => ({
  ...row,
  publish_at: row.publish_at.toISOString(),
  closes_at: row.closes_at?.toISOString() ?? null,
  closed: Boolean(row.closed),
})

/** Shared with the test that checks the plan uses indexes. */
export function jobListQuery(db: Database, lang: Locale, query: JobListQuery) {
  return db
    .select(summaryColumns)
    .from(jobTranslations)
    .innerJoin(jobs, eq(jobs.id, jobTranslations.job_id))
    .where(listConditions(lang, query))
    .orderBy(desc(jobs.publish_at), desc(jobs.id))
    .limit(query.limit)
    .offset(query.skip)
}

export async function listJobs(db: Database, lang: Locale, query: JobListQuery): Promise<JobList> {
  const total = db
    .select({ total: countAll })
    .from(jobTranslations)
    .innerJoin(jobs, eq(jobs.id, jobTranslations.job_id))
    .where(listConditions(lang, query))
  const page = await pageOf(jobListQuery(db, lang, query), total, query)
  return { ...page, items: page.items.map(summaryOf) }
}

/** A slug of another language's translation answers the offer in `lang`; closed offers still answer. */
export async function getJob(
  db: Database,
  lang: Locale,
  slug: string,
  audience: Audience = 'public',
): Promise<Job> {
  const named = db
    .select({
      job_id: jobTranslations.job_id,
      exact: sql<boolean>`${jobTranslations.lang} = ${lang}`.as('exact'),
    })
    .from(jobTranslations)
    .where(eq(jobTranslations.slug, slug))
    .as('named')
  const [row] = await db
    .select({
      ...summaryColumns,
      body: jobTranslations.body,
      contact_email: jobs.contact_email,
      contact_url: jobs.contact_url,
      job_updated_at: jobs.updated_at,
      text_updated_at: jobTranslations.updated_at,
    })
    .from(named)
    .innerJoin(jobs, eq(jobs.id, named.job_id))
    .innerJoin(jobTranslations, and(eq(jobTranslations.job_id, jobs.id), eq(jobTranslations.lang, lang)))
    .where(visibleTo(jobs, audience))
    .orderBy(desc(named.exact), desc(jobs.id))
    .limit(1)
  if (!row) throw new ApiError(404, 'Not Found')
  const { body, job_updated_at, text_updated_at, contact_email, contact_url, ...summary } = row
  return {
    ...summaryOf(summary),
    body: sanitizeRichText(body),
    updated_at: laterOf(job_updated_at, text_updated_at),
    alternates: await alternatesOf(db, jobTranslations, jobTranslations.job_id, row.id, lang),
    contact_email,
    contact_url: contact_url && /^https?:\/\//i.test(contact_url) ? contact_url : null,
  }
}

type JobComplaintData = z.output<typeof JobComplaintInputSchema>

interface ComplaintRequest {
  jobId: number
  lang: Locale
  input: JobComplaintData
}

/** A key used before for another complaint is refused (draft-ietf-httpapi-idempotency-key-header: 422). */
export async function findComplaintReplay(
  db: Database,
  idempotencyKey: string,
  { jobId, lang, input }: ComplaintRequest,
): Promise<JobComplaintReceipt | null> {
  const [row] = await db
    .select()
    .from(jobComplaints)
    .where(eq(jobComplaints.id, idForIdempotencyKey('job-complaint', idempotencyKey)))
    .limit(1)
  if (!row) return null
  if (row.job_id !== jobId || row.lang !== lang || row.description !== input.description) {
    throw new ApiError(422, 'IDEMPOTENCY_KEY_REUSED')
  }
  return { tracking_code: row.tracking_code, created_at: row.created_at.toISOString() }
}

/** With an idempotency key, a concurrent retry waits for the first insert and answers the same receipt. */
export async function createJobComplaint(
  db: Database,
  request: ComplaintRequest,
  {
    userId = null,
    idempotencyKey = null,
    now = new Date(),
  }: { userId?: string | null; idempotencyKey?: string | null; now?: Date } = {},
): Promise<{ receipt: JobComplaintReceipt; replayed: boolean }> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.id, request.jobId), isPublished(jobs)))
      .limit(1)
    if (!job) throw new ApiError(404, 'Not Found')
    const [created] = await tx
      .insert(jobComplaints)
      .values({
        ...(idempotencyKey ? { id: idForIdempotencyKey('job-complaint', idempotencyKey) } : {}),
        tracking_code: newTrackingCode('JOB', now),
        job_id: job.id,
        lang: request.lang,
        description: request.input.description,
        user_id: userId,
        created_at: now,
      })
      .onConflictDoNothing({ target: jobComplaints.id })
      .returning({ tracking_code: jobComplaints.tracking_code, created_at: jobComplaints.created_at })
    if (created) {
      return {
        receipt: { tracking_code: created.tracking_code, created_at: created.created_at.toISOString() },
        replayed: false,
      }
    }
    const replay = idempotencyKey ? await findComplaintReplay(tx, idempotencyKey, request) : null
    if (!replay) throw new Error('The insert conflicted on a key that no row holds')
    return { receipt: replay, replayed: true }
  })
}
