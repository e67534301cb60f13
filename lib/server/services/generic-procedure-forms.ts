import 'server-only'
import { and, eq, inArray } from 'drizzle-orm'
import type { ProcessType } from '@/lib/contract/content'
import {
  checkFormRules,
  closedReasonOf,
  ruleReason,
  type AnswerValue,
  type GenericProcedureSubmission,
} from '@/lib/contract/generic-procedure-forms'
import type { Locale } from '@/lib/contract/locales'
import type { GenericProcedureApplicationDetail } from '@/lib/contract/procedure-applications'
import type { Database, Transaction } from '@/lib/server/db/client'
import {
  genericProcedureApplicationDocuments,
  genericProcedureApplicationHistory,
  genericProcedureApplications,
  genericProcedures,
  genericProcedureTranslations,
  users,
} from '@/lib/server/db/schema'
import { isUniqueViolation } from '@/lib/server/db/violations'
import { ApiError } from '@/lib/server/errors'
import type { FileStorage } from '@/lib/server/integrations/file-storage'
import { queueMail } from '@/lib/server/jobs/queue'
import { composeAccountEmail, portalLink } from './account-emails'
import { addAttachment, checkAttachmentContent } from './attachments'
import { isPublished } from './content-query'
import { getGenericApplication } from './procedure-applications'
import { formOf } from './procedures'
import { chargeFor } from './charges'
import { associationName } from './settings'
import { newTrackingCode } from './tracking-codes'

/** The references quote the process type, as the association's registry does: AJ-2026-…, VU-2026-…, OT-2026-…. */
const referencePrefixes = { legal_advice: 'AJ', single_window: 'VU', other: 'OT' } as const satisfies Record<
  ProcessType,
  string
>

export interface ProcedureApplicant {
  userId: string
  lang: Locale
}

export interface SentFile {
  field: string
  filename: string
  bytes: Uint8Array
}

interface Options {
  idempotencyKey?: string | null
  captchaPassed: boolean
  now?: Date
}

/** A file stored before the transaction failed is what removeOrphanedFiles sweeps. */
export async function fileGenericApplication(
  db: Database,
  storage: FileStorage,
  applicant: ProcedureApplicant,
  submission: GenericProcedureSubmission,
  files: SentFile[],
  { idempotencyKey = null, captchaPassed, now = new Date() }: Options,
): Promise<{ application: GenericProcedureApplicationDetail; replayed: boolean }> {
  const replay = idempotencyKey && (await replayOf(db, applicant, submission, idempotencyKey))
  if (replay) return { application: replay, replayed: true }

  const [procedure] = await db
    .select()
    .from(genericProcedures)
    .where(and(eq(genericProcedures.id, submission.procedure_id), isPublished(genericProcedures)))
  if (!procedure) throw new ApiError(404, 'GENERIC_PROCEDURE_NOT_FOUND')
  const closed = closedReasonOf(procedure, now)
  if (closed) throw new ApiError(409, { code: 'APPLICATION_CLOSED', reason: closed })

  const form = formOf(procedure)
  const fileCounts: Record<string, number> = {}
  for (const file of files) fileCounts[file.field] = (fileCounts[file.field] ?? 0) + 1
  const [problem] = checkFormRules(form, {
    answers: submission.answers,
    fileCounts,
    payment_method: submission.payment_method,
    captchaPassed,
  })
  if (problem) throw new ApiError(422, { code: 'ERROR_ON_CHECK_RULES', reason: ruleReason(problem) })

  for (const file of files) checkAttachmentContent(file.bytes)

  const answers: Record<string, AnswerValue> = {}
  for (const field of form.fields) {
    const value = submission.answers[field.name]
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) continue
    answers[field.name] = typeof value === 'string' ? value.trim() : value
  }

  let applicationId: string
  try {
    applicationId = await db.transaction(async (tx) => {
      const [application] = await tx
        .insert(genericProcedureApplications)
        .values({
          generic_procedure_id: procedure.id,
          user_id: applicant.userId,
          reference: newTrackingCode(referencePrefixes[procedure.process_type], now),
          subject: submission.subject,
          status: 'received',
          submitted_at: now,
          updated_at: now,
          answers,
          amount_cents: form.payment?.amount_cents ?? null,
          payment_method: form.payment ? (submission.payment_method ?? null) : null,
          lang: applicant.lang,
          idempotency_key: idempotencyKey,
        })
        .returning({ id: genericProcedureApplications.id, reference: genericProcedureApplications.reference })
      if (!application) throw new Error('The application was not recorded')
      await tx
        .insert(genericProcedureApplicationHistory)
        .values({ application_id: application.id, status: 'received', changed_at: now })
      const title = await procedureTitle(tx, procedure.id, applicant.lang)
      if (form.payment) {
        await chargeFor(tx, {
          userId: applicant.userId,
          source: { procedureApplicationId: application.id },
          type: 'C',
          amountCents: form.payment.amount_cents,
          description: `${title} (${application.reference})`,
          now,
        })
      }
      for (const file of files) {
        // A savepoint of this transaction: a file over the person's limit undoes the whole application.
        await addAttachment(
          tx,
          storage,
          applicant.userId,
          { kind: 'other', filename: file.filename, bytes: file.bytes },
          async (inner, attachmentId) => {
            await inner
              .insert(genericProcedureApplicationDocuments)
              .values({ application_id: application.id, attachment_id: attachmentId, field: file.field })
          },
        )
      }
      await tellReceived(tx, applicant, { ...application, title })
      return application.id
    })
  } catch (error) {
    // The only unique value a request chooses is its key: a retry sent while the first was being written.
    const retried =
      idempotencyKey &&
      isUniqueViolation(error) &&
      (await replayOf(db, applicant, submission, idempotencyKey))
    if (retried) return { application: retried, replayed: true }
    throw error
  }
  return {
    application: await getGenericApplication(db, applicant.userId, applicationId, applicant.lang),
    replayed: false,
  }
}

async function procedureTitle(tx: Transaction, procedureId: number, lang: Locale): Promise<string> {
  const rows = await tx
    .select({ lang: genericProcedureTranslations.lang, title: genericProcedureTranslations.title })
    .from(genericProcedureTranslations)
    .where(
      and(
        eq(genericProcedureTranslations.procedure_id, procedureId),
        inArray(genericProcedureTranslations.lang, [lang, 'es']),
      ),
    )
  return (rows.find((row) => row.lang === lang) ?? rows[0])?.title ?? ''
}

async function replayOf(
  db: Database,
  applicant: ProcedureApplicant,
  submission: GenericProcedureSubmission,
  idempotencyKey: string,
): Promise<GenericProcedureApplicationDetail | null> {
  const [row] = await db
    .select()
    .from(genericProcedureApplications)
    .where(eq(genericProcedureApplications.idempotency_key, idempotencyKey))
  if (!row) return null
  if (
    row.user_id !== applicant.userId ||
    row.generic_procedure_id !== submission.procedure_id ||
    row.subject !== submission.subject
  ) {
    throw new ApiError(422, 'IDEMPOTENCY_KEY_REUSED')
  }
  return getGenericApplication(db, applicant.userId, row.id, applicant.lang)
}

async function tellReceived(
  tx: Transaction,
  { userId, lang }: ProcedureApplicant,
  application: { id: string; reference: string; title: string },
): Promise<void> {
  const [user] = await tx
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId))
  if (!user) return
  const email = {
    kind: 'procedureReceived' as const,
    link: portalLink(lang, `/generic-procedures-profile/${application.id}`),
    procedure: application.title,
    reference: application.reference,
  }
  await queueMail(tx, composeAccountEmail(email, { ...user, lang }, await associationName(tx, lang)))
}

/** Whether a procedure's form asks for a captcha (an unknown one does not: filing it answers 404 anyway). */
export async function procedureNeedsCaptcha(db: Database, procedureId: number): Promise<boolean> {
  const [row] = await db
    .select({ form: genericProcedures.form })
    .from(genericProcedures)
    .where(eq(genericProcedures.id, procedureId))
  return row ? formOf(row).captcha : false
}
