import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { AdminSummarySchema, StaffActionSchema } from '@/lib/contract/admin'
import { consumerComplaints, payments } from '@/lib/server/db/schema'
import { recordStaffAction } from '@/lib/server/services/staff-actions'
import { bearerFor, createTestUser } from '../support/auth'
import { setupTestApi } from '../support/test-api'

const api = setupTestApi()
let staff: { id: string; email: string; token: string }

beforeAll(async () => {
  const user = await createTestUser(api.db, { principals: ['role:staff'] })
  staff = { id: user.id, email: user.email, token: await bearerFor(api.request, user.email, user.password) }
})

const get = async (path: string) =>
  api.request(`/api${path}`, { headers: { Authorization: `Bearer ${staff.token}` } })

describe('GET /admin/summary', () => {
  it('counts what waits for staff, and no cache keeps it', async () => {
    const before = AdminSummarySchema.parse(await (await get('/admin/summary')).json())
    await api.db.insert(consumerComplaints).values({
      tracking_code: 'REC-2026-SUMMARY1',
      complainant: 'consumer',
      name: 'Ane',
      email: 'ane@example.com',
      lang: 'eu',
      topic: 'association_service',
      description: 'A complaint about the opening hours of the office.',
      privacy_accepted_at: new Date(),
    })
    const response = await get('/admin/summary')
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    const after = AdminSummarySchema.parse(await response.json())
    expect(after.complaints).toBe(before.complaints + 1)
    expect(after.unassigned_complaints).toBe(before.unassigned_complaints + 1)

    await api.db
      .update(consumerComplaints)
      .set({ assigned_to: staff.id })
      .where(eq(consumerComplaints.tracking_code, 'REC-2026-SUMMARY1'))
    const assigned = AdminSummarySchema.parse(await (await get('/admin/summary')).json())
    expect(assigned.unassigned_complaints).toBe(before.unassigned_complaints)
    const flagged = await api.db.select().from(payments).where(eq(payments.needs_review, true))
    expect(assigned.payments_to_review).toBe(flagged.length)
  })
})

describe('GET /admin/staff-actions', () => {
  it("lists one object's log, newest first, without anyone else's", async () => {
    await recordStaffAction(api.db, staff, { entity: 'news', entityId: 41, action: 'created' })
    await recordStaffAction(api.db, staff, {
      entity: 'news',
      entityId: 41,
      action: 'status_changed',
      details: { from: 'draft', status: 'published' },
    })
    await recordStaffAction(api.db, staff, { entity: 'news', entityId: 42, action: 'created' })
    const response = await get('/admin/staff-actions?entity=news&entity_id=41')
    expect(response.status).toBe(200)
    const log = StaffActionSchema.array().parse(await response.json())
    expect(log.map((row) => row.action)).toEqual(['status_changed', 'created'])
    expect(log[0]).toMatchObject({ actor_email: staff.email, details: { status: 'published' } })
  })

  it('answers 422 without the object', async () => {
    expect((await get('/admin/staff-actions?entity=news')).status).toBe(422)
  })
})
