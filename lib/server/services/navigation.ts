import 'server-only'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Locale } from '@/lib/contract/locales'
import type { Navbar, Navbars, NavigationItem, NavigationLink } from '@/lib/contract/navigation'
import type { Database } from '@/lib/server/db/client'
import { navbars, navigationItems } from '@/lib/server/db/schema'
import { ApiError } from '@/lib/server/errors'
import { getSettings } from './settings'

type ItemRow = typeof navigationItems.$inferSelect

function toLink(row: ItemRow): NavigationLink {
  return {
    label: row.label,
    url: row.url,
    target: row.target,
    icon: row.icon,
    hidden: row.hidden,
    need_login: row.need_login,
    is_public: row.is_public,
    color: row.color,
  }
}

async function loadNavbars(db: Database, lang: Locale, slugs: string[]): Promise<Map<string, Navbar>> {
  const bars = await db
    .select()
    .from(navbars)
    .where(and(eq(navbars.lang, lang), inArray(navbars.slug, slugs)))
  if (bars.length === 0) return new Map()
  const rows = await db
    .select()
    .from(navigationItems)
    .where(
      inArray(
        navigationItems.navbar_id,
        bars.map((bar) => bar.id),
      ),
    )
    .orderBy(asc(navigationItems.position), asc(navigationItems.id))

  const childrenOf = new Map<number, NavigationLink[]>()
  for (const row of rows) {
    if (row.parent_id === null) continue
    const siblings = childrenOf.get(row.parent_id) ?? []
    siblings.push(toLink(row))
    childrenOf.set(row.parent_id, siblings)
  }
  return new Map(
    bars.map((bar) => {
      const items: NavigationItem[] = rows
        .filter((row) => row.navbar_id === bar.id && row.parent_id === null)
        .map((row) => ({ ...toLink(row), children: childrenOf.get(row.id) ?? [] }))
      return [bar.slug, { slug: bar.slug, title: bar.title, items }]
    }),
  )
}

/** The black strip is the fourth bottom slug. */
export async function getNavbars(db: Database, lang: Locale): Promise<Navbars> {
  const s = await getSettings(db, lang)
  const found = await loadNavbars(db, lang, [
    s.slug_navbar_top,
    s.slug_navbar_bottom_one,
    s.slug_navbar_bottom_two,
    s.slug_navbar_bottom_three,
    s.slug_navbar_bottom_four,
  ])
  const pick = (slug: string) => found.get(slug) ?? null
  return {
    navbar_top: pick(s.slug_navbar_top),
    navbar_bottom_black_section: pick(s.slug_navbar_bottom_four),
    navbar_bottom_one: pick(s.slug_navbar_bottom_one),
    navbar_bottom_two: pick(s.slug_navbar_bottom_two),
    navbar_bottom_three: pick(s.slug_navbar_bottom_three),
  }
}

export async function getNavbar(db: Database, lang: Locale, slug: string): Promise<Navbar> {
  const navbar = (await loadNavbars(db, lang, [slug])).get(slug)
  if (!navbar) throw new ApiError(404, 'Not Found')
  return navbar
}
