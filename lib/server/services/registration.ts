import 'server-only'
import { and, eq, inArray, or } from 'drizzle-orm'
import { roleOf, rolePrincipals } from '@/lib/contract/auth'
import type { Locale } from '@/lib/contract/locales'
import { consentCatalogue } from '@/lib/contract/preferences'
import {
  registrationDocumentFields,
  type CollegiateRegistrationForm,
  type RegistrationForm,
  type RegistrationKind,
  type RegistrationReceipt,
} from '@/lib/contract/registration'
import type { Database, Transaction } from '@/lib/server/db/client'
import {
  consentDecisions,
  memberProfiles,
  registrationApplicationDocuments,
  registrationApplicationHistory,
  registrationApplications,
  users,
} from '@/lib/server/db/schema'
import { isUniqueViolation } from '@/lib/server/db/violations'
import { ApiError } from '@/lib/server/errors'
import type { FileStorage } from '@/lib/server/integrations/file-storage'
import { queueMail } from '@/lib/server/jobs/queue'
import { composeAccountEmail } from './account-emails'
import { addAttachment } from './attachments'
import { associationName } from './settings'
import { newTrackingCode } from './tracking-codes'

const openStatuses = ['received', 'under_review', 'pending_documents'] as const

const trackingPrefix: Record<RegistrationKind, string> = { collegiate: 'COL', precollegiate: 'PRE' }

export interface RegistrationFile {
  field: string
  filename: string
  bytes: Uint8Array
}

export interface RegistrationRequest {
  kind: RegistrationKind
  form: RegistrationForm
  files: RegistrationFile[]
  lang: Locale
  /** The signed-in applicant, or null for a visitor (an account without password is created for them). */
  userId: string | null
  idempotencyKey: string | null
}

type ApplicationRow = typeof registrationApplications.$inferSelect

const receiptOf = (row: ApplicationRow): RegistrationReceipt => ({
  id: row.id,
  kind: row.kind as RegistrationKind,
  status: 'received',
  tracking_code: row.tracking_code,
  submitted_at: row.submitted_at.toISOString(),
  email: row.email ?? '',
})

const registrationTypeOf = (kind: RegistrationKind, form: RegistrationForm) =>
  kind === 'collegiate' ? (form as CollegiateRegistrationForm).type.registration_type : 'student'

/** The key sent with another kind or another person's document is refused. */
export async function registrationReplay(
  db: Database,
  kind: RegistrationKind,
  documentNumber: string,
  key: string | null,
): Promise<RegistrationReceipt | null> {
  if (!key) return null
  const [row] = await db
    .select()
    .from(registrationApplications)
    .where(eq(registrationApplications.idempotency_key, key))
  if (!row) return null
  if (row.kind !== kind || row.document_number !== documentNumber) {
    throw new ApiError(422, 'IDEMPOTENCY_KEY_REUSED')
  }
  return receiptOf(row)
}

/** An open application of the same document or e-mail: on the partial unique indexes that guard them. */
export const openApplicationQuery = (db: Database, documentNumber: string, email: string) =>
  db
    .select({ id: registrationApplications.id })
    .from(registrationApplications)
    .where(
      and(
        inArray(registrationApplications.status, [...openStatuses]),
        or(
          eq(registrationApplications.document_number, documentNumber),
          eq(registrationApplications.email, email),
        ),
      ),
    )
    .limit(1)

/** What the association would refuse anyway, including a second open application of the same person. */
async function refusalOf(
  db: Database,
  { kind, form, userId }: RegistrationRequest,
  email: string,
): Promise<void> {
  const type = registrationTypeOf(kind, form)
  if (!userId) {
    const [account] = await db
      .select({ principals: users.principals })
      .from(users)
      .where(eq(users.email, email))
    if (account) {
      throw new ApiError(
        400,
        roleOf(account.principals) === 'collegiate'
          ? 'COLLEGIATE_EMAIL_ALREADY_EXIST'
          : 'USER_ALREADY_EXISTS',
      )
    }
  }
  const documentNumber = form.personal.document_number
  const holders = await db
    .select({ id: users.id, principals: users.principals, code: memberProfiles.collegiate_code })
    .from(users)
    .leftJoin(memberProfiles, eq(memberProfiles.user_id, users.id))
    .where(eq(users.dni, documentNumber))
  const collegiate = holders.some(
    (holder) => holder.principals.includes(rolePrincipals.collegiate) || holder.code !== null,
  )
  if (collegiate && (kind === 'precollegiate' || type !== 're_registration')) {
    throw new ApiError(400, 'COLLEGIATE_EXIST_WRONG_REGISTRATION_TYPE')
  }
  const [open] = await openApplicationQuery(db, documentNumber, email)
  if (open) throw new ApiError(409, 'APPLICATION_ALREADY_EXIST')
}

/** A visitor's account has no password and no role until the association accepts. */
export async function submitRegistration(
  db: Database,
  storage: FileStorage,
  request: RegistrationRequest,
  now = new Date(),
): Promise<{ receipt: RegistrationReceipt; replayed: boolean }> {
  const { kind, form, files, lang, userId, idempotencyKey } = request
  const replay = await registrationReplay(db, kind, form.personal.document_number, idempotencyKey)
  if (replay) return { receipt: replay, replayed: true }

  let applicant: { id: string; email: string; name: string; principals: string[] } | undefined
  if (userId) {
    ;[applicant] = await db
      .select({ id: users.id, email: users.email, name: users.name, principals: users.principals })
      .from(users)
      .where(eq(users.id, userId))
    if (!applicant) throw new ApiError(401, 'Unauthorized')
    const role = roleOf(applicant.principals)
    if (role === 'collegiate') throw new ApiError(400, 'COLLEGIATE_EMAIL_ALREADY_EXIST')
    if (role === 'precollegiate' && kind === 'precollegiate') throw new ApiError(400, 'USER_ALREADY_EXISTS')
  }
  const email = applicant?.email ?? form.personal.email
  await refusalOf(db, request, email)

  let row: ApplicationRow
  try {
    row = await db.transaction(async (tx) => {
      let ownerId = applicant?.id
      if (!ownerId) {
        const { personal } = form
        const [created] = await tx
          .insert(users)
          .values({
            email,
            hashed_password: null,
            name: personal.name,
            surname: personal.surname,
            principals: [],
            preferred_lang: lang,
            is_verified: false,
            dni: personal.document_type === 'passport' ? null : personal.document_number,
            phone: personal.phone1,
          })
          .returning({ id: users.id })
        if (!created) throw new Error('The applicant was not recorded')
        ownerId = created.id
      }
      const [inserted] = await tx
        .insert(registrationApplications)
        .values({
          user_id: ownerId,
          kind,
          status: 'received',
          tracking_code: newTrackingCode(trackingPrefix[kind], now),
          submitted_at: now,
          updated_at: now,
          registration_type: registrationTypeOf(kind, form),
          lang,
          form: { ...form, personal: { ...form.personal, email } },
          email,
          document_number: form.personal.document_number,
          idempotency_key: idempotencyKey,
        })
        .returning()
      if (!inserted) throw new Error('The application was not recorded')
      await tx
        .insert(registrationApplicationHistory)
        .values({ application_id: inserted.id, status: 'received', changed_at: now })
      await tx.insert(consentDecisions).values([
        {
          user_id: ownerId,
          consent: 'data_processing',
          granted: true,
          decided_at: now,
          version: consentCatalogue.data_processing.version,
        },
        {
          user_id: ownerId,
          consent: 'partner_communications',
          granted: form.consents.communications,
          decided_at: now,
          version: consentCatalogue.partner_communications.version,
        },
      ])
      const kinds = new Map<string, 'id_card' | 'diploma' | 'other'>(
        registrationDocumentFields[kind].map((document) => [document.field, document.attachmentKind]),
      )
      for (const file of files) {
        // A savepoint of this transaction: a refused file undoes the whole application.
        await addAttachment(
          tx,
          storage,
          ownerId,
          { kind: kinds.get(file.field) ?? 'other', filename: file.filename, bytes: file.bytes },
          async (inner, attachmentId) => {
            await inner
              .insert(registrationApplicationDocuments)
              .values({ application_id: inserted.id, attachment_id: attachmentId })
          },
        )
      }
      await tellReceived(tx, inserted, form.personal.name, lang)
      return inserted
    })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    const retried = await registrationReplay(db, kind, form.personal.document_number, idempotencyKey)
    if (retried) return { receipt: retried, replayed: true }
    // Someone filed the same person at the same moment: the partial unique indexes or the e-mail refused it.
    await refusalOf(db, request, email)
    throw new ApiError(409, 'APPLICATION_ALREADY_EXIST')
  }

  return { receipt: receiptOf(row), replayed: false }
}

async function tellReceived(tx: Transaction, row: ApplicationRow, name: string, lang: Locale) {
  if (!row.email) return
  const message = composeAccountEmail(
    { kind: 'registrationReceived', code: row.tracking_code, procedure: row.kind as RegistrationKind },
    { email: row.email, name, lang },
    await associationName(tx, lang),
  )
  await queueMail(tx, message)
}
