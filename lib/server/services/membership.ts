import 'server-only'
import { eq } from 'drizzle-orm'
import {
  degreeOrigins,
  degreeTypes,
  exerciseSectors,
  genders,
  isSpanishPostalCode,
  professionalSituations,
  profileWorkingDays,
  type collegiateStatuses,
} from '@/lib/contract/profile'
import type { Transaction } from '@/lib/server/db/client'
import { memberProfiles, registrationApplications } from '@/lib/server/db/schema'
import { nextCollegiateNumber } from './number-series'

type ApplicationRow = typeof registrationApplications.$inferSelect
type ProfileInsert = typeof memberProfiles.$inferInsert
type CollegiateStatus = (typeof collegiateStatuses)[number]

/** The collegiate status an accepted registration gives: a collegiate practises, a student is pre-collegiate. */
const admittedStatus = { collegiate: 'active', precollegiate: 'pre_active' } as const satisfies Record<
  string,
  CollegiateStatus
>

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The answers read defensively: the stored form was validated when it was filed, but rules move on (and the
 * seed's applications have none), so a value that does not fit the profile's column is left out, never a 500.
 */
function reader(form: unknown) {
  const step = (name: string) => {
    const value = isObject(form) ? form[name] : undefined
    return isObject(value) ? value : {}
  }
  const text = (source: Record<string, unknown>, key: string, max = 300) => {
    const value = source[key]
    return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : null
  }
  const matching = (source: Record<string, unknown>, key: string, pattern: RegExp) => {
    const value = text(source, key)
    return value !== null && pattern.test(value) ? value : null
  }
  const choice = <T extends string>(source: Record<string, unknown>, key: string, choices: readonly T[]) => {
    const value = source[key]
    return typeof value === 'string' && (choices as readonly string[]).includes(value) ? (value as T) : null
  }
  return { step, text, matching, choice }
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/

function profileFromAnswers(kind: string, form: unknown): Omit<ProfileInsert, 'user_id'> {
  const { step, text, matching, choice } = reader(form)
  const personal = step('personal')
  const address = step('address')
  const profile: Omit<ProfileInsert, 'user_id'> = {
    phone1: matching(personal, 'phone1', /^\+?\d{9,15}$/),
    phone2: matching(personal, 'phone2', /^\+?\d{9,15}$/),
    gender: choice(personal, 'gender', genders),
    nationality: matching(personal, 'nationality', /^[A-Z]{2}$/),
    address: text(address, 'address'),
    postal_code: text(address, 'postal_code', 10),
    city: text(address, 'city', 100),
    region: text(address, 'region', 100),
    country: matching(address, 'country', /^[A-Z]{2}$/),
  }
  if (kind === 'precollegiate') {
    const studies = step('studies')
    return { ...profile, university: text(studies, 'university'), degree_title: text(studies, 'degree') }
  }
  const academic = step('academic')
  const professional = step('professional')
  const issued = matching(academic, 'issue_date', isoDay)
  const homologated = matching(academic, 'homologation_date', isoDay)
  return {
    ...profile,
    degree_title: text(academic, 'degree_title'),
    degree_type: choice(academic, 'degree_type', degreeTypes),
    university: text(academic, 'university'),
    degree_origin: choice(academic, 'degree_origin', degreeOrigins),
    issue_date: issued,
    homologation_date: homologated && (!issued || homologated >= issued) ? homologated : null,
    situation: choice(professional, 'situation', professionalSituations),
    exercise: choice(professional, 'exercise', exerciseSectors),
    working_day: choice(professional, 'working_day', profileWorkingDays),
    workplace_name: text(professional, 'workplace_name'),
    iban: matching(step('economic'), 'iban', /^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/),
  }
}

/** The province a new collegiate number starts with: that of a Spanish address, `00` for one abroad. */
function provinceOf(profile: Pick<ProfileInsert, 'country' | 'postal_code'>): string {
  const postalCode = profile.postal_code ?? ''
  return profile.country === 'ES' && isSpanishPostalCode(postalCode) ? postalCode.slice(0, 2) : '00'
}

export interface Admission {
  from: CollegiateStatus | null
  to: CollegiateStatus
  /** The number given now; null when the member kept theirs or a pre-collegiate got none. */
  assigned: string | null
  collegiate_code: string | null
}

/** What the member already has stays; a re-registration keeps its collegiate number: never a second one. */
export async function admitMember(
  tx: Transaction,
  row: ApplicationRow,
  now = new Date(),
): Promise<Admission | null> {
  if (row.kind !== 'collegiate' && row.kind !== 'precollegiate') return null
  const [existing] = await tx
    .select()
    .from(memberProfiles)
    .where(eq(memberProfiles.user_id, row.user_id))
    .for('update')
  const answers = profileFromAnswers(row.kind, row.form)
  const to = admittedStatus[row.kind]
  // A collegiate who applies as a student (refused when filed, but staff may meet an old one) keeps their status.
  const keepsStatus =
    row.kind === 'precollegiate' &&
    existing?.collegiate_status !== null &&
    existing?.collegiate_status !== undefined &&
    existing.collegiate_status !== 'pre_active'
  const status = keepsStatus ? existing.collegiate_status! : to
  const completed = Object.fromEntries(
    Object.entries(answers).filter(
      ([key, value]) => value !== null && (existing?.[key as keyof typeof existing] ?? null) === null,
    ),
  ) as Partial<ProfileInsert>
  const merged = { ...answers, ...existing, ...completed }
  // The profile's own rule (homologated on or after the issue), with the member's date and the answer's.
  if (merged.homologation_date && merged.issue_date && merged.homologation_date < merged.issue_date) {
    delete completed.homologation_date
  }
  const assigned =
    row.kind === 'collegiate' && !existing?.collegiate_code
      ? await nextCollegiateNumber(tx, provinceOf(merged))
      : null
  const changes: Partial<ProfileInsert> = {
    ...completed,
    collegiate_status: status,
    ...(assigned ? { collegiate_code: assigned } : {}),
    ...(row.kind === 'collegiate' ? { deregistered_on: null } : {}),
    updated_at: now,
  }
  if (existing) {
    await tx.update(memberProfiles).set(changes).where(eq(memberProfiles.user_id, row.user_id))
  } else {
    await tx.insert(memberProfiles).values({ ...answers, ...changes, user_id: row.user_id })
  }
  return {
    from: existing?.collegiate_status ?? null,
    to: status,
    assigned,
    collegiate_code: assigned ?? existing?.collegiate_code ?? null,
  }
}
