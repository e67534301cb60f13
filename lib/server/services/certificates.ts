import 'server-only'
import { and, asc, eq, lt, or } from 'drizzle-orm'
import { createTranslator } from 'next-intl'
import { PDFDocument, type PDFFont, rgb } from 'pdf-lib'
import type { ApplicationGroup } from '@/lib/contract/applications'
import type { GoodStandingAvailability, GoodStandingBlocker } from '@/lib/contract/issued-documents'
import type { Locale } from '@/lib/contract/locales'
import type { Database } from '@/lib/server/db/client'
import { eventApplications, memberProfiles, movements } from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import { drawableText, embedPdfFonts } from '@/lib/server/integrations/pdf/fonts'
import type { FileStorage } from '@/lib/server/integrations/file-storage'
import { findApplication, ownedBy } from './applications'
import { invoiceIssuer, type InvoiceParty } from './association'
import { invoiceRecipientOf } from './invoice-issuer'
import { type DocumentVerification, messages, stampDocument } from './invoices'
import { issueDocument } from './issued-documents'

/** The collegiate statuses a good-standing certificate can be issued for: in the association and not sanctioned. */
const goodStandingStatuses = ['active', 'honorary', 'retired'] as const

export interface CertificateData {
  kind: 'attendance' | 'goodStanding'
  issuer: InvoiceParty
  holder: InvoiceParty
  values: Record<string, string | number>
  /** YYYY-MM-DD */
  issuedOn: string
  lang: Locale
  verification: DocumentVerification
}

const dayIn = (lang: Locale, iso: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'Europe/Madrid' }).format(new Date(iso))

/** Today in Spain, YYYY-MM-DD. */
export const madridDate = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(now)

export async function renderCertificatePdf(certificate: CertificateData): Promise<Uint8Array> {
  const { lang } = certificate
  const t = createTranslator({
    locale: lang,
    messages: messages[lang],
    namespace: `IssuedDocuments.${certificate.kind}`,
  })
  const common = createTranslator({ locale: lang, messages: messages[lang], namespace: 'IssuedDocuments' })
  const pdf = await PDFDocument.create()
  pdf.setTitle(t('title'))
  pdf.setAuthor(certificate.issuer.name)
  pdf.setLanguage(lang)
  const page = pdf.addPage([595.28, 841.89])
  const { regular, bold } = await embedPdfFonts(pdf)
  const left = 72
  const width = 595.28 - 2 * left
  let y = 841.89 - 72
  const color = rgb(0.1, 0.1, 0.1)

  const paragraph = (text: string, { font = regular, size = 11 }: { font?: PDFFont; size?: number } = {}) => {
    const words = drawableText(text, font).split(' ')
    let current = ''
    const lines: string[] = []
    for (const word of words) {
      const candidate = current ? `${current} ${word}` : word
      if (current && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(current)
        current = word
      } else current = candidate
    }
    if (current) lines.push(current)
    for (const text of lines) {
      page.drawText(text, { x: left, y, size, font, color })
      y -= size * 1.5
    }
  }

  paragraph(certificate.issuer.name, { font: bold, size: 12 })
  if (certificate.issuer.taxId) paragraph(`${common('taxId')}: ${certificate.issuer.taxId}`, { size: 9 })
  for (const line of certificate.issuer.address) paragraph(line, { size: 9 })
  y -= 40
  paragraph(t('title'), { font: bold, size: 20 })
  y -= 24
  paragraph(
    t('body', {
      issuer: certificate.issuer.name,
      name: certificate.holder.name,
      taxId: certificate.holder.taxId ?? common('notGiven'),
      ...certificate.values,
    }),
  )
  y -= 24
  paragraph(t('purpose'), { size: 10 })
  y -= 24
  paragraph(common('issuedOn', { date: dayIn(lang, `${certificate.issuedOn}T12:00:00Z`) }))

  const stampTop = await stampDocument(page, regular, lang, certificate.verification)
  if (y < stampTop) throw new Error('The certificate runs into its verification stamp')
  return pdf.save()
}

export interface IssuedCertificate {
  filename: string
  bytes: Uint8Array
}

/** Issued once (reference ATT-{application}); later requests answer the same bytes. */
export async function attendanceCertificate(
  db: Database,
  storage: FileStorage,
  {
    userId,
    group,
    applicationId,
    lang,
    now = new Date(),
  }: {
    userId: string
    group: ApplicationGroup
    applicationId: string
    lang: Locale
    now?: Date
  },
): Promise<IssuedCertificate> {
  const application = await findApplication(
    db,
    and(eq(eventApplications.id, applicationId), ownedBy(userId, group))!,
    lang,
  )
  if (!application) throw new ApiError(404, 'APPLICATION_NOT_FOUND')
  const { event } = application
  if (application.status !== 'accepted' || event.kind !== 'course' || new Date(event.ends_at) > now) {
    throw new ApiError(409, 'CERTIFICATE_NOT_AVAILABLE')
  }
  const { bytes, row } = await issueDocument(db, storage, {
    kind: 'attendance_certificate',
    userId,
    reference: `ATT-${applicationId}`,
    lang,
    filename: `attendance-certificate-${applicationId.slice(0, 8)}.pdf`,
    render: async (verification) =>
      renderCertificatePdf({
        kind: 'attendance',
        issuer: invoiceIssuer(),
        holder: await invoiceRecipientOf(db, userId),
        values: {
          course: event.title,
          start: dayIn(lang, event.starts_at),
          end: dayIn(lang, event.ends_at),
          hours: event.hours ?? 0,
        },
        issuedOn: madridDate(now),
        lang,
        verification,
      }),
  })
  return { filename: row.filename, bytes }
}

async function goodStandingOf(db: Database, userId: string, today: string) {
  const [profile] = await db
    .select({ status: memberProfiles.collegiate_status, number: memberProfiles.collegiate_code })
    .from(memberProfiles)
    .where(eq(memberProfiles.user_id, userId))
  const owed = await db
    .select({
      status: movements.status,
      transaction_number: movements.transaction_number,
      total_cents: movements.total_cents,
      due_date: movements.due_date,
    })
    .from(movements)
    .where(
      and(
        eq(movements.user_id, userId),
        or(
          eq(movements.status, 'not_paid'),
          and(eq(movements.status, 'pending'), lt(movements.due_date, today)),
        ),
      ),
    )
    .orderBy(asc(movements.due_date), asc(movements.transaction_number))
  const status = profile?.status ?? null
  const blockers: GoodStandingBlocker[] = [
    ...(status && (goodStandingStatuses as readonly string[]).includes(status)
      ? []
      : [{ kind: 'status' as const, collegiate_status: status }]),
    ...owed.map(({ status, ...movement }) => ({
      kind: 'payment' as const,
      reason: status === 'not_paid' ? ('returned' as const) : ('overdue' as const),
      ...movement,
    })),
  ]
  return { profile, blockers }
}

/** Whether the collegiate can get a good-standing certificate today, and what stands in the way. */
export async function goodStandingAvailability(
  db: Database,
  { userId, now = new Date() }: { userId: string; now?: Date },
): Promise<GoodStandingAvailability> {
  const { blockers } = await goodStandingOf(db, userId, madridDate(now))
  return { available: blockers.length === 0, blockers }
}

/** Owing nothing overdue: no pending movement past its due date, none returned unpaid. */
export async function goodStandingCertificate(
  db: Database,
  storage: FileStorage,
  { userId, lang, now = new Date() }: { userId: string; lang: Locale; now?: Date },
): Promise<IssuedCertificate> {
  const today = madridDate(now)
  const { profile, blockers } = await goodStandingOf(db, userId, today)
  if (blockers.length) throw new ApiError(409, 'CERTIFICATE_NOT_AVAILABLE')
  const { bytes, row } = await issueDocument(db, storage, {
    kind: 'good_standing_certificate',
    userId,
    reference: `GS-${userId}-${today}`,
    lang,
    filename: `good-standing-certificate-${today}.pdf`,
    render: async (verification) =>
      renderCertificatePdf({
        kind: 'goodStanding',
        issuer: invoiceIssuer(),
        holder: await invoiceRecipientOf(db, userId),
        values: {
          number: profile!.number ?? '—',
          status: createTranslator({
            locale: lang,
            messages: messages[lang],
            namespace: 'IssuedDocuments.goodStanding.statuses',
          })(profile!.status as (typeof goodStandingStatuses)[number]),
          date: dayIn(lang, `${today}T12:00:00Z`),
        },
        issuedOn: today,
        lang,
        verification,
      }),
  })
  return { filename: row.filename, bytes }
}
