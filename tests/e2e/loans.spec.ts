import { expect, test, type APIRequestContext } from '@playwright/test'
import { demoResourcePath } from './demo-content'
import { demoSecondCollegiate, expectNoAxeViolations, signInBrowser, waitForHydration } from './support'

const loans = '/api/public/collegiates/resources/loans'

/** Cancels the requests an earlier run may have left open, so that the journey starts from the same place. */
async function cancelOpenRequests(request: APIRequestContext) {
  const response = await request.get(`${loans}?status=requested`)
  expect(response.status()).toBe(200)
  const { items } = (await response.json()) as { items: Array<{ id: string }> }
  for (const { id } of items) {
    expect((await request.post(`${loans}/${id}/cancel`)).status()).toBe(200)
  }
}

test.describe('resource loans', () => {
  // The second demo collegiate: the first one's loan history is what my-procedures.spec.ts reads.
  test('a collegiate requests a loan on the resource page, sees it on /my-resources and cancels it', async ({
    page,
  }) => {
    // Three pages, two axe runs and four API calls: on a cold server this takes longer than one test usually may.
    test.slow()
    await signInBrowser(page.context(), demoSecondCollegiate)
    await cancelOpenRequests(page.context().request)

    await page.goto(demoResourcePath.es)
    await waitForHydration(page)
    const box = page.getByRole('region', { name: 'Préstamo' })
    await expect(box.getByText(/ejemplar(es)? disponibles? de \d+\./)).toBeVisible()
    await expectNoAxeViolations(page)
    await box.getByRole('button', { name: 'Solicitar préstamo' }).click()
    await box.getByRole('button', { name: 'Confirmar solicitud' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Hemos recibido tu solicitud de préstamo.' }),
    ).toBeVisible()
    await expect(box.getByText(/Has solicitado este recurso/)).toBeVisible()
    await expectNoAxeViolations(page)

    await box.getByRole('link', { name: 'Ver mis préstamos' }).click()
    await expect(page).toHaveURL(/\/my-resources$/)
    const current = page.getByRole('region', { name: 'Préstamos en curso' })
    const item = current
      .getByRole('listitem')
      .filter({ hasText: 'Guía práctica de la Ley de autonomía del paciente' })
    await expect(item).toContainText('Solicitado')
    await item.getByRole('button', { name: 'Cancelar solicitud' }).click()
    await item.getByRole('button', { name: 'Sí, cancelarla' }).click()
    await expect(
      page.getByText('Se ha cancelado tu solicitud de «Guía práctica de la Ley de autonomía del paciente».'),
    ).toBeVisible()
    await expect(item).toHaveCount(0)
  })

  test('a visitor sees the availability and a sign-in link that comes back', async ({ page }) => {
    await page.goto(demoResourcePath.en)
    const box = page.getByRole('region', { name: 'Loan' })
    await expect(box.getByText(/of \d+ available\.|All copies are on loan/)).toBeVisible()
    const signIn = box.getByRole('link', { name: 'Sign in to request a loan' })
    await expect(signIn).toHaveAttribute('href', /\/en\/login\?redirect=%2Fen%2Fresources%2F/)
    await expectNoAxeViolations(page)
  })
})
