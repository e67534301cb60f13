import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { StaffActionSchema } from '@/lib/contract/admin'
import { AdminProcedureApplicationDetailSchema } from '@/lib/contract/admin-applications'
import {
  AdminProcedurePageSchema,
  AdminProcedureSchema,
  type AdminProcedure,
  type AdminProcedureInput,
} from '@/lib/contract/admin-procedures'
import type { ProcedureFormField } from '@/lib/contract/generic-procedure-forms'
import { GenericProcedureSchema } from '@/lib/contract/procedures'
import { genericProcedureTranslations } from '@/lib/server/db/schema'
import { startSession } from '@/lib/server/auth/sessions'
import { getGenericProcedure } from '@/lib/server/services/procedures'
import { bearerFor, createTestUser } from '../support/auth'
import { setupTestApi } from '../support/test-api'

const onContentChange = vi.fn()
const api = setupTestApi({ onContentChange })

let staff: string
let collegiate: string

beforeAll(async () => {
  const user = await createTestUser(api.db, { principals: ['role:staff'] })
  staff = await bearerFor(api.request, user.email, user.password)
  const member = await createTestUser(api.db)
  collegiate = await bearerFor(api.request, member.email, member.password)
})

const label = (text: string) => ({ es: text, ca: `${text} (ca)`, en: `${text} (en)`, eu: `${text} (eu)` })

const questions: ProcedureFormField[] = [
  { name: 'facts', type: 'text', required: true, max_length: 200, label: label('Hechos') },
  {
    name: 'area',
    type: 'select',
    required: false,
    label: label('Ámbito'),
    help: label('Elige uno'),
    options: [
      { value: 'public', label: label('Público') },
      { value: 'private', label: label('Privado') },
    ],
  },
]

let unique = 0
function procedure(overrides: Partial<AdminProcedureInput> = {}): AdminProcedureInput {
  const n = `${Date.now()}-${++unique}`
  return {
    status: 'draft',
    process_type: 'legal_advice',
    window_status: 'published',
    opens_at: new Date(Date.now() - 86_400_000).toISOString(),
    closes_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    form: { fields: questions, captcha: true, payment: { amount_cents: 2550, methods: ['card'] } },
    translations: {
      es: { title: `Consulta ${n}`, slug: `consulta-${n}`, summary: 'Resumen', body: '<p>Texto</p>' },
      eu: {
        title: `Kontsulta ${n}`,
        slug: `kontsulta-${n}`,
        summary: 'Laburpena',
        body: '<p onclick="x()">Testua</p>',
      },
    },
    ...overrides,
  }
}

const send = (method: string, path: string, body?: unknown, token = staff) =>
  api.request(`/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

async function create(input: AdminProcedureInput) {
  const response = await send('POST', '/admin/generic-procedures', input)
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201)
  return AdminProcedureSchema.parse(await response.json())
}

async function logOf(id: number) {
  const response = await send('GET', `/admin/staff-actions?entity=generic_procedure&entity_id=${id}`)
  expect(response.status).toBe(200)
  return StaffActionSchema.array().parse(await response.json())
}

/** A collegiate writing in Basque applies to the procedure, answering both questions and paying by card. */
async function apply(id: number) {
  const user = await createTestUser(api.db, { principals: ['role:collegiate'], preferred_lang: 'eu' })
  const { token } = await startSession(api.db, user.id)
  const body = new FormData()
  body.set(
    'form_data',
    JSON.stringify({
      procedure_id: id,
      subject: 'Kontratua',
      answers: { facts: 'Ez dute ordaintzen', area: 'private' },
      payment_method: 'card',
    }),
  )
  const response = await api.request('/api/public/collegiates/generic-procedures/applications?lang=eu', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body,
  })
  expect(response.status, await response.clone().text()).toBe(201)
  return ((await response.json()) as { id: string }).id
}

const put = (item: AdminProcedure, changes: Partial<AdminProcedure>) =>
  send('PUT', `/admin/generic-procedures/${item.id}`, { ...item, ...changes })

describe('generic procedures in the back-office', () => {
  it('creates a draft with its form, publishes it, and the public page shows the form in each language', async () => {
    const input = procedure()
    onContentChange.mockClear()
    const draft = await create(input)
    expect(draft).toMatchObject({ status: 'draft', applications: 0, answered_fields: [] })
    expect(draft.form.payment).toEqual({ amount_cents: 2550, methods: ['card'] })
    expect(draft.translations.eu?.body).toBe('<p>Testua</p>')
    expect(draft.translations.ca).toBeNull()
    expect(onContentChange).not.toHaveBeenCalled()
    const slugEs = input.translations.es.slug
    expect((await api.request(`/api/public/generic-procedures/es/${slugEs}`)).status).toBe(404)
    // The staff preview (/tmp/generic-procedure/{slug}) reads the draft; the public read does not.
    expect((await getGenericProcedure(api.db, 'es', slugEs, 'staff')).title).toBe(input.translations.es.title)
    await expect(getGenericProcedure(api.db, 'es', slugEs)).rejects.toMatchObject({ status: 404 })

    expect((await put(draft, { status: 'published' })).status).toBe(200)
    expect(onContentChange).toHaveBeenCalled()
    for (const [lang, slug] of [
      ['es', slugEs],
      ['eu', input.translations.eu!.slug],
    ] as const) {
      const shown = await api.request(`/api/public/generic-procedures/${lang}/${slug}`)
      expect(shown.status, lang).toBe(200)
      const detail = GenericProcedureSchema.parse(await shown.json())
      expect(detail.can_apply).toBe(true)
      expect(detail.form.fields.map((field) => field.label[lang])).toEqual(
        questions.map((field) => field.label[lang]),
      )
      expect(detail.form.captcha).toBe(true)
    }

    const log = await logOf(draft.id)
    expect(log.map((row) => row.action)).toEqual(['status_changed', 'created'])
  })

  it('answers 422 naming the path of a bad form, window or text, and 404 to an unknown procedure', async () => {
    const input = procedure()
    const fieldsWith = (field: Partial<ProcedureFormField>) => ({
      ...input,
      form: { ...input.form!, fields: [{ ...questions[0]!, ...field }] },
    })
    const cases: Array<[string, unknown, string]> = [
      [
        'select without options',
        fieldsWith({ type: 'select', max_length: undefined }),
        'form.fields.0.options',
      ],
      ['label missing in Basque', fieldsWith({ label: { ...label('X'), eu: '' } }), 'form.fields.0.label.eu'],
      ['bad field name', fieldsWith({ name: 'Con Espacio' }), 'form.fields.0.name'],
      ['files limit on text', fieldsWith({ max_files: 2 }), 'form.fields.0.max_files'],
      [
        'twice the same name',
        { ...input, form: { ...input.form!, fields: [questions[0], questions[0]] } },
        'form.fields',
      ],
      [
        'fee of no cents',
        { ...input, form: { ...input.form!, payment: { amount_cents: 0, methods: ['card'] } } },
        'form.payment.amount_cents',
      ],
      [
        'closes before it opens',
        { ...input, opens_at: '2026-05-02T00:00:00Z', closes_at: '2026-05-01T00:00:00Z' },
        'closes_at',
      ],
      ['unknown window', { ...input, window_status: 'ajar' }, 'window_status'],
      [
        'bad slug',
        { ...input, translations: { es: { ...input.translations.es, slug: 'Con Espacios' } } },
        'translations.es.slug',
      ],
    ]
    for (const [name, body, path] of cases) {
      const response = await send('POST', '/admin/generic-procedures', body)
      expect(response.status, name).toBe(422)
      const { detail } = (await response.json()) as { detail: Array<{ loc: Array<string | number> }> }
      expect(
        detail.map((issue) => issue.loc.filter((part) => part !== 'body').join('.')),
        name,
      ).toContain(path)
    }
    expect((await send('GET', '/admin/generic-procedures/999999')).status).toBe(404)
    expect((await send('PUT', '/admin/generic-procedures/999999', input)).status).toBe(404)
    expect((await send('DELETE', '/admin/generic-procedures/999999')).status).toBe(404)
  })

  it('keeps old answers readable: answered questions keep their name, type and chosen options', async () => {
    const created = await create(procedure({ status: 'published' }))
    const applicationId = await apply(created.id)
    const item = AdminProcedureSchema.parse(
      await (await send('GET', `/admin/generic-procedures/${created.id}`)).json(),
    )
    expect(item).toMatchObject({ applications: 1, answered_fields: ['facts', 'area'] })

    const [facts, area] = item.form.fields
    const refusals: Array<[string, ProcedureFormField[], string]> = [
      ['removed', [area!], 'facts'],
      ['renamed', [{ ...facts!, name: 'events' }, area!], 'facts'],
      ['type changed', [{ ...facts!, type: 'textarea' }, area!], 'facts'],
      ['chosen option removed', [facts!, { ...area!, options: [area!.options![0]!] }], 'area:private'],
    ]
    for (const [name, fields, reason] of refusals) {
      const response = await put(item, { form: { ...item.form, fields } })
      expect(response.status, name).toBe(409)
      expect(await response.json(), name).toEqual({ detail: { code: 'FORM_QUESTION_ANSWERED', reason } })
    }

    // Labels, order, required, a new question and an unchosen option may change; the log says the form did.
    const relabelled = {
      ...item.form,
      payment: { amount_cents: 3000, methods: ['card' as const, 'bank_transfer' as const] },
      fields: [
        { ...area!, options: [area!.options![1]!] },
        { ...facts!, required: false, label: label('Los hechos') },
        { name: 'extra', type: 'checkbox' as const, required: false, label: label('Extra') },
      ],
    }
    const saved = await put(item, { form: relabelled })
    expect(saved.status, await saved.clone().text()).toBe(200)
    expect((await logOf(item.id))[0]).toMatchObject({ action: 'updated', details: { fields: 'form' } })

    // The application shows its answers in every language, with the procedure's fee and its own payment.
    const detail = AdminProcedureApplicationDetailSchema.parse(
      await (await send('GET', `/admin/procedure-applications/${applicationId}`)).json(),
    )
    expect(detail.procedure_fee_cents).toBe(3000)
    expect(detail.payment).toMatchObject({ amount_cents: 2550, method: 'card' })
    expect(
      detail.answers.map((answer) => [answer.labels.eu, answer.option_labels?.eu ?? answer.value]),
    ).toEqual([
      ['Ámbito (eu)', 'Privado (eu)'],
      ['Los hechos (eu)', 'Ez dute ordaintzen'],
    ])

    // A procedure with applications cannot be deleted.
    const refused = await send('DELETE', `/admin/generic-procedures/${item.id}`)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ detail: 'PROCEDURE_HAS_APPLICATIONS' })
  })

  it('refuses a slug another procedure has, lists them filtered and searched, and deletes an unused one', async () => {
    const first = await create(procedure({ process_type: 'single_window', window_status: 'standby' }))
    const taken = procedure()
    taken.translations.eu!.slug = first.translations.eu!.slug
    const refused = await send('POST', '/admin/generic-procedures', taken)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ detail: { code: 'SLUG_TAKEN', reason: 'eu' } })

    const find = async (query: string) => {
      const response = await send('GET', `/admin/generic-procedures?${query}`)
      expect(response.status, query).toBe(200)
      return AdminProcedurePageSchema.parse(await response.json())
    }
    const byBasque = await find(`q=${encodeURIComponent(first.translations.eu!.title)}`)
    expect(byBasque.items).toEqual([
      expect.objectContaining({
        id: first.id,
        process_type: 'single_window',
        window_status: 'standby',
        fee_cents: 2550,
        questions: 2,
        languages: ['es', 'eu'],
      }),
    ])
    const standby = await find('window_status=standby&process_type=single_window&sort=title&order=asc')
    expect(standby.items.map((item) => item.id)).toContain(first.id)
    expect((await find(`q=${encodeURIComponent(first.title)}&process_type=other`)).total).toBe(0)
    expect((await send('GET', '/admin/generic-procedures?sort=nothing')).status).toBe(422)

    onContentChange.mockClear()
    expect((await send('DELETE', `/admin/generic-procedures/${first.id}`)).status).toBe(200)
    expect(onContentChange).not.toHaveBeenCalled()
    expect((await send('GET', `/admin/generic-procedures/${first.id}`)).status).toBe(404)
    const texts = await api.db
      .select()
      .from(genericProcedureTranslations)
      .where(eq(genericProcedureTranslations.procedure_id, first.id))
    expect(texts).toEqual([])
    expect((await logOf(first.id)).map((row) => row.action)).toEqual(['deleted', 'created'])
  })

  it('is for staff only', async () => {
    expect((await send('GET', '/admin/generic-procedures', undefined, collegiate)).status).toBe(403)
    expect((await api.request('/api/admin/generic-procedures')).status).toBe(401)
  })
})
