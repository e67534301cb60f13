import { describe, expect, it } from 'vitest'
import type { Job } from '@/lib/contract/jobs'
import { jobPosting } from './job-posting'

const job: Job = {
  id: 7,
  lang: 'es',
  slug: 'enfermera-quirofano-donostia',
  title: 'Enfermería de quirófano',
  summary: 'Contrato de un año.',
  body: '<p>Quirófano.</p>',
  publish_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-20T08:00:00.000Z',
  closes_at: '2026-12-06T21:59:59.000Z',
  closed: false,
  company: 'Clínica Urgull',
  city: 'Donostia / San Sebastián',
  province: 'Gipuzkoa',
  contract_type: 'temporary',
  working_day: 'full_time',
  workplace_type: 'on_site',
  salary_min: 30000,
  salary_max: 34000,
  contact_email: 'hautaketa@urgull.example',
  contact_url: null,
  alternates: [],
}

describe('jobPosting', () => {
  it('describes the offer as a schema.org JobPosting', () => {
    expect(jobPosting(job, 'https://colegio.example/job/enfermera-quirofano-donostia')).toEqual({
      '@type': 'JobPosting',
      title: 'Enfermería de quirófano',
      description: '<p>Quirófano.</p>',
      url: 'https://colegio.example/job/enfermera-quirofano-donostia',
      datePosted: '2026-11-20T08:00:00.000Z',
      validThrough: '2026-12-06T21:59:59.000Z',
      employmentType: ['FULL_TIME', 'TEMPORARY'],
      hiringOrganization: { '@type': 'Organization', name: 'Clínica Urgull' },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Donostia / San Sebastián',
          addressRegion: 'Gipuzkoa',
          addressCountry: 'ES',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 30000, maxValue: 34000, unitText: 'YEAR' },
      },
    })
  })

  it.each([
    ['permanent', 'full_time', ['FULL_TIME']],
    ['permanent', 'part_time', ['PART_TIME']],
    ['freelance', 'part_time', ['PART_TIME', 'CONTRACTOR']],
    ['internship', 'full_time', ['FULL_TIME', 'INTERN']],
  ] as const)('maps a %s contract at %s to %j', (contract_type, working_day, types) => {
    expect(jobPosting({ ...job, contract_type, working_day }).employmentType).toEqual(types)
  })

  it('leaves out the salary and the closing date when not stated, and marks remote work as telecommuting', () => {
    const posting = jobPosting({
      ...job,
      salary_min: null,
      salary_max: null,
      closes_at: null,
      workplace_type: 'remote',
    })
    expect(posting).not.toHaveProperty('baseSalary')
    expect(posting).not.toHaveProperty('validThrough')
    expect(posting).not.toHaveProperty('url')
    expect(posting).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'ES' },
    })
    expect(jobPosting({ ...job, workplace_type: 'hybrid' })).not.toHaveProperty('jobLocationType')
  })

  it('states a single salary figure as a value', () => {
    expect(jobPosting({ ...job, salary_max: null }).baseSalary).toMatchObject({
      value: { '@type': 'QuantitativeValue', value: 30000, unitText: 'YEAR' },
    })
  })
})
