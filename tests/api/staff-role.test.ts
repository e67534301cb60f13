import { and, eq, ne, sql } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { AdminMemberSchema } from '@/lib/contract/admin-members'
import { forgetServerEnv } from '@/lib/env'
import { staffActions, users } from '@/lib/server/db/schema'
import { addStaffAccount } from '@/lib/server/services/staff-role'
import { bearerFor, createTestUser, reloadUser } from '../support/auth'
import { capturingMailer } from '../support/outbox'
import { setupTestApi } from '../support/test-api'

const mailer = capturingMailer()
const api = setupTestApi({ mailer })

let staff: Awaited<ReturnType<typeof createTestUser>>
let token = ''

const setStaff = (id: string, body: unknown, bearer = token) =>
  api.request(`/api/admin/members/${id}/staff`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

const logOf = (id: string) =>
  api.db
    .select({ action: staffActions.action, actor_email: staffActions.actor_email })
    .from(staffActions)
    .where(and(eq(staffActions.entity, 'member'), eq(staffActions.entity_id, id)))
    .orderBy(staffActions.id)

beforeAll(async () => {
  staff = await createTestUser(api.db, { principals: ['role:staff'] })
  token = await bearerFor(api.request, staff.email, staff.password)
})

describe('PUT /api/admin/members/{id}/staff', () => {
  it('grants and removes the staff role, logging each change once, and keeps the account usable', async () => {
    const person = await createTestUser(api.db, { principals: ['role:non-member'] })
    const granted = await setStaff(person.id, { staff: true })
    expect(granted.status).toBe(200)
    expect(AdminMemberSchema.parse(await granted.json())).toMatchObject({ is_staff: true, role: 'staff' })
    expect((await setStaff(person.id, { staff: true })).status).toBe(200)
    const personToken = await bearerFor(api.request, person.email, person.password)
    expect(
      (await api.request('/api/admin/staff-users', { headers: { Authorization: `Bearer ${personToken}` } }))
        .status,
    ).toBe(200)

    const revoked = await setStaff(person.id, { staff: false })
    expect(AdminMemberSchema.parse(await revoked.json())).toMatchObject({
      is_staff: false,
      role: 'non_member',
    })
    expect((await reloadUser(api.db, person.id))!.principals).toEqual(['role:non-member'])
    expect(await logOf(person.id)).toEqual([
      { action: 'staff_granted', actor_email: staff.email },
      { action: 'staff_revoked', actor_email: staff.email },
    ])

    // Only staff may change roles, and the account just demoted is no longer staff.
    const refused = await setStaff(staff.id, { staff: false }, personToken)
    expect(refused.status).toBe(403)
  })

  it('gives an account left with no role an ordinary one, and keeps a member’s own role', async () => {
    const onlyStaff = await createTestUser(api.db, { principals: ['role:staff'] })
    await setStaff(onlyStaff.id, { staff: false })
    expect((await reloadUser(api.db, onlyStaff.id))!.principals).toEqual(['role:non-member'])
    const collegiate = await createTestUser(api.db)
    await setStaff(collegiate.id, { staff: true })
    await setStaff(collegiate.id, { staff: false })
    expect((await reloadUser(api.db, collegiate.id))!.principals).toEqual(['role:collegiate'])
  })

  it('asks for confirmation before staff remove their own role, and then they lose the back-office', async () => {
    const self = await createTestUser(api.db, { principals: ['role:staff'] })
    const selfToken = await bearerFor(api.request, self.email, self.password)
    const unconfirmed = await setStaff(self.id, { staff: false }, selfToken)
    expect(unconfirmed.status).toBe(409)
    expect(await unconfirmed.json()).toEqual({ detail: 'STAFF_SELF_REVOKE_UNCONFIRMED' })
    expect((await setStaff(self.id, { staff: false, revoke_own: true }, selfToken)).status).toBe(200)
    expect((await setStaff(self.id, { staff: true }, selfToken)).status).toBe(403)
  })

  it('never removes the last active member of staff', async () => {
    const staffAccount = {
      name: staff.name,
      surname: staff.surname,
      email: staff.email,
      phone: null,
      preferred_lang: staff.preferred_lang,
    }
    const others = and(sql`${users.principals} @> array['role:staff']::text[]`, ne(users.id, staff.id))
    const deactivated = await api.db
      .update(users)
      .set({ is_active: false })
      .where(and(others, eq(users.is_active, true)))
      .returning({ id: users.id })
    try {
      const refused = await setStaff(staff.id, { staff: false, revoke_own: true })
      expect(refused.status).toBe(409)
      expect(await refused.json()).toEqual({ detail: 'LAST_STAFF_MEMBER' })
      expect((await reloadUser(api.db, staff.id))!.principals).toContain('role:staff')
      // Nor by turning the account off.
      const turnedOff = await api.request(`/api/admin/members/${staff.id}`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...staffAccount, is_active: false }),
      })
      expect(turnedOff.status).toBe(409)
      expect((await reloadUser(api.db, staff.id))!.is_active).toBe(true)
    } finally {
      for (const { id } of deactivated) {
        await api.db.update(users).set({ is_active: true }).where(eq(users.id, id))
      }
    }
  })

  it('answers 404 for an unknown account and 422 for a body that is not a choice', async () => {
    expect((await setStaff('00000000-0000-4000-8000-000000000000', { staff: true })).status).toBe(404)
    expect((await setStaff(staff.id, { staff: 'yes' })).status).toBe(422)
    expect((await setStaff(staff.id, { staff: false, revoke_own: false })).status).toBe(422)
  })
})

describe('addStaffAccount (npm run staff:add)', () => {
  afterEach(() => {
    delete process.env.PUBLIC_SITE_URL
    forgetServerEnv()
  })

  it('creates the account and e-mails a first-password link on the site configured when it runs', async () => {
    process.env.PUBLIC_SITE_URL = 'https://colegio.example.org'
    forgetServerEnv()
    const email = `nueva.${Date.now()}@colegio.example.org`
    const outcome = await addStaffAccount(api.db, { email, name: 'Nerea Urrutia' })
    await api.runDueJobs()
    expect(outcome).toMatchObject({
      created: true,
      promoted: true,
      reactivated: false,
      linkHours: 72,
    })
    const user = await reloadUser(api.db, outcome.userId)
    expect(user).toMatchObject({ name: 'Nerea Urrutia', principals: ['role:staff'], hashed_password: null })
    const [mail] = mailer.to(email)
    expect(mail!.text).toMatch(/https:\/\/colegio\.example\.org\/auth\/first-password\?token=/)
    expect(await logOf(outcome.userId)).toEqual([
      { action: 'staff_granted', actor_email: 'npm run staff:add' },
    ])

    // Run again (the link expired): nothing changes but a new link goes out.
    const again = await addStaffAccount(api.db, { email })
    await api.runDueJobs()
    expect(again).toMatchObject({ created: false, promoted: false, linkHours: 72 })
    expect(mailer.to(email)).toHaveLength(2)
  })

  it('promotes and reactivates an existing account, which keeps its password and gets no e-mail', async () => {
    const person = await createTestUser(api.db, { is_active: false })
    const outcome = await addStaffAccount(api.db, { email: person.email })
    expect(outcome).toMatchObject({ created: false, promoted: true, reactivated: true, linkHours: null })
    expect(await reloadUser(api.db, person.id)).toMatchObject({
      is_active: true,
      principals: ['role:collegiate', 'role:staff'],
      hashed_password: person.hashed_password,
    })
    await api.runDueJobs()
    expect(mailer.to(person.email)).toEqual([])
    expect((await logOf(person.id)).map((row) => row.action)).toEqual(['staff_granted', 'account_updated'])
  })
})
