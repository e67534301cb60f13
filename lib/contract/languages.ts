import { z } from 'zod'
import { LocaleSchema } from './locales'

export const LanguageListSchema = z.array(LocaleSchema).meta({
  id: 'LanguageList',
  description: 'The enabled language codes, in the order the switcher shows them',
})
