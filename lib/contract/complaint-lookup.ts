import { z } from 'zod'
import { ApplicationStatusSchema } from './applications'
import { complaintTopics } from './consumer-complaints'

const complaintSources = ['job_offer', 'consumer'] as const
const ComplaintSourceSchema = z
  .enum(complaintSources)
  .describe(
    'job_offer: a complaint about a published job offer; consumer: a complaint to the complaint service (Ley 2/1974 art. 12)',
  )

export const ComplaintHistoryEntrySchema = z
  .object({
    status: ApplicationStatusSchema,
    changed_at: z.iso.datetime().describe('When the complaint took this status'),
  })
  .meta({ id: 'ComplaintHistoryEntry', description: 'A status a complaint went through' })

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
      .describe(
        'What it is about, in the language asked for: for a job offer, the offer’s title; for a consumer complaint, its topic in words',
      ),
    topic: z
      .enum(complaintTopics)
      .nullable()
      .describe('For a consumer complaint, what it is about; null for other sources'),
    status: ApplicationStatusSchema,
    received_at: z.iso.datetime().describe('When the association received it'),
    updated_at: z.iso.datetime().describe('When its status last changed'),
    history: z
      .array(ComplaintHistoryEntrySchema)
      .describe('Every status it went through, oldest first; the first is received'),
  })
  .meta({ id: 'ComplaintStatus', description: 'Where a complaint stands, as its tracking code reveals it' })
export type ComplaintStatus = z.infer<typeof ComplaintStatusSchema>
