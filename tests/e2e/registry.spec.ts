import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support'

// The demo has two collegiates in the registry (Lucía Martín Etxeberria, 28-41327, and Mikel Arana Vidal), too few to
// page through: the component test pages (components/registry/collegiate-registry.test.tsx).
test('in Basque, the registries find the demo collegiate by part of her name and a society by its CIF', async ({
  page,
}) => {
  await page.goto('/eu/registry/collegiates')
  await expect(page.getByRole('heading', { level: 1, name: 'Elkargokideen erregistroa' })).toBeVisible()
  const search = page.getByRole('search', { name: 'Bilatu elkargokideen erregistroan' })
  const field = search.getByRole('searchbox', { name: 'Elkargokidea' })
  await expect(field).toHaveAccessibleDescription('Izena, abizenak edo elkargokide-zenbakia')

  // Too short: refused in place, the address unchanged.
  await field.fill('l')
  await search.getByRole('button', { name: 'Bilatu' }).click()
  await expect(field).toHaveAccessibleDescription('Idatzi bi letra edo zifra gutxienez.')
  await expect(page).toHaveURL(/\/eu\/registry\/collegiates$/)

  await field.fill('etxeberr')
  await search.getByRole('button', { name: 'Bilatu' }).click()
  await expect(page).toHaveURL(/\/eu\/registry\/collegiates\?q=etxeberr$/)
  const results = page.getByRole('region', { name: 'Emaitzak' })
  await expect(results.getByRole('status')).toHaveText('elkargokide 1')
  const lucia = results.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 3, name: 'Lucía Martín Etxeberria' }),
  })
  await expect(lucia).toContainText('Elkargokide-zenbakia28-41327')
  await expect(lucia).toContainText('EgoeraJardunean')
  await expect(lucia).toContainText('EspezialitateakZainketa orokorrak, Pediatria')
  await expectNoAxeViolations(page)

  // Without accents and in another order of words; then back to the first search with the back button.
  await field.fill('lucia martin')
  await search.getByRole('button', { name: 'Bilatu' }).click()
  await expect(page).toHaveURL(/\?q=lucia\+martin$/)
  await expect(results.getByRole('heading', { level: 3, name: 'Lucía Martín Etxeberria' })).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(/\?q=etxeberr$/)
  await expect(field).toHaveValue('etxeberr')

  await field.fill('zzxqw')
  await search.getByRole('button', { name: 'Bilatu' }).click()
  await expect(results.getByRole('status')).toContainText(
    'Ez dago «zzxqw» bilaketarekin bat datorren elkargokiderik',
  )

  await page.getByRole('link', { name: 'Lanbide-sozietateen erregistroa' }).click()
  await expect(page).toHaveURL(/\/eu\/registry\/societies$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Lanbide-sozietateen erregistroa' })).toBeVisible()
  const societies = page.getByRole('search', { name: 'Bilatu lanbide-sozietateen erregistroan' })
  await societies.getByRole('searchbox', { name: 'Lanbide-sozietatea' }).fill('b-39614821')
  await societies.getByRole('button', { name: 'Bilatu' }).click()
  const society = page
    .getByRole('region', { name: 'Emaitzak' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: 'Cuidados Enfermeros del Cantábrico SLP' }) })
  await expect(society).toContainText('IFKB39614821')
  await expect(society).toContainText('EgoeraAktiboa')
  await expect(society).toContainText('Bazkide profesionalak3')
  await expectNoAxeViolations(page)
})
