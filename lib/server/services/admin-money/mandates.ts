import 'server-only'
import { and, eq, inArray } from 'drizzle-orm'
import type { AdminMandate, AdminMandatesQuery } from '@/lib/contract/admin-money'
import { madridToday } from '@/lib/contract/profile'
import type { Database } from '@/lib/server/db/client'
import { attachments, sepaMandates, users } from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import { listPage } from '../content-query'
import { validateMandate } from '../sepa-mandates'
import { recordStaffAction, type StaffActor } from '../staff-actions'
import { iso, memberName, memberSearch, type Db } from './shared'

const mandateColumns = {
  mandate: sepaMandates,
  name: users.name,
  surname: users.surname,
  email: users.email,
  signed_copy_filename: attachments.filename,
}

const mandateRows = (db: Db) =>
  db
    .select(mandateColumns)
    .from(sepaMandates)
    .innerJoin(users, eq(users.id, sepaMandates.user_id))
    .leftJoin(attachments, eq(attachments.id, sepaMandates.signed_attachment_id))
    .$dynamic()

type MandateRow = Awaited<ReturnType<typeof mandateRows>>[number]

const mandateSort = {
  generated_at: sepaMandates.generated_at,
  uploaded_at: sepaMandates.uploaded_at,
  reference: sepaMandates.reference,
}

const toMandate = (row: MandateRow): AdminMandate => ({
  id: row.mandate.id,
  reference: row.mandate.reference,
  user_id: row.mandate.user_id,
  member_name: memberName(row),
  member_email: row.email,
  iban: row.mandate.iban,
  status: row.mandate.status,
  generated_at: row.mandate.generated_at.toISOString(),
  uploaded_at: iso(row.mandate.uploaded_at),
  validated_at: iso(row.mandate.validated_at),
  signed_on: row.mandate.signed_on,
  revoked_at: iso(row.mandate.revoked_at),
  signed_copy_id: row.signed_copy_filename === null ? null : row.mandate.signed_attachment_id,
  signed_copy_filename: row.signed_copy_filename,
})

export async function listMandates(db: Database, query: AdminMandatesQuery) {
  const where = and(
    query.status.length > 0 ? inArray(sepaMandates.status, query.status) : undefined,
    query.user_id ? eq(sepaMandates.user_id, query.user_id) : undefined,
    memberSearch(query.q, [sepaMandates.reference, sepaMandates.iban]),
  )
  const { rows, total } = await listPage(
    db,
    () => mandateRows(db),
    { id: sepaMandates.id, where, sortBy: mandateSort[query.sort] },
    query,
  )
  return { items: rows.map(toMandate), total }
}

export async function mandateDetail(db: Db, id: string): Promise<AdminMandate> {
  const [row] = await mandateRows(db).where(eq(sepaMandates.id, id))
  if (!row) throw new ApiError(404, 'SEPA_MANDATE_NOT_FOUND')
  return toMandate(row)
}

/** Validating again with the same date changes nothing; another date corrects it (logged). */
export async function validateMandateByStaff(
  db: Database,
  actor: StaffActor,
  id: string,
  { signedOn, now = new Date() }: { signedOn: string; now?: Date },
): Promise<AdminMandate> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(sepaMandates).where(eq(sepaMandates.id, id)).for('update')
    if (!row) throw new ApiError(404, 'SEPA_MANDATE_NOT_FOUND')
    if (row.status === 'revoked' || row.status === 'generated' || !row.signed_attachment_id)
      throw new ApiError(409, 'SEPA_MANDATE_NOT_SIGNED')
    if (signedOn > madridToday(now) || signedOn < madridToday(row.generated_at))
      throw new ApiError(422, 'SEPA_SIGNATURE_DATE_INVALID')
    if (row.status === 'validated' && row.signed_on === signedOn) return
    if (row.status === 'validated') {
      await tx.update(sepaMandates).set({ signed_on: signedOn }).where(eq(sepaMandates.id, id))
    } else {
      await validateMandate(tx, row.reference, { signedOn, now })
    }
    await recordStaffAction(tx, actor, {
      entity: 'mandate',
      entityId: id,
      action: 'validated',
      details: { reference: row.reference, signed_on: signedOn },
    })
  })
  return mandateDetail(db, id)
}
