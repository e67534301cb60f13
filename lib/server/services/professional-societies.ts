import 'server-only'
import { and, asc, count, desc, eq } from 'drizzle-orm'
import type { Locale } from '@/lib/contract/locales'
import {
  addComponent,
  componentsProblem,
  makeAdministrator,
  removeComponent,
  type ComponentsProblem,
  type SocietyComponent,
  type SocietyDetail,
  type SocietyDocumentRole,
  type SocietyHistoryEntry,
  type SocietySummary,
  type SocietyValues,
  type SocietyComponentInputSchema,
} from '@/lib/contract/professional-societies'
import type { z } from 'zod'
import { type Database, type Transaction, inTurn } from '@/lib/server/db/client'
import {
  attachments,
  professionalSocieties,
  professionalSocietyComponents,
  professionalSocietyDocuments,
  professionalSocietyHistory,
  users,
} from '@/lib/server/db/schema'
import { isUniqueViolation } from '@/lib/server/db/violations'
import { ApiError } from '@/lib/server/errors'
import type { FileStorage } from '@/lib/server/integrations/file-storage'
import { queueMail } from '@/lib/server/jobs/queue'
import { composeAccountEmail, portalLink } from './account-emails'
import { addAttachment, checkAttachmentContent } from './attachments'
import { associationName } from './settings'
import { newTrackingCode } from './tracking-codes'

type SocietyRow = typeof professionalSocieties.$inferSelect
type ComponentRow = typeof professionalSocietyComponents.$inferSelect
type ComponentValues = z.output<typeof SocietyComponentInputSchema>
type HistoryEvent = (typeof professionalSocietyHistory.$inferInsert)['event']

export const societiesPage = '/professional-societies/procedure'

const notFound = () => new ApiError(404, 'SOCIETY_NOT_FOUND')
const refused = (reason: ComponentsProblem) => new ApiError(409, { code: 'SOCIETY_COMPONENTS_RULE', reason })
const cifTaken = () => new ApiError(409, 'SOCIETY_CIF_TAKEN')

const toComponent = (row: ComponentRow): SocietyComponent => ({
  id: row.id,
  collegiate_number: row.collegiate_number,
  name: row.name,
  surnames: row.surnames,
  document_type: row.document_type,
  document: row.document,
  component_type: row.component_type,
  administrator: row.administrator,
})

const componentName = (row: { name: string; surnames: string }) => `${row.name} ${row.surnames}`

/** Exported for the query-plan test. */
export function societiesListQuery(db: Database, userId: string) {
  return db
    .select({ society: professionalSocieties, components: count(professionalSocietyComponents.id) })
    .from(professionalSocieties)
    .leftJoin(
      professionalSocietyComponents,
      eq(professionalSocietyComponents.society_id, professionalSocieties.id),
    )
    .where(eq(professionalSocieties.user_id, userId))
    .groupBy(professionalSocieties.id)
    .orderBy(desc(professionalSocieties.submitted_at), desc(professionalSocieties.id))
}

export async function listSocieties(db: Database, userId: string): Promise<SocietySummary[]> {
  const rows = await societiesListQuery(db, userId)
  return rows.map(({ society, components }) => ({ ...summaryOf(society), components }))
}

const summaryOf = (row: SocietyRow) => ({
  id: row.id,
  social_reason: row.social_reason,
  cif: row.cif,
  tracking_code: row.tracking_code,
  status: row.status,
  active: row.active,
  submitted_at: row.submitted_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
})

/** Someone else's answers as a missing one, so that ids cannot be probed. */
async function ownSociety(db: Database | Transaction, userId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(professionalSocieties)
    .where(and(eq(professionalSocieties.id, id), eq(professionalSocieties.user_id, userId)))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw notFound()
  return row
}

export async function getSociety(db: Database, userId: string, id: string): Promise<SocietyDetail> {
  return detailOf(db, await ownSociety(db, userId, id))
}

export async function detailOf(db: Database | Transaction, row: SocietyRow): Promise<SocietyDetail> {
  const [components, documents, history] = await inTurn(
    () =>
      db
        .select()
        .from(professionalSocietyComponents)
        .where(eq(professionalSocietyComponents.society_id, row.id))
        .orderBy(asc(professionalSocietyComponents.position)),
    () =>
      db
        .select({ role: professionalSocietyDocuments.role, attachment: attachments })
        .from(professionalSocietyDocuments)
        .innerJoin(attachments, eq(attachments.id, professionalSocietyDocuments.attachment_id))
        .where(eq(professionalSocietyDocuments.society_id, row.id))
        .orderBy(asc(attachments.created_at), asc(attachments.id)),
    () =>
      db
        .select()
        .from(professionalSocietyHistory)
        .where(eq(professionalSocietyHistory.society_id, row.id))
        .orderBy(asc(professionalSocietyHistory.changed_at), asc(professionalSocietyHistory.id)),
  )
  return {
    ...summaryOf(row),
    sspp_number: row.sspp_number,
    email: row.email,
    phone: row.phone,
    mobile: row.mobile,
    first_collegiation_date: row.first_collegiation_date,
    incorporation_date: row.incorporation_date,
    registration_date: row.registration_date,
    address: {
      address: row.address,
      postal_code: row.postal_code,
      city: row.city,
      province: row.province,
      country: row.country,
    },
    registry: {
      name: row.registry_name,
      volume: row.registry_volume,
      folio: row.registry_folio,
      sheet: row.registry_sheet,
    },
    notary: { name: row.notary_name, protocol_number: row.notary_protocol_number, deed_date: row.deed_date },
    observations: row.observations,
    publication_consent: row.publication_consent,
    components: components.map(toComponent),
    documents: documents.map(({ role, attachment }) => ({
      id: attachment.id,
      role,
      filename: attachment.filename,
      content_type: attachment.content_type,
      size: attachment.size,
      created_at: attachment.created_at.toISOString(),
    })),
    history: history.map((entry): SocietyHistoryEntry => ({
      event: entry.event,
      status: entry.status,
      note: entry.note,
      at: entry.changed_at.toISOString(),
    })),
  }
}

export async function record(
  tx: Transaction,
  societyId: string,
  event: HistoryEvent,
  now: Date,
  { status = null, note = null }: { status?: SocietyRow['status'] | null; note?: string | null } = {},
) {
  await tx
    .insert(professionalSocietyHistory)
    .values({ society_id: societyId, event, status, note, changed_at: now })
  await tx
    .update(professionalSocieties)
    .set({ updated_at: now })
    .where(eq(professionalSocieties.id, societyId))
}

export interface SocietyFile {
  role: SocietyDocumentRole
  filename: string
  bytes: Uint8Array
}

/** One transaction, so a refused file or a CIF already active leaves nothing behind. */
export async function fileSociety(
  db: Database,
  storage: FileStorage,
  userId: string,
  values: SocietyValues,
  files: SocietyFile[],
  lang: Locale | undefined,
  now = new Date(),
): Promise<SocietyDetail> {
  if (!files.some((file) => file.role === 'deed')) throw new ApiError(400, 'SOCIETY_DEED_REQUIRED')
  for (const file of files) checkAttachmentContent(file.bytes)
  const problem = componentsProblem(
    values.components.map((component, index) => ({
      id: String(index),
      administrator: component.administrator,
    })),
  )
  if (problem) throw refused(problem)

  let detail: SocietyDetail
  try {
    detail = await db.transaction(async (tx) => {
      const [active] = await tx
        .select({ id: professionalSocieties.id })
        .from(professionalSocieties)
        .where(and(eq(professionalSocieties.cif, values.cif), eq(professionalSocieties.active, true)))
      if (active) throw cifTaken()
      const [society] = await tx
        .insert(professionalSocieties)
        .values({
          user_id: userId,
          tracking_code: newTrackingCode('SSPP', now),
          social_reason: values.social_reason,
          sspp_number: values.sspp_number,
          cif: values.cif,
          email: values.email,
          phone: values.phone ?? null,
          mobile: values.mobile ?? null,
          first_collegiation_date: values.first_collegiation_date,
          incorporation_date: values.incorporation_date,
          registration_date: values.registration_date,
          address: values.address.address,
          postal_code: values.address.postal_code,
          city: values.address.city,
          province: values.address.province,
          country: values.address.country,
          registry_name: values.registry.name ?? null,
          registry_volume: values.registry.volume ?? null,
          registry_folio: values.registry.folio ?? null,
          registry_sheet: values.registry.sheet ?? null,
          notary_name: values.notary.name ?? null,
          notary_protocol_number: values.notary.protocol_number ?? null,
          deed_date: values.notary.deed_date ?? null,
          observations: values.observations ?? null,
          publication_consent: values.consents.publication,
          data_processing_consented_at: now,
          submitted_at: now,
          updated_at: now,
        })
        .returning()
      if (!society) throw new Error('The society was not recorded')
      for (const component of values.components) {
        await tx.insert(professionalSocietyComponents).values({
          ...componentColumns(component),
          society_id: society.id,
          administrator: component.administrator,
        })
      }
      for (const file of files) {
        // A savepoint inside this transaction: the attachment's own checks and limits apply.
        await addAttachment(
          tx,
          storage,
          userId,
          { kind: 'other', filename: file.filename, bytes: file.bytes },
          async (inner, attachmentId) => {
            await inner
              .insert(professionalSocietyDocuments)
              .values({ society_id: society.id, attachment_id: attachmentId, role: file.role })
          },
        )
      }
      await record(tx, society.id, 'filed', now, { status: 'received' })
      const detail = await detailOf(tx, society)
      await acknowledge(tx, userId, detail, lang)
      return detail
    })
  } catch (error) {
    if (isUniqueViolation(error) && !(error instanceof ApiError)) throw cifTaken()
    throw error
  }
  return detail
}

const componentColumns = (component: ComponentValues) => ({
  collegiate_number: component.collegiate_number ?? null,
  name: component.name,
  surnames: component.surnames,
  document_type: component.document_type,
  document: component.document,
  component_type: component.component_type,
})

async function acknowledge(
  tx: Transaction,
  userId: string,
  society: SocietyDetail,
  lang: Locale | undefined,
) {
  const [user] = await tx
    .select({ email: users.email, name: users.name, lang: users.preferred_lang })
    .from(users)
    .where(eq(users.id, userId))
  if (!user) return
  const to = { ...user, lang: lang ?? user.lang }
  const email = {
    kind: 'societyReceived' as const,
    link: portalLink(to.lang, societiesPage),
    society: society.social_reason,
    code: society.tracking_code,
  }
  await queueMail(tx, composeAccountEmail(email, to, await associationName(tx, to.lang)))
}

/** Row locked until commit, so two changes at once queue and never leave none or two administrators. */
async function changeComponents(
  db: Database,
  userId: string,
  societyId: string,
  change: (tx: Transaction, components: ComponentRow[], society: SocietyRow) => Promise<void>,
): Promise<SocietyDetail> {
  return db.transaction(async (tx) => {
    const society = await ownSociety(tx, userId, societyId, true)
    const components = await tx
      .select()
      .from(professionalSocietyComponents)
      .where(eq(professionalSocietyComponents.society_id, societyId))
      .orderBy(asc(professionalSocietyComponents.position))
    await change(tx, components, society)
    const [fresh] = await tx
      .select()
      .from(professionalSocieties)
      .where(eq(professionalSocieties.id, societyId))
    return detailOf(tx, fresh!)
  })
}

function findComponent(components: ComponentRow[], id: string): ComponentRow {
  const component = components.find((candidate) => candidate.id === id)
  if (!component) throw new ApiError(404, 'SOCIETY_COMPONENT_NOT_FOUND')
  return component
}

export function addSocietyComponent(
  db: Database,
  userId: string,
  societyId: string,
  component: ComponentValues,
  now = new Date(),
): Promise<SocietyDetail> {
  return changeComponents(db, userId, societyId, async (tx, components) => {
    const members = components.map(({ id, administrator }) => ({ id, administrator }))
    const added = addComponent(members, { id: 'new', administrator: false }).members.at(-1)!
    await tx.insert(professionalSocietyComponents).values({
      ...componentColumns(component),
      society_id: societyId,
      administrator: added.administrator,
    })
    await record(tx, societyId, 'component_added', now, { note: componentName(component) })
  })
}

export function removeSocietyComponent(
  db: Database,
  userId: string,
  societyId: string,
  componentId: string,
  now = new Date(),
): Promise<SocietyDetail> {
  return changeComponents(db, userId, societyId, async (tx, components) => {
    const component = findComponent(components, componentId)
    const outcome = removeComponent(components, componentId)
    if (outcome.problem) throw refused(outcome.problem)
    await tx.delete(professionalSocietyComponents).where(eq(professionalSocietyComponents.id, componentId))
    await record(tx, societyId, 'component_removed', now, { note: componentName(component) })
  })
}

export function makeSocietyAdministrator(
  db: Database,
  userId: string,
  societyId: string,
  componentId: string,
  now = new Date(),
): Promise<SocietyDetail> {
  return changeComponents(db, userId, societyId, async (tx, components) => {
    const component = findComponent(components, componentId)
    if (component.administrator) return
    const outcome = makeAdministrator(components, componentId)
    if (outcome.problem) throw refused(outcome.problem)
    // Two statements, the old one first: the partial unique index is checked row by row.
    await tx
      .update(professionalSocietyComponents)
      .set({ administrator: false })
      .where(
        and(
          eq(professionalSocietyComponents.society_id, societyId),
          eq(professionalSocietyComponents.administrator, true),
        ),
      )
    await tx
      .update(professionalSocietyComponents)
      .set({ administrator: true })
      .where(eq(professionalSocietyComponents.id, componentId))
    await record(tx, societyId, 'administrator_changed', now, { note: componentName(component) })
  })
}

/** Asking for the state it is in changes nothing. */
export async function setSocietyActive(
  db: Database,
  userId: string,
  societyId: string,
  active: boolean,
  now = new Date(),
): Promise<SocietyDetail> {
  try {
    return await changeComponents(db, userId, societyId, async (tx, _components, society) => {
      if (society.active === active) return
      if (active) {
        const [other] = await tx
          .select({ id: professionalSocieties.id })
          .from(professionalSocieties)
          .where(and(eq(professionalSocieties.cif, society.cif), eq(professionalSocieties.active, true)))
        if (other) throw cifTaken()
      }
      await tx.update(professionalSocieties).set({ active }).where(eq(professionalSocieties.id, societyId))
      await record(tx, societyId, active ? 'activated' : 'deactivated', now)
    })
  } catch (error) {
    if (isUniqueViolation(error) && !(error instanceof ApiError)) throw cifTaken()
    throw error
  }
}
