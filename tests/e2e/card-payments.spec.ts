import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { demoSecondCollegiate, expectNoAxeViolations, signInBrowser } from './support'

/**
 * Card payments through the local gateway simulator (playwright.config.ts starts it): the member enrols in a priced
 * course, pays its movement from /my-movements, chooses what the gateway does, and comes back to the return page.
 * Each test makes the movement it pays, so a retry (or a second run) finds one still to pay.
 */

// Seeded courses open for enrolment (lib/server/db/seed/events.ts), priced, with places; an approved payment uses
// one up for good, so there are spares for a retry or another run on the same server.
const approveCourses = [
  'curso-de-redaccion-de-informes-tecnicos',
  'curso-de-primeros-auxilios-y-soporte-vital-basico',
  'curso-de-mediacion-civil-y-mercantil',
]
const unpaidCourse = 'curso-de-prevencion-de-riesgos-laborales-nivel-basico'

interface ApplicationDetail {
  id: string
  status: string
  movement: { id: string; status: string; payable: boolean } | null
}

async function bearerOf(request: APIRequestContext) {
  const response = await request.post('/api/auth/jwt/login', {
    form: { username: demoSecondCollegiate.email, password: demoSecondCollegiate.password },
  })
  expect(response.status()).toBe(200)
  return { Authorization: `Bearer ${((await response.json()) as { access_token: string }).access_token}` }
}

/** The member's movement for a course still to pay: enrolling first when needed; undefined when it is paid. */
async function payableMovementOf(request: APIRequestContext, headers: Record<string, string>, slug: string) {
  const event = await request.get(`/api/public/events/es/${slug}`)
  expect(event.status(), slug).toBe(200)
  const eventId = ((await event.json()) as { id: number }).id
  const enrolment = await request.get(`/api/public/events/${eventId}/enrolment`, { headers })
  let application = (
    (await enrolment.json()) as { me: { application: { id: string; status: string } | null } }
  ).me.application
  if (!application || application.status === 'cancelled') {
    const enrolled = await request.post('/api/public/collegiates/events/applications', {
      headers,
      data: { event_id: eventId, companions: 0 },
    })
    expect(enrolled.status(), `enrolling in ${slug}`).toBe(201)
    application = (await enrolled.json()) as { id: string; status: string }
  }
  const detail = await request.get(`/api/public/collegiates/events/applications/${application.id}`, {
    headers,
  })
  const { movement } = (await detail.json()) as ApplicationDetail
  if (!movement?.payable) return undefined
  const list = await request.get('/api/public/collegiate-transactions?status=pending&limit=100', { headers })
  const items = ((await list.json()) as { items: Array<{ id: string; transaction_number: string }> }).items
  return items.find((item) => item.id === movement.id)
}

const movementStatus = async (request: APIRequestContext, headers: Record<string, string>, id: string) => {
  const list = await request.get('/api/public/collegiate-transactions?limit=100', { headers })
  const items = (
    (await list.json()) as { items: Array<{ id: string; status: string; invoice_number: string }> }
  ).items
  return items.find((item) => item.id === id)
}

/** From /my-movements to the gateway's page, paying `number` by card. */
async function payByCard(page: Page, number: string, { axe = false } = {}) {
  await page.goto('/my-movements?status=pending')
  await page
    .getByRole('button', { name: `Pagar ${number}` })
    .first()
    .click()
  const dialog = page.getByRole('dialog', { name: `Pagar ${number}` })
  await dialog.getByRole('radio', { name: 'Tarjeta de crédito o débito' }).check()
  if (axe) await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Continuar' }).click()
  await expect(page.getByRole('heading', { name: 'Payment gateway simulator' })).toBeVisible()
}

test.describe('card payments', () => {
  test('pages may post forms to the configured gateway, and nowhere else', async ({ request }) => {
    const policy = (await request.get('/')).headers()['content-security-policy'] ?? ''
    const formAction = policy.split(';').find((directive) => directive.trim().startsWith('form-action'))
    expect(formAction?.trim()).toMatch(/^form-action 'self' http:\/\/127\.0\.0\.1:\d+$/)
  })

  test('a course paid by card: approved at the gateway, the OK page, the movement paid with its invoice', async ({
    page,
    request,
    context,
  }) => {
    test.setTimeout(60_000)
    const headers = await bearerOf(request)
    let movement: { id: string; transaction_number: string } | undefined
    for (const slug of approveCourses) {
      movement = await payableMovementOf(request, headers, slug)
      if (movement) break
    }
    expect(movement, 'a course still to pay').toBeDefined()
    await signInBrowser(context, demoSecondCollegiate)

    await payByCard(page, movement!.transaction_number, { axe: true })
    await page.getByRole('button', { name: 'Approve the payment (0000)' }).click()

    await expect(page).toHaveURL(/\/payment\/confirmation\/ok\?payment=/)
    const outcome = page.getByRole('alert').filter({ hasText: 'Pago realizado correctamente. Gracias.' })
    await expect(outcome).toBeVisible()
    await expect(outcome).toBeFocused()
    await expectNoAxeViolations(page)

    const paid = await movementStatus(request, headers, movement!.id)
    expect(paid).toMatchObject({ status: 'paid', invoice_number: expect.stringMatching(/^FAC-\d{4}-\d{6}$/) })
    await page.getByRole('link', { name: 'Ir a mis pagos' }).click()
    await expect(
      page.getByRole('link', { name: `Descargar factura ${paid!.invoice_number}` }).first(),
    ).toBeVisible()
  })

  test('a denied card comes back KO with the movement still pending; a lost notification says the terminal is not responding', async ({
    page,
    request,
    context,
  }) => {
    test.setTimeout(90_000)
    const headers = await bearerOf(request)
    const movement = await payableMovementOf(request, headers, unpaidCourse)
    expect(movement, 'the course still to pay').toBeDefined()
    await signInBrowser(context, demoSecondCollegiate)

    await payByCard(page, movement!.transaction_number)
    await page.getByRole('button', { name: 'Deny the card (0190)' }).click()
    await expect(page).toHaveURL(/\/payment\/confirmation\/ko\?payment=/)
    await expect(page.getByRole('alert').filter({ hasText: 'El pago no se ha completado' })).toBeVisible()
    expect(await movementStatus(request, headers, movement!.id)).toMatchObject({ status: 'pending' })

    // The return page gives up on the notification after 15 s: the test moves its clock on instead of waiting.
    await page.clock.install()
    await payByCard(page, movement!.transaction_number)
    await page.getByRole('button', { name: 'Return without notifying the portal' }).click()
    await expect(page).toHaveURL(/\/payment\/confirmation\/ko\?payment=/)
    await expect(
      page.getByText('Esperando la confirmación de la pasarela de pago con tarjeta…'),
    ).toBeVisible()
    // Moved on again until it shows: the page may not have started its timer yet (hydration, the first answer).
    const notResponding = page
      .getByRole('alert')
      .filter({ hasText: 'La pasarela de pago con tarjeta no responde' })
    await expect(async () => {
      await page.clock.fastForward('00:16')
      await expect(notResponding).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 20_000 })
    await expect(page.getByRole('button', { name: 'Comprobar de nuevo' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Ir a mis pagos' })).toBeVisible()
    expect(await movementStatus(request, headers, movement!.id)).toMatchObject({ status: 'pending' })
  })
})
