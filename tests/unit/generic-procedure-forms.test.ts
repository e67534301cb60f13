import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  checkFormRules,
  closedReasonOf,
  parseRuleReason,
  ProcedureFormSchema,
  ruleReason,
  type FormRuleInput,
  type ProcedureForm,
} from '@/lib/contract/generic-procedure-forms'

const label = (text: string) => ({ es: text, ca: text, en: text, eu: text })

const form: ProcedureForm = {
  captcha: true,
  payment: { amount_cents: 1500, methods: ['card', 'bank_transfer'] },
  fields: [
    { name: 'facts', type: 'textarea', required: true, max_length: 10, label: label('Hechos') },
    { name: 'licence', type: 'text', required: false, number_only: true, label: label('Número') },
    { name: 'when', type: 'date', required: false, label: label('Fecha') },
    { name: 'copies', type: 'number', required: false, label: label('Copias') },
    {
      name: 'purpose',
      type: 'select',
      required: false,
      label: label('Finalidad'),
      options: [{ value: 'work', label: label('Trabajo') }],
    },
    { name: 'agree', type: 'checkbox', required: true, label: label('Acepto') },
    { name: 'proof', type: 'files', required: true, max_files: 2, label: label('Justificante') },
  ],
}

const good: FormRuleInput = {
  answers: { facts: 'Hechos.', agree: true },
  fileCounts: { proof: 1 },
  payment_method: 'card',
  captchaPassed: true,
}

const problems = (change: Partial<FormRuleInput>) =>
  checkFormRules(form, { ...good, ...change }).map(ruleReason)

describe('checkFormRules', () => {
  it('passes a complete application', () => {
    expect(problems({})).toEqual([])
  })

  it.each([
    ['mandatory text', { answers: { agree: true } }, 'facts:required'],
    ['blank text', { answers: { facts: '  ', agree: true } }, 'facts:required'],
    ['unticked mandatory box', { answers: { facts: 'x', agree: false } }, 'agree:required'],
    ['mandatory files', { fileCounts: {} }, 'proof:required'],
    ['too many files', { fileCounts: { proof: 3 } }, 'proof:max_files'],
    ['number only', { answers: { ...good.answers, licence: '12 A' } }, 'licence:number_only'],
    ['maximum length', { answers: { ...good.answers, facts: '12345678901' } }, 'facts:max_length'],
    ['impossible date', { answers: { ...good.answers, when: '2026-02-29' } }, 'when:date'],
    ['number as text', { answers: { ...good.answers, copies: '3' } }, 'copies:type'],
    ['unknown option', { answers: { ...good.answers, purpose: 'fun' } }, 'purpose:option'],
    ['unknown answer', { answers: { ...good.answers, nickname: 'x' } }, 'nickname:unknown'],
    ['files sent as an answer', { answers: { ...good.answers, proof: 'x' } }, 'proof:unknown'],
    ['files for a non-files field', { fileCounts: { proof: 1, facts: 1 } }, 'facts:unknown'],
    ['captcha not passed', { captchaPassed: false }, 'captcha:captcha'],
    ['no payment method', { payment_method: undefined }, 'payment_method:payment_method'],
    [
      'a method the procedure does not take',
      { payment_method: 'direct_debit' },
      'payment_method:payment_method',
    ],
  ] as const)('refuses %s', (_, change, reason) => {
    expect(problems(change as Partial<FormRuleInput>)).toEqual([reason])
  })

  it('refuses a payment method for a free procedure', () => {
    const free = { ...form, payment: null, captcha: false }
    expect(checkFormRules(free, good).map(ruleReason)).toEqual(['payment_method:unknown'])
  })

  it('never throws, and names only known rules and the fields or answers it was given', () => {
    const value = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null))
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('facts', 'licence', 'when', 'copies', 'purpose', 'agree', 'proof', 'x'),
          value,
        ),
        fc.dictionary(fc.constantFrom('proof', 'facts', 'y'), fc.nat(5)),
        fc.option(fc.constantFrom('card', 'direct_debit', 'bank_transfer', 'cash')),
        fc.boolean(),
        (answers, fileCounts, payment_method, captchaPassed) => {
          const found = checkFormRules(form, { answers, fileCounts, payment_method, captchaPassed })
          const names = new Set([
            ...form.fields.map((field) => field.name),
            ...Object.keys(answers),
            ...Object.keys(fileCounts),
            'captcha',
            'payment_method',
          ])
          for (const problem of found) {
            expect(names.has(problem.field)).toBe(true)
            expect(parseRuleReason(ruleReason(problem))).toEqual(problem)
          }
          // Mandatory text: refused as missing exactly when it is absent or blank.
          const facts = answers.facts
          const blank =
            facts === undefined || facts === null || (typeof facts === 'string' && facts.trim() === '')
          expect(found.some((p) => p.field === 'facts' && p.rule === 'required')).toBe(blank)
          expect(found.some((p) => p.rule === 'captcha')).toBe(!captchaPassed)
        },
      ),
    )
  })
})

describe('ProcedureFormSchema', () => {
  it('refuses inconsistent definitions', () => {
    const bad = (fields: unknown[]) => ProcedureFormSchema.safeParse({ fields }).success
    expect(bad([{ name: 'a', type: 'select', label: label('A') }])).toBe(false)
    expect(bad([{ name: 'a', type: 'text', label: label('A'), max_files: 2 }])).toBe(false)
    expect(bad([{ name: 'a', type: 'date', label: label('A'), number_only: true }])).toBe(false)
    expect(bad([{ name: 'form_data', type: 'text', label: label('A') }])).toBe(false)
    expect(bad([{ name: 'Con espacios', type: 'text', label: label('A') }])).toBe(false)
    expect(
      bad([
        { name: 'a', type: 'text', label: label('A') },
        { name: 'a', type: 'text', label: label('B') },
      ]),
    ).toBe(false)
    expect(
      bad([
        { name: 'a', type: 'files', label: label('A'), max_files: 6 },
        { name: 'b', type: 'files', label: label('B'), max_files: 5 },
      ]),
    ).toBe(false)
    expect(bad([{ name: 'a', type: 'text', label: label('A'), number_only: true, max_length: 9 }])).toBe(true)
  })
})

describe('closedReasonOf', () => {
  const now = new Date('2026-06-01T10:00:00Z')
  it.each([
    [{ window_status: 'published', opens_at: null, closes_at: null }, null],
    [{ window_status: 'programmed', opens_at: null, closes_at: null }, 'planned'],
    [{ window_status: 'standby', opens_at: null, closes_at: null }, 'standby'],
    [{ window_status: 'closed', opens_at: null, closes_at: null }, 'closed'],
    [{ window_status: 'published', opens_at: '2026-06-02T00:00:00Z', closes_at: null }, 'planned'],
    [{ window_status: 'published', opens_at: null, closes_at: '2026-05-31T00:00:00Z' }, 'ended'],
  ] as const)('%o → %s', (procedure, reason) => {
    expect(closedReasonOf(procedure, now)).toBe(reason)
  })
})
