import type { Job } from '@/lib/contract/jobs'

/** schema.org employmentType: the working day, and what the contract adds to it. */
const contractEmployment = {
  permanent: [],
  temporary: ['TEMPORARY'],
  freelance: ['CONTRACTOR'],
  internship: ['INTERN'],
} as const satisfies Record<Job['contract_type'], readonly string[]>

const workingDayEmployment = { full_time: 'FULL_TIME', part_time: 'PART_TIME' } as const

/** The offer as a schema.org JobPosting (Google's job search reads it); `url` is the offer's public address. */
export function jobPosting(job: Job, url?: string): Record<string, unknown> {
  const { salary_min: min, salary_max: max } = job
  const salaryValue =
    min !== null && max !== null
      ? { '@type': 'QuantitativeValue', minValue: min, maxValue: max, unitText: 'YEAR' }
      : min !== null || max !== null
        ? { '@type': 'QuantitativeValue', value: min ?? max, unitText: 'YEAR' }
        : null
  return {
    '@type': 'JobPosting',
    title: job.title,
    // Google reads the description as HTML; the body is sanitised already.
    description: job.body || job.summary,
    ...(url ? { url } : {}),
    datePosted: job.publish_at,
    ...(job.closes_at ? { validThrough: job.closes_at } : {}),
    employmentType: [workingDayEmployment[job.working_day], ...contractEmployment[job.contract_type]],
    hiringOrganization: { '@type': 'Organization', name: job.company },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: job.city,
        addressRegion: job.province,
        addressCountry: 'ES',
      },
    },
    ...(job.workplace_type === 'remote'
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'ES' },
        }
      : {}),
    ...(salaryValue
      ? { baseSalary: { '@type': 'MonetaryAmount', currency: 'EUR', value: salaryValue } }
      : {}),
  }
}
