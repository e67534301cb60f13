import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { e2eOutboxDir } from '../../playwright.config'
import {
  demoCollegiate,
  demoNonMember,
  demoSecondCollegiate,
  demoStaff,
  expectNoAxeViolations,
  signInBrowser,
} from './support'

interface Mail {
  to: string
  subject: string
  text: string
}

async function mailsTo(to: string): Promise<Mail[]> {
  const folder = path.join(e2eOutboxDir, 'mail')
  const names = await readdir(folder).catch(() => [] as string[])
  const mails = await Promise.all(
    names.map(async (name) => JSON.parse(await readFile(path.join(folder, name), 'utf8')) as Mail),
  )
  return mails.filter((mail) => mail.to === to)
}

/** A bearer token for staff, for the API calls that put things back as they were. */
async function staffBearer(request: APIRequestContext) {
  const response = await request.post('/api/auth/jwt/login', {
    form: { username: demoStaff.email, password: demoStaff.password },
  })
  expect(response.status()).toBe(200)
  return `Bearer ${((await response.json()) as { access_token: string }).access_token}`
}

test('staff find the demo collegiate, suspend them, and the public registry shows it at once', async ({
  page,
}) => {
  await signInBrowser(page.context(), demoStaff)
  const found = await page.request.get(`/api/admin/members?q=${encodeURIComponent(demoCollegiate.email)}`)
  const [member] = ((await found.json()) as { items: Array<{ id: string; collegiate_code: string }> }).items
  const registry = async () => {
    const response = await page.request.get(
      `/api/public/registry/collegiates?q=${encodeURIComponent(member!.collegiate_code)}`,
    )
    return ((await response.json()) as { items: Array<{ standing: string }> }).items[0]?.standing
  }
  try {
    await page.goto('/admin/members')
    const search = page.getByRole('textbox', { name: 'Buscar (nombre, correo, número, DNI)' })
    await search.fill(demoCollegiate.email)
    await expect(page).toHaveURL(/filter=/)
    await expect(page.getByRole('row')).toHaveCount(2)
    await page.getByRole('cell', { name: demoCollegiate.email }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/members/${member!.id}/show$`))
    await expect(page.getByRole('link', { name: 'Ver sus movimientos' })).toHaveAttribute(
      'href',
      `/admin/movements?filter=${encodeURIComponent(`{"user_id":"${member!.id}"}`)}`,
    )

    await page.getByRole('link', { name: 'Editar' }).click()
    await page.getByRole('combobox', { name: 'Situación colegial' }).click()
    await page.getByRole('option', { name: 'Suspendida' }).click()
    await page.getByRole('button', { name: 'Guardar', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/members/${member!.id}/show$`))
    await expect(page.getByText('Situación colegial cambiada de «Activa» a «Suspendida»')).toBeVisible()
    expect(await registry()).toBe('suspended')
  } finally {
    const restored = await page.request.put(`/api/admin/members/${member!.id}`, {
      headers: { Authorization: await staffBearer(page.request) },
      data: {
        ...(await (await page.request.get(`/api/admin/members/${member!.id}`)).json()),
        collegiate_status: 'active',
      },
    })
    expect(restored.status()).toBe(200)
  }
  expect(await registry()).toBe('practising')
})

test('staff correct a collegiate’s profile with the member’s own rules; the member sees it, the record shows the change', async ({
  page,
  browser,
}) => {
  await signInBrowser(page.context(), demoStaff)
  const found = await page.request.get(
    `/api/admin/members?q=${encodeURIComponent(demoSecondCollegiate.email)}`,
  )
  // The search also finds precolegiado@…: the account whose address it is.
  const member = ((await found.json()) as { items: Array<{ id: string; email: string }> }).items.find(
    (item) => item.email === demoSecondCollegiate.email,
  )
  const original = (await (await page.request.get(`/api/admin/members/${member!.id}`)).json()) as {
    profile: { economic: { iban: string }; professional: Record<string, unknown> }
  }
  try {
    await page.goto(`/admin/members/${member!.id}`)
    const economic = page.getByRole('region', { name: 'Cuenta bancaria' })
    await economic.getByRole('textbox', { name: 'IBAN' }).fill('ES91 2100 0418 4502 0005 1333')
    await economic.getByRole('button', { name: 'Guardar esta parte' }).click()
    await expect(economic.getByText('El IBAN no es válido')).toBeVisible()

    const professional = page.getByRole('region', { name: 'Ejercicio profesional' })
    await professional
      .getByRole('textbox', { name: 'Centro de trabajo', exact: true })
      .fill('Centro de Salud Amara Berri')
    await professional.getByRole('button', { name: 'Guardar esta parte' }).click()
    await expect(page.getByText('Cambios guardados')).toBeVisible()
    const history = page.getByRole('region', { name: 'Historial' })
    await expect(history.getByText('Perfil modificado: Centro de trabajo')).toBeVisible()
    await expect(
      history.getByText('Centro de trabajo: Hospital Universitario Donostia → Centro de Salud Amara Berri'),
    ).toBeVisible()
    await expectNoAxeViolations(page)

    await page.goto(`/admin/members/${member!.id}/show`)
    await expect(page.getByText('Cuidados generales', { exact: true })).toBeVisible()
    await expect(page.getByText('20-10452', { exact: true })).toBeVisible()

    const context = await browser.newContext()
    try {
      await signInBrowser(context, demoSecondCollegiate)
      const own = await context.newPage()
      await own.goto('/profile#proffesional')
      await expect(
        own.locator('#proffesional').getByRole('textbox', { name: 'Centro de trabajo', exact: true }),
      ).toHaveValue('Centro de Salud Amara Berri')
    } finally {
      await context.close()
    }
  } finally {
    const restored = await page.request.patch(`/api/admin/members/${member!.id}/collegiate-profile`, {
      headers: { Authorization: await staffBearer(page.request) },
      data: { professional: original.profile.professional },
    })
    expect(restored.status()).toBe(200)
  }
})

test('staff make a demo account staff after confirming, then take the role back; both are logged', async ({
  page,
}) => {
  await signInBrowser(page.context(), demoStaff)
  const found = await page.request.get(`/api/admin/members?q=${encodeURIComponent(demoNonMember.email)}`)
  const [person] = ((await found.json()) as { items: Array<{ id: string }> }).items
  try {
    await page.goto(`/admin/members/${person!.id}/show`)
    await page.getByRole('button', { name: 'Dar el rol de personal' }).click()
    const grant = page.getByRole('dialog', { name: '¿Dar el rol de personal?' })
    // The accessibility sweep opens the member's page, not this confirmation.
    await expect(grant).toBeVisible()
    await expectNoAxeViolations(page)
    await grant.getByRole('button', { name: 'Dar el rol' }).click()
    await expect(page.getByText('Rol de personal concedido').first()).toBeVisible()
    await page.getByRole('button', { name: 'Quitar el rol de personal' }).click()
    await page
      .getByRole('dialog', { name: '¿Quitar el rol de personal?' })
      .getByRole('button', { name: 'Quitar el rol' })
      .click()
    await expect(page.getByText('Rol de personal retirado').first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Dar el rol de personal' })).toBeVisible()
  } finally {
    const restored = await page.request.put(`/api/admin/members/${person!.id}/staff`, {
      headers: { Authorization: await staffBearer(page.request) },
      data: { staff: false },
    })
    expect(restored.status()).toBe(200)
  }
})

test('staff assign a complaint to themselves, answer it and close it; the complainant gets the answer', async ({
  page,
}) => {
  const email = `reclamante.${Date.now()}@correo.example`
  const filed = await page.request.post('/api/public/complaints?lang=eu', {
    multipart: {
      form_data: JSON.stringify({
        complainant: 'consumer',
        name: 'Amaia Etxeberria',
        email,
        topic: 'association_service',
        description: 'Hiru astez ez didate telefonoa hartu bulegoan, eta ez dut erantzunik jaso.',
        privacy_accepted: true,
      }),
    },
  })
  expect(filed.status()).toBe(201)
  const { tracking_code: code } = (await filed.json()) as { tracking_code: string }

  await signInBrowser(page.context(), demoStaff)
  await page.goto('/admin/consumer-complaints')
  await page.getByRole('textbox', { name: 'Buscar por código' }).fill(code)
  // The search applies after a pause and rewrites the address: a click before it would be undone.
  await expect(page).toHaveURL(new RegExp(`filter=.*${code}`))
  await expect(page.getByRole('row')).toHaveCount(2)
  await page.getByRole('cell', { name: code }).click()
  await expect(page).toHaveURL(/\/admin\/consumer-complaints\/[0-9a-f-]+\/show$/)
  await expect(page.getByText('Amaia Etxeberria', { exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Asignar' }).click()
  const assign = page.getByRole('dialog', { name: 'Asignar la queja' })
  await assign.getByRole('combobox', { name: 'Persona del personal' }).click()
  await page.getByRole('option', { name: new RegExp(demoStaff.email) }).click()
  await assign.getByRole('button', { name: 'Confirmar' }).click()
  await expect(page.getByText('Queja asignada')).toBeVisible()
  await expect(page.getByText(`Asignada a ${demoStaff.email}`)).toBeVisible()

  await page.getByRole('button', { name: 'Responder' }).click()
  const answer = page.getByRole('dialog', { name: 'Responder a la persona reclamante' })
  const text = 'Barkatu eragozpenak: bihar deituko dizugu.'
  await answer.getByRole('textbox', { name: 'Respuesta' }).fill(text)
  await answer.getByRole('button', { name: 'Confirmar' }).click()
  await expect(page.getByText('Respuesta enviada')).toBeVisible()

  await expect
    .poll(async () => (await mailsTo(email)).filter((mail) => mail.text.includes(text)).length)
    .toBe(1)
  const [mail] = (await mailsTo(email)).filter((mail) => mail.text.includes(text))
  expect(mail!.subject).toContain(code)
  expect(mail!.text).toContain(`/eu/complaint-lookup?code=${code}`)

  await page.getByRole('button', { name: 'Cambiar estado o cerrar' }).click()
  const close = page.getByRole('dialog', { name: 'Cambiar el estado de la queja' })
  await close.getByRole('combobox', { name: 'Estado' }).click()
  await page.getByRole('option', { name: 'Aceptada' }).click()
  await close.getByRole('button', { name: 'Confirmar' }).click()
  await expect(page.getByText('Estado cambiado', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cambiar estado o cerrar' })).toBeDisabled()

  const lookup = await page.request.get(`/api/public/complaints/${code}`)
  const status = (await lookup.json()) as { status: string; history: Array<{ status: string }> }
  expect(status.status).toBe('accepted')
  expect(status.history.map((entry) => entry.status)).toEqual(['received', 'accepted'])
})
