import { describe, expect, it } from 'vitest'
import { createAdminI18nProvider } from '@/lib/client/admin/i18n-provider'
import { changeValue, worded } from './staff-action-history'

async function wording(locale: 'es' | 'en', resource?: string) {
  const { translate } = await createAdminI18nProvider(locale)
  return (action: string, details: Record<string, unknown>) =>
    translate(`admin.actions.${action}`, {
      _: action,
      ...worded(action, details, { translate, locale, resource }),
    })
}

describe('the log of a record, worded', () => {
  it('names collegiate statuses, an empty one and days in the staff member’s language', async () => {
    const es = await wording('es', 'members')
    expect(es('collegiate_status_changed', { from: null, to: 'active', tracking_code: 'COL-2026-X' })).toBe(
      'Situación colegial cambiada de «Sin situación» a «Activa»',
    )
    expect(es('collegiate_status_changed', { from: 'pre_active', to: 'non_payment' })).toBe(
      'Situación colegial cambiada de «Precolegiada» a «Impago»',
    )
    expect(es('deregistration_changed', { from: null, to: '2024-06-30' })).toBe(
      'Fecha de baja cambiada de «Sin fecha» a «30 de junio de 2024»',
    )
    expect(
      es('collegiate_number_assigned', { collegiate_code: '17-41328', tracking_code: 'COL-2026-X' }),
    ).toBe('Número de colegiación 17-41328 asignado (solicitud COL-2026-X)')
    expect(es('account_updated', { fields: 'email, preferred_lang' })).toBe(
      'Datos de la cuenta modificados: Correo electrónico, Idioma',
    )
    const en = await wording('en')
    expect(en('collegiate_status_changed', { from: 'retired', to: 'active' })).toBe(
      'Collegiate status changed from “Retired” to “Active”',
    )
  })

  it('names application statuses, the one left as well as the one reached', async () => {
    const es = await wording('es')
    const status = worded(
      'status_changed',
      { from: 'received', status: 'accepted', message: 'Bienvenida' },
      { translate: (await createAdminI18nProvider('es')).translate, locale: 'es', resource: undefined },
    )
    expect(status).toEqual({ from: 'Recibida', status: 'Aceptada', message: 'Bienvenida' })
    expect(es('status_changed', { from: 'received', status: 'accepted' })).toBe(
      'Estado cambiado a «Aceptada»',
    )
  })

  it('words the values of a changed field: options, countries, days and nothing', async () => {
    const { translate } = await createAdminI18nProvider('es')
    const wording = { translate, locale: 'es', resource: 'members' }
    expect(changeValue('specialties', ['general_care', 'paediatric'], wording)).toBe(
      'Cuidados generales, Pediátrica',
    )
    expect(changeValue('working_day', 'part_time', wording)).toBe('Parcial')
    expect(changeValue('nationality', 'PT', wording)).toBe('Portugal')
    expect(changeValue('issue_date', '2019-06-30', wording)).toBe('30 de junio de 2019')
    expect(changeValue('phone2', null, wording)).toBe('—')
    expect(changeValue('specialties', [], wording)).toBe('—')
    expect(translate('resources.members.fields.working_day')).toBe('Jornada')
  })
})
