import { z } from 'zod'
import { ApplicationStatusSchema } from './applications'

/** What a complaint found by its tracking code is about; #11 adds consumer complaints. */
export const complaintSources = ['job_offer'] as const
export const ComplaintSourceSchema = z
  .enum(complaintSources)
  .describe('job_offer: a complaint about a published job offer')

export const TrackingCodeSchema = z
  .string()
  .max(40)
  .describe('The tracking code given when the complaint was sent, such as JOB-2026-000123 (any case)')

export const ComplaintStatusSchema = z
  .object({
    tracking_code: z.string().describe('The tracking code, as given'),
    source: ComplaintSourceSchema,
    subject: z
      .string()
      .describe('What it is about, in the language asked for: for a job offer, the offer’s title'),
    status: ApplicationStatusSchema,
    received_at: z.iso.datetime().describe('When the association received it'),
    updated_at: z.iso.datetime().describe('When its status last changed'),
  })
  .meta({ id: 'ComplaintStatus', description: 'Where a complaint stands, as its tracking code reveals it' })
export type ComplaintStatus = z.infer<typeof ComplaintStatusSchema>
