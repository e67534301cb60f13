import 'server-only'

type PictureType = 'image/png' | 'image/jpeg'

export interface PictureHeader {
  type: PictureType
  width: number
  height: number
}

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

const u16 = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!
const u32 = (bytes: Uint8Array, at: number) => u16(bytes, at) * 0x10000 + u16(bytes, at + 2)

/** A PNG starts with its signature and then the IHDR chunk: width and height as 32-bit big-endian numbers. */
function readPng(bytes: Uint8Array): PictureHeader | null {
  if (bytes.length < 24) return null
  const ihdr = String.fromCharCode(...bytes.subarray(12, 16))
  if (ihdr !== 'IHDR') return null
  return { type: 'image/png', width: u32(bytes, 16), height: u32(bytes, 20) }
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic): not C4 (DHT), C8 (JPG) or CC (DAC). */
const startOfFrame = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf])

/** A JPEG's size is in its first start-of-frame segment: walk the segments from the SOI marker until it. */
function readJpeg(bytes: Uint8Array): PictureHeader | null {
  let at = 2
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null
    const marker = bytes[at + 1]!
    if (marker === 0xff) {
      at += 1 // fill byte
      continue
    }
    // Markers without a length: TEM, RST0-7; SOS or EOI before a frame means there is none to read.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2
      continue
    }
    if (marker === 0xd9 || marker === 0xda) return null
    const length = u16(bytes, at + 2)
    if (length < 2) return null
    if (startOfFrame.has(marker)) {
      if (at + 9 > bytes.length) return null
      return { type: 'image/jpeg', height: u16(bytes, at + 5), width: u16(bytes, at + 7) }
    }
    at += 2 + length
  }
  return null
}

/** By content: an SVG, a PDF or a program renamed logo.png is null. */
export function readPictureHeader(bytes: Uint8Array): PictureHeader | null {
  if (pngSignature.every((byte, index) => bytes[index] === byte)) return readPng(bytes)
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return readJpeg(bytes)
  return null
}

/** Whether the bytes start as a PNG or JPEG does (to tell "not a picture" from "a picture we cannot read"). */
export const looksLikePicture = (bytes: Uint8Array) =>
  pngSignature.every((byte, index) => bytes[index] === byte) ||
  (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
