import { z } from 'zod'

/** The declaración responsable of the invoicing software (RD 1007/2023 art. 13, Orden HAC/1177/2024 art. 15). */
export const SoftwareDeclarationSchema = z
  .object({
    system_name: z.string().describe('NombreSistemaInformatico'),
    system_id: z.string().describe('IdSistemaInformatico: two characters'),
    version: z.string().describe('The running version, from package.json'),
    producer: z
      .object({
        name: z.string().nullable(),
        tax_id: z.string().nullable(),
        address: z.string().nullable(),
      })
      .describe('The producer; null fields are still to be completed by the association’s provider'),
    signed: z
      .string()
      .nullable()
      .describe('Place and date of the declaration; null until the producer signs'),
    components: z.array(z.string()).describe('Hardware and software components, in Spanish'),
    functions: z.array(z.string()).describe('What the system does, in Spanish'),
    modes: z.string().describe('VERI*FACTU and non-verifiable modes, in Spanish'),
    invoicing_mode: z.enum(['verifactu', 'no_verifactu']).describe('The mode this installation runs in'),
    multiple_taxpayers: z.boolean().describe('Whether one installation serves several taxpayers'),
    statement: z.string().describe('The statement of compliance, in Spanish'),
  })
  .meta({ id: 'SoftwareDeclaration' })
export type SoftwareDeclaration = z.infer<typeof SoftwareDeclarationSchema>
