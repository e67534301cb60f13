import { describe, expect, it } from 'vitest'
import { complaintsOfJobSearch } from './jobs'

describe('the job offer form', () => {
  it('links to the complaints list filtered by the offer, as react-admin reads its filters', () => {
    const search = complaintsOfJobSearch('42')
    expect(search).toBe('?filter=%7B%22job_id%22%3A42%7D')
    expect(JSON.parse(new URLSearchParams(search).get('filter')!)).toEqual({ job_id: 42 })
  })
})
