import 'server-only'
import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm'
import {
  adminSettingsId,
  isDefaultLocale,
  navbarPlacements,
  navbarSlotFields,
  type AdminLanguage,
  type AdminNavbarCreate,
  type AdminLanguageSettings,
  type AdminNavbar,
  type AdminNavigationItem,
  type AdminNavigationItemCreate,
  type AdminNavigationItemUpdate,
  type AdminPaymentConfiguration,
  type AdminSiteSettings,
  type AdminSiteSettingsUpdate,
} from '@/lib/contract/admin-settings'
import { locales, type Locale } from '@/lib/contract/locales'
import { paymentConcepts, type PaymentConcept, type PaymentType } from '@/lib/contract/payments'
import { type Database, type Transaction, inTurn } from '@/lib/server/db/client'
import { languages, navbars, navigationItems, paymentConfigurations, settings } from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import { mediaIdOf } from '@/lib/contract/admin-media'
import { existingMediaIds } from './admin-media'
import { defaultPaymentMethods, paymentConfiguration } from './payments'
import { recordStaffAction, type StaffActor } from './staff-actions'

/** Log entities: `settings` (id `site`), `language`, `navbar`, `payment_configuration`. */
const entity = 'settings'

type SettingsRow = typeof settings.$inferSelect
const editableFields = [
  'color_primary',
  'color_secondary',
  'color_complementary',
  'color_light',
  'font_family',
  'font_family_secondary',
  'font_size',
  'google_analytics',
  'logo_src',
  'logo_small_src',
  'logo_alt',
  'logo_width',
  'logo_height',
  'logo_small_width',
  'logo_small_height',
  'footer_title',
  'footer_text',
  'footer_copy',
  'footer_copy_url',
  'facebook_url',
  'twitter_url',
  'instagram_url',
  'youtube_url',
  'linkedin_url',
  'public_url',
  ...navbarSlotFields,
] as const satisfies readonly (keyof AdminLanguageSettings)[]

const editable = (row: SettingsRow): AdminLanguageSettings =>
  Object.fromEntries(editableFields.map((field) => [field, row[field]])) as AdminLanguageSettings

export async function getSiteSettings(db: Database | Transaction): Promise<AdminSiteSettings> {
  const rows = await db.select().from(settings)
  const of = (lang: Locale) => {
    const row = rows.find((candidate) => candidate.lang === lang)
    if (!row) throw new ApiError(404, 'Not Found')
    return editable(row)
  }
  return { id: adminSettingsId, es: of('es'), ca: of('ca'), en: of('en'), eu: of('eu') }
}

export async function updateSiteSettings(
  db: Database,
  actor: StaffActor,
  update: AdminSiteSettingsUpdate,
): Promise<{ settings: AdminSiteSettings; changed: string[] }> {
  return db.transaction(async (tx) => {
    const before = await getSiteSettings(tx)
    const changed: string[] = []
    for (const lang of locales) {
      const values = update[lang]
      if (!values) continue
      // Left out (the navbar slots may be), a field keeps its value.
      const fields = editableFields.filter(
        (field) => values[field] !== undefined && values[field] !== before[lang][field],
      )
      if (fields.length === 0) continue
      changed.push(...fields.map((field) => `${lang}.${field}`))
      await tx
        .update(settings)
        .set({ ...Object.fromEntries(fields.map((field) => [field, values[field]])), updated_at: new Date() })
        .where(eq(settings.lang, lang))
    }
    if (changed.length > 0) {
      await recordStaffAction(tx, actor, {
        entity,
        entityId: adminSettingsId,
        action: 'settings_updated',
        details: { fields: changed.join(', ') },
      })
    }
    return { settings: changed.length > 0 ? await getSiteSettings(tx) : before, changed }
  })
}

export interface SettingsReferenceIssue {
  lang: Locale
  field: string
  message: string
}

/** What the contract cannot check alone; 422 field errors so the form shows them beside the inputs. */
export async function settingsReferenceIssues(
  db: Database,
  update: AdminSiteSettingsUpdate,
): Promise<SettingsReferenceIssue[]> {
  const issues: SettingsReferenceIssue[] = []
  const logos = locales.flatMap((lang) =>
    (['logo_src', 'logo_small_src'] as const).flatMap((field) => {
      const id = mediaIdOf(update[lang]?.[field])
      return id ? [{ lang, field, id }] : []
    }),
  )
  const existing = await existingMediaIds(
    db,
    logos.map(({ id }) => id),
  )
  for (const { lang, field, id } of logos) {
    if (!existing.has(id)) issues.push({ lang, field, message: 'No such uploaded picture' })
  }
  const slots = locales.flatMap((lang) =>
    navbarSlotFields.flatMap((field) => {
      const slug = update[lang]?.[field]
      return slug ? [{ lang, field, slug }] : []
    }),
  )
  if (slots.length > 0) {
    const rows = await db.select({ lang: navbars.lang, slug: navbars.slug }).from(navbars)
    const known = new Set(rows.map((row) => `${row.lang}:${row.slug}`))
    for (const { lang, field, slug } of slots) {
      if (!known.has(`${lang}:${slug}`))
        issues.push({ lang, field, message: 'No navbar of this language has it' })
    }
  }
  return issues
}

export async function listLanguages(db: Database | Transaction): Promise<AdminLanguage[]> {
  const rows = await db.select().from(languages).orderBy(asc(languages.position), asc(languages.code))
  return rows.map((row) => ({
    id: row.code,
    enabled: row.enabled,
    position: row.position,
    is_default: isDefaultLocale(row.code),
  }))
}

export async function getLanguage(db: Database | Transaction, code: Locale): Promise<AdminLanguage> {
  const language = (await listLanguages(db)).find((candidate) => candidate.id === code)
  if (!language) throw new ApiError(404, 'Not Found')
  return language
}

/** Turns a language on or off (Spanish stays on: 409 LANGUAGE_DEFAULT_REQUIRED) and moves it in the switcher. */
export async function updateLanguage(
  db: Database,
  actor: StaffActor,
  code: Locale,
  update: { enabled: boolean; position?: number },
): Promise<{ language: AdminLanguage; changed: boolean }> {
  if (isDefaultLocale(code) && !update.enabled) throw new ApiError(409, 'LANGUAGE_DEFAULT_REQUIRED')
  return db.transaction(async (tx) => {
    const before = await getLanguage(tx, code)
    const position = update.position ?? before.position
    if (before.enabled === update.enabled && before.position === position)
      return { language: before, changed: false }
    await tx.update(languages).set({ enabled: update.enabled, position }).where(eq(languages.code, code))
    await recordStaffAction(tx, actor, {
      entity: 'language',
      entityId: code,
      action:
        update.enabled === before.enabled
          ? 'language_moved'
          : update.enabled
            ? 'language_enabled'
            : 'language_disabled',
      details: { lang: code, position },
    })
    return { language: { ...before, enabled: update.enabled, position }, changed: true }
  })
}

type NavbarRow = typeof navbars.$inferSelect
type ItemRow = typeof navigationItems.$inferSelect

async function placementsOf(db: Database | Transaction) {
  const rows = await db.select().from(settings)
  const placements = new Map<string, AdminNavbar['placement']>()
  for (const row of rows) {
    const slugs = [
      row.slug_navbar_top,
      row.slug_navbar_bottom_one,
      row.slug_navbar_bottom_two,
      row.slug_navbar_bottom_three,
      row.slug_navbar_bottom_four,
    ]
    slugs.forEach((slug, index) => placements.set(`${row.lang}:${slug}`, navbarPlacements[index]!))
  }
  return placements
}

async function toNavbars(db: Database | Transaction, rows: NavbarRow[]): Promise<AdminNavbar[]> {
  if (rows.length === 0) return []
  const [placements, counts] = await inTurn(
    () => placementsOf(db),
    () =>
      db
        .select({ navbar_id: navigationItems.navbar_id, items: count() })
        .from(navigationItems)
        .where(
          inArray(
            navigationItems.navbar_id,
            rows.map((row) => row.id),
          ),
        )
        .groupBy(navigationItems.navbar_id),
  )
  return rows.map((row) => ({
    ...row,
    placement: placements.get(`${row.lang}:${row.slug}`) ?? null,
    item_count: counts.find((candidate) => candidate.navbar_id === row.id)?.items ?? 0,
  }))
}

export async function listNavbars(
  db: Database,
  { skip, limit, lang }: { skip: number; limit: number; lang?: Locale },
): Promise<{ items: AdminNavbar[]; total: number }> {
  const where = lang ? eq(navbars.lang, lang) : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(navbars)
      .where(where)
      .orderBy(asc(navbars.lang), asc(navbars.id))
      .offset(skip)
      .limit(limit),
    db.select({ total: count() }).from(navbars).where(where),
  ])
  const ordered = rows.sort((a, b) => locales.indexOf(a.lang) - locales.indexOf(b.lang) || a.id - b.id)
  return { items: await toNavbars(db, ordered), total: total?.total ?? 0 }
}

async function navbarRow(db: Database | Transaction, id: number): Promise<NavbarRow> {
  const row = await db.query.navbars.findFirst({ where: eq(navbars.id, id) })
  if (!row) throw new ApiError(404, 'NAVBAR_NOT_FOUND')
  return row
}

export async function getNavbarAdmin(db: Database | Transaction, id: number): Promise<AdminNavbar> {
  const [navbar] = await toNavbars(db, [await navbarRow(db, id)])
  return navbar!
}

export async function updateNavbar(
  db: Database,
  actor: StaffActor,
  id: number,
  { title }: { title: string },
): Promise<AdminNavbar> {
  return db.transaction(async (tx) => {
    const before = await navbarRow(tx, id)
    if (before.title !== title) {
      await tx.update(navbars).set({ title }).where(eq(navbars.id, id))
      await recordStaffAction(tx, actor, {
        entity: 'navbar',
        entityId: id,
        action: 'navbar_updated',
        details: { navbar: `${before.lang}/${before.slug}`, title },
      })
    }
    return getNavbarAdmin(tx, id)
  })
}

export async function createNavbar(
  db: Database,
  actor: StaffActor,
  { lang, slug, title }: AdminNavbarCreate,
): Promise<AdminNavbar> {
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: navbars.id })
      .from(navbars)
      .where(and(eq(navbars.lang, lang), eq(navbars.slug, slug)))
    if (taken) throw new ApiError(409, 'NAVBAR_SLUG_TAKEN')
    const [row] = await tx.insert(navbars).values({ lang, slug, title }).returning()
    await recordStaffAction(tx, actor, {
      entity: 'navbar',
      entityId: row!.id,
      action: 'navbar_created',
      details: { navbar: `${lang}/${slug}`, title },
    })
    return getNavbarAdmin(tx, row!.id)
  })
}

export async function deleteNavbar(db: Database, actor: StaffActor, id: number): Promise<AdminNavbar> {
  return db.transaction(async (tx) => {
    const navbar = await getNavbarAdmin(tx, id)
    const [row] = await tx.select().from(settings).where(eq(settings.lang, navbar.lang))
    const slots = navbarSlotFields.filter((field) => row?.[field] === navbar.slug)
    if (slots.length > 0)
      throw new ApiError(409, {
        code: 'NAVBAR_IN_USE',
        reason: slots.map((field) => `${navbar.lang}.${field}`).join(', '),
      })
    await tx.delete(navbars).where(eq(navbars.id, id))
    await recordStaffAction(tx, actor, {
      entity: 'navbar',
      entityId: id,
      action: 'navbar_deleted',
      details: { navbar: `${navbar.lang}/${navbar.slug}`, title: navbar.title },
    })
    return navbar
  })
}

const toItem = (row: ItemRow): AdminNavigationItem => ({ ...row, depth: row.parent_id === null ? 0 : 1 })

export async function listNavigationItems(
  db: Database,
  { navbar_id, skip, limit }: { navbar_id: number; skip: number; limit: number },
): Promise<{ items: AdminNavigationItem[]; total: number }> {
  await navbarRow(db, navbar_id)
  const rows = await db
    .select()
    .from(navigationItems)
    .where(eq(navigationItems.navbar_id, navbar_id))
    .orderBy(asc(navigationItems.position), asc(navigationItems.id))
  const ordered = rows
    .filter((row) => row.parent_id === null)
    .flatMap((parent) => [parent, ...rows.filter((row) => row.parent_id === parent.id)])
  return { items: ordered.slice(skip, skip + limit).map(toItem), total: ordered.length }
}

async function itemRow(db: Database | Transaction, id: number): Promise<ItemRow> {
  const row = await db.query.navigationItems.findFirst({ where: eq(navigationItems.id, id) })
  if (!row) throw new ApiError(404, 'NAVIGATION_ITEM_NOT_FOUND')
  return row
}

export async function getNavigationItem(
  db: Database | Transaction,
  id: number,
): Promise<AdminNavigationItem> {
  return toItem(await itemRow(db, id))
}

const siblingsOf = (navbarId: number, parentId: number | null): SQL =>
  and(
    eq(navigationItems.navbar_id, navbarId),
    parentId === null ? isNull(navigationItems.parent_id) : eq(navigationItems.parent_id, parentId),
  )!

/** The public navbar nests one level: a parent is a top-level item of the same navbar, and not the item itself. */
async function checkParent(tx: Transaction, navbarId: number, parentId: number | null, itemId?: number) {
  if (parentId === null) return
  const parent = await tx.query.navigationItems.findFirst({ where: eq(navigationItems.id, parentId) })
  if (!parent || parent.navbar_id !== navbarId || parent.parent_id !== null || parent.id === itemId)
    throw new ApiError(409, 'NAVIGATION_ITEM_PARENT_INVALID')
  if (itemId !== undefined) {
    const [children] = await tx
      .select({ n: count() })
      .from(navigationItems)
      .where(eq(navigationItems.parent_id, itemId))
    if ((children?.n ?? 0) > 0) throw new ApiError(409, 'NAVIGATION_ITEM_PARENT_INVALID')
  }
}

async function nextPosition(tx: Transaction, navbarId: number, parentId: number | null) {
  const [last] = await tx
    .select({ position: navigationItems.position })
    .from(navigationItems)
    .where(siblingsOf(navbarId, parentId))
    .orderBy(desc(navigationItems.position))
    .limit(1)
  return last ? last.position + 1 : 0
}

const itemDetails = (navbar: NavbarRow, item: { label: string; url: string }) => ({
  navbar: `${navbar.lang}/${navbar.slug}`,
  label: item.label,
  url: item.url,
})

export async function createNavigationItem(
  db: Database,
  actor: StaffActor,
  input: AdminNavigationItemCreate,
): Promise<AdminNavigationItem> {
  return db.transaction(async (tx) => {
    const navbar = await navbarRow(tx, input.navbar_id)
    await checkParent(tx, navbar.id, input.parent_id)
    const [row] = await tx
      .insert(navigationItems)
      .values({ ...input, position: await nextPosition(tx, navbar.id, input.parent_id) })
      .returning()
    await recordStaffAction(tx, actor, {
      entity: 'navbar',
      entityId: navbar.id,
      action: 'navigation_item_created',
      details: itemDetails(navbar, row!),
    })
    return toItem(row!)
  })
}

export async function updateNavigationItem(
  db: Database,
  actor: StaffActor,
  id: number,
  input: AdminNavigationItemUpdate,
): Promise<AdminNavigationItem> {
  return db.transaction(async (tx) => {
    const before = await itemRow(tx, id)
    const navbar = await navbarRow(tx, before.navbar_id)
    await checkParent(tx, navbar.id, input.parent_id, id)
    const position =
      input.parent_id === before.parent_id
        ? before.position
        : await nextPosition(tx, navbar.id, input.parent_id)
    const [row] = await tx
      .update(navigationItems)
      .set({ ...input, position })
      .where(eq(navigationItems.id, id))
      .returning()
    await recordStaffAction(tx, actor, {
      entity: 'navbar',
      entityId: navbar.id,
      action: 'navigation_item_updated',
      details: itemDetails(navbar, row!),
    })
    return toItem(row!)
  })
}

/** Deletes an item and its children (the foreign key cascades). */
export async function deleteNavigationItem(
  db: Database,
  actor: StaffActor,
  id: number,
): Promise<AdminNavigationItem> {
  return db.transaction(async (tx) => {
    const before = await itemRow(tx, id)
    const navbar = await navbarRow(tx, before.navbar_id)
    await tx.delete(navigationItems).where(eq(navigationItems.id, id))
    await recordStaffAction(tx, actor, {
      entity: 'navbar',
      entityId: navbar.id,
      action: 'navigation_item_deleted',
      details: itemDetails(navbar, before),
    })
    return toItem(before)
  })
}

export async function moveNavigationItem(
  db: Database,
  actor: StaffActor,
  id: number,
  direction: 'up' | 'down',
): Promise<{ item: AdminNavigationItem; moved: boolean }> {
  return db.transaction(async (tx) => {
    const item = await itemRow(tx, id)
    const navbar = await navbarRow(tx, item.navbar_id)
    // Positions may repeat (older data): number the siblings 0..n first, then swap.
    const siblings = await tx
      .select()
      .from(navigationItems)
      .where(siblingsOf(item.navbar_id, item.parent_id))
      .orderBy(asc(navigationItems.position), asc(navigationItems.id))
    const index = siblings.findIndex((sibling) => sibling.id === id)
    const other = direction === 'up' ? index - 1 : index + 1
    if (other < 0 || other >= siblings.length) return { item: toItem(item), moved: false }
    ;[siblings[index], siblings[other]] = [siblings[other]!, siblings[index]!]
    for (const [position, sibling] of siblings.entries()) {
      if (sibling.position !== position)
        await tx.update(navigationItems).set({ position }).where(eq(navigationItems.id, sibling.id))
    }
    await recordStaffAction(tx, actor, {
      entity: 'navbar',
      entityId: navbar.id,
      action: 'navigation_item_moved',
      details: { ...itemDetails(navbar, item), direction },
    })
    return { item: toItem({ ...item, position: other }), moved: true }
  })
}

export async function getPaymentConfigurationAdmin(
  db: Database | Transaction,
  lang: Locale,
  cardTypesAvailable: readonly PaymentType[],
): Promise<AdminPaymentConfiguration> {
  const [own, effective] = await inTurn(
    () => db.select().from(paymentConfigurations).where(eq(paymentConfigurations.lang, lang)),
    // Spanish's rows or the defaults where the language has none; card methods are not filtered here.
    () => paymentConfiguration(db, lang, ['card_v1', 'card_v2']),
  )
  const methods = Object.fromEntries(
    paymentConcepts.map((concept) => [
      concept,
      own.find((row) => row.concept === concept)?.methods ??
        effective.methods[concept] ??
        defaultPaymentMethods[concept],
    ]),
  ) as Record<PaymentConcept, PaymentType[]>
  return {
    id: lang,
    methods,
    inherited: paymentConcepts.filter((concept) => !own.some((row) => row.concept === concept)),
    card_types_available: [...cardTypesAvailable],
  }
}

export async function updatePaymentConfiguration(
  db: Database,
  actor: StaffActor,
  lang: Locale,
  methods: Record<PaymentConcept, PaymentType[]>,
  cardTypesAvailable: readonly PaymentType[],
): Promise<{ configuration: AdminPaymentConfiguration; changed: PaymentConcept[] }> {
  return db.transaction(async (tx) => {
    const before = await getPaymentConfigurationAdmin(tx, lang, cardTypesAvailable)
    const changed = paymentConcepts.filter(
      (concept) =>
        before.inherited.includes(concept) ||
        methods[concept].join() !== (before.methods[concept] ?? []).join(),
    )
    for (const concept of changed) {
      await tx
        .insert(paymentConfigurations)
        .values({ lang, concept, methods: methods[concept] })
        .onConflictDoUpdate({
          target: [paymentConfigurations.lang, paymentConfigurations.concept],
          set: { methods: methods[concept] },
        })
    }
    if (changed.length > 0) {
      await recordStaffAction(tx, actor, {
        entity: 'payment_configuration',
        entityId: lang,
        action: 'payment_configuration_updated',
        details: {
          lang,
          concepts: changed.join(', '),
          ...Object.fromEntries(changed.map((concept) => [concept, methods[concept].join(', ')])),
        },
      })
    }
    return { configuration: await getPaymentConfigurationAdmin(tx, lang, cardTypesAvailable), changed }
  })
}
