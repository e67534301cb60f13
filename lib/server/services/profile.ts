import 'server-only'
import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Attachment } from '@/lib/contract/attachments'
import type {
  CollegiateProfile,
  CollegiateProfilePatch,
  PrecollegiateProfile,
  PrecollegiateProfilePatch,
} from '@/lib/contract/profile'
import type { Database } from '@/lib/server/db/client'
import { attachments, memberDiscounts, memberProfiles, users } from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'

type ProfileRow = typeof memberProfiles.$inferSelect
type UserRow = typeof users.$inferSelect

const provingKinds = ['id_card', 'diploma', 'homologation', 'sepa_mandate'] as const

async function latestDocuments(db: Database, userId: string): Promise<PrecollegiateProfile['documents']> {
  // The owner's attachments of the four kinds, newest first (attachments_user_idx, then a small sort).
  const rows = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.user_id, userId), inArray(attachments.kind, [...provingKinds])))
    .orderBy(desc(attachments.created_at), desc(attachments.id))
  const latest = (kind: (typeof provingKinds)[number]): Attachment | null => {
    const row = rows.find((candidate) => candidate.kind === kind)
    return row
      ? {
          id: row.id,
          kind: row.kind,
          filename: row.filename,
          content_type: row.content_type,
          size: row.size,
          created_at: row.created_at.toISOString(),
        }
      : null
  }
  return {
    id_card: latest('id_card'),
    diploma: latest('diploma'),
    homologation: latest('homologation'),
    sepa_mandate: latest('sepa_mandate'),
  }
}

async function loadUser(db: Database, userId: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId))
  if (!user) throw new ApiError(404, 'USER_NOT_FOUND')
  return user
}

async function loadRow(db: Database, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(memberProfiles).where(eq(memberProfiles.user_id, userId))
  return row
}

function baseProfile(
  user: UserRow,
  row: ProfileRow | undefined,
  documents: PrecollegiateProfile['documents'],
) {
  return {
    name: user.name,
    surname: user.surname,
    email: user.email,
    tmp_email: user.tmp_email,
    collegiate_code: row?.collegiate_code ?? null,
    collegiate_status: row?.collegiate_status ?? null,
    main: {
      phone1: row?.phone1 ?? null,
      phone2: row?.phone2 ?? null,
      gender: row?.gender ?? null,
      nationality: row?.nationality ?? null,
    },
    address: {
      address: row?.address ?? null,
      postal_code: row?.postal_code ?? null,
      city: row?.city ?? null,
      region: row?.region ?? null,
      country: row?.country ?? null,
    },
    academic: {
      degree_title: row?.degree_title ?? null,
      degree_type: row?.degree_type ?? null,
      university: row?.university ?? null,
      degree_origin: row?.degree_origin ?? null,
      registry_csv: row?.registry_csv ?? null,
      issue_date: row?.issue_date ?? null,
      homologation_date: row?.homologation_date ?? null,
      specialties: row?.specialties ?? [],
    },
    documents,
    updated_at: row?.updated_at.toISOString() ?? null,
  }
}

export async function getPrecollegiateProfile(db: Database, userId: string): Promise<PrecollegiateProfile> {
  const [user, row, documents] = await Promise.all([
    loadUser(db, userId),
    loadRow(db, userId),
    latestDocuments(db, userId),
  ])
  return baseProfile(user, row, documents)
}

export async function getCollegiateProfile(db: Database, userId: string): Promise<CollegiateProfile> {
  const [user, row, documents, discounts] = await Promise.all([
    loadUser(db, userId),
    loadRow(db, userId),
    latestDocuments(db, userId),
    db
      .select()
      .from(memberDiscounts)
      .where(eq(memberDiscounts.user_id, userId))
      .orderBy(desc(memberDiscounts.valid_from), desc(memberDiscounts.id)),
  ])
  return {
    ...baseProfile(user, row, documents),
    economic: {
      iban: row?.iban ?? null,
      discounts: discounts.map(({ id, reason, percent, valid_from, valid_until }) => ({
        id,
        reason,
        percent,
        valid_from,
        valid_until,
      })),
    },
    professional: {
      situation: row?.situation ?? null,
      exercise: row?.exercise ?? null,
      working_day: row?.working_day ?? null,
      epc_number: row?.epc_number ?? null,
      workplace_name: row?.workplace_name ?? null,
      workplace_phone: row?.workplace_phone ?? null,
    },
  }
}

export type ProfileChanges = Partial<
  Omit<ProfileRow, 'user_id' | 'created_at' | 'collegiate_code' | 'collegiate_status'>
>

/** The columns each section sent replaces; sections left out keep what they had. */
export function profileChangesOf(patch: CollegiateProfilePatch | PrecollegiateProfilePatch): ProfileChanges {
  const changes: ProfileChanges = {}
  if (patch.main) {
    Object.assign(changes, {
      phone1: patch.main.phone1,
      phone2: patch.main.phone2 ?? null,
      gender: patch.main.gender ?? null,
      nationality: patch.main.nationality,
    })
  }
  if (patch.address) Object.assign(changes, patch.address)
  if (patch.academic) Object.assign(changes, patch.academic)
  if ('economic' in patch && patch.economic) changes.iban = patch.economic.iban
  if ('professional' in patch && patch.professional) {
    const professional = patch.professional
    Object.assign(changes, {
      situation: professional.situation,
      exercise: professional.exercise ?? null,
      working_day: professional.working_day ?? null,
      epc_number: professional.epc_number,
      workplace_name: professional.workplace_name ?? null,
      workplace_phone: professional.workplace_phone ?? null,
    })
  }
  return changes
}

export async function updateProfile(
  db: Database,
  userId: string,
  patch: CollegiateProfilePatch | PrecollegiateProfilePatch,
): Promise<void> {
  const changes = { ...profileChangesOf(patch), updated_at: new Date() }
  await db
    .insert(memberProfiles)
    .values({ user_id: userId, ...changes })
    .onConflictDoUpdate({ target: memberProfiles.user_id, set: changes })
}

/** Whether the member's degree is foreign, so that their file needs its homologation (/collegiate-documents). */
export async function degreeIsForeign(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ origin: memberProfiles.degree_origin })
    .from(memberProfiles)
    .where(eq(memberProfiles.user_id, userId))
  return row?.origin === 'foreign'
}
