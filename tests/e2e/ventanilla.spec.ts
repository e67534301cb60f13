import { expect, test } from '@playwright/test'
import { content } from './demo-content'
import { waitForHydration } from './support'

test('in Catalan, the main navigation leads to the one-stop shop, its code of ethics and the consumer associations', async ({
  page,
}) => {
  await page.goto('/ca')
  await waitForHydration(page)
  const heading = page.getByRole('heading', { level: 1 })
  const main = page.getByRole('main')

  const navigation = page.getByRole('navigation', { name: content.ca.mainNavigation })
  await navigation.getByRole('button', { name: /^Finestreta única/ }).click()
  await expect(navigation.getByRole('link', { name: 'Registre de col·legiats' })).toBeVisible()
  await navigation.getByRole('link', { name: 'Finestreta única', exact: true }).click()

  await expect(page).toHaveURL(/\/ca\/finestreta-unica$/)
  await expect(heading).toHaveText('Finestreta única')
  await expect(main.getByRole('link', { name: 'Registre de col·legiats' })).toHaveAttribute(
    'href',
    '/ca/registry/collegiates',
  )
  await expect(main.getByRole('link', { name: 'Presentar una queixa o reclamació' })).toHaveAttribute(
    'href',
    '/ca/complaints',
  )

  await main.getByRole('link', { name: 'Codi deontològic' }).click()
  await expect(page).toHaveURL(/\/ca\/codi-deontologic$/)
  await expect(heading).toHaveText('Codi deontològic')
  await expect(main.getByRole('heading', { name: 'Com comunicar un incompliment' })).toBeVisible()
  await expect(main.getByRole('link', { name: 'formulari de queixes' })).toHaveAttribute(
    'href',
    '/ca/complaints',
  )

  await page.goBack()
  await expect(heading).toHaveText('Finestreta única')
  await main.getByRole('link', { name: 'Associacions de consumidors' }).click()
  await expect(page).toHaveURL(/\/ca\/associacions-de-consumidors$/)
  await expect(heading).toHaveText('Associacions de consumidors')
  await expect(main.getByRole('link', { name: 'www.ocu.org' })).toHaveAttribute(
    'href',
    'https://www.ocu.org/',
  )
  await expect(main.getByRole('link', { name: 'com reclamar i recórrer' })).toHaveAttribute(
    'href',
    '/ca/queixes-i-recursos',
  )
})
