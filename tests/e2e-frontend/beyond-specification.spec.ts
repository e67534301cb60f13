import { expect, test } from '@playwright/test'
import { backEnd, signInThroughTheForm, waitForHydration } from './support'

// Only before the portal back end: both journeys need calls beyond the specification (docs/operations.md), so the
// fake back end's project leaves this file out (playwright.frontend.config.ts).
test('enrolment and a consumer complaint reach a back end that answers more than the specification', async ({
  page,
  request,
}) => {
  await signInThroughTheForm(page, '/events/visita-guiada-al-archivo-historico-del-colegio')
  const enrolment = page.getByRole('region', { name: 'Inscripción' })
  await enrolment.getByRole('button', { name: 'Inscribirme' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Hecho: tienes plaza.' })).toBeVisible()
  const applications = await (await backEnd(request)).get('public/collegiates/events/applications')
  expect(await applications.text()).toContain('visita-guiada-al-archivo-historico-del-colegio')

  await page.goto('/en/complaints')
  await waitForHydration(page)
  const form = page.getByRole('main')
  await form.getByRole('radio', { name: 'A consumer or user of professional services' }).check()
  await form.getByRole('textbox', { name: /Full name/ }).fill('Oliver Grant')
  await form.getByRole('textbox', { name: /E-mail/ }).fill('oliver.grant@example.com')
  await form.getByRole('radio', { name: 'A professional’s practice' }).check()
  await form.getByRole('textbox', { name: /Professional or society concerned/ }).fill('Collegiate 28/1234')
  await form
    .getByRole('textbox', { name: /What happened/ })
    .fill('I was charged twice for the same treatment session and nobody answers my e-mails.')
  await form.getByRole('checkbox', { name: /privacy policy/ }).check()
  await form.getByRole('button', { name: 'Send complaint' }).click()
  await expect(page.getByRole('heading', { name: 'We have received your complaint' })).toBeVisible()
})
