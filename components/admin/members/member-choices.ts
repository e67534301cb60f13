import { roles } from '@/lib/contract/auth'
import { collegiateStatuses } from '@/lib/contract/profile'
import { locales } from '@/lib/contract/locales'

/** react-admin choices whose names are message keys (translated by the inputs). */
export const roleChoices = roles.map((role) => ({ id: role, name: `admin.members.roles.${role}` }))
export const collegiateStatusChoices = collegiateStatuses.map((status) => ({
  id: status,
  name: `admin.members.collegiate_statuses.${status}`,
}))
export const languageChoices = locales.map((lang) => ({ id: lang, name: `admin.members.languages.${lang}` }))
