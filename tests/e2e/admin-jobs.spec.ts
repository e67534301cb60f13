import { expect, test } from '@playwright/test'
import { demoStaff, expectAccessibleAdminScreen, signInBrowser } from './support'

const stamp = Date.now().toString(36)
const texts = {
  es: { tab: 'Español', title: `Fisioterapeuta de planta ${stamp}`, summary: 'Plaza indefinida en Bilbao.' },
  eu: { tab: 'Euskara', title: `Solairuko fisioterapeuta ${stamp}`, summary: 'Lanpostu mugagabea Bilbon.' },
} as const

test('staff write a job offer in Spanish and Basque, publish it, and the public lists of both show it', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000)
  await signInBrowser(context, demoStaff)
  let jobId = ''
  let complained = false
  const sameOrigin = () => ({ 'Sec-Fetch-Site': 'same-origin', Origin: new URL(page.url()).origin })

  try {
    await page.goto('/admin')
    await page.getByRole('menuitem', { name: 'Ofertas de empleo' }).click()
    await expect(page).toHaveURL(/\/admin\/jobs/)
    await page.getByRole('link', { name: 'Crear' }).click()

    await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveText('Borrador')
    await page.getByRole('textbox', { name: /^Empresa/ }).fill('Clínica Artxanda')
    await page.getByRole('textbox', { name: /^Localidad/ }).fill('Bilbao')
    await page.getByRole('combobox', { name: /^Provincia/ }).fill('Bizk')
    await page.getByRole('option', { name: 'Bizkaia' }).click()
    await page.getByRole('combobox', { name: 'Tipo de contrato' }).click()
    await page.getByRole('option', { name: 'Temporal' }).click()
    await page.getByRole('spinbutton', { name: 'Salario bruto anual mínimo (€)' }).fill('30000')
    await page.getByRole('spinbutton', { name: 'Salario bruto anual máximo (€)' }).fill('28000')
    await page.getByRole('textbox', { name: 'Correo de contacto' }).fill('rrhh@artxanda.example')

    for (const lang of ['es', 'eu'] as const) {
      await page.getByRole('tab', { name: new RegExp(`^${texts[lang].tab}`) }).click()
      const panel = page.getByRole('tabpanel')
      await panel.getByRole('textbox', { name: 'Título' }).fill(texts[lang].title)
      await panel.getByRole('button', { name: 'Generar la dirección desde el título' }).click()
      await panel.getByRole('textbox', { name: 'Resumen' }).fill(texts[lang].summary)
      await panel.getByRole('textbox', { name: 'Texto', exact: true }).fill(texts[lang].summary)
    }
    await expectAccessibleAdminScreen(page)

    // The salary range upside down is refused beside the field; put right, the offer is saved.
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('El máximo no puede ser menor que el mínimo')).toBeVisible()
    await page.getByRole('spinbutton', { name: 'Salario bruto anual máximo (€)' }).fill('34000')
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('Elemento creado')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/jobs\/\d+$/)
    jobId = /\/admin\/jobs\/(\d+)$/.exec(page.url())![1]!
    // The edit page, once its record and history have loaded (a menu opened before would close on the redraw).
    await expect(page.getByRole('heading', { name: 'Historial' })).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: 'Creado' })).toBeVisible()

    await page.getByRole('combobox', { name: 'Estado' }).click()
    await page.getByRole('option', { name: 'Publicado' }).click()
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('Elemento actualizado')).toBeVisible()
    await expect(page.getByText('Estado cambiado a «Publicado»')).toBeVisible()

    // The cached public lists were revalidated: each language's list shows the offer in its own words.
    await page.goto('/jobs')
    await expect(page.getByRole('link', { name: texts.es.title })).toBeVisible()
    await page.goto('/eu/jobs')
    await expect(page.getByRole('link', { name: texts.eu.title })).toBeVisible()
    await expect(page.getByRole('link', { name: texts.es.title })).toHaveCount(0)

    // Someone complains about the offer: its edit page lists the complaint, which links back to the offer.
    const filed = await page.request.patch(`/api/jobs/${jobId}/es/complaint`, {
      headers: sameOrigin(),
      data: { description: 'La oferta pide requisitos que no son legales en este puesto.' },
    })
    expect(filed.status(), await filed.text()).toBe(201)
    complained = true
    const code = ((await filed.json()) as { tracking_code: string }).tracking_code
    await page.goto(`/admin/jobs/${jobId}`)
    const complaints = page.getByRole('region', { name: 'Quejas sobre esta oferta' })
    await expect(complaints.getByRole('row').filter({ hasText: code })).toContainText('Recibida')
    await expectAccessibleAdminScreen(page)
    await complaints.getByRole('link', { name: code }).click()
    await expect(page).toHaveURL(/\/admin\/job-complaints\/[0-9a-f-]+\/show$/)
    await page.getByRole('link', { name: texts.es.title }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/jobs/${jobId}$`))

    // …and the complaints list, filtered by the offer.
    await page.getByRole('link', { name: 'Ver en la lista de quejas (1)' }).click()
    await expect(page).toHaveURL(/\/admin\/job-complaints\?.*job_id/)
    await expect(page.getByRole('combobox', { name: 'Oferta' })).toHaveValue(texts.es.title)
    await expect(page.getByRole('row').filter({ hasText: code })).toBeVisible()
    await expect(page.getByRole('row')).toHaveCount(2)
    await expectAccessibleAdminScreen(page)
  } finally {
    // The journey cleans up after itself: the public lists count the demo's offers only. An offer with a
    // complaint is not deleted (409 JOB_HAS_COMPLAINTS): it is archived, out of the public lists.
    if (jobId && complained) {
      const item = await (await page.request.get(`/api/admin/jobs/${jobId}`)).json()
      const archived = await page.request.put(`/api/admin/jobs/${jobId}`, {
        headers: sameOrigin(),
        data: { ...item, status: 'archived' },
      })
      expect(archived.status()).toBe(200)
    } else if (jobId) {
      const deleted = await page.request.delete(`/api/admin/jobs/${jobId}`, { headers: sameOrigin() })
      expect(deleted.status()).toBe(200)
    }
  }
})
