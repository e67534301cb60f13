import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { XmlBufferInputProvider, XmlDocument, xmlRegisterInputProvider, XsdValidator } from 'libxml2-wasm'
import { xmlRegisterFsInputProviders } from 'libxml2-wasm/lib/nodejs.mjs'

/** AEAT's VERI*FACTU schemas, vendored outside the repository (their README says where they come from). */
export const verifactuSchemaDir = path.resolve(process.env.VERIFACTU_XSD_DIR ?? '../shared/schemas/verifactu')
export const haveVerifactuSchemas = existsSync(path.join(verifactuSchemaDir, 'SuministroLR.xsd'))

const validators = new Map<string, XsdValidator>()
let catalogRegistered = false

/**
 * A validator of one of the AEAT's schemas that works offline: the folder's catalog.xml maps the remote XML-DSig
 * import to the local copy, as XML_CATALOG_FILES does for xmllint.
 */
function validatorOf(schemaFile: string): XsdValidator {
  const known = validators.get(schemaFile)
  if (known) return known
  if (!catalogRegistered) registerCatalog()
  const file = path.join(verifactuSchemaDir, schemaFile)
  const validator = XsdValidator.fromDoc(XmlDocument.fromBuffer(readFileSync(file), { url: file }))
  validators.set(schemaFile, validator)
  return validator
}

function registerCatalog() {
  const catalog = readFileSync(path.join(verifactuSchemaDir, 'catalog.xml'), 'utf8')
  const mapped = Object.fromEntries(
    [...catalog.matchAll(/<system systemId="([^"]+)" uri="([^"]+)"/g)].map(([, url, file]) => [
      url!,
      readFileSync(path.join(verifactuSchemaDir, file!)),
    ]),
  )
  xmlRegisterInputProvider(new XmlBufferInputProvider(mapped))
  xmlRegisterFsInputProviders()
  catalogRegistered = true
}

/** Throws with libxml2's messages when the document does not validate against the schema. */
export function validateAgainst(schemaFile: string, xml: string): void {
  const doc = XmlDocument.fromString(xml)
  try {
    validatorOf(schemaFile).validate(doc)
  } finally {
    doc.dispose()
  }
}

/** A RegFactuSistemaFacturacion, as the AEAT's service takes it. */
export const validateSuministro = (xml: string) => validateAgainst('SuministroLR.xsd', xml)
