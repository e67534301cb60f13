export type Options = ReadonlyArray<{ value: string; label: string }>

export interface FloorField {
  name: string
  type?: string
  options?: Options
}

export interface FloorSection {
  title: string
  fields: FloorField[]
  /** Check boxes after the fields. */
  checks: string[]
}

const few: Options = ['a', 'b', 'c', 'd', 'e'].map((value) => ({ value, label: `Option ${value}` }))
const provinces: Options = Array.from({ length: 52 }, (_, i) => ({ value: `p${i}`, label: `Province ${i}` }))

/**
 * The profile's size, drawn by both form floors: 28 fields (10 of them choices, two of them country lists), 8 check
 * boxes, five forms with a button each.
 */
export function profileSizedSections(countries: Options): FloorSection[] {
  return [
    {
      title: 'Contact',
      fields: [
        ...['phone1', 'phone2', 'address', 'postal_code', 'city'].map((name) => ({ name, type: 'tel' })),
        { name: 'gender', options: few },
        { name: 'nationality', options: countries },
        { name: 'country', options: countries },
        { name: 'province', options: provinces },
      ],
      checks: [],
    },
    { title: 'Economic', fields: [{ name: 'iban' }], checks: ['a', 'b', 'c', 'd'] },
    {
      title: 'Professional',
      fields: [
        ...['degree', 'university', 'epc', 'workplace', 'workplace_phone', 'date'].map((name) => ({ name })),
        ...['type', 'origin', 'situation', 'sector', 'days', 'specialty'].map((name) => ({
          name,
          options: few,
        })),
      ],
      checks: ['e', 'f', 'g', 'h'],
    },
    {
      title: 'E-mail',
      fields: [
        { name: 'email', type: 'email' },
        { name: 'email_password', type: 'password' },
      ],
      checks: [],
    },
    {
      title: 'Password',
      fields: [
        ...['current', 'new', 'repeat'].map((name) => ({ name, type: 'password' })),
        { name: 'file', type: 'file' },
      ],
      checks: [],
    },
  ]
}
