import { expect, test } from '@playwright/test'
import { waitForHydration } from './support'

// What the demo seed (lib/server/db/seed/jobs.ts, workplaces.ts) and messages/es.json show, written out.

test('jobs: filter the list, open an offer with its JobPosting, file a complaint and see its tracking code', async ({
  page,
}) => {
  await page.goto('/jobs')
  await expect(page.getByRole('heading', { level: 1, name: 'Ofertas de empleo' })).toBeVisible()
  const search = page.getByRole('search', { name: 'Buscar ofertas de empleo' })
  await search.getByLabel('Provincia').selectOption('Gipuzkoa')
  await search.getByLabel('Contrato').selectOption({ label: 'Temporal' })
  await search.getByRole('button', { name: 'Buscar' }).click()

  await expect(page).toHaveURL(/contract_type=temporary/)
  await expect(page.getByRole('link', { name: /Provincia: Gipuzkoa/ })).toBeVisible()
  await expect(page.getByText('1 resultado', { exact: true })).toBeVisible()
  await page.getByRole('link', { name: 'Enfermería de quirófano' }).click()

  await expect(page).toHaveURL(/\/job\/enfermera-quirofano-donostia$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Enfermería de quirófano' })).toBeVisible()
  const structured = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  )
  expect(structured).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: 'Enfermería de quirófano',
    employmentType: ['FULL_TIME', 'TEMPORARY'],
    hiringOrganization: { name: 'Clínica Urgull' },
    jobLocation: { address: { addressRegion: 'Gipuzkoa', addressCountry: 'ES' } },
    baseSalary: { currency: 'EUR', value: { minValue: 30000, maxValue: 34000 } },
  })

  await waitForHydration(page)
  const form = page.getByRole('form', { name: 'Informar de un problema con esta oferta' })
  const description = form.getByRole('textbox', { name: '¿Qué problema tiene esta oferta?' })
  await description.fill('Corta')
  await form.getByRole('button', { name: 'Enviar queja' }).click()
  await expect(form.getByText('La descripción debe tener al menos 10 caracteres.').first()).toBeVisible()

  await description.fill('La oferta pide pagar una cuota antes de la entrevista.')
  await form.getByRole('button', { name: 'Enviar queja' }).click()
  const receipt = page.getByRole('status').filter({ hasText: 'Hemos recibido tu queja' })
  await expect(receipt).toBeFocused()
  await expect(receipt.locator('.tracking-code')).toHaveText(/^JOB-\d{4}-[0-9A-Z]{8}$/)

  // The confirmation leads to the complaint's status, looked up by its code.
  const code = await receipt.locator('.tracking-code').textContent()
  await receipt.getByRole('link', { name: 'Consultar el estado de tu queja' }).click()
  await expect(page).toHaveURL(new RegExp(`/complaint-lookup\\?code=${code}$`))
  const status = page.getByTestId('complaint-status')
  await expect(status).toContainText(`Queja ${code}`)
  await expect(status).toContainText('Estado: recibida')
})

test('jobs: an offer whose applications closed is not listed, yet its page answers marked closed', async ({
  page,
}) => {
  await page.goto('/jobs?q=campa%C3%B1a+de+vacunaci%C3%B3n')
  await expect(page.getByText('No hay resultados')).toBeVisible()
  const response = await page.goto('/job/enfermera-campana-vacunacion-sevilla')
  expect(response?.status()).toBe(200)
  await expect(page.getByText(/El plazo de candidaturas de esta oferta terminó el/)).toBeVisible()
  await expect(page.getByText('Ya no se admiten candidaturas.')).toBeVisible()
})

test('workplaces: search the list and open a workplace with its address and phone', async ({ page }) => {
  await page.goto('/workplaces')
  await expect(page.getByRole('heading', { level: 1, name: 'Centros de trabajo' })).toBeVisible()
  const search = page.getByRole('search', { name: 'Buscar centros de trabajo' })
  await search.getByRole('searchbox').fill('clinica')
  await search.getByRole('button', { name: 'Buscar' }).click()
  await expect(page).toHaveURL(/q=clinica/)
  await page.getByRole('link', { name: 'Clínica Urgull' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Clínica Urgull' })).toBeVisible()
  await expect(page.getByText('Paseo de Urgull, 7')).toBeVisible()
  await expect(page.getByRole('link', { name: '+34 943 000 007' })).toHaveAttribute(
    'href',
    'tel:+34943000007',
  )
  await page.getByRole('link', { name: 'Todos los centros de trabajo' }).click()
  await expect(page).toHaveURL(/\/workplaces$/)
})
