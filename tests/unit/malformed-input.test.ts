import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { type GeneratedRequest, malformedRequests, toRequestInit } from '../support/malformed-input'
import { operationsOf } from '../support/openapi-operations'

// No route takes a body yet: this document stands in for the first one, so the body generators stay honest.
const Application = z.object({
  event: z.string().regex(/^[\p{Ll}\p{N}]+(?:-[\p{Ll}\p{N}]+)*$/u),
  seats: z.int().min(1).max(10),
  notes: z.string().max(500).nullable(),
  tags: z.array(z.enum(['a', 'b'])).max(3),
})

const document = {
  openapi: '3.1.0',
  servers: [{ url: '/api' }],
  paths: {
    '/events/{slug}/applications': {
      parameters: [{ $ref: '#/components/parameters/Slug' }],
      post: {
        parameters: [{ name: 'dry_run', in: 'query', required: false, schema: { type: 'boolean' } }],
        requestBody: { $ref: '#/components/requestBodies/Application' },
      },
    },
  },
  components: {
    parameters: {
      Slug: { name: 'slug', in: 'path', required: true, schema: { type: 'string', minLength: 1 } },
    },
    requestBodies: {
      Application: {
        required: true,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Application' } } },
      },
    },
    schemas: { Application: z.toJSONSchema(Application, { target: 'draft-2020-12' }) },
  },
}

function sample(count: number): GeneratedRequest[] {
  const [operation] = operationsOf(document, ['get /health', 'post /events/{slug}/applications'])
  return fc.sample(malformedRequests(operation!, ['el-colegio']), { numRuns: count, seed: 7 })
}

describe('operationsOf', () => {
  it('resolves shared parameters and request bodies, and adds served routes the document leaves out', () => {
    const operations = operationsOf(document, ['get /health', 'post /events/{slug}/applications'])
    expect(operations.map(({ method, path, documented }) => [method, path, documented])).toEqual([
      ['POST', '/events/{slug}/applications', true],
      ['GET', '/health', false],
    ])
    expect(
      operations[0]!.parameters.map(({ name, in: location, required }) => [name, location, required]),
    ).toEqual([
      ['slug', 'path', true],
      ['dry_run', 'query', false],
    ])
    expect(operations[0]!.body?.media.map((media) => media.type)).toEqual(['application/json'])
  })
})

describe('malformedRequests', () => {
  const requests = sample(600)
  const withBody = requests.filter((request) => request.body !== undefined)
  const jsonBodies = withBody.flatMap((request) => {
    if (request.body?.kind !== 'text') return []
    try {
      return [JSON.parse(request.body.text) as unknown]
    } catch {
      return []
    }
  })

  it('builds only requests the Fetch API accepts, with the path filled in', () => {
    for (const request of requests) {
      expect(
        () => new Request(new URL(request.url, 'http://localhost'), toRequestInit(request)),
      ).not.toThrow()
      expect(request.url).toMatch(/^\/api\/events\//)
      expect(request.url).not.toContain('{slug}')
    }
  })

  it('sends bodies valid for the schema, broken ones, and bodies that are not JSON at all', () => {
    const valid = jsonBodies.filter((body) => Application.safeParse(body).success)
    expect(valid.length).toBeGreaterThan(20)
    expect(jsonBodies.length - valid.length).toBeGreaterThan(100)
    expect(withBody.length - jsonBodies.length).toBeGreaterThan(100)
    expect(new Set(requests.map((request) => request.body?.kind))).toEqual(
      new Set(['text', 'bytes', 'url-encoded', 'form-data', undefined]),
    )
  })

  it('never gives a GET or HEAD request a body', () => {
    const withoutBody = requests.filter((request) => ['GET', 'HEAD'].includes(request.method))
    expect(withoutBody.length).toBeGreaterThan(0)
    expect(withoutBody.filter((request) => request.body !== undefined)).toEqual([])
  })
})
