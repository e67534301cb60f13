import { expect, test, type Page } from '@playwright/test'
import { demoStaff, expectAccessibleAdminScreen, signInBrowser } from './support'

const stamp = Date.now().toString(36)
const category = {
  key: `cuidados-paliativos-${stamp}`,
  names: {
    es: `Cuidados paliativos ${stamp}`,
    ca: `Cures pal·liatives ${stamp}`,
    en: `Palliative care ${stamp}`,
    eu: `Zainketa aringarriak ${stamp}`,
  },
}
const item = {
  es: { tab: 'Español', title: `Manual de cuidados paliativos ${stamp}` },
  en: { tab: 'English', title: `Palliative care handbook ${stamp}` },
}

const sameOrigin = (page: Page) => ({
  'Sec-Fetch-Site': 'same-origin',
  Origin: new URL(page.url()).origin,
})

test('staff create a category in four languages and a library item in it, publish it, and the library lists it there', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000)
  await signInBrowser(context, demoStaff)
  let termId = ''
  let resourceId = ''

  try {
    // The category, named in the four languages.
    await page.goto('/admin')
    await page.getByRole('menuitem', { name: 'Categorías' }).click()
    await expect(page).toHaveURL(/\/admin\/terms/)
    await page.getByRole('link', { name: 'Crear' }).click()
    await expect(page.getByRole('combobox', { name: 'Lista' })).toHaveText('Categorías de recursos')
    for (const [lang, language] of [
      ['es', 'Español'],
      ['ca', 'Català'],
      ['en', 'English'],
      ['eu', 'Euskara'],
    ] as const) {
      await page
        .getByRole('textbox', { name: new RegExp(`^Nombre \\(${language}\\)`) })
        .fill(category.names[lang])
    }
    await page.getByRole('textbox', { name: 'Color' }).fill('#f5f5dc')
    await page.getByRole('button', { name: 'Generar la clave desde el nombre en español' }).click()
    await expect(page.getByRole('textbox', { name: /^Clave/ })).toHaveValue(category.key)
    await expectAccessibleAdminScreen(page)
    await page.getByRole('button', { name: 'Guardar' }).click()
    // A pale colour would not read on white: refused beside the field.
    await expect(page.getByText(/no llega al contraste AA/)).toBeVisible()
    await page.getByRole('textbox', { name: 'Color' }).fill('#1f5f7a')
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('Elemento creado')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/terms\/\d+$/)
    termId = /\/admin\/terms\/(\d+)$/.exec(page.url())![1]!

    // The library item, in Spanish and English, in that category.
    await page.getByRole('menuitem', { name: 'Biblioteca' }).click()
    await expect(page).toHaveURL(/\/admin\/resources/)
    await page.getByRole('link', { name: 'Crear' }).click()
    await page.getByRole('textbox', { name: 'Autoría' }).fill('Equipo de cuidados del Colegio')
    await page.getByRole('textbox', { name: 'ISBN' }).fill('978-84-09-51234-7')
    await page.getByRole('checkbox', { name: category.names.es }).check()
    for (const lang of ['es', 'en'] as const) {
      await page.getByRole('tab', { name: new RegExp(`^${item[lang].tab}`) }).click()
      const panel = page.getByRole('tabpanel')
      await panel.getByRole('textbox', { name: 'Título' }).fill(item[lang].title)
      await panel.getByRole('button', { name: 'Generar la dirección desde el título' }).click()
    }
    await expectAccessibleAdminScreen(page)
    await page.getByRole('button', { name: 'Guardar' }).click()
    // A wrong check digit is caught before it is sent.
    await expect(page.getByText('El ISBN no es válido: revisa el dígito de control.')).toBeVisible()
    await page.getByRole('textbox', { name: 'ISBN' }).fill('978-84-09-51234-8')
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('Elemento creado')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/resources\/\d+$/)
    resourceId = /\/admin\/resources\/(\d+)$/.exec(page.url())![1]!
    await expect(page.getByText('Aún nadie lo ha valorado.')).toBeVisible()

    await page.getByRole('combobox', { name: 'Estado' }).click()
    await page.getByRole('option', { name: 'Publicado' }).click()
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('Elemento actualizado')).toBeVisible()
    await expect(page.getByText('Estado cambiado a «Publicado»')).toBeVisible()

    // The public library lists it under that category, in Spanish and in English.
    await page.goto(`/resources?category=${category.key}`)
    await expect(page.getByRole('link', { name: item.es.title })).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: item.es.title })).toContainText(
      category.names.es,
    )
    await page.goto(`/en/resources?category=${category.key}`)
    await expect(page.getByRole('link', { name: item.en.title })).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: item.en.title })).toContainText(
      category.names.en,
    )

    // The category in use cannot be deleted; the back-office says where it is used.
    await page.goto(`/admin/terms/${termId}`)
    await page.getByRole('button', { name: 'Eliminar' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click()
    await expect(page.getByText(/No se puede eliminar: la usan 1 documento de la biblioteca/)).toBeVisible()
  } finally {
    if (resourceId) {
      const deleted = await page.request.delete(`/api/admin/resources/${resourceId}`, {
        headers: sameOrigin(page),
      })
      expect(deleted.status()).toBe(200)
    }
    if (termId) {
      const deleted = await page.request.delete(`/api/admin/terms/${termId}`, { headers: sameOrigin(page) })
      expect(deleted.status()).toBe(200)
    }
  }
})
