import 'server-only'
import { inArray } from 'drizzle-orm'
import { locales, type Locale } from '@/lib/contract/locales'
import { hashPassword } from '@/lib/server/auth/passwords'
import type { Database, Transaction } from './client'
import {
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
import { demoDraftPage, demoPages } from './seed/pages'
import { seedMyProcedures } from './seed/my-procedures'
import { seedGenericProcedureForms } from './seed/generic-procedure-forms'
import { demoGenericProcedures, demoProcedureDescriptions } from './seed/procedures'
import { seedProfiles } from './seed/profiles'
import { seedProfessionalSocieties } from './seed/professional-societies'
import { seedRegistrySocieties } from './seed/registry-societies'
import { seedResources } from './seed/resources'
import { demoAccounts, demoNavbars, demoSettings, type NavbarSeed } from './seed/site'
import { seedWorkplaces } from './seed/workplaces'

/**
 * Loads the demo content in four languages. Idempotent: it only adds what is missing, so a restart never
 * overwrites what staff have edited.
 */
export async function seedDemoContent(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(languages)
      .values(locales.map((code, position) => ({ code, position })))
      .onConflictDoNothing()
    await tx
      .insert(settings)
      .values(locales.map((lang) => demoSettings(lang)))
      .onConflictDoNothing()

    for (const lang of locales) {
      for (const navbar of demoNavbars(lang)) await seedNavbar(tx, lang, navbar)
    }

    for (const page of [...demoPages, demoDraftPage]) {
      const existing = await tx.query.pageTranslations.findFirst({
        where: (t, { and, eq }) => and(eq(t.lang, 'es'), eq(t.slug, page.translations.es.slug)),
      })
      if (existing) continue
      const [created] = await tx
        .insert(pages)
        .values({ status: page === demoDraftPage ? 'draft' : 'published', is_home: page.is_home ?? false })
        .returning({ id: pages.id })
      if (!created) throw new Error(`Could not seed page ${page.key}`)
      await tx
        .insert(pageTranslations)
        .values(locales.map((lang) => ({ page_id: created.id, lang, ...page.translations[lang] })))
    }

    await seedNews(tx)
  })
  await seedJobs(db)
  await seedWorkplaces(db)
  await seedDemoEvents(db)

  await seedProcedures(db)
  await seedResources(db)

  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        demoAccounts.map((account) => account.email),
      ),
    )
  const missing = demoAccounts.filter((account) => !existing.some((row) => row.email === account.email))
  for (const { password, ...account } of missing) {
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
  await seedApplications(db)
  await seedPreferences(db)
  await seedProfiles(db)
  await seedMovements(db)
  await seedPaymentConfigurations(db)
  await seedMyProcedures(db)
  await seedProfessionalSocieties(db)
  await seedRegistrySocieties(db)
  await seedGenericProcedureForms(db)
}

async function seedNavbar(tx: Transaction, lang: Locale, navbar: NavbarSeed) {
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

async function seedProcedures(db: Database) {
  await db.transaction(async (tx) => {
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
  })
}
