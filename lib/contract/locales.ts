import { z } from 'zod'
import { locales } from './locale-codes'

export { defaultLocale, isLocale, type Locale, localeAutonyms, locales } from './locale-codes'

export const LocaleSchema = z.enum(locales).describe('Language code: es (default), ca, en or eu')
