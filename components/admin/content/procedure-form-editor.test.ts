import { describe, expect, it } from 'vitest'
import { ProcedureFormSchema } from '@/lib/contract/generic-procedure-forms'
import { feeEurosOf, formForSave } from './procedure-form-editor'

const label = (text: string) => ({ es: text, ca: text, en: text, eu: text })

describe('the procedure form as it is saved', () => {
  it('turns the fee in euros into cents, keeps only the settings of each type, and drops empty help', () => {
    const saved = formForSave({
      status: 'draft',
      fee_euros: '25,50',
      form: {
        captcha: true,
        payment: { methods: ['card'] },
        fields: [
          {
            name: 'facts',
            type: 'text',
            label: label('Hechos'),
            help: { es: '', ca: ' ', en: '', eu: '' },
            max_length: 200,
            options: [{ value: 'left', label: label('Restos de un cambio de tipo') }],
            max_files: 3,
          },
          {
            name: 'area',
            type: 'select',
            required: true,
            label: label('Ámbito'),
            number_only: true,
            options: [],
          },
          { name: 'papers', type: 'files', label: label('Papeles'), max_files: 2, max_length: null },
        ],
      },
    })
    expect(saved).not.toHaveProperty('fee_euros')
    expect(saved.form).toEqual({
      captcha: true,
      payment: { amount_cents: 2550, methods: ['card'] },
      fields: [
        { name: 'facts', type: 'text', required: false, label: label('Hechos'), max_length: 200 },
        { name: 'area', type: 'select', required: true, label: label('Ámbito'), options: [] },
        { name: 'papers', type: 'files', required: false, label: label('Papeles'), max_files: 2 },
      ],
    })
    // The select without options is what the server refuses, at its path.
    const checked = ProcedureFormSchema.safeParse(saved.form)
    expect(checked.success).toBe(false)
    expect(checked.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['fields.1.options'])
  })

  it('saves a free procedure without payment, and shows a stored fee in euros', () => {
    expect(formForSave({ fee_euros: '', form: { fields: [], payment: { methods: ['card'] } } }).form).toEqual(
      {
        fields: [],
        captcha: false,
        payment: null,
      },
    )
    expect(feeEurosOf({ payment: { amount_cents: 2550, methods: ['card'] } })).toBe('25.50')
    expect(feeEurosOf({ payment: null })).toBe('')
  })
})
