import 'server-only'
import { and, eq, isNull } from 'drizzle-orm'
import type { ProcedureForm } from '@/lib/contract/generic-procedure-forms'
import type { Database } from '../client'
import { genericProcedures, genericProcedureTranslations } from '../schema'

/** The forms of the seeded generic procedures, by their Spanish slug (seed/procedures.ts). */
const demoProcedureForms: Record<string, ProcedureForm> = {
  'consulta-asesoria-juridica': {
    captcha: false,
    payment: null,
    fields: [
      {
        name: 'facts',
        type: 'textarea',
        required: true,
        max_length: 4000,
        label: {
          es: 'Hechos y consulta',
          ca: 'Fets i consulta',
          en: 'Facts and question',
          eu: 'Gertakariak eta kontsulta',
        },
        help: {
          es: 'Explica qué ha pasado, quién interviene y qué quieres saber.',
          ca: 'Explica què ha passat, qui hi intervé i què vols saber.',
          en: 'Explain what happened, who is involved and what you want to know.',
          eu: 'Azaldu zer gertatu den, nor dagoen tartean eta zer jakin nahi duzun.',
        },
      },
      {
        name: 'event_date',
        type: 'date',
        required: false,
        label: {
          es: 'Fecha de los hechos',
          ca: 'Data dels fets',
          en: 'Date of the events',
          eu: 'Gertakarien data',
        },
      },
      {
        name: 'documents',
        type: 'files',
        required: false,
        max_files: 3,
        label: {
          es: 'Documentos relacionados',
          ca: 'Documents relacionats',
          en: 'Related documents',
          eu: 'Lotutako dokumentuak',
        },
        help: {
          es: 'Contratos, cartas o resoluciones que ayuden a entender el caso.',
          ca: 'Contractes, cartes o resolucions que ajudin a entendre el cas.',
          en: 'Contracts, letters or decisions that help explain the case.',
          eu: 'Kasua ulertzen laguntzen duten kontratuak, gutunak edo ebazpenak.',
        },
      },
    ],
  },
  'certificado-de-colegiacion': {
    captcha: false,
    payment: { amount_cents: 1500, methods: ['card', 'direct_debit', 'bank_transfer'] },
    fields: [
      {
        name: 'purpose',
        type: 'select',
        required: true,
        label: {
          es: 'Para qué lo necesitas',
          ca: 'Per a què el necessites',
          en: 'What you need it for',
          eu: 'Zertarako behar duzun',
        },
        options: [
          {
            value: 'employment',
            label: {
              es: 'Contratación laboral',
              ca: 'Contractació laboral',
              en: 'Employment',
              eu: 'Lan-kontratazioa',
            },
          },
          {
            value: 'public_tender',
            label: {
              es: 'Oposición o concurso público',
              ca: 'Oposició o concurs públic',
              en: 'Public examination or tender',
              eu: 'Oposizioa edo lehiaketa publikoa',
            },
          },
          {
            value: 'abroad',
            label: {
              es: 'Ejercicio en el extranjero',
              ca: 'Exercici a l’estranger',
              en: 'Practice abroad',
              eu: 'Atzerrian jardutea',
            },
          },
        ],
      },
      {
        name: 'copies',
        type: 'number',
        required: true,
        label: {
          es: 'Número de copias',
          ca: 'Nombre de còpies',
          en: 'Number of copies',
          eu: 'Kopia kopurua',
        },
      },
    ],
  },
  'cambio-de-situacion-colegial': {
    captcha: true,
    payment: null,
    fields: [
      {
        name: 'new_status',
        type: 'select',
        required: true,
        label: { es: 'Nueva situación', ca: 'Nova situació', en: 'New status', eu: 'Egoera berria' },
        options: [
          {
            value: 'non_practising',
            label: { es: 'No ejerciente', ca: 'No exercent', en: 'Non-practising', eu: 'Jarduten ez duena' },
          },
          { value: 'retired', label: { es: 'Jubilado', ca: 'Jubilat', en: 'Retired', eu: 'Erretiratua' } },
          {
            value: 'practising',
            label: { es: 'Ejerciente', ca: 'Exercent', en: 'Practising', eu: 'Jarduten duena' },
          },
        ],
      },
      {
        name: 'effective_date',
        type: 'date',
        required: true,
        label: { es: 'Fecha de efecto', ca: 'Data d’efecte', en: 'Effective date', eu: 'Ondorio-data' },
      },
      {
        name: 'collegiate_number',
        type: 'text',
        required: true,
        number_only: true,
        max_length: 10,
        label: {
          es: 'Número de colegiado',
          ca: 'Número de col·legiat',
          en: 'Membership number',
          eu: 'Elkargokide-zenbakia',
        },
      },
      {
        name: 'confirm',
        type: 'checkbox',
        required: true,
        label: {
          es: 'Confirmo que los datos son ciertos',
          ca: 'Confirmo que les dades són certes',
          en: 'I confirm the details are true',
          eu: 'Datuak egiazkoak direla baieztatzen dut',
        },
      },
    ],
  },
}

/** Gives each seeded procedure its form, when it has none yet: staff's own edits are kept. */
export async function seedGenericProcedureForms(db: Database): Promise<void> {
  for (const [slug, form] of Object.entries(demoProcedureForms)) {
    const [row] = await db
      .select({ id: genericProcedureTranslations.procedure_id })
      .from(genericProcedureTranslations)
      .where(and(eq(genericProcedureTranslations.lang, 'es'), eq(genericProcedureTranslations.slug, slug)))
    if (!row) continue
    await db
      .update(genericProcedures)
      .set({ form })
      .where(and(eq(genericProcedures.id, row.id), isNull(genericProcedures.form)))
  }
}
