import 'server-only'
import { and, eq, gte, isNull, max, sql } from 'drizzle-orm'
import { locales, type Locale } from '@/lib/contract/locales'
import { hashPassword } from '@/lib/server/auth/passwords'
import type { Database } from './client'
import { claimInstallationMode } from './installation'
import {
  demoSeeds,
  genericProcedures,
  genericProcedureTranslations,
  languages,
  navbars,
  navigationItems,
  pages,
  pageTranslations,
  procedureDescriptions,
  settings,
  users,
} from './schema'
import { seedApplications } from './seed/applications'
import { seedJobs } from './seed/jobs'
import { seedDemoEvents } from './seed/events'
import { seedMovements } from './seed/movements'
import { seedPaymentConfigurations } from './seed/payment-configurations'
import { seedNews } from './seed/news'
import { seedPreferences } from './seed/preferences'
import { baselineHomePage, demoDraftPage, demoPages, type PageSeed } from './seed/pages'
import { oneStopShopPages } from './seed/one-stop-shop'
import { seedMyProcedures } from './seed/my-procedures'
import { seedGenericProcedureForms } from './seed/generic-procedure-forms'
import { demoGenericProcedures, demoProcedureDescriptions } from './seed/procedures'
import { seedProfiles } from './seed/profiles'
import { seedProfessionalSocieties } from './seed/professional-societies'
import { seedRegistrySocieties } from './seed/registry-societies'
import { seedResources } from './seed/resources'
import {
  baselineNavbars,
  baselineSettings,
  demoAccounts,
  demoNavbars,
  demoSettings,
  oneStopShopNavigation,
  type NavbarSeed,
  type SeedItem,
} from './seed/site'
import { seedWorkplaces } from './seed/workplaces'

/**
 * Each demo set is seeded once and remembered in `demo_seeds`, so what staff delete stays deleted. Only a demo
 * database is seeded: one created for production refuses it.
 */
export async function seedDemoContent(db: Database): Promise<void> {
  const mode = await claimInstallationMode(db, 'demo')
  if (mode !== 'demo') throw new DemoSeedRefused()
  await db.transaction(async (tx) => {
    await tx
      .insert(languages)
      .values(locales.map((code, position) => ({ code, position })))
      .onConflictDoNothing()
    await tx
      .insert(settings)
      .values(locales.map((lang) => demoSettings(lang)))
      .onConflictDoNothing()
  })

  await seedDemoSetOnce(db, 'navbars', async (tx) => {
    for (const lang of locales) {
      for (const navbar of demoNavbars(lang)) await seedNavbar(tx, lang, navbar)
    }
  })
  await seedDemoSetOnce(db, 'pages', (tx) => seedPages(tx, [...basePages, demoDraftPage]))
  // A set of its own : a database seeded before it gets the ventanilla única's pages and menu entries, once.
  await seedDemoSetOnce(db, 'one-stop-shop', async (tx) => {
    if ((await seedPages(tx, oneStopShopPages)).includes('one-stop-shop')) await seedOneStopShopNavigation(tx)
  })
  await seedDemoSetOnce(db, 'news', seedNews)
  await seedDemoSetOnce(db, 'jobs', seedJobs)
  await seedDemoSetOnce(db, 'workplaces', seedWorkplaces)
  await seedDemoSetOnce(db, 'events', (tx) => seedDemoEvents(tx))
  await seedDemoSetOnce(db, 'procedures', seedProcedures)
  await seedDemoSetOnce(db, 'resources', seedResources)

  await seedDemoSetOnce(db, 'accounts', seedDemoAccounts)
  await seedDemoSetOnce(db, 'applications', seedApplications)
  await seedDemoSetOnce(db, 'preferences', seedPreferences)
  await seedDemoSetOnce(db, 'profiles', seedProfiles)
  await seedDemoSetOnce(db, 'movements', seedMovements)
  await seedDemoSetOnce(db, 'payment-configurations', seedPaymentConfigurations)
  await seedDemoSetOnce(db, 'my-procedures', seedMyProcedures)
  await seedDemoSetOnce(db, 'professional-societies', seedProfessionalSocieties)
  await seedDemoSetOnce(db, 'registry-societies', seedRegistrySocieties)
  await seedDemoSetOnce(db, 'generic-procedure-forms', seedGenericProcedureForms)
}

/**
 * What a production database needs to show its site before staff add anything: the four languages, their settings
 * under the association's name, their menus and a home page. Only into a database that has no language yet; staff change the
 * rest from the back-office.
 */
export async function seedBaseline(
  db: Database,
  { associationName, publicUrl }: { associationName: string; publicUrl: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(languages)
      .values(locales.map((code, position) => ({ code, position })))
      .onConflictDoNothing()
      .returning({ code: languages.code })
    if (added.length < locales.length) return
    await tx
      .insert(settings)
      .values(locales.map((lang) => baselineSettings(lang, associationName, publicUrl)))
    for (const lang of locales) {
      for (const navbar of baselineNavbars(lang, associationName)) await seedNavbar(tx, lang, navbar)
    }
    await seedPages(tx, [baselineHomePage(associationName)])
  })
}

class DemoSeedRefused extends Error {
  constructor() {
    super(
      'This database was created for production: the demo seed never writes into it. Start it without ' +
        'SEED_DEMO (npm run serve), or give the demo a database of its own (PGLITE_DIR or DATABASE_URL).',
    )
    this.name = 'DemoSeedRefused'
  }
}

/**
 * Runs a demo set's seeder unless the database has had that set, in one transaction with its record: a set that
 * fails (staff renamed or reused what it would add) leaves nothing behind, is logged, and is tried again at the
 * next start. It never stops a start.
 */
export async function seedDemoSetOnce(
  db: Database,
  name: string,
  seed: (tx: Database) => Promise<unknown>,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      // The record first: a second instance starting at the same time waits for it here, then skips the set.
      const [claimed] = await tx
        .insert(demoSeeds)
        .values({ name })
        .onConflictDoNothing()
        .returning({ name: demoSeeds.name })
      if (claimed) await seed(tx as unknown as Database)
    })
  } catch (error) {
    console.warn(
      `[portal] the demo set "${name}" was not seeded; the start goes on: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}

/** The demo accounts the README lists, as a set: an account staff deleted stays deleted. */
async function seedDemoAccounts(db: Database) {
  for (const { password, ...account } of demoAccounts) {
    await db
      .insert(users)
      .values({
        ...account,
        principals: [...account.principals],
        hashed_password: password === null ? null : await hashPassword(password),
        is_verified: true,
      })
      .onConflictDoNothing({ target: users.email })
  }
}

const oneStopShopKeys = new Set(oneStopShopPages.map((page) => page.key))
const basePages = demoPages.filter((page) => !oneStopShopKeys.has(page.key))

/** Adds the pages whose Spanish slug is missing; answers the keys of those it created. */
async function seedPages(tx: Database, seeds: readonly PageSeed[]): Promise<string[]> {
  const created: string[] = []
  for (const page of seeds) {
    const existing = await tx.query.pageTranslations.findFirst({
      where: (t, { and, eq }) => and(eq(t.lang, 'es'), eq(t.slug, page.translations.es.slug)),
    })
    if (existing) continue
    const [row] = await tx
      .insert(pages)
      .values({ status: page === demoDraftPage ? 'draft' : 'published', is_home: page.is_home ?? false })
      .returning({ id: pages.id })
    if (!row) throw new Error(`Could not seed page ${page.key}`)
    await tx
      .insert(pageTranslations)
      .values(locales.map((lang) => ({ page_id: row.id, lang, ...page.translations[lang] })))
    created.push(page.key)
  }
  return created
}

async function seedNavbar(tx: Database, lang: Locale, navbar: NavbarSeed) {
  const [created] = await tx
    .insert(navbars)
    .values({ lang, slug: navbar.slug, title: navbar.title })
    .onConflictDoNothing()
    .returning({ id: navbars.id })
  if (!created) return
  for (const [position, { children = [], ...item }] of navbar.items.entries()) {
    const [parent] = await tx
      .insert(navigationItems)
      .values({ ...item, navbar_id: created.id, position })
      .returning({ id: navigationItems.id })
    if (!parent || children.length === 0) continue
    await tx.insert(navigationItems).values(
      children.map((child, childPosition) => ({
        ...child,
        navbar_id: created.id,
        parent_id: parent.id,
        position: childPosition,
      })),
    )
  }
}

/** Runs when the hub page is created, so an entry staff removed later does not come back. */
async function seedOneStopShopNavigation(tx: Database) {
  for (const lang of locales) {
    const [named] = await tx
      .select({ top: settings.slug_navbar_top, footer: settings.slug_navbar_bottom_one })
      .from(settings)
      .where(eq(settings.lang, lang))
    if (!named) continue
    const { top, footer } = oneStopShopNavigation(lang)
    await addNavigationItemOnce(tx, lang, named.top, top, '/profile')
    await addNavigationItemOnce(tx, lang, named.footer, footer)
  }
}

async function addNavigationItemOnce(
  tx: Database,
  lang: Locale,
  slug: string | null,
  { children = [], ...item }: SeedItem,
  beforeUrl?: string,
) {
  if (!slug) return
  const navbar = await tx.query.navbars.findFirst({
    where: (t, { and, eq }) => and(eq(t.lang, lang), eq(t.slug, slug)),
  })
  if (!navbar) return
  const topLevel = and(eq(navigationItems.navbar_id, navbar.id), isNull(navigationItems.parent_id))
  const items = await tx
    .select({ url: navigationItems.url, position: navigationItems.position })
    .from(navigationItems)
    .where(topLevel)
  if (items.some((existing) => existing.url === item.url)) return
  const anchor = beforeUrl === undefined ? undefined : items.find((existing) => existing.url === beforeUrl)
  let position: number
  if (anchor) {
    position = anchor.position
    await tx
      .update(navigationItems)
      .set({ position: sql`${navigationItems.position} + 1` })
      .where(and(topLevel, gte(navigationItems.position, anchor.position)))
  } else {
    const [last] = await tx
      .select({ position: max(navigationItems.position) })
      .from(navigationItems)
      .where(topLevel)
    position = (last?.position ?? -1) + 1
  }
  const [parent] = await tx
    .insert(navigationItems)
    .values({ ...item, navbar_id: navbar.id, position })
    .returning({ id: navigationItems.id })
  if (!parent || children.length === 0) return
  await tx.insert(navigationItems).values(
    children.map((child, childPosition) => ({
      ...child,
      navbar_id: navbar.id,
      parent_id: parent.id,
      position: childPosition,
    })),
  )
}

async function seedProcedures(tx: Database) {
  for (const procedure of demoGenericProcedures) {
    const existing = await tx.query.genericProcedureTranslations.findFirst({
      where: (t, { and, eq }) => and(eq(t.lang, 'es'), eq(t.slug, procedure.translations.es.slug)),
    })
    if (existing) continue
    const [created] = await tx
      .insert(genericProcedures)
      .values({
        process_type: procedure.process_type,
        window_status: procedure.window_status,
        status: 'published',
      })
      .returning({ id: genericProcedures.id })
    await tx
      .insert(genericProcedureTranslations)
      .values(locales.map((lang) => ({ procedure_id: created!.id, lang, ...procedure.translations[lang] })))
  }
  await tx
    .insert(procedureDescriptions)
    .values(
      Object.entries(demoProcedureDescriptions).flatMap(([kind, texts]) =>
        locales.map((lang) => ({
          kind: kind as keyof typeof demoProcedureDescriptions,
          lang,
          ...texts[lang],
        })),
      ),
    )
    .onConflictDoNothing()
}
