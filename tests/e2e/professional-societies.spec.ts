import { expect, test, type Locator } from '@playwright/test'
import { demoCollegiate, expectNoAxeViolations, signInBrowser } from './support'

/** A valid CIF of a limited company (B, control digit) that no other run has used. */
function freshCif(): string {
  const digits = String(1_000_000 + (Date.now() % 9_000_000))
  const sum = [...digits].reduce((total, char, index) => {
    const digit = Number(char)
    if (index % 2 === 1) return total + digit
    return total + Math.floor((digit * 2) / 10) + ((digit * 2) % 10)
  }, 0)
  return `B${digits}${(10 - (sum % 10)) % 10}`
}

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

async function addComponent(
  editor: Locator,
  name: string,
  surnames: string,
  document: string,
  number: string,
) {
  await editor.getByLabel('Número de colegiado/a').fill(number)
  await editor.getByLabel('Nombre', { exact: false }).first().fill(name)
  await editor.getByLabel('Apellidos').fill(surnames)
  await editor.getByLabel('Número de documento').fill(document)
  await editor.getByRole('button', { name: 'Añadir componente' }).click()
}

test('the collegiate files a society, swaps its administrator, deactivates and reactivates it', async ({
  page,
}) => {
  await signInBrowser(page.context(), demoCollegiate)
  await page.goto('/professional-societies/procedure')
  await expect(page.getByRole('heading', { level: 1, name: 'Sociedades profesionales' })).toBeVisible()
  const menu = page.getByRole('navigation', { name: 'Menú del área privada' })
  await expect(menu.getByRole('link', { name: 'Sociedades profesionales' })).toHaveAttribute(
    'aria-current',
    'page',
  )

  await page.getByRole('button', { name: 'Inscribir una sociedad nueva' }).click()
  const form = page.locator('section[aria-labelledby="societies-new"] form')
  const name = `Cuidados Txingudi ${Date.now()} SLP`
  await form.getByLabel('Razón social').fill(name)
  await form.getByLabel('Número de registro SSPP').fill('SP-2026-0042')
  await form.getByLabel('CIF').fill(freshCif())
  await form.getByLabel('Correo electrónico').fill('info@txingudi.example')
  await form.getByLabel('Fecha de primera colegiación').fill('2014-09-01')
  await form.getByLabel('Fecha de constitución').fill('2025-01-20')
  await form.getByLabel('Fecha de inscripción en el Registro Mercantil').fill('2025-02-18')
  await form.getByLabel('Dirección').fill('Paseo de Colón 8, 2º')
  await form.getByRole('combobox', { name: 'Provincia' }).selectOption('Gipuzkoa')
  await form.getByLabel('Localidad').fill('Irun')
  await form.getByLabel('Código postal').fill('20301')

  const editor = form.locator('#components')
  await addComponent(editor, 'Lucía', 'Martín Etxeberria', '45678901G', '20-11873')
  await addComponent(editor, 'Iker', 'Goñi Arrieta', '72345678Y', '20-09876')
  const lucia = editor.getByRole('listitem').filter({ hasText: 'Lucía Martín Etxeberria' })
  await expect(lucia).toContainText('Administrador/a')
  await expect(lucia.getByRole('button', { name: 'Quitar a Lucía Martín Etxeberria' })).toBeDisabled()

  await form.getByLabel('Escritura de constitución').setInputFiles({
    name: 'escritura.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  })
  await form.getByLabel(/Acepto el tratamiento/).check()
  await form.getByRole('button', { name: 'Enviar la solicitud' }).click()
  const notice = page.getByRole('status').filter({ hasText: `Hemos recibido la solicitud de ${name}` })
  await expect(notice).toContainText(/SSPP-\d{4}-[0-9A-Z]{8}/)
  await notice.getByRole('link', { name: 'Ver la sociedad' }).click()

  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  const components = page.getByRole('list', { name: 'Componentes de la sociedad' })
  const iker = components.getByRole('listitem').filter({ hasText: 'Iker Goñi Arrieta' })
  await iker.getByRole('button', { name: 'Nombrar administrador/a a Iker Goñi Arrieta' }).click()
  const naming = page.getByRole('dialog', { name: '¿Cambiar el administrador?' })
  await naming.getByRole('button', { name: 'Sí, nombrar administrador/a' }).click()
  await expect(naming).toBeHidden()
  await expect(page.getByText('Iker Goñi Arrieta es ahora el administrador o administradora.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Componentes' })).toBeFocused()
  await expect(iker).toContainText('Administrador/a')
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Nuevo administrador/a: Iker Goñi Arrieta' }),
  ).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Dar de baja la sociedad' }).click()
  const deactivate = page.getByRole('dialog', { name: '¿Dar de baja la sociedad?' })
  await deactivate.getByRole('button', { name: 'Sí, dar de baja' }).click()
  await expect(deactivate).toBeHidden()
  await expect(page.getByText('La sociedad está inactiva.', { exact: false })).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: 'Sociedad dada de baja' })).toBeVisible()

  await page.getByRole('button', { name: 'Reactivar la sociedad' }).click()
  const activate = page.getByRole('dialog', { name: '¿Reactivar la sociedad?' })
  await activate.getByRole('button', { name: 'Sí, reactivar' }).click()
  await expect(activate).toBeHidden()
  await expect(page.getByText('La sociedad está activa.')).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: 'Sociedad reactivada' })).toBeVisible()
})
