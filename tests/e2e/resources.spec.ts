import { expect, test, type Page } from '@playwright/test'
import {
  canChangeServerData,
  currentPath,
  demoCollegiate,
  expectNoAxeViolations,
  refreshCachedPages,
  signInBrowser,
  waitForHydration,
  withServerDatabase,
} from './support'

/** The item the rating test votes for when it can take the demo member's vote back (PostgreSQL). */
const ratedSlug = 'comunicacion-con-el-paciente-y-su-familia'

test('the catalogue searches and filters, shows online resources, and leads to an item', async ({ page }) => {
  await page.goto('/en/resources')
  await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible()
  const form = page.getByRole('search', { name: 'Search the library' })
  await form.getByLabel('Category').selectOption({ label: 'Research' })
  await form.getByRole('checkbox', { name: 'Only items that can be requested online' }).check()
  await form.getByRole('searchbox', { name: 'Search' }).fill('Biostatistics APPLIED')
  await form.getByRole('button', { name: 'Search' }).click()

  await expect(page).toHaveURL(/\/en\/resources\?/)
  const catalogue = page.getByRole('region', { name: 'Catalogue' })
  await expect(catalogue.getByText('1 result')).toBeVisible()
  await expect(page.getByRole('link', { name: /Category: Research/ })).toBeVisible()
  const online = page.getByRole('region', { name: 'Online resources' })
  await expect(online.getByRole('link', { name: /PubMed/ })).toHaveAttribute(
    'href',
    'https://pubmed.ncbi.nlm.nih.gov/',
  )

  await catalogue.getByRole('link', { name: 'Applied biostatistics with worked examples' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Applied biostatistics with worked examples' }),
  ).toBeVisible()
  expect(currentPath(page)).toBe('/en/resources/applied-biostatistics-with-worked-examples')
  await expect(page.getByRole('region', { name: 'Details' })).toContainText('978-84-17-60011-2')
  await expect(page.getByRole('link', { name: 'Sign in to rate this resource' })).toHaveAttribute(
    'href',
    '/en/login?redirect=%2Fen%2Fresources%2Fapplied-biostatistics-with-worked-examples',
  )
})

/** Opens an item signed in and waits for the rating form (the person has not voted for it). */
async function openRatingForm(page: Page, slug: string) {
  await page.goto(`/resources/${slug}`)
  await waitForHydration(page)
  await expect(page.getByRole('group', { name: 'Tu valoración' })).toBeVisible()
}

test('a member rates an item once and sees the new average; a second vote is refused', async ({
  context,
  page,
  request,
}) => {
  await signInBrowser(context, demoCollegiate)
  const slug = ratedSlug
  // The e2e server starts on a fresh database; one reused across runs (PostgreSQL) gets the vote taken back.
  if (canChangeServerData) {
    await withServerDatabase((client) =>
      client.query(
        `with removed as (
           delete from resource_ratings where user_id = (select id from users where email = $1)
             and resource_id = (select resource_id from resource_translations where lang = 'es' and slug = $2)
           returning resource_id, stars)
         update resources r set stars_total = r.stars_total - removed.stars, stars_count = r.stars_count - 1
           from removed where r.id = removed.resource_id`,
        [demoCollegiate.email, ratedSlug],
      ),
    )
  }
  await refreshCachedPages(request)
  const before = await (await request.get(`/api/public/resources/es/${slug}`)).json()

  // Two tabs with the form open: the first vote counts, the second is the one refused.
  const other = await context.newPage()
  await openRatingForm(page, slug)
  await openRatingForm(other, slug)
  await expectNoAxeViolations(page)

  await page.getByRole('radio', { name: '4 estrellas de 5' }).check()
  const answer = page.waitForResponse((response) => response.url().endsWith('/stars'))
  await page.getByRole('button', { name: 'Enviar valoración' }).click()
  const result = await (await answer).json()
  expect(result).toMatchObject({ stars_count: before.stars_count + 1, my_stars: 4 })
  await expect(page.getByText('¡Gracias! Hemos registrado tu valoración.')).toBeVisible()
  const average = result.stars_average.toFixed(1).replace('.', ',')
  const votes = `${result.stars_count} ${result.stars_count === 1 ? 'voto' : 'votos'}`
  await expect(page.getByText(`${average} de 5 · ${votes}`)).toBeVisible()
  await expect(page.getByText('Tu valoración: 4 estrellas de 5.')).toBeVisible()

  await other.getByRole('radio', { name: '2 estrellas de 5' }).check()
  await other.getByRole('button', { name: 'Enviar valoración' }).click()
  await expect(other.getByRole('main').getByRole('alert')).toHaveText(
    'Ya has valorado este recurso. Solo se puede votar una vez.',
  )
  await expect(other.getByText('Tu valoración: 4 estrellas de 5.')).toBeVisible()
})

test('a member rates an online resource from the catalogue, which has no page of its own', async ({
  context,
  page,
}) => {
  await signInBrowser(context, demoCollegiate)
  await page.goto('/resources')
  await waitForHydration(page)
  const card = page
    .getByRole('region', { name: 'Recursos en línea' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: /PubMed/ }) })
  // The e2e server starts on a fresh database: the demo member has not rated it yet.
  await expect(card.getByRole('group', { name: 'Tu valoración' })).toBeVisible()

  await card.getByRole('radio', { name: '5 estrellas de 5' }).check()
  await card.getByRole('button', { name: 'Enviar valoración' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: '¡Gracias! Hemos registrado tu valoración.' }),
  ).toBeVisible()
  await expect(card.getByText('Tu valoración: 5 estrellas de 5.')).toBeVisible()
  // Only that card changed.
  await expect(page.getByText('Tu valoración: 5 estrellas de 5.')).toHaveCount(1)
})
