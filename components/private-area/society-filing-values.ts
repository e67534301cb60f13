import type { ChangeEvent } from 'react'
import { readFormDraft } from '@/lib/client/form-draft'
import type { SocietyInput } from '@/lib/contract/professional-societies'
import type { EditorComponent } from './society-components-editor'

export interface FilingValues {
  social_reason: string
  sspp_number: string
  cif: string
  email: string
  phone: string
  mobile: string
  first_collegiation_date: string
  incorporation_date: string
  registration_date: string
  address: { address: string; postal_code: string; city: string; province: string; country: string }
  registry: { name: string; volume: string; folio: string; sheet: string }
  notary: { name: string; protocol_number: string; deed_date: string }
  observations: string
  consents: { data_processing: boolean; publication: boolean }
}

export const emptyFiling = (): FilingValues => ({
  social_reason: '',
  sspp_number: '',
  cif: '',
  email: '',
  phone: '',
  mobile: '',
  first_collegiation_date: '',
  incorporation_date: '',
  registration_date: '',
  address: { address: '', postal_code: '', city: '', province: '', country: 'ES' },
  registry: { name: '', volume: '', folio: '', sheet: '' },
  notary: { name: '', protocol_number: '', deed_date: '' },
  observations: '',
  consents: { data_processing: false, publication: false },
})

export type FileRole = 'deed' | 'registry_certificate'

/** What the form sends: its values, the components kept beside them (without their local ids), no empty date. */
export const toInput = (values: FilingValues, components: readonly EditorComponent[]): SocietyInput => ({
  ...values,
  notary: { ...values.notary, deed_date: values.notary.deed_date === '' ? null : values.notary.deed_date },
  components: components.map(({ id: _id, ...component }) => component),
})

let localIds = 0
export const newLocalId = () => `new-${++localIds}`

export const chosenName = (event: ChangeEvent<HTMLInputElement>) => event.target.files?.[0]?.name

export function keptComponents(kept: unknown): EditorComponent[] {
  return Array.isArray(kept)
    ? (kept as EditorComponent[]).map((component) => ({ ...component, id: newLocalId() }))
    : []
}

export function hasFilingDraft(key: string): boolean {
  const kept = readFormDraft(key)
  return typeof kept === 'object' && kept !== null && 'values' in kept
}

/** The components are checked apart (they live beside the form): this list stands in for them when the form is. */
const placeholderComponents: EditorComponent[] = [
  {
    id: 'x',
    name: 'x',
    surnames: 'x',
    document_type: 'dni',
    document: '00000000T',
    component_type: 'other',
    administrator: true,
  },
]

export const filingFormAnswers = (values: FilingValues) => toInput(values, placeholderComponents)
