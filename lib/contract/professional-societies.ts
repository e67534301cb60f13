// The rules of a professional society's components (spec §5), kept as pure functions so that the form and the API
// (issue #9) apply the same ones: at least one component, exactly one administrator, the administrator cannot be
// removed before another is named, and not every component can be removed.

/** Entity letters a company tax id (CIF, now the NIF of legal persons) can start with. */
const entityLetters = 'ABCDEFGHJNPQRSUVW'
/** Entities whose control character is always a letter, and those whose is always a digit. */
const letterControlled = 'NPQRSW'
const digitControlled = 'ABEH'

export function normaliseCif(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase()
}

/**
 * Whether a company tax id is well formed: an entity letter, seven digits and a control character computed from
 * them (Luhn-style: the digits in odd places doubled, digit sums added), written as a digit or, for some entities,
 * as the letter of the same position in JABCDEFGHI.
 */
export function isValidCif(value: string): boolean {
  const match = /^([A-Z])(\d{7})([0-9A-J])$/.exec(normaliseCif(value))
  if (!match || !entityLetters.includes(match[1]!)) return false
  const [, entity, digits, control] = match as unknown as [string, string, string, string]
  const sum = [...digits].reduce((total, char, index) => {
    const digit = Number(char)
    if (index % 2 === 1) return total + digit
    const doubled = digit * 2
    return total + Math.floor(doubled / 10) + (doubled % 10)
  }, 0)
  const check = (10 - (sum % 10)) % 10
  const asDigit = String(check)
  const asLetter = 'JABCDEFGHI'[check]!
  if (letterControlled.includes(entity)) return control === asLetter
  if (digitControlled.includes(entity)) return control === asDigit
  return control === asDigit || control === asLetter
}

/** What the rules need of a component: who it is and whether it administers the society. */
export interface SocietyMember {
  id: string
  administrator: boolean
}

/** Why a change to the components is refused, as a key of the form's messages and the API's reason. */
export type ComponentsProblem =
  'noComponents' | 'noAdministrator' | 'severalAdministrators' | 'removesAdministrator'

/** What is wrong with a list of components as a whole, or null when it may be saved. */
export function componentsProblem(members: readonly SocietyMember[]): ComponentsProblem | null {
  if (members.length === 0) return 'noComponents'
  const administrators = members.filter((member) => member.administrator).length
  if (administrators === 0) return 'noAdministrator'
  return administrators > 1 ? 'severalAdministrators' : null
}

type Change<T> = { members: T[]; problem: null } | { members: readonly T[]; problem: ComponentsProblem }

const refused = <T>(members: readonly T[], problem: ComponentsProblem): Change<T> => ({ members, problem })

/** Adds a component; the first one added administers the society, later ones never do by being added. */
export function addComponent<T extends SocietyMember>(members: readonly T[], member: T): Change<T> {
  return { members: [...members, { ...member, administrator: members.length === 0 }], problem: null }
}

/** Removes a component, unless it is the last one or the administrator (name another one first). */
export function removeComponent<T extends SocietyMember>(members: readonly T[], id: string): Change<T> {
  const member = members.find((candidate) => candidate.id === id)
  if (!member) return { members: [...members], problem: null }
  if (members.length === 1) return refused(members, 'noComponents')
  if (member.administrator) return refused(members, 'removesAdministrator')
  return { members: members.filter((candidate) => candidate.id !== id), problem: null }
}

/** Names a component the administrator; the previous one stays a component. */
export function makeAdministrator<T extends SocietyMember>(members: readonly T[], id: string): Change<T> {
  if (!members.some((member) => member.id === id)) return { members: [...members], problem: null }
  return {
    members: members.map((member) => ({ ...member, administrator: member.id === id })),
    problem: null,
  }
}
