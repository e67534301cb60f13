import type { Locale } from '@/lib/contract/locales'
import type spanish from '@/messages/admin/es.json'

/** Spanish's shape is every language's. */
export type AdminMessages = typeof spanish

/** One chunk per language: only the one in use is downloaded. */
export const adminMessages: Record<Locale, () => Promise<AdminMessages>> = {
  es: () => import('@/messages/admin/es.json').then((module) => module.default),
  ca: () => import('@/messages/admin/ca.json').then((module) => module.default),
  en: () => import('@/messages/admin/en.json').then((module) => module.default),
  eu: () => import('@/messages/admin/eu.json').then((module) => module.default),
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export function mergeMessages(...sources: Record<string, unknown>[]): Record<string, unknown> {
  const merged: Record<string, unknown> = {}
  for (const source of sources) {
    for (const [key, value] of Object.entries(source)) {
      merged[key] = isObject(value) && isObject(merged[key]) ? mergeMessages(merged[key], value) : value
    }
  }
  return merged
}
