import { describe, expect, it } from 'vitest'
import { createAdminI18nProvider } from '@/lib/client/admin/i18n-provider'
import eu from '@/messages/eu.json'
import { describeRegistrationAnswers } from './registration-answers'

const collegiateForm = {
  type: { registration_type: 'transfer', origin_association: 'Colegio de Enfermería de Bizkaia' },
  personal: {
    name: 'Ane',
    surname: 'Etxeberria Lasa',
    document_type: 'dni',
    document_number: '12345678Z',
    birth_date: '1990-03-15',
    gender: 'female',
    nationality: 'FR',
    email: 'ane@example.org',
    phone1: '612345678',
    phone2: null,
  },
  address: {
    address: 'Calle Mayor 1',
    postal_code: '20001',
    city: 'Donostia',
    region: 'Gipuzkoa',
    country: 'ES',
  },
  academic: {
    degree_title: 'Grado en Enfermería',
    degree_type: 'bachelor',
    university: 'UPV/EHU',
    degree_origin: 'spanish',
    issue_date: '2014-07-01',
    homologation_date: null,
  },
  professional: { situation: 'employed', exercise: 'public', working_day: 'full_time', workplace_name: null },
  economic: { iban: 'ES9121000418450200051332' },
  consents: { privacy: true, communications: false },
  extra: { shoe_size: 38 },
}

async function described(locale: 'es' | 'eu') {
  const i18n = await createAdminI18nProvider(locale)
  return describeRegistrationAnswers(collegiateForm, i18n.translate, locale)
}

const row = (sections: Awaited<ReturnType<typeof described>>, step: string, label: string) =>
  sections.find((section) => section.step === step)?.rows.find((entry) => entry.label === label)?.value

describe('a registration’s answers in the back-office', () => {
  it('reads with the form’s labels and values in words, in the staff member’s language', async () => {
    const sections = await described('es')
    expect(sections.map((section) => section.title)).toEqual([
      'Tipo de colegiación',
      'Datos personales',
      'Dirección',
      'Datos académicos',
      'Datos profesionales',
      'Cuenta bancaria para las cuotas',
      'Consentimientos',
      'extra',
    ])
    expect(row(sections, 'type', 'Tipo de solicitud')).toBe('Traslado desde otro colegio')
    expect(row(sections, 'personal', 'Fecha de nacimiento')).toBe('15 de marzo de 1990')
    expect(row(sections, 'personal', 'Género')).toBe('Mujer')
    expect(row(sections, 'personal', 'Nacionalidad')).toBe('Francia')
    expect(row(sections, 'personal', 'Segundo teléfono')).toBe('—')
    expect(row(sections, 'academic', 'Universidad que expidió el título')).toBe('UPV/EHU')
    expect(row(sections, 'academic', 'Tipo de titulación')).toBe('Grado')
    expect(row(sections, 'professional', 'Jornada')).toBe('Completa')
    expect(row(sections, 'economic', 'IBAN')).toBe('ES91 2100 0418 4502 0005 1332')
    expect(row(sections, 'consents', 'Política de privacidad')).toBe('Sí')
    expect(row(sections, 'consents', 'Comunicaciones')).toBe('No')
    // What the form no longer asks still shows, with its name.
    expect(row(sections, 'extra', 'shoe size')).toBe('38')
  })

  it('says it in Basque for a Basque-speaking member of staff', async () => {
    const sections = await described('eu')
    expect(sections[0]?.title).toBe('Elkargoratze mota')
    expect(row(sections, 'personal', 'Generoa')).toBe(eu.Registration.options.gender.female)
    expect(row(sections, 'consents', 'Komunikazioak')).toBe('Ez')
  })
})
