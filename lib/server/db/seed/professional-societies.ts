import 'server-only'
import { eq } from 'drizzle-orm'
import type { Database } from '../client'
import {
  professionalSocieties,
  professionalSocietyComponents,
  professionalSocietyHistory,
  users,
} from '../schema'
import { demoAccounts } from './site'

const dayMs = 24 * 60 * 60 * 1000

/** Fixed, so that a second run finds the demo society and adds nothing. */
const demoSocietyTrackingCode = 'SSPP-DEMO-00000001'

/**
 * One professional society filed by the demo collegiate some weeks ago, under review, with two components and a
 * change of administrator in its history. No documents: the files would need the storage.
 */
export async function seedProfessionalSocieties(db: Database, now = new Date()): Promise<void> {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, demoAccounts[0].email))
  if (!owner) return
  const daysAgo = (days: number) => new Date(now.getTime() - days * dayMs)
  await db.transaction(async (tx) => {
    const [society] = await tx
      .insert(professionalSocieties)
      .values({
        user_id: owner.id,
        tracking_code: demoSocietyTrackingCode,
        status: 'under_review',
        social_reason: 'Enfermería Comunitaria Bidasoa SLP',
        sspp_number: 'SP-2024-0117',
        cif: 'B95123451',
        email: 'info@enfermeria-bidasoa.example',
        phone: '943000111',
        first_collegiation_date: '2012-09-03',
        incorporation_date: '2024-02-12',
        registration_date: '2024-03-05',
        address: 'Calle Mayor 14, bajo',
        postal_code: '20302',
        city: 'Irun',
        province: 'Gipuzkoa',
        country: 'ES',
        registry_name: 'Registro Mercantil de Gipuzkoa',
        registry_volume: '2950',
        registry_folio: '87',
        registry_sheet: 'SS-41230',
        notary_name: 'Itziar Olano Urkiola',
        notary_protocol_number: '512',
        deed_date: '2024-02-12',
        publication_consent: true,
        data_processing_consented_at: daysAgo(40),
        submitted_at: daysAgo(40),
        updated_at: daysAgo(12),
      })
      .onConflictDoNothing()
      .returning({ id: professionalSocieties.id })
    if (!society) return
    const components = [
      {
        name: 'Lucía',
        surnames: 'Martín Etxeberria',
        document: '12345678Z',
        number: '20-11873',
        admin: false,
      },
      {
        name: 'Jon',
        surnames: 'Etxeberria Sarasola',
        document: '87654321X',
        number: '20-09142',
        admin: true,
      },
    ]
    for (const component of components) {
      await tx.insert(professionalSocietyComponents).values({
        society_id: society.id,
        collegiate_number: component.number,
        name: component.name,
        surnames: component.surnames,
        document_type: 'dni',
        document: component.document,
        component_type: 'professional_partner',
        administrator: component.admin,
      })
    }
    await tx.insert(professionalSocietyHistory).values([
      { society_id: society.id, event: 'filed', status: 'received', changed_at: daysAgo(40) },
      {
        society_id: society.id,
        event: 'status_changed',
        status: 'under_review',
        changed_at: daysAgo(30),
      },
      {
        society_id: society.id,
        event: 'administrator_changed',
        note: 'Jon Etxeberria Sarasola',
        changed_at: daysAgo(12),
      },
    ])
  })
}
