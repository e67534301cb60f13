import { describe, expect, it } from 'vitest'
import { AttachmentListSchema } from '@/lib/contract/attachments'
import { MovementPageSchema, totalCents } from '@/lib/contract/movements'
import { CollegiateProfileSchema, PrecollegiateProfileSchema } from '@/lib/contract/profile'
import { movements } from '@/lib/server/db/schema'
import { createLocalFileStorage } from '@/lib/server/integrations/file-storage'
import { privateReadsFor } from '@/lib/server/private-reads'
import { addAttachment } from '@/lib/server/services/attachments'
import { bearerFor, createTestUser } from '../support/auth'
import { setupTestApi } from '../support/test-api'

const api = setupTestApi()

async function signedIn(principals: string[]) {
  const user = await createTestUser(api.db, { principals })
  const token = await bearerFor(api.request, user.email, user.password)
  const answer = async (path: string) => api.request(path, { headers: { Authorization: `Bearer ${token}` } })
  return { user, token, answer, reads: privateReadsFor(user, async () => api.db) }
}

// What a private page prefetches is what the browser's hook would have asked the API for, to the byte.
describe('the first screen read for a private page', () => {
  it('is the API’s answer to the same person: profile, attachments, mandate and a page of movements', async () => {
    const { user, token, answer, reads } = await signedIn(['role:collegiate'])
    const patched = await api.request('/api/public/collegiates', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        main: { phone1: '600 123 456', phone2: '', gender: 'female', nationality: 'es' },
      }),
    })
    expect(patched.status).toBe(200)
    await addAttachment(api.db, createLocalFileStorage(api.uploadsDir), user.id, {
      kind: 'id_card',
      filename: 'dni.pdf',
      bytes: new TextEncoder().encode('%PDF-1.4\n% dni\n'),
    })
    await api.db.insert(movements).values(
      [2_000, 4_500, 1_250].map((amount_cents, index) => ({
        user_id: user.id,
        transaction_number: `C-1998-${String(index + 1).padStart(6, '0')}`,
        type: 'C' as const,
        status: index === 0 ? ('paid' as const) : ('pending' as const),
        date: `2026-0${index + 1}-15`,
        amount_cents,
        total_cents: totalCents(amount_cents, 0),
      })),
    )

    const profile = await reads.profile('collegiates')
    expect(profile.main.phone1).toBe('600123456')
    expect(profile).toEqual(
      CollegiateProfileSchema.parse(await (await answer('/api/public/collegiates')).json()),
    )
    const attachments = await reads.attachments('collegiates')
    expect(attachments).toHaveLength(1)
    expect(attachments).toEqual(
      AttachmentListSchema.parse(await (await answer('/api/public/collegiates/files')).json()),
    )
    expect(await reads.sepaMandate()).toBeNull()
    expect((await answer('/api/public/collegiates/sepa-mandate')).status).toBe(404)

    for (const query of [
      'lang=es&skip=0&limit=10',
      'status=pending&lang=eu&skip=0&limit=1',
      'status=paid&status=pending&amount_min=20&lang=es&skip=0&limit=10',
    ]) {
      const page = await reads.movements(query)
      expect(page, query).toEqual(
        MovementPageSchema.parse(await (await answer(`/api/public/collegiate-transactions?${query}`)).json()),
      )
    }
    expect((await reads.movements('lang=es&skip=0&limit=10')).total).toBe(3)
    expect((await reads.movements('status=pending&lang=eu&skip=0&limit=1')).items).toHaveLength(1)
  })

  it('reads a pre-collegiate’s own profile', async () => {
    const { answer, reads } = await signedIn(['role:precollegiate'])
    expect(await reads.profile('precollegiates')).toEqual(
      PrecollegiateProfileSchema.parse(await (await answer('/api/public/precollegiates')).json()),
    )
  })
})
