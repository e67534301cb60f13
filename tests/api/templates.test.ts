import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { locales } from '@/lib/contract/locales'
import { TemplateSchema, templateSections } from '@/lib/contract/templates'
import { templates } from '@/lib/server/db/schema'
import { demoTemplates } from '@/lib/server/db/seed/templates'
import { setupTestApi } from '../support/test-api'

const api = setupTestApi()

describe('GET /api/public/templates/{section}/{lang}', () => {
  it.each(templateSections)('answers the seeded %s intro in every language', async (section) => {
    for (const lang of locales) {
      const response = await api.request(`/api/public/templates/${section}/${lang}`)
      expect(response.status).toBe(200)
      expect(TemplateSchema.parse(await response.json())).toEqual({
        section,
        lang,
        ...demoTemplates[section][lang],
      })
    }
  })

  it('answers 404 for a section without a template', async () => {
    const response = await api.request('/api/public/templates/unknown-section/es')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ detail: 'Not Found' })
  })

  it('sanitises the body', async () => {
    await api.db.insert(templates).values({
      section: 'unsafe',
      lang: 'es',
      title: 'Insegura',
      body: '<p onclick="steal()">Hola</p><script>alert(1)</script><a href="javascript:alert(2)">Enlace</a>',
    })
    try {
      const template = TemplateSchema.parse(
        await (await api.request('/api/public/templates/unsafe/es')).json(),
      )
      expect(template.body).toContain('Hola')
      expect(template.body).toContain('Enlace')
      expect(template.body).not.toMatch(/onclick|steal|<script|alert|javascript:/i)
    } finally {
      await api.db.delete(templates).where(and(eq(templates.section, 'unsafe'), eq(templates.lang, 'es')))
    }
  })

  it.each([
    ['/api/public/templates/news/fr', 'lang'],
    ['/api/public/templates/Bad%20Section/es', 'section'],
  ])('answers 422 for %s', async (path, field) => {
    const response = await api.request(path)
    expect(response.status).toBe(422)
    expect((await response.json()).detail[0]).toMatchObject({ loc: ['path', field] })
  })
})
