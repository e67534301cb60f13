import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { LanguageListSchema } from '@/lib/contract/languages'
import { SettingsSchema, settingsDefaults } from '@/lib/contract/settings'
import { languages, settings } from '@/lib/server/db/schema'
import { setupTestApi } from '../support/test-api'

const api = setupTestApi()

describe('GET /api/masters/general/languages', () => {
  it('lists the enabled languages in order', async () => {
    const response = await api.request('/api/masters/general/languages')
    expect(response.status).toBe(200)
    expect(LanguageListSchema.parse(await response.json())).toEqual(['es', 'ca', 'en', 'eu'])
  })

  it('leaves out a disabled language', async () => {
    await api.db.update(languages).set({ enabled: false }).where(eq(languages.code, 'eu'))
    try {
      const response = await api.request('/api/masters/general/languages')
      expect(await response.json()).toEqual(['es', 'ca', 'en'])
    } finally {
      await api.db.update(languages).set({ enabled: true }).where(eq(languages.code, 'eu'))
    }
  })
})

describe('settings', () => {
  it('answers the spec defaults for each language on both paths', async () => {
    for (const lang of ['es', 'ca', 'en', 'eu']) {
      for (const path of [`/api/settings/${lang}`, `/api/public/settings?lang=${lang}`]) {
        const response = await api.request(path)
        expect(response.status).toBe(200)
        const body = SettingsSchema.parse(await response.json())
        expect(body).toMatchObject({ lang, ...settingsDefaults, languages: ['es', 'ca', 'en', 'eu'] })
      }
    }
  })

  it('defaults to Spanish without a lang query', async () => {
    const body = await (await api.request('/api/public/settings')).json()
    expect(body.lang).toBe('es')
    expect(body.logo_alt).toBe('Colegio Oficial Demo')
  })

  it('reflects a change in the database on the next request', async () => {
    await api.db.update(settings).set({ color_primary: '#123456' }).where(eq(settings.lang, 'ca'))
    const body = await (await api.request('/api/settings/ca')).json()
    expect(body.color_primary).toBe('#123456')
  })

  it('answers 422 with FastAPI-style details for an unknown language', async () => {
    for (const path of ['/api/settings/fr', '/api/public/settings?lang=fr']) {
      const response = await api.request(path)
      expect(response.status).toBe(422)
      const body = await response.json()
      expect(body.detail[0]).toMatchObject({
        loc: [path.includes('?') ? 'query' : 'path', 'lang'],
        type: expect.any(String),
      })
    }
  })

  it('supports conditional requests with an ETag', async () => {
    const first = await api.request('/api/settings/es')
    const etag = first.headers.get('etag')
    expect(etag).toBeTruthy()
    const second = await api.request('/api/settings/es', { headers: { 'If-None-Match': etag! } })
    expect(second.status).toBe(304)
  })
})
