import { z } from 'zod'
import { EmailSchema } from './auth'
import { optionalPhone, optionalText, requiredText } from './profile'

// The complaint channel of the ventanilla única (Ley 2/1974 art. 12).

export const complainantKinds = ['consumer', 'collegiate'] as const
export const complaintTopics = ['professional_practice', 'association_service', 'other'] as const

export const consumerComplaintLimits = {
  name: 150,
  professional: 200,
  descriptionMin: 20,
  descriptionMax: 5000,
  documents: 3,
} as const

export const consumerComplaintDocumentField = 'documents'

export const consumerComplaintPrefix = 'REC'

const withoutNul = (value: string) => !value.includes('\u0000')

export const ConsumerComplaintFormSchema = z
  .object({
    complainant: z
      .enum(complainantKinds)
      .describe(
        'consumer: a consumer or user of professional services; collegiate: a member of the association',
      ),
    name: requiredText(consumerComplaintLimits.name)
      .refine(withoutNul)
      .describe('Full name of who complains'),
    email: EmailSchema.describe('Where the acknowledgement and the answer are sent'),
    phone: optionalPhone,
    topic: z
      .enum(complaintTopics)
      .describe(
        'professional_practice: a collegiate’s practice; association_service: a service of the association; other',
      ),
    professional: optionalText(consumerComplaintLimits.professional).describe(
      'The professional concerned (name or collegiate number), when the complaint is about a practice',
    ),
    description: z
      .string()
      .trim()
      .min(consumerComplaintLimits.descriptionMin)
      .max(consumerComplaintLimits.descriptionMax)
      .refine(withoutNul)
      .describe(
        `What happened and what is asked for, ${consumerComplaintLimits.descriptionMin} to ${consumerComplaintLimits.descriptionMax} characters once trimmed`,
      ),
    privacy_accepted: z.literal(true).describe('The privacy notice was read and accepted'),
  })
  .meta({ id: 'ConsumerComplaintForm', description: 'A complaint to the association’s complaint service' })
export type ConsumerComplaintForm = z.infer<typeof ConsumerComplaintFormSchema>

export const ConsumerComplaintReceiptSchema = z
  .object({
    tracking_code: z
      .string()
      .regex(/^REC-\d{4}-[0-9A-Z]{8}$/)
      .describe('The code to follow the complaint with, such as REC-2026-7H3K9QWD'),
    received_at: z.iso.datetime().describe('When the association received it'),
    documents: z.int().min(0).describe('How many files were received with it'),
  })
  .meta({ id: 'ConsumerComplaintReceipt', description: 'Proof that a complaint was received' })
export type ConsumerComplaintReceipt = z.infer<typeof ConsumerComplaintReceiptSchema>
