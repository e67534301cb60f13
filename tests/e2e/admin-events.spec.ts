import { expect, test } from '@playwright/test'
import { demoPrecollegiate, demoStaff, expectAccessibleAdminScreen, signInBrowser } from './support'

const stamp = Date.now().toString(36)
const texts = {
  es: { tab: 'Español', title: `Curso de mediación ${stamp}`, venue: 'Salón de actos' },
  ca: { tab: 'Català', title: `Curs de mediació ${stamp}`, venue: "Sala d'actes" },
} as const
const slugs = { es: `curso-de-mediacion-${stamp}`, ca: `curs-de-mediacio-${stamp}` }
const publicPath = { es: `/course/${slugs.es}`, ca: `/ca/course/${slugs.ca}` }

const pad = (n: number) => String(n).padStart(2, '0')
/** A day from now at `hour`, as a datetime-local field takes it. */
function local(days: number, hour: number) {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000)
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(hour)}:00`
}

test('staff create a course in Spanish and Catalan with places and a window, publish it, and the public course page shows it', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(180_000)
  await signInBrowser(context, demoStaff)
  let eventId = ''
  let applicationId = ''
  const sameOrigin = () => ({ 'Sec-Fetch-Site': 'same-origin', Origin: new URL(page.url()).origin })
  const precollegiate = await browser.newContext({ baseURL: test.info().project.use.baseURL })

  try {
    await page.goto('/admin')
    await page.getByRole('menuitem', { name: 'Eventos y cursos' }).click()
    await expect(page).toHaveURL(/\/admin\/events/)
    await page.getByRole('link', { name: 'Crear' }).click()

    await expect(page.getByRole('combobox', { name: 'Tipo', exact: true })).toHaveText('Curso')
    await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveText('Borrador')
    await page.getByRole('combobox', { name: 'Modalidad' }).click()
    await page.getByRole('option', { name: 'En línea' }).click()
    await page.getByLabel('Empieza').fill(local(20, 10))
    await page.getByLabel('Termina').fill(local(20, 14))
    await page.getByRole('spinbutton', { name: 'Horas' }).fill('4')
    await page.getByRole('textbox', { name: 'Ciudad' }).fill('Madrid')
    await page.getByRole('spinbutton', { name: 'Precio general (€)' }).fill('45')
    await page.getByRole('spinbutton', { name: 'Precio para colegiados (€)' }).fill('20.50')
    await page.getByRole('spinbutton', { name: 'Plazas' }).fill('12')
    await page.getByLabel('Inscripción desde').fill(local(-1, 9))
    await page.getByLabel('Inscripción hasta').fill(local(18, 20))
    await page.getByRole('checkbox', { name: 'Precolegiados' }).check()

    for (const lang of ['es', 'ca'] as const) {
      await page.getByRole('tab', { name: new RegExp(`^${texts[lang].tab}`) }).click()
      const panel = page.getByRole('tabpanel')
      await panel.getByRole('textbox', { name: 'Título' }).fill(texts[lang].title)
      await panel.getByRole('button', { name: 'Generar la dirección desde el título' }).click()
      await expect(panel.getByRole('textbox', { name: 'Dirección (slug)' })).toHaveValue(slugs[lang])
      await panel.getByRole('textbox', { name: 'Lugar (sala, edificio…)' }).fill(texts[lang].venue)
    }
    await expectAccessibleAdminScreen(page)
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('Elemento creado')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/events\/\d+\/show$/)
    eventId = /\/admin\/events\/(\d+)\/show$/.exec(page.url())![1]!

    // The show page: its places, nobody waiting, no applications yet, and the log.
    await expect(page.getByText('0 ocupadas, 12 libres de 12')).toBeVisible()
    await expect(page.getByText('Nadie en lista de espera.')).toBeVisible()
    await expect(page.getByText('Creado').first()).toBeVisible()
    await expectAccessibleAdminScreen(page)

    // A draft: the public does not see it.
    expect((await page.request.get(publicPath.es)).status()).toBe(404)

    await page.getByRole('link', { name: 'Editar' }).click()
    await expect(page.getByRole('spinbutton', { name: 'Precio para colegiados (€)' })).toHaveValue('20.5')
    await page.getByRole('combobox', { name: 'Estado' }).click()
    await page.getByRole('option', { name: 'Publicado' }).click()
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('Elemento actualizado')).toBeVisible()
    await expect(page.getByText('Estado cambiado a «Publicado»')).toBeVisible()

    // The cached public pages were revalidated: the course and its places in both languages.
    await page.goto(publicPath.es)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.es.title)
    await expect(page.getByText('12 plazas libres de 12').first()).toBeVisible()
    await page.goto(publicPath.ca)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.ca.title)
    await expect(page.getByText('12 places lliures de 12').first()).toBeVisible()

    // The list filters by type (event or course) and by mode: the course is online, not in person.
    await page.goto(`/admin/events?${new URLSearchParams({ filter: JSON.stringify({ q: texts.es.title }) })}`)
    const row = page.getByRole('row').filter({ hasText: texts.es.title })
    await expect(row).toBeVisible()
    await page.getByRole('combobox', { name: 'Tipo', exact: true }).click()
    await page.getByRole('option', { name: 'Curso' }).click()
    await page.getByRole('combobox', { name: 'Modalidad' }).click()
    await page.getByRole('option', { name: 'En línea' }).click()
    await expect(page).toHaveURL(/mode_id/)
    await expect(row).toBeVisible()
    await page.getByRole('combobox', { name: 'Modalidad' }).click()
    await page.getByRole('option', { name: 'Presencial' }).click()
    await expect(row).toHaveCount(0)
    await page.getByRole('combobox', { name: 'Tipo', exact: true }).click()
    await page.getByRole('option', { name: 'Evento' }).click()
    await expect(row).toHaveCount(0)
    await expectAccessibleAdminScreen(page)

    // A pre-collegiate applies: the course may not then stop admitting pre-collegiates nor become an event.
    await signInBrowser(precollegiate, demoPrecollegiate)
    const applied = await precollegiate.request.post('/api/public/precollegiates/events/applications', {
      headers: sameOrigin(),
      data: { event_id: Number(eventId) },
    })
    expect(applied.status(), await applied.text()).toBe(201)
    applicationId = ((await applied.json()) as { id: string }).id
    await page.goto(`/admin/events/${eventId}`)
    await expect(page.getByRole('heading', { name: 'Historial' })).toBeVisible()
    await page.getByRole('combobox', { name: 'Tipo', exact: true }).click()
    await page.getByRole('option', { name: 'Evento' }).click()
    await page.getByRole('checkbox', { name: 'Precolegiados' }).uncheck()
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(
      page.getByText('Personas de un grupo que dejaría de estar admitido tienen inscripciones en curso'),
    ).toBeVisible()
    await expectAccessibleAdminScreen(page)
    // Nothing changed: it is still a course.
    const kept = await page.request.get(`/api/admin/events/${eventId}`)
    expect(await kept.json()).toMatchObject({
      kind: 'course',
      admitted_groups: ['collegiates', 'precollegiates'],
    })
  } finally {
    // The journey cleans up after itself: a course without applications is deleted; one with them (even
    // cancelled) cannot be, so the application is cancelled and the course archived.
    if (applicationId) {
      const cancelled = await precollegiate.request.post(
        `/api/public/precollegiates/events/applications/${applicationId}/cancel`,
        { headers: sameOrigin() },
      )
      expect(cancelled.status()).toBe(200)
    }
    if (eventId && applicationId) {
      const item = await (await page.request.get(`/api/admin/events/${eventId}`)).json()
      const archived = await page.request.put(`/api/admin/events/${eventId}`, {
        headers: sameOrigin(),
        data: { ...item, status: 'archived' },
      })
      expect(archived.status()).toBe(200)
    } else if (eventId) {
      const deleted = await page.request.delete(`/api/admin/events/${eventId}`, { headers: sameOrigin() })
      expect(deleted.status()).toBe(200)
    }
    await precollegiate.close()
  }
})
