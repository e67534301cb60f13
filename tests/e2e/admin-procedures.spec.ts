import { expect, test, type Locator, type Page } from '@playwright/test'
import { demoCollegiate, demoStaff, expectAccessibleAdminScreen, signInBrowser } from './support'

const stamp = Date.now().toString(36)
const texts = {
  es: { tab: 'Español', title: `Revisión de contrato ${stamp}`, body: 'Revisamos tu contrato de trabajo.' },
  eu: {
    tab: 'Euskara',
    title: `Kontratuaren berrikuspena ${stamp}`,
    body: 'Zure lan-kontratua berrikusten dugu.',
  },
} as const
const slugs = { es: `revision-de-contrato-${stamp}`, eu: `kontratuaren-berrikuspena-${stamp}` }
const languages = ['Español', 'Català', 'English', 'Euskara'] as const
const facts = ['Hechos del caso', 'Fets del cas', 'Facts of the case', 'Kasuaren gertakariak']
const area = ['Ámbito del contrato', 'Àmbit del contracte', 'Scope of the contract', 'Kontratuaren eremua']
const choices = [
  { value: 'publico', texts: ['Sector público', 'Sector públic', 'Public sector', 'Sektore publikoa'] },
  { value: 'privado', texts: ['Sector privado', 'Sector privat', 'Private sector', 'Sektore pribatua'] },
]

/** A moment as a datetime-local field takes it, in the browser's (and this machine's) time zone. */
const localInput = (date: Date) => {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** Picks a select's option (again if the first click came before the form was ready). */
async function choose(page: Page, combobox: Locator, option: string) {
  await expect(async () => {
    await combobox.click()
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 3000 })
    await expect(combobox).toHaveText(option, { timeout: 1000 })
  }).toPass({ timeout: 30_000 })
}

async function fillLocalised(scope: Locator, label: string, values: readonly string[]) {
  for (const [index, language] of languages.entries()) {
    await scope.getByRole('textbox', { name: new RegExp(`^${label} \\(${language}\\)`) }).fill(values[index]!)
  }
}

test('staff create a procedure with a form and a fee, publish it, and a collegiate sees its form in es and eu', async ({
  page,
  context,
  browser,
}) => {
  // Two languages of texts, two questions in four languages, a fee and two public pages: a long journey.
  test.setTimeout(180_000)
  await signInBrowser(context, demoStaff)
  let procedureId = ''

  try {
    await page.goto('/admin')
    await page.getByRole('menuitem', { name: 'Trámites', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/generic-procedures/)
    await page.getByRole('link', { name: 'Crear' }).click()
    // Until the form's code has loaded the list stays on screen, and its filter is named "Publicación" too.
    await expect(page.getByRole('button', { name: 'Guardar' })).toBeVisible()

    await choose(page, page.getByRole('combobox', { name: /^Publicación/ }), 'Publicado')
    await expect(page.getByRole('combobox', { name: /^Plazo de solicitud/ })).toHaveText('Abierto')
    await page.getByLabel('Se abre el').fill(localInput(new Date(Date.now() - 86_400_000)))
    await page.getByLabel('Se cierra el').fill(localInput(new Date(Date.now() + 30 * 86_400_000)))

    for (const lang of ['es', 'eu'] as const) {
      await page.getByRole('tab', { name: new RegExp(`^${texts[lang].tab}`) }).click()
      const panel = page.getByRole('tabpanel')
      await panel.getByRole('textbox', { name: 'Título' }).fill(texts[lang].title)
      await panel.getByRole('button', { name: 'Generar la dirección desde el título' }).click()
      await expect(panel.getByRole('textbox', { name: 'Dirección (slug)' })).toHaveValue(slugs[lang])
      await panel.getByRole('textbox', { name: 'Texto', exact: true }).fill(texts[lang].body)
    }

    const form = page.getByRole('region', { name: 'Formulario de solicitud' })
    await form.getByRole('button', { name: 'Añadir' }).last().click()
    const first = form.getByRole('group', { name: 'Pregunta 1' })
    await first.getByRole('textbox', { name: /^Nombre del campo/ }).fill('hechos')
    await first.getByLabel('Obligatoria').check()
    await fillLocalised(first, 'Pregunta', facts)

    await form.getByRole('button', { name: 'Añadir' }).last().click()
    const second = form.getByRole('group', { name: 'Pregunta 2' })
    await second.getByRole('textbox', { name: /^Nombre del campo/ }).fill('ambito')
    await choose(
      page,
      second.getByRole('combobox', { name: /^Tipo de respuesta/ }),
      'Elección entre opciones',
    )
    await fillLocalised(second, 'Pregunta', area)
    for (const [index, choice] of choices.entries()) {
      await second.getByRole('button', { name: 'Añadir' }).first().click()
      const option = second
        .locator('li')
        .filter({ has: page.getByRole('textbox', { name: /^Valor guardado/ }) })
      await option
        .nth(index)
        .getByRole('textbox', { name: /^Valor guardado/ })
        .fill(choice.value)
      await fillLocalised(option.nth(index), 'Texto', choice.texts)
    }

    await form.getByRole('textbox', { name: 'Tasa' }).fill('25,50')
    await form.getByRole('checkbox', { name: 'Tarjeta' }).check()
    await expectAccessibleAdminScreen(page)

    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('Elemento creado')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/generic-procedures\/\d+$/)
    procedureId = /\/admin\/generic-procedures\/(\d+)$/.exec(page.url())![1]!
    await expect(page.getByRole('textbox', { name: 'Tasa' })).toHaveValue('25.50')
    await expect(page.getByText('Creado').first()).toBeVisible()
    await expectAccessibleAdminScreen(page)

    // A collegiate sees the published procedure's form, with both questions and the fee, in each language.
    const member = await browser.newContext()
    try {
      await signInBrowser(member, demoCollegiate)
      const visitor = await member.newPage()
      await visitor.goto(`/generic-procedure/${slugs.es}`)
      await expect(visitor.getByRole('heading', { level: 1, name: texts.es.title })).toBeVisible()
      const asked = visitor.getByRole('form', { name: 'Presentar la solicitud' })
      await expect(asked.getByText(facts[0]!).first()).toBeVisible()
      await expect(asked.getByText(area[0]!).first()).toBeVisible()
      await expect(asked).toContainText('25,50')

      await visitor.goto(`/eu/generic-procedure/${slugs.eu}`)
      await expect(visitor.getByRole('heading', { level: 1, name: texts.eu.title })).toBeVisible()
      const euForm = visitor.locator('form')
      await expect(euForm.getByText(facts[3]!).first()).toBeVisible()
      await expect(euForm.getByText(area[3]!).first()).toBeVisible()
      await expect(euForm).toContainText('25,50')
    } finally {
      await member.close()
    }
  } finally {
    // The journey cleans up after itself (a procedure nobody applied to can be deleted).
    if (procedureId) {
      const deleted = await page.request.delete(`/api/admin/generic-procedures/${procedureId}`, {
        headers: { 'Sec-Fetch-Site': 'same-origin', Origin: new URL(page.url()).origin },
      })
      expect(deleted.status()).toBe(200)
    }
  }
})
