import { describe, expect, it } from 'vitest'
import { sanitiseFilename, sniffContentType } from './attachment-content'

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(
    values.flatMap((value) => (typeof value === 'string' ? [...Buffer.from(value, 'latin1')] : [value])),
  )

describe('sniffContentType', () => {
  it.each([
    ['%PDF-1.7', 'application/pdf'],
    ['%PDF-', 'application/pdf'],
  ])('reads %s as a PDF', (start, type) => {
    expect(sniffContentType(bytes(start, 0x0a))).toBe(type)
  })

  it('reads JPEG and PNG signatures', () => {
    expect(sniffContentType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg')
    expect(sniffContentType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png')
  })

  it.each([
    ['an executable', bytes('MZ', 0x90, 0)],
    ['an ELF binary', bytes(0x7f, 'ELF')],
    ['a ZIP (docx)', bytes('PK', 3, 4)],
    ['HTML', bytes('<html><script>')],
    ['a GIF', bytes('GIF89a')],
    ['a PDF signature further in', bytes(' %PDF-1.7')],
    ['a cut PDF signature', bytes('%PDF')],
    ['a cut PNG signature', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a)],
    ['nothing', new Uint8Array(0)],
  ])('refuses %s', (_name, content) => {
    expect(sniffContentType(content)).toBeNull()
  })
})

describe('sanitiseFilename', () => {
  it('keeps an ordinary name', () => {
    expect(sanitiseFilename('Título de grado.pdf', 'application/pdf')).toBe('Título de grado.pdf')
    expect(sanitiseFilename('FOTO.JPEG', 'image/jpeg')).toBe('FOTO.JPEG')
  })

  it('drops folders, control and bidirectional characters, and leading dots', () => {
    expect(sanitiseFilename('../../etc/passwd', 'application/pdf')).toBe('passwd.pdf')
    expect(sanitiseFilename('C:\\Users\\a\\dni.png', 'image/png')).toBe('dni.png')
    expect(sanitiseFilename('a\u0000b\r\n\u202ec.pdf', 'application/pdf')).toBe('abc.pdf')
    expect(sanitiseFilename('.htaccess', 'image/png')).toBe('htaccess.png')
  })

  it('ends with an extension of the type found in the content', () => {
    expect(sanitiseFilename('invoice.exe', 'application/pdf')).toBe('invoice.exe.pdf')
    expect(sanitiseFilename('scan.pdf', 'image/png')).toBe('scan.pdf.png')
  })

  it('names an empty name after the document', () => {
    expect(sanitiseFilename('', 'application/pdf')).toBe('document.pdf')
    expect(sanitiseFilename(' / ', 'image/jpeg')).toBe('document.jpg')
  })

  it('cuts to 200 UTF-16 units without splitting a character, keeping the extension', () => {
    const long = sanitiseFilename(`${'😀'.repeat(150)}.pdf`, 'application/pdf')
    expect(long.length).toBeLessThanOrEqual(200)
    expect(long).toBe(`${'😀'.repeat(98)}.pdf`)
    expect(sanitiseFilename('\uD800x.pdf', 'application/pdf')).toBe('x.pdf')
  })
})
