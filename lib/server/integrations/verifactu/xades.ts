import 'server-only'
import { createPrivateKey, X509Certificate, webcrypto } from 'node:crypto'
import { DOMImplementation, DOMParser, XMLSerializer, type Node as XmlNode } from '@xmldom/xmldom'
import { Application, Parse, SignedXml, setNodeDependencies } from 'xadesjs'
import xpath from 'xpath'

const dsigNs = 'http://www.w3.org/2000/09/xmldsig#'
const algorithm = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }

/**
 * The signature policy of the AGE (Política de firma electrónica y de certificados, urn:oid 2.16.724.1.3.1.1.2.1.9)
 * with its SHA-1 digest, as the AEAT's own signed example record names it.
 */
const agePolicy = {
  identifier: { value: 'urn:oid:2.16.724.1.3.1.1.2.1.9' },
  hash: 'SHA-1',
  digestValue: 'G7roucf600+f03r/o0bAOQ6WAs0=',
}

let prepared = false
/** xadesjs works on a DOM and WebCrypto, which Node provides through these. */
function prepare() {
  if (prepared) return
  setNodeDependencies({ XMLSerializer, DOMParser, DOMImplementation, xpath })
  Application.setEngine('NodeJS', webcrypto as unknown as Crypto)
  prepared = true
}

interface SigningCertificate {
  subject: string
  serialNumber: string
  validTo: Date
}

/** Signs a record's XML with an enveloped XAdES-EPES signature (the AEAT's example profile). */
export interface XadesSigner {
  certificate: SigningCertificate
  /** `parent` names the element the signature goes in (its local name); the root by default. */
  sign(xml: string, options?: { at?: Date; parent?: string }): Promise<string>
}

/**
 * Opens the issuer's certificate (PEM; the first of a chain is the signer's) and its RSA key. Throws when the key
 * does not open, is not RSA, or does not belong to the certificate, so a wrong setting shows when it is loaded.
 */
export async function xadesSigner(input: {
  certificatePem: string
  keyPem: string
  passphrase?: string
}): Promise<XadesSigner> {
  prepare()
  const certificate = new X509Certificate(input.certificatePem)
  const privateKey = createPrivateKey({ key: input.keyPem, passphrase: input.passphrase })
  if (privateKey.asymmetricKeyType !== 'rsa') throw new Error('the signing key must be an RSA key')
  if (!certificate.checkPrivateKey(privateKey))
    throw new Error('the signing key does not belong to the certificate')
  const key = await webcrypto.subtle.importKey(
    'pkcs8',
    privateKey.export({ format: 'der', type: 'pkcs8' }),
    algorithm,
    false,
    ['sign'],
  )
  const certificateBase64 = certificate.raw.toString('base64')
  return {
    certificate: {
      subject: certificate.subject.replaceAll('\n', ', '),
      serialNumber: certificate.serialNumber,
      validTo: new Date(certificate.validTo),
    },
    async sign(xml, { at = new Date(), parent } = {}) {
      const doc = Parse(xml)
      const signed = new SignedXml()
      await signed.Sign(algorithm, key as CryptoKey, doc, {
        x509: [certificateBase64],
        signingCertificate: { certificate: certificateBase64, digestAlgorithm: 'SHA-256' },
        references: [{ hash: 'SHA-256', transforms: ['enveloped'], uri: '' }],
        policy: agePolicy,
        signingTime: { value: at },
      })
      const into = parent ? doc.getElementsByTagNameNS('*', parent)[0] : doc.documentElement
      if (!into) throw new Error(`no ${parent} element to sign in`)
      into.appendChild(signed.GetXml()!)
      // xadesjs parses with the xmldom it was given, typed as the browser's DOM.
      return new XMLSerializer().serializeToString(doc as unknown as XmlNode)
    },
  }
}

/**
 * Whether the document's enveloped signature holds: the digests of the document and of the signed properties, and
 * the signature value under the certificate it carries. A changed byte, a missing or a broken signature answer false.
 */
export async function verifyXades(xml: string): Promise<boolean> {
  prepare()
  try {
    const doc = Parse(xml)
    const signature = doc.getElementsByTagNameNS(dsigNs, 'Signature')[0]
    if (!signature) return false
    // The enveloped-signature transform takes the signature out wherever it is; xmldsigjs's only looks among the
    // root's children, and a RegistroEvento carries it inside Evento. Taking it out first is the same transform.
    if (signature.parentNode !== doc.documentElement) signature.parentNode?.removeChild(signature)
    const signed = new SignedXml(doc)
    signed.LoadXml(signature)
    return await signed.Verify()
  } catch {
    return false
  }
}
