import 'server-only'
import { hash } from '@node-rs/argon2'
import { count, like } from 'drizzle-orm'
import type { Locale } from '@/lib/contract/locales'
import type { Database } from '../client'
import type { collegiateStatuses, specialties } from '@/lib/contract/profile'
import { memberProfiles, users } from '../schema'
import { eventsVolumeSeeder } from './events'
import { newsVolumeSeeder } from './news'

/**
 * The benchmark's realistic volume, added on top of the demo content. Each seeder fills one table up to its
 * target in batches and can resume: it counts what is there and adds only the rest, so a rerun adds nothing.
 */
export interface VolumeSeeder {
  name: string
  target: number
  existing: (db: Database) => Promise<number>
  /** Adds the rows numbered [from, to); row n is always the same row, so a resumed run adds no duplicates. */
  seedRange: (db: Database, from: number, to: number) => Promise<void>
}

/** Volume asked for in tables that do not exist yet; the issue that adds a table adds its seeder. */
const pendingVolume: ReadonlyArray<{ name: string; target: number; arrivesWith: string }> = []

export const benchEmailDomain = 'bench.colegio.example'
/** Every bench collegiate's password: one argon2id hash shared by all rows keeps seeding fast. */
const benchPassword = 'Colegiado-bench-2026'

const words = (list: string) => list.trim().split(/\s+/)

const firstNames = words(`
  María Carmen Ana Laura Isabel Lucía Cristina Marta Elena Pilar Sara Paula Raquel Beatriz Nuria Silvia
  Irene Rosa Montserrat Itziar Ainhoa Núria Júlia Alba Noelia Patricia Andrea Eva Miren Begoña Antonio José
  Manuel Francisco David Juan Javier Daniel Carlos Jesús Alejandro Miguel Rafael Pablo Sergio Fernando
  Jorge Luis Alberto Álvaro Jordi Pere Xavier Iñaki Aitor Unai Josu Ramón Andrés Óscar
`)

const surnames = words(`
  García Rodríguez González Fernández López Martínez Sánchez Pérez Gómez Martín Jiménez Ruiz Hernández Díaz
  Moreno Muñoz Álvarez Romero Alonso Gutiérrez Navarro Torres Domínguez Vázquez Ramos Gil Ramírez Serrano
  Blanco Molina Morales Suárez Ortega Delgado Castro Ortiz Rubio Marín Sanz Iglesias Núñez Medina Garrido
  Cortés Castillo Santos Lozano Guerrero Cano Prieto Méndez Cruz Calvo Gallego Vidal León Herrera Márquez
  Peña Puig Ferrer Soler Vila Font Etxeberria Agirre Goikoetxea Zubizarreta Urrutia Arrieta
`)

/** Most collegiates read Spanish; the rest spread over the co-official languages and English. */
const languageShares: [Locale, number][] = [
  ['es', 0.8],
  ['ca', 0.1],
  ['eu', 0.06],
  ['en', 0.04],
]

/** A small deterministic generator (mulberry32), so row n gets the same name on every machine. */
function randomFor(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]!

function pickLanguage(random: () => number): Locale {
  let roll = random()
  for (const [lang, share] of languageShares) {
    if (roll < share) return lang
    roll -= share
  }
  return 'es'
}

const asEmailPart = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '')

const collegiateNumber = (n: number) => String(n + 1).padStart(6, '0')
const joinedFrom = Date.UTC(2000, 0, 1)
const joinedUntil = Date.UTC(2026, 0, 1)

function collegiate(n: number, hashedPassword: string): typeof users.$inferInsert {
  const random = randomFor(n + 1)
  const name = pick(firstNames, random)
  const first = pick(surnames, random)
  const second = pick(surnames, random)
  const joined = new Date(joinedFrom + Math.floor(random() * (joinedUntil - joinedFrom)))
  return {
    email: `${asEmailPart(name)}.${asEmailPart(first)}.${collegiateNumber(n)}@${benchEmailDomain}`,
    hashed_password: hashedPassword,
    name,
    surname: `${first} ${second}`,
    principals: ['role:collegiate'],
    preferred_lang: pickLanguage(random),
    is_active: random() > 0.03,
    is_verified: true,
    created_at: joined,
    updated_at: joined,
  }
}

/** Most collegiates practise; the rest spread as a registry of this size would (the registry searches them). */
const statusShares: [(typeof collegiateStatuses)[number], number][] = [
  ['active', 0.86],
  ['retired', 0.05],
  ['honorary', 0.01],
  ['suspended', 0.02],
  ['non_payment', 0.02],
  ['pre_active', 0.04],
]

const specialtyChoices: (typeof specialties)[number][][] = [
  ['general_care'],
  ['general_care'],
  ['general_care', 'paediatric'],
  ['mental_health'],
  ['family_community'],
  ['obstetric_gynaecological'],
  ['geriatric'],
  [],
]
const workplaceNames = words(
  `Hospital_General Centro_de_Salud Clínica Residencia Mutua Consulta_privada`,
).map((name) => name.replaceAll('_', ' '))
const cities = words(
  'Madrid Barcelona Bilbao Valencia Sevilla Zaragoza Donostia Girona Vitoria-Gasteiz Málaga',
)

function pickShare<T>(shares: [T, number][], random: () => number): T {
  let roll = random()
  for (const [value, share] of shares) {
    if (roll < share) return value
    roll -= share
  }
  return shares[0]![0]
}

/** Row n's registry data: a number of its own, a status, specialties and a workplace (some kept private). */
function collegiateProfile(n: number, userId: string): typeof memberProfiles.$inferInsert {
  const random = randomFor(1_000_003 + n)
  const city = pick(cities, random)
  const hidden = random() < 0.1 ? (['workplace'] as const) : random() < 0.05 ? (['specialties'] as const) : []
  return {
    user_id: userId,
    collegiate_code: `${String(10 + (n % 40)).padStart(2, '0')}-${collegiateNumber(n)}`,
    collegiate_status: pickShare(statusShares, random),
    specialties: pick(specialtyChoices, random),
    workplace_name: `${pick(workplaceNames, random)} ${city}`,
    city,
    registry_hidden: [...hidden],
    deregistered_on: random() < 0.03 ? '2024-06-30' : null,
  }
}

export function collegiatesSeeder(target: number): VolumeSeeder {
  let hashedPassword: Promise<string> | undefined
  return {
    name: 'collegiates',
    target,
    existing: async (db) => {
      const [row] = await db
        .select({ total: count() })
        .from(users)
        .where(like(users.email, `%@${benchEmailDomain}`))
      return row?.total ?? 0
    },
    seedRange: async (db, from, to) => {
      hashedPassword ??= hash(benchPassword)
      const password = await hashedPassword
      const rows = Array.from({ length: to - from }, (_, offset) => collegiate(from + offset, password))
      const inserted = await db
        .insert(users)
        .values(rows)
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id, email: users.email })
      const numberOf = new Map(rows.map((row, offset) => [row.email, from + offset]))
      if (inserted.length === 0) return
      await db
        .insert(memberProfiles)
        .values(inserted.map(({ id, email }) => collegiateProfile(numberOf.get(email)!, id)))
        .onConflictDoNothing()
    },
  }
}

const volumeSeeders: VolumeSeeder[] = [
  collegiatesSeeder(100_000),
  newsVolumeSeeder(10_000),
  eventsVolumeSeeder(2_000),
]

const batchSize = 2_000

export interface VolumeSummary {
  seeded: { name: string; rows: number }[]
  pending: { name: string; rows: number; arrivesWith: string }[]
}

export async function seedVolume(
  db: Database,
  log: (line: string) => void = () => {},
): Promise<VolumeSummary> {
  for (const seeder of volumeSeeders) {
    const existing = await seeder.existing(db)
    if (existing >= seeder.target) {
      log(`${seeder.name}: ${existing} rows already there, nothing to add`)
      continue
    }
    const started = Date.now()
    for (let from = existing; from < seeder.target; from += batchSize) {
      const to = Math.min(from + batchSize, seeder.target)
      await seeder.seedRange(db, from, to)
    }
    log(`${seeder.name}: added ${seeder.target - existing} rows in ${Date.now() - started} ms`)
  }
  for (const pending of pendingVolume) {
    log(`${pending.name}: ${pending.target} rows not seeded, the table arrives with ${pending.arrivesWith}`)
  }
  return {
    seeded: volumeSeeders.map(({ name, target }) => ({ name, rows: target })),
    pending: pendingVolume.map(({ name, target, arrivesWith }) => ({ name, rows: target, arrivesWith })),
  }
}
