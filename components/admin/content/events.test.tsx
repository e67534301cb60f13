import { describe, expect, it } from 'vitest'
import { eventSaveTransform, toCents, toEuros } from './events'

describe('the event form', () => {
  it('shows cents as euros and stores euros as cents, empty as free', () => {
    expect(toEuros(4550)).toBe(45.5)
    expect(toEuros(null)).toBe('')
    expect(toCents('20.5')).toBe(2050)
    expect(toCents(0.29)).toBe(29)
    expect(toCents('')).toBeNull()
  })

  it('sends the dates as instants and empty numbers and terms as none', () => {
    const sent = eventSaveTransform({
      kind: 'course',
      status: 'draft',
      publish_at: '',
      starts_at: '2027-03-10T10:00',
      ends_at: '2027-03-10T14:00',
      enrolment_opens_at: '',
      enrolment_closes_at: null,
      category_id: '',
      slots: '',
      hours: '4',
      price_cents: 4500,
      max_companions: '',
      translations: { es: { title: 'Curso', slug: 'curso', summary: '', body: '', venue: '' }, ca: {} },
    })
    expect(sent).toMatchObject({
      publish_at: null,
      starts_at: new Date('2027-03-10T10:00').toISOString(),
      enrolment_opens_at: null,
      enrolment_closes_at: null,
      category_id: null,
      slots: null,
      hours: 4,
      price_cents: 4500,
      max_companions: 0,
      translations: { es: { title: 'Curso' }, ca: null, en: null, eu: null },
    })
  })
})
