import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * A self-signed RSA certificate and its key in a temporary folder, made with openssl (Node cannot issue a
 * certificate): what an issuer's FNMT certificate is to the signature, for tests.
 */
export function testSigningCertificate(subject = '/CN=Colegio de Prueba/serialNumber=IDCES-89890001K/C=ES') {
  const dir = mkdtempSync(path.join(tmpdir(), 'signing-certificate-'))
  const certPath = path.join(dir, 'certificate.pem')
  const keyPath = path.join(dir, 'key.pem')
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      keyPath,
      '-out',
      certPath,
      '-days',
      '30',
    ].concat(['-subj', subject]),
    { stdio: 'ignore' },
  )
  return {
    /** The temporary folder, for the caller to remove. */
    dir,
    certPath,
    keyPath,
    certificatePem: readFileSync(certPath, 'utf8'),
    keyPem: readFileSync(keyPath, 'utf8'),
  }
}
