import type { RegistrationKind } from '@/lib/contract/registration'

/** What the form holds while it is filled in: strings and booleans, as the fields give them. */
export interface RegistrationValues {
  type: { registration_type: string; origin_association: string }
  studies: { university: string; degree: string; graduation_year: string }
  personal: {
    name: string
    surname: string
    document_type: string
    document_number: string
    birth_date: string
    gender: string
    nationality: string
    email: string
    phone1: string
    phone2: string
  }
  address: { address: string; postal_code: string; city: string; region: string; country: string }
  academic: {
    degree_title: string
    degree_type: string
    university: string
    degree_origin: string
    issue_date: string
    homologation_date: string
  }
  professional: { situation: string; exercise: string; working_day: string; workplace_name: string }
  economic: { iban: string }
  consents: { privacy: boolean; communications: boolean }
}

export const emptyRegistration = (): RegistrationValues => ({
  type: { registration_type: '', origin_association: '' },
  studies: { university: '', degree: '', graduation_year: '' },
  personal: {
    name: '',
    surname: '',
    document_type: 'dni',
    document_number: '',
    birth_date: '',
    gender: '',
    nationality: 'ES',
    email: '',
    phone1: '',
    phone2: '',
  },
  address: { address: '', postal_code: '', city: '', region: '', country: 'ES' },
  academic: {
    degree_title: '',
    degree_type: '',
    university: '',
    degree_origin: 'spanish',
    issue_date: '',
    homologation_date: '',
  },
  professional: { situation: '', exercise: '', working_day: '', workplace_name: '' },
  economic: { iban: '' },
  consents: { privacy: false, communications: false },
})

export type RegistrationStep =
  'type' | 'studies' | 'personal' | 'address' | 'academic' | 'documents' | 'consents' | 'summary'

export const registrationSteps: Record<RegistrationKind, readonly RegistrationStep[]> = {
  collegiate: ['type', 'personal', 'address', 'academic', 'documents', 'consents', 'summary'],
  precollegiate: ['studies', 'personal', 'address', 'documents', 'consents', 'summary'],
}

/** The sections of the values each step fills in, validated before moving on. */
export const stepSections: Record<RegistrationStep, ReadonlyArray<keyof RegistrationValues>> = {
  type: ['type'],
  studies: ['studies'],
  personal: ['personal'],
  address: ['address'],
  academic: ['academic', 'professional', 'economic'],
  documents: [],
  consents: ['consents'],
  summary: [],
}

const emptyAsNull = (value: string) => (value.trim() === '' ? null : value)

/** The answers the contract's form schema of `kind` reads: its sections only, empty choices as null. */
export function answersOf(kind: RegistrationKind, values: RegistrationValues) {
  const common = { personal: values.personal, address: values.address, consents: values.consents }
  if (kind === 'precollegiate') return { studies: values.studies, ...common }
  return {
    type: values.type,
    ...common,
    academic: values.academic,
    professional: {
      situation: values.professional.situation,
      exercise: emptyAsNull(values.professional.exercise),
      working_day: emptyAsNull(values.professional.working_day),
      workplace_name: values.professional.workplace_name,
    },
    economic: values.economic,
  }
}

// ── The draft kept in this browser ──

export const draftKey = (kind: RegistrationKind) => `registration-draft:${kind}`
