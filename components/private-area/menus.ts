import type { Role } from '@/lib/contract/auth'
import { rolesFor } from '@/lib/contract/private-area'

type PrivateMenuLabel =
  | 'personalData'
  | 'economicData'
  | 'professionalData'
  | 'attachments'
  | 'myDocuments'
  | 'myCourses'
  | 'myEvents'
  | 'myResources'
  | 'myMovements'
  | 'subscriptions'
  | 'legalAdvice'
  | 'singleWindow'
  | 'otherProcedures'
  | 'professionalSocieties'

export interface PrivateMenuEntry {
  label: PrivateMenuLabel
  href: string
}

// The three process types of the generic procedures (spec §2).
const procedureLists: PrivateMenuEntry[] = [
  { label: 'legalAdvice', href: '/generic-procedures-profile?type=legal-advice' },
  { label: 'singleWindow', href: '/generic-procedures-profile?type=single-window' },
  { label: 'otherProcedures', href: '/generic-procedures-profile?type=other-procedures' },
]

const personalData: PrivateMenuEntry = { label: 'personalData', href: '/profile#main' }

/** The collegiate menu of spec §2: the three profile sections, every private list and the procedure lists. */
const collegiateMenu: PrivateMenuEntry[] = [
  personalData,
  { label: 'economicData', href: '/profile#economic' },
  { label: 'professionalData', href: '/profile#proffesional' },
  { label: 'myDocuments', href: '/my-documents' },
  { label: 'myCourses', href: '/my-courses' },
  { label: 'myEvents', href: '/my-events' },
  { label: 'myResources', href: '/my-resources' },
  { label: 'myMovements', href: '/my-movements' },
  { label: 'subscriptions', href: '/subscriptions' },
  ...procedureLists,
  { label: 'professionalSocieties', href: '/professional-societies/procedure' },
]

/** The reduced menu of spec §2: profile, attachments, the three procedure lists, courses and subscriptions. */
const precollegiateMenu: PrivateMenuEntry[] = [
  personalData,
  { label: 'attachments', href: '/profile#attachments' },
  ...procedureLists,
  { label: 'myCourses', href: '/my-courses' },
  { label: 'subscriptions', href: '/subscriptions' },
]

/** Staff and non-members have no private data beyond their account: their menu is their personal data. */
export const privateMenus: Record<Role, PrivateMenuEntry[]> = {
  collegiate: collegiateMenu,
  precollegiate: precollegiateMenu,
  staff: [personalData],
  non_member: [personalData],
}

/** Only entries whose page the role may open (a check that the menus and `privatePages` agree). */
export function privateMenuFor(role: Role): PrivateMenuEntry[] {
  return privateMenus[role].filter((entry) => (rolesFor(entry.href.split(/[?#]/)[0]!) ?? []).includes(role))
}
