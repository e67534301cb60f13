import { randomUUID } from 'node:crypto'
import { readdir } from 'node:fs/promises'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { ProcedureForm } from '@/lib/contract/generic-procedure-forms'
import { GenericProcedureApplicationDetailSchema } from '@/lib/contract/procedure-applications'
import { GenericProcedureSchema } from '@/lib/contract/procedures'
import { startSession } from '@/lib/server/auth/sessions'
import {
  attachments,
  genericProcedureApplicationDocuments,
  genericProcedureApplications,
  genericProcedures,
  genericProcedureTranslations,
  movements,
} from '@/lib/server/db/schema'
import type { VerifyCaptcha } from '@/lib/server/integrations/captcha'
import { applicationDocumentsQuery } from '@/lib/server/services/procedure-applications'
import { createTestUser } from '../support/auth'
import { expectIndexedPlan } from '../support/query-plan'
import { capturingMailer } from '../support/outbox'
import { expectConsoleError } from '../support/setup'
import { setupTestApi } from '../support/test-api'

const mailer = capturingMailer()
let captchaVerdict: Awaited<ReturnType<VerifyCaptcha>> | null = null
const api = setupTestApi({
  mailer,
  // Off unless a test turns it on: a configured verifier sees every request, so it lets them through until then.
  verifyCaptcha: async () => captchaVerdict ?? 'valid',
})
const day = 24 * 60 * 60 * 1000
const path = (group = 'collegiates') => `/api/public/${group}/generic-procedures/applications`

const label = (text: string) => ({ es: text, ca: text, en: text, eu: text })

const fullForm: ProcedureForm = {
  captcha: false,
  payment: null,
  fields: [
    { name: 'facts', type: 'textarea', required: true, max_length: 50, label: label('Hechos') },
    { name: 'licence', type: 'text', required: false, number_only: true, label: label('Número') },
    { name: 'when', type: 'date', required: false, label: label('Fecha') },
    { name: 'copies', type: 'number', required: false, label: label('Copias') },
    {
      name: 'purpose',
      type: 'select',
      required: false,
      label: label('Finalidad'),
      options: [{ value: 'work', label: { es: 'Trabajo', ca: 'Feina', en: 'Work', eu: 'Lana' } }],
    },
    { name: 'agree', type: 'checkbox', required: false, label: label('Acepto') },
    { name: 'documents', type: 'files', required: false, max_files: 2, label: label('Documentos') },
  ],
}

let lastProcedure = 0
async function makeProcedure(
  form: ProcedureForm | null = fullForm,
  overrides: Partial<typeof genericProcedures.$inferInsert> = {},
): Promise<number> {
  const [row] = await api.db
    .insert(genericProcedures)
    .values({
      process_type: 'legal_advice',
      status: 'published',
      publish_at: new Date(Date.now() - 30 * day),
      window_status: 'published',
      form,
      ...overrides,
    })
    .returning({ id: genericProcedures.id })
  const n = ++lastProcedure
  await api.db.insert(genericProcedureTranslations).values(
    (['es', 'ca'] as const).map((lang) => ({
      procedure_id: row!.id,
      lang,
      slug: `tramite-prueba-${lang}-${n}-${Date.now()}`,
      title: lang === 'es' ? `Trámite de prueba ${n}` : `Tràmit de prova ${n}`,
    })),
  )
  return row!.id
}

async function member(role = 'collegiate') {
  const user = await createTestUser(api.db, { principals: [`role:${role}`], password: null })
  const { token } = await startSession(api.db, user.id)
  return { user, token }
}
type Member = Awaited<ReturnType<typeof member>>

const pdf = (size = 64) => {
  const bytes = new Uint8Array(size)
  bytes.set([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a])
  return bytes
}

function file(bytes: Uint8Array, name = 'contrato.pdf') {
  return new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'application/pdf' })
}

function submit(
  who: Member | null,
  formData: unknown,
  {
    files = [],
    headers = {},
    group = 'collegiates',
    lang = 'es',
  }: { files?: [string, File][]; headers?: Record<string, string>; group?: string; lang?: string } = {},
) {
  const body = new FormData()
  if (formData !== undefined) {
    body.set('form_data', typeof formData === 'string' ? formData : JSON.stringify(formData))
  }
  for (const [field, value] of files) body.append(field, value)
  return api.request(`${path(group)}?lang=${lang}`, {
    method: 'POST',
    headers: { ...(who ? { Authorization: `Bearer ${who.token}` } : {}), ...headers },
    body,
  })
}

const valid = (procedureId: number, extra: Record<string, unknown> = {}) => ({
  procedure_id: procedureId,
  subject: 'Duda sobre mi contrato',
  answers: { facts: 'La clínica no me paga las guardias.' },
  ...extra,
})

async function expectRule(response: Response, reason: string) {
  expect(response.status).toBe(422)
  expect(await response.json()).toEqual({ detail: { code: 'ERROR_ON_CHECK_RULES', reason } })
}

describe('POST /api/public/{group}/generic-procedures/applications', () => {
  it('files an application with its answers and files, e-mails its reference and shows it to its owner', async () => {
    const procedureId = await makeProcedure()
    const who = await member()
    const response = await submit(
      who,
      valid(procedureId, {
        answers: {
          facts: '  La clínica no me paga las guardias.  ',
          licence: '12345',
          when: '2026-01-15',
          copies: 2,
          purpose: 'work',
          agree: true,
        },
      }),
      { files: [['documents', file(pdf(), 'contrato.pdf')]], lang: 'ca' },
    )
    expect(response.status).toBe(201)
    expect(response.headers.get('Cache-Control')).toContain('no-store')
    const application = GenericProcedureApplicationDetailSchema.parse(await response.json())
    expect(application).toMatchObject({
      status: 'received',
      subject: 'Duda sobre mi contrato',
      procedure: { id: procedureId, process_type: 'legal_advice', title: `Tràmit de prova ${lastProcedure}` },
      history: [{ status: 'received' }],
      payment: null,
    })
    expect(application.reference).toMatch(/^AJ-\d{4}-[0-9A-Z]{8}$/)
    expect(application.answers).toEqual([
      {
        name: 'facts',
        type: 'textarea',
        label: 'Hechos',
        value: 'La clínica no me paga las guardias.',
        option_label: null,
      },
      { name: 'licence', type: 'text', label: 'Número', value: '12345', option_label: null },
      { name: 'when', type: 'date', label: 'Fecha', value: '2026-01-15', option_label: null },
      { name: 'copies', type: 'number', label: 'Copias', value: 2, option_label: null },
      { name: 'purpose', type: 'select', label: 'Finalidad', value: 'work', option_label: 'Feina' },
      { name: 'agree', type: 'checkbox', label: 'Acepto', value: true, option_label: null },
    ])
    expect(application.documents).toEqual([
      {
        field: 'documents',
        label: 'Documentos',
        attachment: expect.objectContaining({ filename: 'contrato.pdf', content_type: 'application/pdf' }),
      },
    ])
    const [message] = mailer.to(who.user.email)
    expect(message?.text).toContain(application.reference)
    expect(message?.text).toContain(`Tràmit de prova ${lastProcedure}`)
    expect(message?.subject).toMatch(/Hem rebut/)

    // Listed with the others, its detail answers the same, and its file downloads through the attachment route.
    const detail = await api.request(`${path()}/${application.id}?lang=ca`, {
      headers: { Authorization: `Bearer ${who.token}` },
    })
    expect(GenericProcedureApplicationDetailSchema.parse(await detail.json())).toEqual(application)
    const download = await api.request(
      `/api/public/collegiates/files/${application.documents[0]!.attachment.id}`,
      { headers: { Authorization: `Bearer ${who.token}` } },
    )
    expect(download.status).toBe(200)
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf())
  })

  it('lets pre-collegiates apply through their paths; non-members and staff get 403, anonymous 401', async () => {
    const procedureId = await makeProcedure()
    expect(
      (await submit(await member('precollegiate'), valid(procedureId), { group: 'precollegiates' })).status,
    ).toBe(201)
    expect((await submit(await member('precollegiate'), valid(procedureId))).status).toBe(403)
    expect((await submit(await member('non_member'), valid(procedureId))).status).toBe(403)
    expect((await submit(await member('staff'), valid(procedureId))).status).toBe(403)
    expect((await submit(null, valid(procedureId))).status).toBe(401)
  })

  it('answers each generic rule as ERROR_ON_CHECK_RULES with the field and the rule, and keeps nothing', async () => {
    const procedureId = await makeProcedure()
    const who = await member()
    const answers = (extra: Record<string, unknown>) =>
      valid(procedureId, { answers: { facts: 'Hechos.', ...extra } })
    await expectRule(await submit(who, valid(procedureId, { answers: {} })), 'facts:required')
    await expectRule(await submit(who, valid(procedureId, { answers: { facts: '   ' } })), 'facts:required')
    await expectRule(await submit(who, answers({ licence: '12a45' })), 'licence:number_only')
    await expectRule(await submit(who, answers({ facts: 'x'.repeat(51) })), 'facts:max_length')
    await expectRule(await submit(who, answers({ when: '2026-02-30' })), 'when:date')
    await expectRule(await submit(who, answers({ copies: '2' })), 'copies:type')
    await expectRule(await submit(who, answers({ purpose: 'holidays' })), 'purpose:option')
    await expectRule(await submit(who, answers({ agree: 'yes' })), 'agree:type')
    await expectRule(await submit(who, answers({ nickname: 'Pepa' })), 'nickname:unknown')
    await expectRule(await submit(who, answers({ documents: 'x' })), 'documents:unknown')
    await expectRule(await submit(who, answers({}), { files: [['other', file(pdf())]] }), 'other:unknown')
    await expectRule(
      await submit(who, answers({}), {
        files: [
          ['documents', file(pdf())],
          ['documents', file(pdf())],
          ['documents', file(pdf())],
        ],
      }),
      'documents:max_files',
    )
    await expectRule(
      await submit(who, valid(procedureId, { payment_method: 'card' })),
      'payment_method:unknown',
    )
    const rows = await api.db
      .select()
      .from(genericProcedureApplications)
      .where(eq(genericProcedureApplications.user_id, who.user.id))
    expect(rows).toEqual([])
    expect(await api.db.select().from(attachments).where(eq(attachments.user_id, who.user.id))).toEqual([])
  })

  it('asks for a required checkbox to be ticked and for required files', async () => {
    const procedureId = await makeProcedure({
      captcha: false,
      payment: null,
      fields: [
        { name: 'agree', type: 'checkbox', required: true, label: label('Acepto') },
        { name: 'proof', type: 'files', required: true, label: label('Justificante') },
      ],
    })
    const who = await member()
    const base = { procedure_id: procedureId, subject: 'Alta' }
    await expectRule(await submit(who, { ...base, answers: { agree: false } }), 'agree:required')
    await expectRule(await submit(who, { ...base, answers: { agree: true } }), 'proof:required')
    const ok = await submit(who, { ...base, answers: { agree: true } }, { files: [['proof', file(pdf())]] })
    expect(ok.status).toBe(201)
  })

  it('asks for one of the procedure’s payment methods and keeps the fee as pending', async () => {
    const procedureId = await makeProcedure({
      captcha: false,
      payment: { amount_cents: 1500, methods: ['card', 'bank_transfer'] },
      fields: [],
    })
    const who = await member()
    const base = { procedure_id: procedureId, subject: 'Certificado' }
    await expectRule(await submit(who, base), 'payment_method:payment_method')
    await expectRule(
      await submit(who, { ...base, payment_method: 'direct_debit' }),
      'payment_method:payment_method',
    )
    const response = await submit(who, { ...base, payment_method: 'bank_transfer' })
    expect(response.status).toBe(201)
    const { payment } = GenericProcedureApplicationDetailSchema.parse(await response.json())
    expect(payment).toEqual({
      amount_cents: 1500,
      method: 'bank_transfer',
      status: 'pending',
      movement_id: expect.any(String),
      payable: true,
    })
    // The fee is a pending movement of the applicant, paid through the payments of #10.
    const [fee] = await api.db.select().from(movements).where(eq(movements.id, payment!.movement_id!))
    expect(fee).toMatchObject({ user_id: who.user.id, type: 'C', status: 'pending', total_cents: 1500 })
    expect(fee!.description).toMatch(/\((AJ|VU|OT)-\d{4}-[0-9A-Z]{8}\)$/)
  })

  it('refuses a procedure whose window is not open, saying why', async () => {
    const who = await member()
    const cases = [
      [{ window_status: 'programmed' }, 'planned'],
      [{ window_status: 'standby' }, 'standby'],
      [{ window_status: 'closed' }, 'closed'],
      [{ opens_at: new Date(Date.now() + day) }, 'planned'],
      [{ closes_at: new Date(Date.now() - day) }, 'ended'],
    ] as const
    for (const [overrides, reason] of cases) {
      const procedureId = await makeProcedure(fullForm, overrides)
      const response = await submit(who, valid(procedureId))
      expect(response.status).toBe(409)
      expect(await response.json()).toEqual({ detail: { code: 'APPLICATION_CLOSED', reason } })
    }
    const unpublished = await makeProcedure(fullForm, { status: 'draft' })
    const missing = await submit(who, valid(unpublished))
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ detail: 'GENERIC_PROCEDURE_NOT_FOUND' })
  })

  it('takes a procedure without a form of its own with only the subject', async () => {
    const procedureId = await makeProcedure(null)
    const who = await member()
    const response = await submit(who, { procedure_id: procedureId, subject: 'Consulta general' })
    expect(response.status).toBe(201)
    await expectRule(
      await submit(who, { procedure_id: procedureId, subject: 'Otra', answers: { facts: 'x' } }),
      'facts:unknown',
    )
  })

  it('answers EMPTY_FORM_DATA, INVALID_JSON_FORMAT, 415 and the validation envelope', async () => {
    const procedureId = await makeProcedure()
    const who = await member()
    const expectDetail = async (response: Response, status: number, detail: unknown) => {
      expect(response.status).toBe(status)
      expect((await response.json()).detail).toEqual(detail)
    }
    await expectDetail(await submit(who, undefined), 400, 'EMPTY_FORM_DATA')
    await expectDetail(await submit(who, '{}'), 400, 'EMPTY_FORM_DATA')
    await expectDetail(await submit(who, '{"procedure_id":'), 400, 'INVALID_JSON_FORMAT')
    await expectDetail(await submit(who, '[1]'), 400, 'INVALID_JSON_FORMAT')
    const json = await api.request(path(), {
      method: 'POST',
      headers: { Authorization: `Bearer ${who.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(valid(procedureId)),
    })
    expect(json.status).toBe(415)
    for (const body of [
      { ...valid(procedureId), subject: '' },
      { ...valid(procedureId), subject: 'x'.repeat(301) },
      { ...valid(procedureId), procedure_id: 'uno' },
      { ...valid(procedureId), payment_method: 'cash' },
      { ...valid(procedureId), extra: true },
    ]) {
      const response = await submit(who, body)
      expect(response.status).toBe(422)
      expect((await response.json()).detail[0].loc[0]).toBe('body')
    }
    expect((await submit(who, valid(procedureId), { lang: 'fr' })).status).toBe(422)
  })

  it('checks files by content and size, and removes the stored files of a refused filing', async () => {
    const procedureId = await makeProcedure()
    const who = await member()
    const before = await readdir(api.uploadsDir).catch(() => [])
    const text = new TextEncoder().encode('no soy un PDF')
    const notPdf = await submit(who, valid(procedureId), { files: [['documents', file(text, 'trampa.pdf')]] })
    expect(notPdf.status).toBe(415)
    expect(await notPdf.json()).toEqual({ detail: 'ATTACHMENT_TYPE_NOT_ALLOWED' })
    const big = await submit(who, valid(procedureId), {
      files: [['documents', file(pdf(5 * 1024 * 1024 + 1))]],
    })
    expect(big.status).toBe(413)
    expect(await big.json()).toEqual({ detail: 'ATTACHMENT_TOO_LARGE' })

    expect(await readdir(api.uploadsDir).catch(() => [])).toEqual(before)
    expect(await api.db.select().from(attachments).where(eq(attachments.user_id, who.user.id))).toEqual([])
  })

  it('deletes the files it stored when the transaction fails, and records nothing', async () => {
    const procedureId = await makeProcedure({
      captcha: false,
      payment: null,
      fields: [{ name: 'boom', type: 'files', required: true, max_files: 2, label: label('Falla') }],
    })
    await api.db.execute(sql`
      create or replace function test_refuse_boom() returns trigger language plpgsql as $$
      begin
        if new.field = 'boom' then raise exception 'refused by the test'; end if;
        return new;
      end $$`)
    await api.db.execute(sql`
      create trigger test_refuse_boom before insert on generic_procedure_application_documents
      for each row execute function test_refuse_boom()`)
    const who = await member()
    const before = await readdir(api.uploadsDir).catch(() => [])
    expectConsoleError()
    try {
      const response = await submit(
        who,
        { procedure_id: procedureId, subject: 'Falla' },
        {
          files: [
            ['boom', file(pdf())],
            ['boom', file(pdf())],
          ],
        },
      )
      expect(response.status).toBe(500)
    } finally {
      await api.db.execute(sql`drop trigger test_refuse_boom on generic_procedure_application_documents`)
    }
    expect(await readdir(api.uploadsDir).catch(() => [])).toEqual(before)
    expect(await api.db.select().from(attachments).where(eq(attachments.user_id, who.user.id))).toEqual([])
    const rows = await api.db
      .select()
      .from(genericProcedureApplications)
      .where(eq(genericProcedureApplications.user_id, who.user.id))
    expect(rows).toEqual([])
  })

  it('answers a retry with the same Idempotency-Key with the first application, filed once', async () => {
    const procedureId = await makeProcedure()
    const who = await member()
    const key = randomUUID()
    const headers = { 'Idempotency-Key': key }
    const first = await submit(who, valid(procedureId), { headers, files: [['documents', file(pdf())]] })
    expect(first.status).toBe(201)
    const again = await submit(who, valid(procedureId), { headers, files: [['documents', file(pdf())]] })
    expect(again.status).toBe(200)
    expect((await again.json()).id).toBe((await first.json()).id)
    const rows = await api.db
      .select()
      .from(genericProcedureApplications)
      .where(eq(genericProcedureApplications.user_id, who.user.id))
    expect(rows).toHaveLength(1)
    const documents = await api.db
      .select()
      .from(genericProcedureApplicationDocuments)
      .where(eq(genericProcedureApplicationDocuments.application_id, rows[0]!.id))
    expect(documents).toHaveLength(1)
    expect(await api.db.select().from(attachments).where(eq(attachments.user_id, who.user.id))).toHaveLength(
      1,
    )
    expect(mailer.to(who.user.email)).toHaveLength(1)

    const reused = await submit(who, { ...valid(procedureId), subject: 'Otra cosa' }, { headers })
    expect(reused.status).toBe(422)
    expect(await reused.json()).toEqual({ detail: 'IDEMPOTENCY_KEY_REUSED' })
  })

  it('checks the captcha only for procedures whose form asks for one', async () => {
    const plain = await makeProcedure()
    const guarded = await makeProcedure({ ...fullForm, captcha: true })
    const who = await member()
    captchaVerdict = 'invalid'
    try {
      expect((await submit(who, valid(plain))).status).toBe(201)
      const refused = await submit(who, valid(guarded), { headers: { 'X-Captcha-Token': 'bad' } })
      expect(refused.status).toBe(400)
      expect(await refused.json()).toEqual({ detail: 'CAPTCHA_INVALID' })
      const missing = await submit(who, valid(guarded))
      expect(missing.status).toBe(400)
      captchaVerdict = 'valid'
      expect((await submit(who, valid(guarded), { headers: { 'X-Captcha-Token': 'good' } })).status).toBe(201)
    } finally {
      captchaVerdict = null
    }
  })
})

describe('GET /api/public/{group}/generic-procedures/applications/{id} with answers', () => {
  it('answers someone else’s application as a missing one', async () => {
    const procedureId = await makeProcedure()
    const owner = await member()
    const other = await member()
    const created = await submit(owner, valid(procedureId), { files: [['documents', file(pdf())]] })
    const { id, documents } = GenericProcedureApplicationDetailSchema.parse(await created.json())
    const asOther = await api.request(`${path()}/${id}`, {
      headers: { Authorization: `Bearer ${other.token}` },
    })
    expect(asOther.status).toBe(404)
    expect(await asOther.json()).toEqual({ detail: 'APPLICATION_NOT_FOUND' })
    const download = await api.request(`/api/public/collegiates/files/${documents[0]!.attachment.id}`, {
      headers: { Authorization: `Bearer ${other.token}` },
    })
    expect(download.status).toBe(404)
  })

  it('reads the documents of an application on indexes', async () => {
    await expectIndexedPlan(api.db, applicationDocumentsQuery(api.db, '00000000-0000-4000-8000-000000000000'))
  })
})

describe('GET /api/public/generic-procedures/{lang}/{slug}', () => {
  it('answers the form with the procedure, and every seeded procedure has a valid one', async () => {
    const procedureId = await makeProcedure()
    const [text] = await api.db
      .select()
      .from(genericProcedureTranslations)
      .where(eq(genericProcedureTranslations.procedure_id, procedureId))
    const response = await api.request(`/api/public/generic-procedures/es/${text!.slug}`)
    expect(response.status).toBe(200)
    expect(GenericProcedureSchema.parse(await response.json()).form).toEqual(fullForm)
    const seeded = await api.request('/api/public/generic-procedures/es/consulta-asesoria-juridica')
    const legalAdvice = GenericProcedureSchema.parse(await seeded.json())
    expect(legalAdvice.form.fields.map((field) => field.name)).toEqual(['facts', 'event_date', 'documents'])
  })
})
