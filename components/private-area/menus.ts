import type { Role } from '@/lib/contract/auth'
import { rolesFor } from '@/lib/contract/private-area'

export type PrivateMenuLabel =
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

export interface PrivateMenuEntry {
  label: PrivateMenuLabel
  href: string
  /** False until its page or section is built; such entries are not shown. */
  ready: boolean
  /** Narrower than the page's roles: a section only some roles have (staff have no economic data). */
  roles?: readonly Role[]
}

// The three process types of the generic procedures (spec §2); their pages come with the procedures.
const procedureLists: PrivateMenuEntry[] = [
  { label: 'legalAdvice', href: '/generic-procedures-profile?type=legal-advice', ready: false },
  { label: 'singleWindow', href: '/generic-procedures-profile?type=single-window', ready: false },
  { label: 'otherProcedures', href: '/generic-procedures-profile?type=other-procedures', ready: false },
]

const collegiateMenu: PrivateMenuEntry[] = [
  { label: 'personalData', href: '/profile#main', ready: true },
  { label: 'economicData', href: '/profile#economic', ready: true, roles: ['collegiate'] },
  { label: 'professionalData', href: '/profile#proffesional', ready: true, roles: ['collegiate'] },
  { label: 'myDocuments', href: '/my-documents', ready: true },
  { label: 'myCourses', href: '/my-courses', ready: true },
  { label: 'myEvents', href: '/my-events', ready: true },
  { label: 'myResources', href: '/my-resources', ready: false },
  { label: 'myMovements', href: '/my-movements', ready: true },
  { label: 'subscriptions', href: '/subscriptions', ready: true },
  ...procedureLists,
]

/** The reduced menu of spec §2: profile, attachments, the three procedure lists, courses and subscriptions. */
const precollegiateMenu: PrivateMenuEntry[] = [
  { label: 'personalData', href: '/profile#main', ready: true },
  { label: 'attachments', href: '/profile#attachments', ready: true },
  ...procedureLists,
  { label: 'myCourses', href: '/my-courses', ready: true },
  { label: 'subscriptions', href: '/subscriptions', ready: true },
]

export const privateMenus: Record<Role, PrivateMenuEntry[]> = {
  collegiate: collegiateMenu,
  staff: collegiateMenu,
  precollegiate: precollegiateMenu,
  non_member: [{ label: 'personalData', href: '/profile#main', ready: true }],
}

/** The entries built so far whose page the role may open (staff share the members' menu, not every page). */
export function privateMenuFor(role: Role): PrivateMenuEntry[] {
  return privateMenus[role].filter(
    (entry) =>
      entry.ready &&
      (entry.roles ?? [role]).includes(role) &&
      (rolesFor(entry.href.split(/[?#]/)[0]!) ?? []).includes(role),
  )
}
