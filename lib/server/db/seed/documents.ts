import { createHash, randomUUID } from 'node:crypto'
import { inArray } from 'drizzle-orm'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import type { AttachmentKind } from '@/lib/contract/attachments'
import type { FileStorage } from '@/lib/server/integrations/file-storage'
import type { Database } from '../client'
import { attachments, users } from '../schema'
import { seedDemoDirectDebit } from './direct-debits'

interface DemoDocument {
  email: string
  kind: AttachmentKind
  filename: string
  lines: string[]
}

const demoDocuments: DemoDocument[] = [
  {
    email: 'colegiada@demo.colegio.example',
    kind: 'id_card',
    filename: 'DNI Lucía Martín.pdf',
    lines: ['Documento Nacional de Identidad (copia de demostración)', 'Lucía Martín Etxeberria'],
  },
  {
    email: 'colegiada@demo.colegio.example',
    kind: 'diploma',
    filename: 'Título de Grado en Enfermería.pdf',
    lines: ['Título de Grado en Enfermería (copia de demostración)', 'Universidad Complutense de Madrid'],
  },
  {
    // Signed for the direct debit of his fee (seed/direct-debits.ts), waiting for staff to validate it.
    email: 'colegiado@demo.colegio.example',
    kind: 'sepa_mandate',
    filename: 'Orden SEPA firmada Mikel Arana.pdf',
    lines: ['Orden de domiciliación de adeudo directo SEPA (demostración)', 'Mikel Arana Vidal'],
  },
  {
    email: 'precolegiado@demo.colegio.example',
    kind: 'id_card',
    filename: 'DNI Jordi Puig.pdf',
    lines: ['Documento Nacional de Identidad (copia de demostración)', 'Jordi Puig Ramos'],
  },
]

/** A one-page PDF that says what it stands for: the demo accounts' documents are not real ones. */
async function demoPdf(lines: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(lines[0]!)
  pdf.setCreationDate(new Date('2024-01-12T09:00:00Z'))
  pdf.setModificationDate(new Date('2024-01-12T09:00:00Z'))
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  const page = pdf.addPage([595.28, 841.89])
  lines.forEach((line, index) => page.drawText(line, { x: 56, y: 770 - index * 24, size: 14, font }))
  return pdf.save()
}

/**
 * Gives the demo accounts the documents of their file (ID card, diploma, SEPA mandate) when they have none of
 * that kind, then the direct debit that needs one of them. A signed mandate is only ever the copy of a mandate
 * record (seed/direct-debits.ts), as /sepa uploads it. Idempotent; the bytes go to the file storage like an
 * upload's.
 */
export async function seedDemoDocuments(db: Database, storage: FileStorage): Promise<void> {
  const owners = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...new Set(demoDocuments.map((document) => document.email))]))
  const held = await db
    .select({ user_id: attachments.user_id, kind: attachments.kind })
    .from(attachments)
    .where(
      inArray(
        attachments.user_id,
        owners.map((owner) => owner.id),
      ),
    )
  // A minute apart, newest first as listed: inserted in one transaction they would share its time, and the list's
  // order would then depend on their random ids.
  const seededAt = Date.now()
  for (const [index, document] of demoDocuments.entries()) {
    const owner = owners.find((candidate) => candidate.email === document.email)
    if (!owner || held.some((row) => row.user_id === owner.id && row.kind === document.kind)) continue
    const bytes = await demoPdf(document.lines)
    const storageKey = randomUUID()
    await storage.put(storageKey, bytes)
    await db.insert(attachments).values({
      user_id: owner.id,
      kind: document.kind,
      filename: document.filename,
      content_type: 'application/pdf',
      size: bytes.byteLength,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      storage_key: storageKey,
      created_at: new Date(seededAt - index * 60_000),
    })
  }
  await seedDemoDirectDebit(db)
}
