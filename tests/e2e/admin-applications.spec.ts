import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { e2eOutboxDir } from '../../playwright.config'
import { demoStaff, expectNoAxeViolations, signInBrowser } from './support'

interface Mail {
  to: string
  subject: string
  text: string
}

/** The e-mails the server wrote to `to` (it writes each as a JSON file in the e2e outbox). */
async function mailsTo(to: string): Promise<Mail[]> {
  const folder = path.join(e2eOutboxDir, 'mail')
  const names = await readdir(folder).catch(() => [] as string[])
  const mails = await Promise.all(
    names.map(async (name) => JSON.parse(await readFile(path.join(folder, name), 'utf8')) as Mail),
  )
  return mails.filter((mail) => mail.to === to)
}

/** A valid DNI of its own for each run: eight digits and their letter. */
function newDni(): string {
  const number = 30_000_000 + Math.floor(Math.random() * 9_000_000)
  return `${number}${'TRWAGMYFPDXBNJZSQVHLCKE'[number % 23]}`
}

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${name}\ntrailer << >>\n%%EOF\n`),
})

test('staff accept a pre-collegiate application and the applicant is told in Basque', async ({
  page,
  context,
  request,
}) => {
  // A visitor applies in Basque through the public registration API, as the form does.
  const email = `ane.${Date.now()}@posta.example`
  const form = {
    studies: { university: 'Euskal Herriko Unibertsitatea', degree: 'Erizaintza', graduation_year: 2030 },
    personal: {
      name: 'Ane',
      surname: 'Etxeberria Goñi',
      document_type: 'dni',
      document_number: newDni(),
      birth_date: '2004-05-20',
      gender: 'female',
      nationality: 'ES',
      email,
      phone1: '612 345 678',
      phone2: '',
    },
    address: {
      address: 'Kale Nagusia 3',
      postal_code: '20001',
      city: 'Donostia',
      region: 'Gipuzkoa',
      country: 'ES',
    },
    consents: { privacy: true, communications: false },
  }
  const filed = await request.post('/api/public/procedures/precollegiate/applications?lang=eu', {
    multipart: {
      form_data: JSON.stringify(form),
      id_card: pdf('nan.pdf'),
      enrolment_proof: pdf('matrikula.pdf'),
    },
  })
  expect(filed.status()).toBe(201)
  const { tracking_code: code } = (await filed.json()) as { tracking_code: string }

  await signInBrowser(context, demoStaff)
  await page.goto('/admin/registrations')
  await page.getByRole('textbox', { name: /Código, nombre o correo/ }).fill(code)
  // The search reaches the address after a pause; wait for it, so that opening the row is not undone.
  await expect(page).toHaveURL(/filter=/)
  await expect(page.getByRole('row')).toHaveCount(2)
  const row = page.getByRole('row').filter({ hasText: code })
  await expect(row).toContainText('Ane Etxeberria Goñi')
  await expect(row).toContainText('Recibida')
  await row.getByText(code).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Solicitud de colegiación' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Documentos' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Descargar nan.pdf' })).toBeVisible()
  // The answers read with the form's labels, in the staff member's language, values in words.
  const answers = page.getByRole('region', { name: 'Respuestas del formulario' })
  await expect(answers.getByRole('heading', { name: 'Estudios' })).toBeVisible()
  await expect(answers).toContainText('Año previsto de finalización')
  await expect(answers).toContainText('Euskal Herriko Unibertsitatea')
  await expect(answers).toContainText('20 de mayo de 2004')
  await expect(answers).toContainText('Mujer')
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Cambiar estado' }).click()
  const dialog = page.getByRole('dialog', { name: `Cambiar el estado de ${code}` })
  await dialog.getByRole('combobox', { name: 'Nuevo estado' }).click()
  await page.getByRole('option', { name: 'Aceptada' }).click()
  await dialog.getByRole('textbox', { name: 'Mensaje para la persona solicitante' }).fill('Ongi etorri!')
  await dialog.getByRole('button', { name: 'Cambiar estado' }).click()

  await expect(page.getByText('Estado cambiado. Se ha avisado por correo')).toBeVisible()
  await expect(page.getByText('Esta solicitud está cerrada')).toBeVisible()
  const history = page.getByRole('region', { name: 'Historial' })
  await expect(history).toContainText('Estado cambiado a «Aceptada»')
  await expect(history).toContainText(demoStaff.email)
  // The message is kept with the status the applicant sees.
  await expect(page.getByRole('region', { name: 'Estados que ve la persona solicitante' })).toContainText(
    'Ongi etorri!',
  )

  await expect
    .poll(async () => (await mailsTo(email)).filter((mail) => mail.subject.includes(code)).length)
    .toBe(1)
  const [statusMail] = (await mailsTo(email)).filter((mail) => mail.subject.includes(code))
  expect(statusMail!.text).toContain('Ongi etorri!')
  expect(statusMail!.text).toContain('Aurre-elkargoratzea')
  // And the first-password e-mail that lets the new pre-collegiate in, in Basque.
  await expect
    .poll(async () =>
      (await mailsTo(email)).some((mail) => mail.text.includes('/eu/auth/first-password?token=')),
    )
    .toBe(true)
})

test('accepting a collegiate gives a collegiate number, shown on the member’s page', async ({
  page,
  context,
  request,
}) => {
  const email = `itziar.${Date.now()}@posta.example`
  // A surname of its own without digits (a registry search with digits looks for a number).
  const surname = `Agirre ${String(Date.now())
    .slice(-6)
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`
  const form = {
    type: { registration_type: 'first_registration', origin_association: '' },
    personal: {
      name: 'Itziar',
      surname,
      document_type: 'dni',
      document_number: newDni(),
      birth_date: '1991-02-11',
      gender: 'female',
      nationality: 'ES',
      email,
      phone1: '612 345 679',
      phone2: '',
    },
    address: {
      address: 'Kale Nagusia 5',
      postal_code: '20001',
      city: 'Donostia',
      region: 'Gipuzkoa',
      country: 'ES',
    },
    academic: {
      degree_title: 'Erizaintzako gradua',
      degree_type: 'bachelor',
      university: 'Euskal Herriko Unibertsitatea',
      degree_origin: 'spanish',
      issue_date: '2015-06-30',
      homologation_date: '',
    },
    professional: { situation: 'employed', exercise: 'public', working_day: 'full_time', workplace_name: '' },
    economic: { iban: 'ES91 2100 0418 4502 0005 1332' },
    consents: { privacy: true, communications: false },
  }
  const filed = await request.post('/api/public/procedures/collegiate/applications?lang=eu', {
    multipart: { form_data: JSON.stringify(form), id_card: pdf('nan.pdf'), diploma: pdf('titulua.pdf') },
  })
  expect(filed.status()).toBe(201)
  const { id } = (await filed.json()) as { id: string }

  await signInBrowser(context, demoStaff)
  await page.goto(`/admin/registrations/${id}/show`)
  await expect(page.getByRole('region', { name: 'Respuestas del formulario' })).toContainText(
    'Alta (primera colegiación)',
  )
  await page.getByRole('button', { name: 'Cambiar estado' }).click()
  const dialog = page.getByRole('dialog', { name: /Cambiar el estado de/ })
  await dialog.getByRole('combobox', { name: 'Nuevo estado' }).click()
  await page.getByRole('option', { name: 'Aceptada' }).click()
  await dialog.getByRole('button', { name: 'Cambiar estado' }).click()
  await expect(page.getByText('Estado cambiado. Se ha avisado por correo')).toBeVisible()

  // The number, from the series, with the province of the address (Gipuzkoa, 20).
  const number = page.getByText(/^20-\d{5,}$/)
  await expect(number).toBeVisible()
  const code = await number.textContent()

  await page.getByRole('link', { name: 'Ver la ficha de la persona' }).click()
  await expect(page).toHaveURL(/\/admin\/members\/[0-9a-f-]+\/show$/)
  await expect(page.getByText(code!, { exact: true })).toBeVisible()
  await expect(page.getByText('Activa', { exact: true })).toBeVisible()
  const log = page.getByRole('region', { name: 'Historial' })
  await expect(log).toContainText(`Número de colegiación ${code} asignado`)
  await expect(log).toContainText('Situación colegial cambiada de «Sin situación» a «Activa»')

  // The applicant's e-mail, in Basque, gives the number.
  await expect
    .poll(async () =>
      (await mailsTo(email)).some((mail) => mail.text.includes(`Zure elkargokide-zenbakia ${code} da.`)),
    )
    .toBe(true)

  // And the public registry lists the new collegiate at once.
  const registry = await request.get(`/api/public/registry/collegiates?q=${encodeURIComponent(code!)}`)
  expect(((await registry.json()) as { items: Array<{ surname: string }> }).items).toEqual([
    expect.objectContaining({ surname }),
  ])
})
