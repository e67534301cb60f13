import { roles } from '@/lib/contract/auth'
import {
  collegiateStatuses,
  degreeOrigins,
  degreeTypes,
  exerciseSectors,
  genders,
  professionalSituations,
  profileWorkingDays,
  specialties,
} from '@/lib/contract/profile'
import { locales } from '@/lib/contract/locales'

/** react-admin choices whose names are message keys (translated by the inputs). */
export const roleChoices = roles.map((role) => ({ id: role, name: `admin.members.roles.${role}` }))
export const collegiateStatusChoices = collegiateStatuses.map((status) => ({
  id: status,
  name: `admin.members.collegiate_statuses.${status}`,
}))
export const languageChoices = locales.map((lang) => ({ id: lang, name: `admin.members.languages.${lang}` }))

/** The profile's options, in the words the member reads them (the portal's `ProfileData`). */
const profileChoices = (values: readonly string[], group: string) =>
  values.map((value) => ({ id: value, name: `admin.profileData.${group}.${value}` }))
export const genderChoices = profileChoices(genders, 'genders')
export const degreeTypeChoices = profileChoices(degreeTypes, 'degreeTypes')
export const degreeOriginChoices = profileChoices(degreeOrigins, 'degreeOrigins')
export const specialtyChoices = profileChoices(specialties, 'specialties')
export const situationChoices = profileChoices(professionalSituations, 'situations')
export const exerciseChoices = profileChoices(exerciseSectors, 'exercises')
export const workingDayChoices = profileChoices(profileWorkingDays, 'workingDays')
