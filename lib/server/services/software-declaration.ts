import 'server-only'
import type { SoftwareDeclaration } from '@/lib/contract/software-declaration'
import { serverEnv } from '@/lib/env'
import packageJson from '@/package.json'

/** The system as the declaration and the AEAT's records name it. */
const invoicingSystem = { name: 'Portal colegial', id: 'PC' } as const

/**
 * The declaración responsable as this installation runs: the legal wording is Spanish, as the Orden writes it; the
 * producer comes from configuration, and what is unset stays null for the page to mark as still to complete.
 */
export function softwareDeclaration(): SoftwareDeclaration {
  const env = serverEnv()
  const { version } = packageJson
  return {
    system_name: invoicingSystem.name,
    system_id: invoicingSystem.id,
    version,
    producer: {
      name: env.SOFTWARE_PRODUCER_NAME ?? null,
      tax_id: env.SOFTWARE_PRODUCER_TAX_ID ?? null,
      address: env.SOFTWARE_PRODUCER_ADDRESS ?? null,
    },
    signed: env.SOFTWARE_DECLARATION_SIGNED ?? null,
    components: [
      'Aplicación web (Next.js y Node.js) con su API, que se ejecuta en el servidor del colegio o de su proveedor.',
      'Base de datos PostgreSQL (o PGlite integrada) donde se guardan las facturas y los registros de facturación.',
      'Navegador web del personal y de los colegiados; no se instala software en sus equipos.',
    ],
    functions: [
      'Expide facturas de cuotas, cursos y comisiones, numeradas en series correlativas: completas (F1) con el destinatario identificado por su NIF o documento extranjero, o simplificadas (F2) si no consta.',
      'Genera un registro de alta por cada factura y uno de anulación por cada factura anulada, encadenados por su huella SHA-256 según el algoritmo de la AEAT; los registros no se pueden modificar ni borrar.',
      'Expide facturas rectificativas (R1 y R4, o R5 de una simplificada, por diferencias o por sustitución) en su propia serie, con su registro.',
      'Imprime en cada factura el código QR de cotejo de la AEAT y, en modo VERI*FACTU, la leyenda «VERI*FACTU».',
      'Comprueba la integridad de la cadena de registros y exporta los registros para su inspección.',
      'En modo no verificable, firma cada registro con firma XAdES y el certificado del obligado tributario, y lleva un registro de eventos encadenado y firmado que el personal verifica y exporta.',
    ],
    modes:
      'Puede funcionar como sistema VERI*FACTU (remisión de cada registro a la AEAT) o como sistema no verificable; el modo lo elige el obligado tributario en la configuración (INVOICING_MODE). En modo no verificable falta incorporar el registro resumen de eventos y los eventos de fin de funcionamiento y de restauración de copias.',
    invoicing_mode: env.INVOICING_MODE,
    multiple_taxpayers: false,
    statement: `El productor arriba identificado declara, bajo su responsabilidad, que el sistema informático de facturación «${invoicingSystem.name}», en su versión ${version}, cumple lo dispuesto en el artículo 29.2.j) de la Ley 58/2003, de 17 de diciembre, General Tributaria, en el Reglamento aprobado por el Real Decreto 1007/2023, de 5 de diciembre, en la Orden HAC/1177/2024, de 17 de octubre, y en la demás normativa que los desarrolla.`,
  }
}
