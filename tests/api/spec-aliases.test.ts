import { describe, expect, it } from 'vitest'
import { demoAccounts } from '@/lib/server/db/seed/site'
import { bearerFor } from '../support/auth'
import { pdfQrText } from '../support/pdf'
import { setupTestApi } from '../support/test-api'

const api = setupTestApi()

async function answer(path: string) {
  const response = await api.request(`/api${path}`)
  return { status: response.status, body: await response.json() }
}

/** The specification's other name for a call answers exactly as the call: found, refused and invalid alike. */
async function expectSameAnswers(alias: string, original: string, suffixes: string[]) {
  for (const suffix of suffixes) {
    const [fromAlias, fromOriginal] = [await answer(alias + suffix), await answer(original + suffix)]
    expect(fromAlias, alias + suffix).toEqual(fromOriginal)
  }
}

describe('the names the specification also gives to calls', () => {
  it('answers microservice/public/pages as public/pages', async () => {
    await expectSameAnswers('/microservice/public/pages', '/public/pages', [
      '/eu/elkargoa',
      '/es/no-existe',
      '/xx/elkargoa',
    ])
    expect((await answer('/microservice/public/pages/eu/elkargoa')).status).toBe(200)
  })

  it('answers microservice/public/events as public/events', async () => {
    await expectSameAnswers('/microservice/public/events', '/public/events', [
      '/es/asamblea-general-ordinaria',
      '/ca/no-existe',
      '/xx/asamblea-general-ordinaria',
    ])
    expect((await answer('/microservice/public/events/es/asamblea-general-ordinaria')).status).toBe(200)
  })

  it('answers microservice/public/settings as public/settings', async () => {
    await expectSameAnswers('/microservice/public/settings', '/public/settings', ['', '?lang=en', '?lang=xx'])
  })

  it('answers public/resources/categories as resource-categories', async () => {
    await expectSameAnswers('/public/resources/categories', '/resource-categories', [
      '/ca',
      '/en?limit=1&skip=1',
      '/es?limit=0',
      '/xx',
    ])
    expect((await answer('/public/resources/categories/ca')).body.items.length).toBeGreaterThan(0)
  })

  it('answers public/cards/resources as resource-cards', async () => {
    await expectSameAnswers('/public/cards/resources', '/resource-cards', [
      '/es',
      '/eu?limit=1',
      '/es?limit=-1',
    ])
    expect((await answer('/public/cards/resources/es')).body.items.length).toBeGreaterThan(0)
  })

  it('answers verify-document as the validation of a document by its code', async () => {
    const [collegiate] = demoAccounts
    const headers = {
      Authorization: `Bearer ${await bearerFor(api.request, collegiate.email, collegiate.password)}`,
    }
    const paid = await api.request('/api/public/collegiate-transactions?status=paid&limit=1', { headers })
    const [invoiced] = ((await paid.json()) as { items: Array<{ id: string }> }).items
    const invoice = await api.request(`/api/public/collegiate-transactions/${invoiced!.id}/invoice`, {
      headers,
    })
    const code = (await pdfQrText(new Uint8Array(await invoice.arrayBuffer())))!.split('/').at(-1)!
    const unknown = code.startsWith('0') ? `1${code.slice(1)}` : `0${code.slice(1)}`
    await expectSameAnswers('/verify-document', '/public/documents', [`/${code}`, `/${unknown}`, '/ABC'])
    expect((await answer(`/verify-document/${code}`)).status).toBe(200)
  })

  it('documents each alias as its own operation that names the one it aliases', async () => {
    const document = (await (await api.request('/api/openapi.json')).json()) as {
      paths: Record<string, { get: { operationId: string; description: string } }>
    }
    const aliases = {
      '/microservice/public/pages/{lang}/{slug}': '/public/pages/{lang}/{slug}',
      '/microservice/public/events/{lang}/{slug}': '/public/events/{lang}/{slug}',
      '/microservice/public/settings': '/public/settings',
      '/public/resources/categories/{lang}': '/resource-categories/{lang}',
      '/public/cards/resources/{lang}': '/resource-cards/{lang}',
      '/verify-document/{code}': '/public/documents/{code}',
    }
    for (const [alias, original] of Object.entries(aliases)) {
      const { operationId, description } = document.paths[alias]!.get
      expect(operationId).not.toBe(document.paths[original]!.get.operationId)
      expect(description, alias).toMatch(
        `Alias of \`GET ${original}\` (\`${document.paths[original]!.get.operationId}\`)`,
      )
    }
  })
})
