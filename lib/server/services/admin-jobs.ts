import 'server-only'
import { and, count, eq, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type {
  AdminJob,
  AdminJobListQuery,
  AdminJobPage,
  AdminJobValues,
  AdminWorkplace,
  AdminWorkplaceListQuery,
  AdminWorkplacePage,
  AdminWorkplaceValues,
} from '@/lib/contract/admin-jobs'
import { type Database, type Transaction, inTurn } from '@/lib/server/db/client'
import {
  jobComplaints,
  jobs,
  jobTranslations,
  workplaces,
  workplaceTranslations,
} from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import {
  contentWrites,
  listedRow,
  listColumns,
  readTranslations,
  searchCondition,
  titleOf,
  type TranslationTable,
} from './admin-content'
import { listPage, matchesSearch } from './content-query'

const timeZone = 'Europe/Madrid'

/** Minutes Madrid is ahead of UTC at that instant (60 in winter, 120 in summer). */
function madridOffsetMinutes(at: Date): number {
  const name = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '')
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0
}

/** The last second of a Madrid day (YYYY-MM-DD): an offer closing that day takes applications until then. */
function endOfMadridDay(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const asIfUtc = Date.UTC(year, month - 1, day, 23, 59, 59)
  return new Date(asIfUtc - madridOffsetMinutes(new Date(asIfUtc)) * 60_000)
}

const madridDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(at)

const jobTexts: TranslationTable = {
  table: jobTranslations,
  owner: jobTranslations.job_id,
  ownerKey: 'job_id',
  sqlName: 'job_translations',
  fields: ['title', 'slug', 'summary', 'body'],
}

const esJob = alias(jobTranslations, 'es_job')
const jobSortColumns = {
  publish_at: jobs.publish_at,
  updated_at: jobs.updated_at,
  closes_at: jobs.closes_at,
  title: esJob.title,
  company: jobs.company,
  status: jobs.status,
} as const

export async function adminListJobs(db: Database, query: AdminJobListQuery): Promise<AdminJobPage> {
  const texts = searchCondition(jobTexts, jobs.id, query.q)
  const company = matchesSearch(sql`portal_search_text(${jobs.company}, '', '')` as never, query.q)
  const conditions: Array<SQL | undefined> = [
    query.status ? eq(jobs.status, query.status) : undefined,
    query.province ? eq(jobs.province, query.province) : undefined,
    query.contract_type ? eq(jobs.contract_type, query.contract_type) : undefined,
    texts && company ? or(texts, company) : undefined,
  ]
  const where = and(...conditions)
  const { rows, total } = await listPage(
    db,
    () =>
      db
        .select({
          id: jobs.id,
          status: jobs.status,
          publish_at: jobs.publish_at,
          updated_at: jobs.updated_at,
          closes_at: jobs.closes_at,
          company: jobs.company,
          city: jobs.city,
          province: jobs.province,
          contract_type: jobs.contract_type,
          ...listColumns(jobTexts, jobs.id),
        })
        .from(jobs)
        .leftJoin(esJob, and(eq(esJob.job_id, jobs.id), eq(esJob.lang, 'es')))
        .$dynamic(),
    { id: jobs.id, where, sortBy: jobSortColumns[query.sort] },
    query,
  )
  return {
    items: rows.map((row) => ({
      ...listedRow(row),
      closes_at: row.closes_at?.toISOString() ?? null,
      closes_on: row.closes_at ? madridDay(row.closes_at) : null,
    })),
    total,
  }
}

export async function adminGetJob(db: Database | Transaction, id: number): Promise<AdminJob> {
  const [item] = await db.select().from(jobs).where(eq(jobs.id, id))
  if (!item) throw new ApiError(404, 'CONTENT_NOT_FOUND')
  const [translations, [complaints]] = await inTurn(
    () => readTranslations(db, jobTexts, id) as Promise<AdminJob['translations']>,
    () => db.select({ n: count() }).from(jobComplaints).where(eq(jobComplaints.job_id, id)),
  )
  return {
    id: item.id,
    status: item.status,
    publish_at: item.publish_at.toISOString(),
    company: item.company,
    city: item.city,
    province: item.province,
    contract_type: item.contract_type,
    working_day: item.working_day,
    workplace_type: item.workplace_type,
    salary_min: item.salary_min,
    salary_max: item.salary_max,
    contact_email: item.contact_email,
    contact_url: item.contact_url,
    closes_at: item.closes_at?.toISOString() ?? null,
    closes_on: item.closes_at ? madridDay(item.closes_at) : null,
    complaints: Number(complaints?.n ?? 0),
    created_at: item.created_at.toISOString(),
    updated_at: item.updated_at.toISOString(),
    title: titleOf(translations),
    translations,
  }
}

const jobColumns = (values: AdminJobValues) => ({
  status: values.status,
  publish_at: values.publish_at ? new Date(values.publish_at) : new Date(),
  company: values.company,
  city: values.city,
  province: values.province,
  contract_type: values.contract_type,
  working_day: values.working_day,
  workplace_type: values.workplace_type,
  salary_min: values.salary_min,
  salary_max: values.salary_max,
  contact_email: values.contact_email,
  contact_url: values.contact_url,
  closes_at: values.closes_on ? endOfMadridDay(values.closes_on) : null,
})

/** What an edit of an offer is compared on: the closing day stands for its instant, complaints are not edited. */
const comparableJob = ({ closes_at: _closes, complaints: _complaints, ...job }: AdminJob) => job

/** An offer with complaints is kept (409): deleting it would delete the complaints, so staff archive it. */
export const {
  create: adminCreateJob,
  update: adminUpdateJob,
  remove: adminDeleteJob,
} = contentWrites({
  entity: 'job',
  table: jobs,
  texts: jobTexts,
  columns: jobColumns,
  get: adminGetJob,
  comparable: comparableJob,
  beforeDelete: (_tx, found) => {
    if (found.complaints > 0) throw new ApiError(409, 'JOB_HAS_COMPLAINTS')
  },
})

const workplaceTexts: TranslationTable = {
  table: workplaceTranslations,
  owner: workplaceTranslations.workplace_id,
  ownerKey: 'workplace_id',
  sqlName: 'workplace_translations',
  fields: ['title', 'slug', 'summary', 'body'],
}

const esWorkplace = alias(workplaceTranslations, 'es_workplace')
const workplaceSortColumns = {
  updated_at: workplaces.updated_at,
  publish_at: workplaces.publish_at,
  title: esWorkplace.title,
  city: workplaces.city,
  status: workplaces.status,
} as const

export async function adminListWorkplaces(
  db: Database,
  query: AdminWorkplaceListQuery,
): Promise<AdminWorkplacePage> {
  const where = and(
    query.status ? eq(workplaces.status, query.status) : undefined,
    query.province ? eq(workplaces.province, query.province) : undefined,
    searchCondition(workplaceTexts, workplaces.id, query.q),
  )
  const { rows, total } = await listPage(
    db,
    () =>
      db
        .select({
          id: workplaces.id,
          status: workplaces.status,
          publish_at: workplaces.publish_at,
          updated_at: workplaces.updated_at,
          city: workplaces.city,
          province: workplaces.province,
          ...listColumns(workplaceTexts, workplaces.id),
        })
        .from(workplaces)
        .leftJoin(esWorkplace, and(eq(esWorkplace.workplace_id, workplaces.id), eq(esWorkplace.lang, 'es')))
        .$dynamic(),
    { id: workplaces.id, where, sortBy: workplaceSortColumns[query.sort] },
    query,
  )
  return {
    items: rows.map((row) => ({
      ...listedRow(row),
    })),
    total,
  }
}

export async function adminGetWorkplace(db: Database | Transaction, id: number): Promise<AdminWorkplace> {
  const [item] = await db.select().from(workplaces).where(eq(workplaces.id, id))
  if (!item) throw new ApiError(404, 'CONTENT_NOT_FOUND')
  const translations = (await readTranslations(db, workplaceTexts, id)) as AdminWorkplace['translations']
  return {
    id: item.id,
    status: item.status,
    publish_at: item.publish_at.toISOString(),
    address: item.address,
    postal_code: item.postal_code,
    city: item.city,
    province: item.province,
    phone: item.phone,
    email: item.email,
    website: item.website,
    image_src: item.image_src,
    created_at: item.created_at.toISOString(),
    updated_at: item.updated_at.toISOString(),
    title: titleOf(translations),
    translations,
  }
}

const workplaceColumns = (values: AdminWorkplaceValues) => ({
  status: values.status,
  publish_at: values.publish_at ? new Date(values.publish_at) : new Date(),
  address: values.address,
  postal_code: values.postal_code,
  city: values.city,
  province: values.province,
  phone: values.phone,
  email: values.email,
  website: values.website,
  image_src: values.image_src,
})

export const {
  create: adminCreateWorkplace,
  update: adminUpdateWorkplace,
  remove: adminDeleteWorkplace,
} = contentWrites({
  entity: 'workplace',
  table: workplaces,
  texts: workplaceTexts,
  columns: workplaceColumns,
  get: adminGetWorkplace,
})
