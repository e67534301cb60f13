import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AdminFeeRunDetail, AdminFeeRunPreview } from '@/lib/contract/admin-fee-runs'
import type { AdminMovementDetail, AdminRemittanceDetail } from '@/lib/contract/admin-money'
import type { MovementPage } from '@/lib/contract/movements'
import { madridToday } from '@/lib/contract/profile'
import {
  attachments,
  memberDiscounts,
  memberProfiles,
  movements,
  payments,
  sepaMandates,
  staffActions,
} from '@/lib/server/db/schema'
import { addDays } from '@/lib/server/services/charges'
import { bearerFor, createTestUser } from '../support/auth'
import { setupTestApi } from '../support/test-api'

const api = setupTestApi()

const dueDate = addDays(madridToday(), 7)
let staff: { Authorization: string }
let nextCode = 900100

type Status = typeof memberProfiles.$inferInsert.collegiate_status

async function member(
  name: string,
  status: Status,
  {
    active = true,
    deregistered = false,
    discounts = [] as Array<{ percent: number; from: string; until?: string }>,
  } = {},
) {
  const user = await createTestUser(api.db, { name, surname: 'Cuota', is_active: active })
  ourIds.add(user.id)
  await api.db.insert(memberProfiles).values({
    user_id: user.id,
    collegiate_code: String(++nextCode),
    collegiate_status: status,
    deregistered_on: deregistered ? '2026-06-30' : null,
  })
  for (const discount of discounts)
    await api.db.insert(memberDiscounts).values({
      user_id: user.id,
      reason: 'Test',
      percent: discount.percent,
      valid_from: discount.from,
      valid_until: discount.until ?? null,
    })
  return user
}

async function withMandate(userId: string) {
  const [copy] = await api.db
    .insert(attachments)
    .values({
      user_id: userId,
      kind: 'sepa_mandate',
      filename: 'orden.pdf',
      content_type: 'application/pdf',
      size: 10,
      sha256: '0'.repeat(64),
      storage_key: randomUUID(),
    })
    .returning()
  await api.db.insert(sepaMandates).values({
    user_id: userId,
    reference: `COL-F${++nextCode}-001`,
    iban: 'ES7921000813610123456789',
    status: 'validated',
    signed_attachment_id: copy!.id,
    signed_on: '2026-02-01',
    uploaded_at: new Date('2026-02-10T09:00:00Z'),
    validated_at: new Date('2026-02-11T09:00:00Z'),
  })
}

const send = (path: string, method = 'GET', body?: unknown, headers = staff) =>
  api.request(`/api${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

const run = (period: string, statuses: string[], amount = '45') => ({
  period,
  statuses,
  amount,
  vat_treatment: 'exempt',
  due_date: dueDate,
})

async function expectCode(response: Response, status: number, code: string) {
  expect(response.status).toBe(status)
  expect(await response.json()).toEqual({ detail: code })
}

let ana: Awaited<ReturnType<typeof member>>
let bea: Awaited<ReturnType<typeof member>>
let rosa: Awaited<ReturnType<typeof member>>
const skippedNames: Record<string, string> = {}
const ourIds = new Set<string>()
const ours = <T extends { user_id: string }>(rows: T[]) => rows.filter((row) => ourIds.has(row.user_id))

beforeAll(async () => {
  const user = await createTestUser(api.db, { principals: ['role:staff'] })
  staff = { Authorization: `Bearer ${await bearerFor(api.request, user.email, user.password)}` }
  // 25 % valid on the period's first day; the 50 % ended before it.
  ana = await member('Ana', 'active', {
    discounts: [
      { percent: 25, from: '2026-01-01' },
      { percent: 50, from: '2025-01-01', until: '2026-12-31' },
    ],
  })
  bea = await member('Bea', 'active')
  await withMandate(bea.id)
  rosa = await member('Rosa', 'retired')
  skippedNames.inactive = (await member('Carla', 'active', { active: false })).id
  skippedNames.deregistered = (await member('Dora', 'active', { deregistered: true })).id
  skippedNames.fully_discounted = (
    await member('Elena', 'active', { discounts: [{ percent: 100, from: '2026-01-01' }] })
  ).id
  const charged = await member('Gema', 'active')
  skippedNames.already_charged = charged.id
  await api.db.insert(movements).values({
    user_id: charged.id,
    transaction_number: 'C-2026-990001',
    date: '2026-11-01',
    type: 'C',
    fee_period: '2027',
    amount_cents: 18000,
    total_cents: 18000,
  })
  await member('Pablo', 'pre_active')
})

describe('fee runs', () => {
  it('previews who is charged, with their discounts, the total and who is skipped and why', async () => {
    const response = await send('/admin/fee-runs/preview', 'POST', run('2027-Q1', ['active']))
    expect(response.status).toBe(200)
    const preview = (await response.json()) as AdminFeeRunPreview
    // The test database holds the demo seed's members too: the totals count them, the checks name ours.
    expect(preview.charge_count).toBe(preview.lines.length)
    expect(preview.total_cents).toBe(preview.lines.reduce((sum, line) => sum + line.total_cents, 0))
    expect(
      ours(preview.lines).map((line) => [
        line.member_name,
        line.discount_percent,
        line.total_cents,
        line.direct_debit,
      ]),
    ).toEqual([
      ['Ana Cuota', 25, 3375, false],
      ['Bea Cuota', 0, 4500, true],
    ])
    expect(preview.amount_cents).toBe(4500)
    expect(Object.fromEntries(ours(preview.skipped).map((skip) => [skip.reason, skip.user_id]))).toEqual(
      skippedNames,
    )
    expect(await api.db.select().from(movements).where(eq(movements.fee_period, '2027-Q1'))).toEqual([])
  })

  it('refuses bad input with 422 and other roles with 403', async () => {
    for (const body of [
      run('2027-Q5', ['active']),
      run('2027', []),
      run('2027', ['active', 'active']),
      run('2027', ['active'], '-4'),
      run('2027', ['active'], '10000,01'),
      { ...run('2027', ['active']), due_date: '2020-01-01' },
      { ...run('2027', ['active']), vat_treatment: 'standard' },
    ]) {
      expect((await send('/admin/fee-runs/preview', 'POST', body)).status, JSON.stringify(body)).toBe(422)
      expect((await send('/admin/fee-runs', 'POST', body)).status, JSON.stringify(body)).toBe(422)
    }
    const collegiate = await createTestUser(api.db)
    const headers = {
      Authorization: `Bearer ${await bearerFor(api.request, collegiate.email, collegiate.password)}`,
    }
    expect((await send('/admin/fee-runs', 'POST', run('2027', ['active']), headers)).status).toBe(403)
    await expectCode(await send(`/admin/fee-runs/${randomUUID()}`), 404, 'FEE_RUN_NOT_FOUND')
  })

  let issued: AdminFeeRunDetail

  it('issues once per period and group, even twice at the same time', async () => {
    const [first, second] = await Promise.all([
      send('/admin/fee-runs', 'POST', run('2027-Q1', ['active'])),
      send('/admin/fee-runs', 'POST', run('2027-Q1', ['active'])),
    ])
    const statuses = [first!.status, second!.status].sort()
    expect(statuses).toEqual([201, 409])
    const created = first!.status === 201 ? first! : second!
    const refused = first!.status === 201 ? second! : first!
    expect(await refused.json()).toEqual({ detail: 'FEE_RUN_ALREADY_ISSUED' })
    issued = (await created.json()) as AdminFeeRunDetail
    expect(issued.status).toBe('issued')
    expect(issued.charge_count).toBe(issued.charges.length)
    expect(
      ours(issued.charges).map((charge) => [charge.member_name, charge.total_cents, charge.direct_debit]),
    ).toEqual([
      ['Ana Cuota', 3375, false],
      ['Bea Cuota', 4500, true],
    ])
    expect(ours(issued.skipped)).toHaveLength(4)
    await expectCode(
      await send('/admin/fee-runs', 'POST', run('2027-Q1', ['active'])),
      409,
      'FEE_RUN_ALREADY_ISSUED',
    )
    await expectCode(
      await send('/admin/fee-runs/preview', 'POST', run('2027-Q1', ['active'])),
      409,
      'FEE_RUN_ALREADY_ISSUED',
    )
    // An overlapping group charges nobody twice: those already charged are skipped.
    const overlap = (await (
      await send('/admin/fee-runs/preview', 'POST', run('2027-Q1', ['retired', 'active']))
    ).json()) as AdminFeeRunPreview
    expect(ours(overlap.lines).map((line) => line.member_name)).toEqual(['Rosa Cuota'])
    const log = await api.db.select().from(staffActions).where(eq(staffActions.entity_id, issued.id))
    expect(log.map((entry) => entry.action)).toEqual(['fee_run_issued'])
    const list = await send('/admin/fee-runs?status=issued')
    expect(((await list.json()) as { total: number }).total).toBe(1)
  })

  it('shows the fees in the members’ movements, and the mandate’s in the next remittance', async () => {
    const mine = async (user: typeof ana) => {
      const headers = { Authorization: `Bearer ${await bearerFor(api.request, user.email, user.password)}` }
      const page = (await (
        await send('/public/collegiate-transactions', 'GET', undefined, headers)
      ).json()) as MovementPage
      return page.items.find((item) => item.fee_period === '2027-Q1')!
    }
    const anas = await mine(ana)
    expect(anas).toMatchObject({ total_cents: 3375, discount_percent: 25, status: 'pending', payable: true })
    expect(anas.due_date).toBe(dueDate)
    const beas = await mine(bea)
    expect(beas).toMatchObject({
      total_cents: 4500,
      payable: false,
      open_payment: { type: 'direct_debit_1' },
    })

    const remittance = await send('/admin/remittances', 'POST', { due_on: dueDate })
    expect(remittance.status).toBe(201)
    const file = (await remittance.json()) as AdminRemittanceDetail
    const bea_charge = file.charges.find((charge) => charge.user_id === bea.id)!
    expect(bea_charge).toMatchObject({ amount_cents: 4500, transaction_number: beas.transaction_number })

    // Presented: the run can no longer be cancelled, until the file is withdrawn.
    await expectCode(
      await send(`/admin/fee-runs/${issued.id}/cancel`, 'POST'),
      409,
      'FEE_RUN_CHARGE_PRESENTED',
    )
    expect((await send(`/admin/remittances/${file.id}/withdraw`, 'POST')).status).toBe(200)
    const cancelled = await send(`/admin/fee-runs/${issued.id}/cancel`, 'POST')
    expect(cancelled.status).toBe(200)
    const detail = (await cancelled.json()) as AdminFeeRunDetail
    expect(detail.status).toBe('cancelled')
    expect(new Set(detail.charges.map((charge) => charge.status))).toEqual(new Set(['rejected']))
    const [debit] = await api.db.select().from(payments).where(eq(payments.user_id, bea.id))
    expect(debit!.status).toBe('cancelled')
    await expectCode(await send(`/admin/fee-runs/${issued.id}/cancel`, 'POST'), 409, 'FEE_RUN_CANCELLED')
    // Cancelled, the period and group may be issued again.
    expect((await send('/admin/fee-runs', 'POST', run('2027-Q1', ['active']))).status).toBe(201)
  })

  it('refuses to cancel a run a member has paid', async () => {
    const response = await send('/admin/fee-runs', 'POST', run('2027', ['retired'], '180'))
    expect(response.status).toBe(201)
    const yearly = (await response.json()) as AdminFeeRunDetail
    expect(ours(yearly.charges).map((charge) => charge.user_id)).toEqual([rosa.id])
    await api.db.update(movements).set({ status: 'paid' }).where(eq(movements.fee_run_id, yearly.id))
    await expectCode(await send(`/admin/fee-runs/${yearly.id}/cancel`, 'POST'), 409, 'FEE_RUN_CHARGE_PAID')
    await expectCode(
      await send('/admin/fee-runs', 'POST', run('2027-Q4', ['retired'])),
      409,
      'FEE_RUN_NOTHING_TO_ISSUE',
    )
  })
})

describe('a single charge', () => {
  it('charges one member, who sees it to pay; refuses bad input and non-members', async () => {
    const response = await send('/admin/movements', 'POST', {
      user_id: ana.id,
      type: 'F',
      description: 'Duplicado del carné',
      amount: '12,50',
      vat_treatment: 'not_subject',
      due_date: dueDate,
    })
    expect(response.status).toBe(201)
    const movement = (await response.json()) as AdminMovementDetail
    expect(movement).toMatchObject({
      type: 'F',
      description: 'Duplicado del carné',
      amount_cents: 1250,
      total_cents: 1250,
      vat_treatment: 'not_subject',
      status: 'pending',
      due_date: dueDate,
      fee_run_id: null,
    })
    const headers = { Authorization: `Bearer ${await bearerFor(api.request, ana.email, ana.password)}` }
    const page = (await (
      await send('/public/collegiate-transactions', 'GET', undefined, headers)
    ).json()) as MovementPage
    expect(page.items.find((item) => item.id === movement.id)).toMatchObject({
      payable: true,
      total_cents: 1250,
    })

    const charge = { user_id: ana.id, description: 'Cuota', amount: '10', due_date: dueDate }
    for (const body of [
      { ...charge, amount: 'diez' },
      { ...charge, amount: '0' },
      { ...charge, description: ' ' },
      { ...charge, due_date: '2020-01-01' },
      { ...charge, fee_period: '2027-Q9' },
      { ...charge, user_id: 'nobody' },
    ])
      expect((await send('/admin/movements', 'POST', body)).status, JSON.stringify(body)).toBe(422)
    await expectCode(
      await send('/admin/movements', 'POST', { ...charge, user_id: randomUUID() }),
      404,
      'USER_NOT_FOUND',
    )
    const outsider = await createTestUser(api.db, { principals: ['role:non_member'] })
    await expectCode(
      await send('/admin/movements', 'POST', { ...charge, user_id: outsider.id }),
      409,
      'NOT_A_MEMBER',
    )
  })
})
