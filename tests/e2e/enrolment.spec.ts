import { randomUUID } from 'node:crypto'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { demoCollegiate, demoSecondCollegiate, expectNoAxeViolations, signInBrowser } from './support'

/** The seeded visit (lib/server/db/seed/events.ts): 3 places, up to 2 companions, free. */
const visitSlug = 'visita-guiada-al-archivo-historico-del-colegio'
const visitPath = `/events/${visitSlug}`

interface Enrolment {
  me: {
    application: { id: string; status: string; waitlist_position: number | null; cancellable: boolean } | null
  }
}

async function bearerOf(request: APIRequestContext, account: { email: string; password: string }) {
  const response = await request.post('/api/auth/jwt/login', {
    form: { username: account.email, password: account.password },
  })
  expect(response.status(), `sign-in of ${account.email}`).toBe(200)
  const { access_token } = (await response.json()) as { access_token: string }
  return { Authorization: `Bearer ${access_token}` }
}

async function enrolmentOf(request: APIRequestContext, eventId: number, headers: Record<string, string>) {
  const response = await request.get(`/api/public/events/${eventId}/enrolment`, { headers })
  expect(response.status()).toBe(200)
  return (await response.json()) as Enrolment
}

/** Cancels the account's open application to the event, if it has one, so that the journey can run again. */
async function cancelOpenApplication(
  request: APIRequestContext,
  eventId: number,
  headers: Record<string, string>,
) {
  const { application } = (await enrolmentOf(request, eventId, headers)).me
  if (!application?.cancellable) return
  const response = await request.post(
    `/api/public/collegiates/events/applications/${application.id}/cancel`,
    {
      headers,
    },
  )
  expect(response.status(), 'cancelling a leftover application').toBe(200)
}

test.describe('enrolment in an event', () => {
  test('a collegiate enrols with two companions, a second one waits, and takes the place once she cancels', async ({
    page,
    request,
  }) => {
    const detail = await request.get(`/api/public/events/es/${visitSlug}`)
    expect(detail.status()).toBe(200)
    const eventId = ((await detail.json()) as { id: number }).id
    const first = await bearerOf(request, demoCollegiate)
    const second = await bearerOf(request, demoSecondCollegiate)
    await cancelOpenApplication(request, eventId, first)
    await cancelOpenApplication(request, eventId, second)

    // Signed out: the live places, and a sign-in link that comes back here.
    await page.goto(visitPath)
    const section = page.getByRole('region', { name: 'Inscripción' })
    await expect(section.getByText('3 plazas libres de 3')).toBeVisible()
    await expect(section.getByRole('link', { name: 'Inicia sesión para inscribirte' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(visitPath)}`,
    )

    await signInBrowser(page.context(), demoCollegiate)
    await page.reload()
    const companions = section.getByRole('spinbutton', { name: 'Acompañantes' })
    await companions.fill('2')
    await expectNoAxeViolations(page)
    await section.getByRole('button', { name: 'Inscribirme' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Hecho: tienes plaza.' })).toBeVisible()
    await expect(section.getByText('Tu solicitud: Aceptada')).toBeVisible()
    await expect(section.getByText('0 plazas libres de 3')).toBeVisible()

    await section.getByRole('link', { name: /Ver mi solicitud/ }).click()
    await expect(page).toHaveURL(/\/my-events\/[0-9a-f-]{36}$/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Visita guiada al archivo histórico del Colegio' }),
    ).toBeVisible()
    await expect(page.getByText('2 acompañantes')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Añadir a mi calendario (.ics)' })).toHaveAttribute(
      'download',
    )

    // The second collegiate finds it full and joins the waiting list through the API.
    const waiting = await request.post('/api/public/collegiates/events/applications', {
      headers: { ...second, 'Idempotency-Key': randomUUID() },
      data: { event_id: eventId, companions: 0, waitlist: true },
    })
    expect(waiting.status()).toBe(201)
    expect(((await waiting.json()) as { waitlist_position: number | null }).waitlist_position).toBe(1)

    await page.getByRole('button', { name: 'Cancelar mi solicitud' }).click()
    const dialog = page.getByRole('dialog', { name: '¿Cancelar tu solicitud?' })
    await expect(dialog).toContainText('Visita guiada al archivo histórico del Colegio')
    await dialog.getByRole('button', { name: 'Sí, cancelarla' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText('Tu solicitud se ha cancelado.')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Estado', exact: true })).toBeFocused()
    await expect(page.getByRole('button', { name: 'Cancelar mi solicitud' })).toHaveCount(0)

    // The first on the waiting list has the place now.
    expect((await enrolmentOf(request, eventId, second)).me.application).toMatchObject({
      status: 'accepted',
      waitlist_position: null,
    })

    await page.getByRole('link', { name: 'Volver a mis eventos' }).click()
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Visita guiada al archivo histórico del Colegio' }),
    ).toContainText('Cancelada')
  })
})
