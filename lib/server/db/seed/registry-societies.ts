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

type SocietyRow = typeof professionalSocieties.$inferInsert
type Component = Pick<
  typeof professionalSocietyComponents.$inferInsert,
  'name' | 'surnames' | 'document' | 'collegiate_number' | 'component_type' | 'administrator'
>

interface RegistrySocietySeed {
  society: Omit<SocietyRow, 'user_id' | 'data_processing_consented_at' | 'submitted_at' | 'updated_at'>
  components: Component[]
  filedDaysAgo: number
}

/**
 * Societies the association accepted into its registry (ventanilla única, Ley 2/1974 art. 10): one active and one
 * inactive that consented to publication, and one accepted without that consent, which the public registry never
 * shows (nor the demo society under review of seedProfessionalSocieties). Valid CIFs; fixed tracking codes.
 */
const registrySocieties: RegistrySocietySeed[] = [
  {
    filedDaysAgo: 400,
    society: {
      tracking_code: 'SSPP-DEMO-00000002',
      status: 'accepted',
      active: true,
      social_reason: 'Cuidados Enfermeros del Cantábrico SLP',
      sspp_number: 'SP-2023-0031',
      cif: 'B39614821',
      email: 'info@cuidados-cantabrico.example',
      phone: '942000222',
      first_collegiation_date: '2009-10-01',
      incorporation_date: '2023-03-14',
      registration_date: '2023-04-20',
      address: 'Calle Castelar 21, 1º',
      postal_code: '39004',
      city: 'Santander',
      province: 'Cantabria',
      country: 'ES',
      registry_name: 'Registro Mercantil de Cantabria',
      registry_volume: '1187',
      registry_folio: '52',
      registry_sheet: 'S-33871',
      notary_name: 'Ramón Gutiérrez Pelayo',
      notary_protocol_number: '833',
      deed_date: '2023-03-14',
      publication_consent: true,
    },
    components: [
      {
        name: 'Marta',
        surnames: 'Ruiz Sainz',
        document: '13456789H',
        collegiate_number: '39-08812',
        component_type: 'professional_partner',
        administrator: true,
      },
      {
        name: 'Pedro',
        surnames: 'Gómez Fernández',
        document: '72001234X',
        collegiate_number: '39-11290',
        component_type: 'professional_partner',
        administrator: false,
      },
      {
        name: 'Lucía',
        surnames: 'Martín Etxeberria',
        document: '45678901G',
        collegiate_number: '28-41327',
        component_type: 'professional_partner',
        administrator: false,
      },
      {
        name: 'Carmen',
        surnames: 'Díaz Ortiz',
        document: '20198765G',
        collegiate_number: null,
        component_type: 'non_professional_partner',
        administrator: false,
      },
    ],
  },
  {
    filedDaysAgo: 1500,
    society: {
      tracking_code: 'SSPP-DEMO-00000003',
      status: 'accepted',
      active: false,
      social_reason: 'Enfermería Geriátrica Ribera del Ebro SLP',
      sspp_number: 'SP-2019-0008',
      cif: 'B50273143',
      email: 'contacto@geriatrica-ebro.example',
      phone: '976000333',
      first_collegiation_date: '2004-06-15',
      incorporation_date: '2019-01-09',
      registration_date: '2019-02-26',
      address: 'Paseo de la Independencia 30, 3º',
      postal_code: '50004',
      city: 'Zaragoza',
      province: 'Zaragoza',
      country: 'ES',
      registry_name: 'Registro Mercantil de Zaragoza',
      registry_volume: '4410',
      registry_folio: '118',
      registry_sheet: 'Z-65302',
      notary_name: 'Pilar Lasheras Aznar',
      notary_protocol_number: '91',
      deed_date: '2019-01-09',
      publication_consent: true,
    },
    components: [
      {
        name: 'Javier',
        surnames: 'Lasheras Royo',
        document: '25123456G',
        collegiate_number: '50-04417',
        component_type: 'professional_partner',
        administrator: true,
      },
      {
        name: 'Elena',
        surnames: 'Aznar Gil',
        document: '73098765G',
        collegiate_number: '50-06023',
        component_type: 'professional_partner',
        administrator: false,
      },
    ],
  },
  {
    filedDaysAgo: 200,
    society: {
      tracking_code: 'SSPP-DEMO-00000004',
      status: 'accepted',
      active: true,
      social_reason: 'Heridas y Cuidados Txingudi SLP',
      sspp_number: 'SP-2025-0012',
      cif: 'B20841599',
      email: 'info@heridas-txingudi.example',
      phone: null,
      first_collegiation_date: '2015-09-01',
      incorporation_date: '2025-01-15',
      registration_date: '2025-02-10',
      address: 'Calle Santiago 3',
      postal_code: '20280',
      city: 'Hondarribia',
      province: 'Gipuzkoa',
      country: 'ES',
      registry_name: 'Registro Mercantil de Gipuzkoa',
      registry_volume: '3012',
      registry_folio: '15',
      registry_sheet: 'SS-44102',
      notary_name: null,
      notary_protocol_number: null,
      deed_date: null,
      publication_consent: false,
    },
    components: [
      {
        name: 'Ane',
        surnames: 'Zubizarreta Olano',
        document: '15987654D',
        collegiate_number: '20-13345',
        component_type: 'professional_partner',
        administrator: true,
      },
    ],
  },
]

/** Files the registry's demo societies under the demo collegiate's account. Idempotent by tracking code. */
export async function seedRegistrySocieties(db: Database, now = new Date()): Promise<void> {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, demoAccounts[0].email))
  if (!owner) return
  const daysAgo = (days: number) => new Date(now.getTime() - days * dayMs)
  for (const { society, components, filedDaysAgo } of registrySocieties) {
    await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(professionalSocieties)
        .values({
          ...society,
          user_id: owner.id,
          data_processing_consented_at: daysAgo(filedDaysAgo),
          submitted_at: daysAgo(filedDaysAgo),
          updated_at: daysAgo(filedDaysAgo - 20),
        })
        .onConflictDoNothing()
        .returning({ id: professionalSocieties.id })
      if (!created) return
      for (const component of components) {
        await tx
          .insert(professionalSocietyComponents)
          .values({ ...component, society_id: created.id, document_type: 'dni' })
      }
      await tx.insert(professionalSocietyHistory).values([
        { society_id: created.id, event: 'filed', status: 'received', changed_at: daysAgo(filedDaysAgo) },
        {
          society_id: created.id,
          event: 'status_changed',
          status: 'accepted',
          changed_at: daysAgo(filedDaysAgo - 20),
        },
        ...(society.active
          ? []
          : [{ society_id: created.id, event: 'deactivated' as const, changed_at: daysAgo(90) }]),
      ])
    })
  }
}
