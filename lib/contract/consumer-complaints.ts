import { z } from 'zod'
import { EmailSchema } from './auth'
import { optionalPhone, optionalText, requiredText } from './profile'

// The complaint channel of the ventanilla única (Ley 2/1974 art. 12).

export const complainantKinds = ['consumer', 'collegiate'] as const
export const complaintTopics = ['professional_practice', 'association_service', 'other'] as const

/** Whom a complaint about a practice concerns: a collegiate professional or a professional society. */
export const complaintSubjectKinds = ['professional', 'society'] as const
export type ComplaintSubjectKind = (typeof complaintSubjectKinds)[number]

export const consumerComplaintLimits = {
  name: 150,
  professional: 200,
  registryNumber: 40,
  descriptionMin: 20,
  descriptionMax: 5000,
  documents: 3,
} as const

export const consumerComplaintDocumentField = 'documents'

export const consumerComplaintPrefix = 'REC'

const withoutNul = (value: string) => !value.includes('\u0000')

/** Collegiate numbers (28-41327) and society registry numbers (SSPP-2024/0001) as the registry lists them. */
const registryNumberPattern = /^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u

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
    subject_kind: z
      .enum(complaintSubjectKinds)
      .optional()
      .describe(
        'Whom a complaint about a practice concerns: professional (a collegiate) or society (a professional society)',
      ),
    professional: optionalText(consumerComplaintLimits.professional).describe(
      'The professional or society concerned (a name, a collegiate or registry number), when the complaint is about a practice',
    ),
    subject_registry_number: z
      .string()
      .trim()
      .regex(registryNumberPattern)
      .max(consumerComplaintLimits.registryNumber)
      .optional()
      .describe(
        'When picked from the public registry: the collegiate number (subject_kind professional) or the society’s registry number (society); it must be in the registry',
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
  .refine((form) => !form.subject_registry_number || (form.subject_kind && form.professional), {
    path: ['subject_registry_number'],
    message: 'A registry number goes with subject_kind and the name it was picked with',
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
