import { expect, test } from '@playwright/test'
import { demoStaff, expectAccessibleAdminScreen, signInBrowser } from './support'

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
}) => {
  test.setTimeout(150_000)
  await signInBrowser(context, demoStaff)
  let eventId = ''

  try {
    await page.goto('/admin')
    await page.getByRole('menuitem', { name: 'Eventos y cursos' }).click()
    await expect(page).toHaveURL(/\/admin\/events/)
    await page.getByRole('link', { name: 'Crear' }).click()

    await expect(page.getByRole('combobox', { name: 'Tipo', exact: true })).toHaveText('Curso')
    await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveText('Borrador')
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
  } finally {
    // The journey cleans up after itself (a course without applications may be deleted).
    if (eventId) {
      const deleted = await page.request.delete(`/api/admin/events/${eventId}`, {
        headers: { 'Sec-Fetch-Site': 'same-origin', Origin: new URL(page.url()).origin },
      })
      expect(deleted.status()).toBe(200)
    }
  }
})
