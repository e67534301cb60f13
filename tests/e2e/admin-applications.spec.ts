import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { e2eOutboxDir } from '../../playwright.config'
import { demoStaff, signInBrowser } from './support'

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
  await expect(page.getByText('Euskal Herriko Unibertsitatea')).toBeVisible()

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
