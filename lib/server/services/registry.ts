import 'server-only'
import { and, asc, count, eq, ilike, inArray, isNotNull, like, ne, or, sql, type SQL } from 'drizzle-orm'
import type { RegistryOptionalField } from '@/lib/contract/registry'
import {
  registryLimits,
  type CollegiateSearchQuery,
  type RegistryCollegiate,
  type RegistryCollegiatePage,
  type RegistrySociety,
  type RegistrySocietyPage,
  type RegistryStanding,
  type SocietySearchQuery,
} from '@/lib/contract/registry'
import type { collegiateStatuses } from '@/lib/contract/profile'
import type { ComplaintSubjectKind } from '@/lib/contract/consumer-complaints'
import type { Database, Transaction } from '@/lib/server/db/client'
import {
  memberProfiles,
  professionalSocieties,
  professionalSocietyComponents,
  users,
} from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import { escapeLike, searchable } from './content-query'

/** The words of a question as search_name stores names: lower case, without accents; at most eight. */
const wordsOf = (q: string) =>
  searchable(q)
    .split(/[^\p{L}\p{N}'-]+/u)
    .filter(Boolean)
    .slice(0, 8)

/** A question the registry cannot answer usefully: too few letters or digits to tell anyone apart. */
function checkQuery(q: string): void {
  const significant = searchable(q).replace(/[^\p{L}\p{N}]/gu, '')
  if (significant.length < registryLimits.minLetters) throw new ApiError(422, 'REGISTRY_QUERY_TOO_SHORT')
}

const standingOf = (
  status: (typeof collegiateStatuses)[number],
  deregisteredOn: string | null,
): RegistryStanding => {
  if (deregisteredOn) return 'removed'
  switch (status) {
    case 'active':
      return 'practising'
    case 'honorary':
      return 'honorary'
    case 'suspended':
    case 'non_payment':
      return 'suspended'
    default:
      return 'non_practising'
  }
}

/** Who is in the registry: collegiates with a number, whatever their standing; pre-collegiates are not. */
const inRegistry = and(
  isNotNull(memberProfiles.collegiate_code),
  ne(memberProfiles.collegiate_status, 'pre_active'),
)!

/**
 * The ids of the collegiates a question finds, for ordering by surname and paging. Names are matched on users alone
 * (registry_listed says who the registry lists), so a page of a common surname is read from one index; numbers are
 * the member profile's. Both use a trigram index, so the registry answers fast at 100,000 collegiates.
 */
function matchingIds(db: Database, q: string) {
  if (/\d/.test(q)) {
    // Any one separator stands for the number's own: `28 41327` and `28/41327` find `28-41327`.
    const parts = q
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .map(escapeLike)
    return db
      .select({ id: users.id })
      .from(memberProfiles)
      .innerJoin(users, eq(users.id, memberProfiles.user_id))
      .where(and(inRegistry, ilike(memberProfiles.collegiate_code, `%${parts.join('_')}%`)))
  }
  const words = wordsOf(q).map((word) => like(users.search_name, `%${escapeLike(word)}%`))
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`${users.registry_listed}`, ...words))
}

/** How many match, up to one past the cap: counting every match of a common surname would cost each search. */
const cappedCount = (db: Database, q: string) =>
  db.select({ total: count() }).from(
    matchingIds(db, q)
      .limit(registryLimits.countCap + 1)
      .as('capped'),
  )

const lastPage = (rows: unknown[], { skip, limit }: { skip: number; limit: number }) =>
  rows.length < limit && (rows.length > 0 || skip === 0)

const isShown = (hidden: RegistryOptionalField[], field: RegistryOptionalField) => !hidden.includes(field)

/** Only what the law makes public. */
export async function searchCollegiates(
  db: Database,
  { q, skip, limit }: CollegiateSearchQuery,
): Promise<RegistryCollegiatePage> {
  checkQuery(q)
  const page = matchingIds(db, q)
    .orderBy(asc(users.sort_name), asc(users.id))
    .offset(skip)
    .limit(limit)
    .as('page')
  const rows = await db
    .select({
      collegiate_code: memberProfiles.collegiate_code,
      status: memberProfiles.collegiate_status,
      deregistered_on: memberProfiles.deregistered_on,
      hidden: memberProfiles.registry_hidden,
      specialties: memberProfiles.specialties,
      workplace_name: memberProfiles.workplace_name,
      name: users.name,
      surname: users.surname,
      // In the same statement: one round trip and one plan, the count read once whatever the page's length.
      capped: sql<number>`(${cappedCount(db, q)})`.mapWith(Number),
    })
    .from(page)
    .innerJoin(users, eq(users.id, page.id))
    .innerJoin(memberProfiles, eq(memberProfiles.user_id, page.id))
    .orderBy(asc(users.sort_name), asc(users.id))
  // A page that is not full tells the total by itself; a page past the last has no row to bring the count.
  const total = lastPage(rows, { skip, limit })
    ? skip + rows.length
    : (rows[0]?.capped ?? (await cappedCount(db, q))[0]?.total ?? 0)
  const items = rows.map((row): RegistryCollegiate => {
    const standing = standingOf(row.status!, row.deregistered_on)
    // Someone no longer a member is named with their number and standing only.
    const current = standing !== 'removed'
    // Only the workplace's name: the profile's city is the member's postal address, which is private.
    const workplace = current && isShown(row.hidden, 'workplace') ? row.workplace_name : null
    return {
      collegiate_number: row.collegiate_code!,
      name: row.name,
      surname: row.surname,
      standing,
      specialties: current && isShown(row.hidden, 'specialties') ? row.specialties : null,
      workplace,
    }
  })
  return {
    items,
    total: Math.min(total, registryLimits.countCap),
    more: total > registryLimits.countCap,
    skip,
    limit,
  }
}

/** Only those whose filing consented to appear in the public registry. */
const registeredSociety = and(
  eq(professionalSocieties.status, 'accepted'),
  eq(professionalSocieties.publication_consent, true),
)!

function societyMatch(q: string): SQL {
  // Numbers are compared without separators on both sides: `SP 2024 0117` finds `SP-2024-0117`.
  const compact = q.replace(/[^\p{L}\p{N}]/gu, '').toUpperCase()
  const byName = and(
    ...wordsOf(q).map((word) =>
      like(sql`portal_search_text(${professionalSocieties.social_reason})`, `%${escapeLike(word)}%`),
    ),
  )!
  return or(
    byName,
    eq(professionalSocieties.cif, compact),
    ...(/\d/.test(compact)
      ? [
          like(
            sql`upper(regexp_replace(${professionalSocieties.sspp_number}, '[^[:alnum:]]', '', 'g'))`,
            `%${escapeLike(compact)}%`,
          ),
        ]
      : []),
  )!
}

const mercantileRegistry = (row: {
  registry_name: string | null
  registry_volume: string | null
  registry_folio: string | null
  registry_sheet: string | null
}) =>
  row.registry_name
    ? [
        row.registry_name,
        row.registry_volume && `T. ${row.registry_volume}`,
        row.registry_folio && `F. ${row.registry_folio}`,
        row.registry_sheet && `H. ${row.registry_sheet}`,
      ]
        .filter(Boolean)
        .join(', ')
    : null

export async function searchSocieties(
  db: Database,
  { q, skip, limit }: SocietySearchQuery,
): Promise<RegistrySocietyPage> {
  checkQuery(q)
  const where = and(registeredSociety, societyMatch(q))
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(professionalSocieties)
      .where(where)
      .orderBy(
        asc(sql`portal_search_text(${professionalSocieties.social_reason})`),
        asc(professionalSocieties.id),
      )
      .offset(skip)
      .limit(limit),
    db.select({ total: count() }).from(professionalSocieties).where(where),
  ])
  const partners = rows.length
    ? await db
        .select({ society_id: professionalSocietyComponents.society_id, total: count() })
        .from(professionalSocietyComponents)
        .where(
          and(
            inArray(
              professionalSocietyComponents.society_id,
              rows.map((row) => row.id),
            ),
            eq(professionalSocietyComponents.component_type, 'professional_partner'),
          ),
        )
        .groupBy(professionalSocietyComponents.society_id)
    : []
  const partnersOf = new Map(partners.map((row) => [row.society_id, row.total]))
  const total = counted?.total ?? 0
  return {
    items: rows.map((row): RegistrySociety => ({
      social_reason: row.social_reason,
      sspp_number: row.sspp_number,
      cif: row.cif,
      active: row.active,
      incorporated_on: row.incorporation_date,
      registered_on: row.registration_date,
      city: row.city,
      province: row.province,
      mercantile_registry: mercantileRegistry(row),
      partners: partnersOf.get(row.id) ?? 0,
    })),
    total: Math.min(total, registryLimits.countCap),
    more: total > registryLimits.countCap,
    skip,
    limit,
  }
}

/** Whether a collegiate number or a society's registry number is one the public registry lists. */
export async function isInPublicRegistry(
  db: Database | Transaction,
  kind: ComplaintSubjectKind,
  number: string,
): Promise<boolean> {
  const [row] =
    kind === 'professional'
      ? await db
          .select({ one: sql`1` })
          .from(memberProfiles)
          .where(and(inRegistry, eq(memberProfiles.collegiate_code, number)))
          .limit(1)
      : await db
          .select({ one: sql`1` })
          .from(professionalSocieties)
          .where(and(registeredSociety, eq(professionalSocieties.sspp_number, number)))
          .limit(1)
  return row !== undefined
}
