import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { locales } from '@/lib/contract/locales'
import {
  GenericProcedureSchema,
  GenericProceduresPageSchema,
  ProcedureDescriptionSchema,
} from '@/lib/contract/procedures'
import { genericProcedures, genericProcedureTranslations } from '@/lib/server/db/schema'
import { demoGenericProcedures } from '@/lib/server/db/seed/procedures'
import { genericProceduresPageQuery } from '@/lib/server/services/procedures'
import { expectIndexedPlan } from '../support/query-plan'
import { setupTestApi } from '../support/test-api'

const api = setupTestApi()

async function list(path: string) {
  const response = await api.request(path)
  expect(response.status, path).toBe(200)
  return GenericProceduresPageSchema.parse(await response.json())
}

describe('GET /api/public/generic-procedures/{lang}', () => {
  it('pages through the published procedures with their total', async () => {
    const all = await list('/api/public/generic-procedures/es')
    expect(all.total).toBe(demoGenericProcedures.length)
    const second = await list('/api/public/generic-procedures/es?skip=1&limit=1')
    expect(second).toMatchObject({ total: all.total, skip: 1, limit: 1 })
    expect(second.items.map((item) => item.id)).toEqual([all.items[1]!.id])
  })

  it('filters by process type and finds words without their accents', async () => {
    const legal = await list('/api/public/generic-procedures/es?process_type=legal_advice')
    expect(legal.items.map((item) => item.process_type)).toEqual(['legal_advice'])
    const found = await list('/api/public/generic-procedures/es?q=ASESORIA%20juridica')
    expect(found.items.map((item) => item.slug)).toEqual(['consulta-asesoria-juridica'])
    const basque = await list('/api/public/generic-procedures/eu?q=ziurtagiria')
    expect(basque.items.map((item) => item.slug)).toEqual(['elkargoratze-ziurtagiria'])
  })

  it('says whether one may apply now', async () => {
    const [created] = await api.db
      .insert(genericProcedures)
      .values({ process_type: 'other', status: 'published', window_status: 'standby' })
      .returning({ id: genericProcedures.id })
    await api.db
      .insert(genericProcedureTranslations)
      .values({ procedure_id: created!.id, lang: 'en', slug: 'paused-procedure', title: 'Paused procedure' })
    try {
      const { items } = await list('/api/public/generic-procedures/en?q=paused')
      expect(items).toEqual([expect.objectContaining({ window_status: 'standby', can_apply: false })])
      const open = await list('/api/public/generic-procedures/en?process_type=legal_advice')
      expect(open.items[0]?.can_apply).toBe(true)
    } finally {
      await api.db.delete(genericProcedures).where(eq(genericProcedures.id, created!.id))
    }
  })

  it('hides drafts', async () => {
    const [draft] = await api.db
      .insert(genericProcedures)
      .values({ process_type: 'other', status: 'draft' })
      .returning({ id: genericProcedures.id })
    await api.db
      .insert(genericProcedureTranslations)
      .values({ procedure_id: draft!.id, lang: 'es', slug: 'borrador-oculto', title: 'Borrador oculto' })
    try {
      expect((await list('/api/public/generic-procedures/es?q=borrador')).total).toBe(0)
      expect((await api.request('/api/public/generic-procedures/es/borrador-oculto')).status).toBe(404)
    } finally {
      await api.db.delete(genericProcedures).where(eq(genericProcedures.id, draft!.id))
    }
  })

  it('refuses bad paging and unknown process types', async () => {
    for (const query of ['limit=0', 'limit=101', 'skip=-1', 'process_type=x', 'limit=abc']) {
      expect((await api.request(`/api/public/generic-procedures/es?${query}`)).status, query).toBe(422)
    }
    expect((await api.request('/api/public/generic-procedures/fr')).status).toBe(422)
  })

  it('runs on indexes', async () => {
    await expectIndexedPlan(
      api.db,
      genericProceduresPageQuery(api.db, 'es', {
        skip: 0,
        limit: 10,
        q: 'certificado',
        process_type: 'other',
      }),
    )
  })
})

describe('GET /api/public/generic-procedures/{lang}/{slug}', () => {
  it('answers a procedure in the asked language, also by another language’s slug', async () => {
    const response = await api.request('/api/public/generic-procedures/eu/certificado-de-colegiacion')
    expect(response.status).toBe(200)
    const procedure = GenericProcedureSchema.parse(await response.json())
    expect(procedure).toMatchObject({ lang: 'eu', slug: 'elkargoratze-ziurtagiria' })
    expect(procedure.alternates.map((alternate) => alternate.lang).sort()).toEqual(['ca', 'en', 'es'])
    expect((await api.request('/api/public/generic-procedures/es/no-existe')).status).toBe(404)
  })
})

describe('GET /api/public/procedures/{kind}/{lang}', () => {
  it('describes each registration procedure in every language', async () => {
    for (const kind of ['collegiate', 'precollegiate', 'professional-societies'])
      for (const lang of locales) {
        const response = await api.request(`/api/public/procedures/${kind}/${lang}`)
        expect(response.status, `${kind}/${lang}`).toBe(200)
        expect(ProcedureDescriptionSchema.parse(await response.json())).toMatchObject({ kind, lang })
      }
    expect((await api.request('/api/public/procedures/companies/es')).status).toBe(422)
  })
})
