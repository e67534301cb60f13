import { expect, test, type Page } from '@playwright/test'
import { signInBrowser } from './support'

// The `no-javascript` project (playwright.config.ts): what crawlers, link previews and a visitor whose script
// failed see is the HTML alone.

const lists = ['/news', '/ca/events', '/courses', '/en/jobs', '/eu/workplaces', '/resources']

async function expectFrame(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.getByText('Cargando…')).toHaveCount(0)
}

test('every list page has its results in the HTML, also for a query, a page past the end and a town', async ({
  page,
}) => {
  for (const path of lists) {
    expect((await page.goto(path))?.status(), path).toBe(200)
    await expectFrame(page)
    await expect(page.locator('.result-count, .content-list').first(), path).toBeVisible()
    expect(await page.locator('.content-list > li').count(), path).toBeGreaterThan(0)
  }

  await page.goto('/en/news?page=99')
  await expect(page.getByText('There is no page 99')).toBeVisible()
  await expect(page.getByRole('link', { name: /^Go to the last page \(\d+\)$/ })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go to the first page' })).toBeVisible()
  await expect(page.locator('.result-count')).toHaveCount(0)

  await page.goto('/eu/workplaces?q=Barcelona')
  await expect(page.locator('.content-list > li').first()).toContainText('Barcelona')
})

test('the registry answers ?q= and the complaint look-up ?code= in the HTML', async ({ page, request }) => {
  await page.goto('/eu/registry/collegiates?q=etxeberr')
  await expectFrame(page)
  await expect(page.getByRole('heading', { level: 3, name: 'Lucía Martín Etxeberria' })).toBeVisible()

  const filed = await request.post('/api/public/complaints?lang=en', {
    multipart: {
      form_data: JSON.stringify({
        complainant: 'consumer',
        name: 'Marta Giménez Ruiz',
        email: 'sin-script@correo.example',
        phone: '612 345 678',
        topic: 'professional_practice',
        professional: 'Colegiado 28/1234',
        description: 'El profesional no me entregó el informe que le pedí ni me dio una explicación.',
        privacy_accepted: true,
      }),
    },
  })
  expect(filed.status()).toBe(201)
  const { tracking_code: code } = (await filed.json()) as { tracking_code: string }
  await page.goto(`/en/complaint-lookup?code=${code}`)
  await expectFrame(page)
  await expect(page.getByTestId('complaint-status')).toContainText(`Complaint ${code}`)

  await page.goto('/complaint-lookup?code=REC-1999-000000')
  await expect(page.getByRole('alert')).toBeVisible()
})

test('a missing page is a 404 with the frame and its picture, in its language', async ({ page }) => {
  for (const [path, text] of [
    ['/no-existe', 'No se ha encontrado esta página. Volver a la página de inicio'],
    ['/en/news/no-such-item', 'This page could not be found. Back to the home page'],
  ] as const) {
    expect((await page.goto(path))?.status(), path).toBe(404)
    await expectFrame(page)
    await expect(page.getByRole('img', { name: text })).toBeVisible()
  }
})

test('a private page has its first screen in the HTML: the profile filled in, the movements listed', async ({
  page,
}) => {
  await signInBrowser(page.context())
  await page.goto('/profile')
  await expect(page.getByRole('definition').filter({ hasText: /^Lucía$/ })).toBeVisible()
  await expect(page.getByText('28-41327')).toBeVisible()
  await expect(page.locator('input[name="main.phone1"]')).toHaveValue('+34612345678')
  await expect(page.locator('input[name="address.address"]')).toHaveValue('Calle de Alcalá 142, 4º B')
  await expect(page.getByRole('status').filter({ hasText: /Cargando/ })).toHaveCount(0)

  await page.goto('/my-movements?status=paid')
  await expect(
    page
      .getByRole('heading', { level: 3, name: /Certificado de colegiación y ejercicio profesional/ })
      .first(),
  ).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /Cargando/ })).toHaveCount(0)
})
