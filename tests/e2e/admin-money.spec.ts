import { readFile } from 'node:fs/promises'
import { expect, test, type APIRequestContext } from '@playwright/test'
import {
  demoCollegiate,
  demoSecondCollegiate,
  demoStaff,
  expectAccessibleAdminScreen,
  signInBrowser,
} from './support'

/** The demo seed's direct debit (lib/server/db/seed/direct-debits.ts): the second collegiate's fee. */
const seededMandate = 'M-DEMO-ARANA-001'

async function staffHeaders(
  request: APIRequestContext,
  account: { email: string; password: string } = demoStaff,
) {
  const response = await request.post('/api/auth/jwt/login', {
    form: { username: account.email, password: account.password },
  })
  expect(response.status()).toBe(200)
  return { Authorization: `Bearer ${((await response.json()) as { access_token: string }).access_token}` }
}

/** A retry finds the seeded charge presented already: the file it is in is withdrawn first. */
async function unpresentSeededCharge(request: APIRequestContext) {
  const headers = await staffHeaders(request)
  const list = await request.get(`/api/admin/direct-debit-charges?q=${seededMandate}&status=pending`, {
    headers,
  })
  expect(list.status()).toBe(200)
  const { items } = (await list.json()) as {
    items: Array<{ presented: boolean; remittance_id: string | null }>
  }
  expect(items.length, 'the seeded pending direct debit').toBeGreaterThan(0)
  for (const charge of items.filter((item) => item.presented)) {
    const withdrawn = await request.post(`/api/admin/remittances/${charge.remittance_id}/withdraw`, {
      headers,
    })
    expect(withdrawn.status()).toBe(200)
  }
}

test.describe('back-office: money', () => {
  test('staff export the pending direct debits as a pain.008.001.08 remittance and download it', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    await unpresentSeededCharge(request)
    await signInBrowser(page.context(), demoStaff)

    await page.goto('/admin')
    await page.getByRole('menuitem', { name: 'Dinero' }).click()
    await page.getByRole('menuitem', { name: 'Remesas' }).click()
    await expect(page).toHaveURL(/\/admin\/remittances/)
    await page.getByRole('button', { name: 'Exportar remesa' }).click()
    const dialog = page.getByRole('dialog', { name: 'Exportar una remesa de adeudos' })
    await expect(dialog.getByLabel('Cargos con vencimiento hasta')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/)
    await dialog.getByRole('button', { name: 'Exportar' }).click()

    await expect(page).toHaveURL(/\/admin\/remittances\/[0-9a-f-]{36}\/show$/)
    await expect(page.getByText('Remesa exportada.')).toBeVisible()
    await expect(page.getByRole('cell', { name: seededMandate })).toBeVisible()
    await expect(page.getByText('Exportado', { exact: true })).toBeVisible()

    const downloading = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Descargar el fichero' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^remesa-R\d{14}[0-9A-F]{6}\.xml$/)
    const xml = await readFile((await download.path())!, 'utf8')
    expect(xml).toContain('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.08"')
    expect(xml).toContain(`<MndtId>${seededMandate}</MndtId>`)
    expect(xml).toContain('<IBAN>ES7921000813610123456789</IBAN>')
    const transactions = xml.match(/<DrctDbtTxInf>/g)?.length ?? 0
    expect(xml).toMatch(new RegExp(`<GrpHdr>[\\s\\S]*<NbOfTxs>${transactions}</NbOfTxs>`))
    expect(transactions).toBeGreaterThan(0)
  })

  test('staff validate the signed mandate with its date of signature, and find the fee among movements and payments', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await signInBrowser(page.context(), demoStaff)
    await page.goto('/admin/sepa-mandates')
    await page.getByRole('cell', { name: seededMandate }).click()
    await expect(page).toHaveURL(/\/admin\/sepa-mandates\/[0-9a-f-]{36}\/show$/)
    await expect(page.getByRole('link', { name: 'Descargar la copia firmada' })).toHaveAttribute(
      'href',
      /\/api\/public\/collegiates\/files\/[0-9a-f-]{36}$/,
    )
    const validate = page.getByRole('button', { name: 'Validar' })
    if (await validate.isVisible()) {
      await validate.click()
      const dialog = page.getByRole('dialog', { name: 'Validar la orden firmada' })
      await dialog.getByLabel('Fecha de firma').fill(new Date().toISOString().slice(0, 10))
      await dialog.getByRole('button', { name: 'Validar' }).click()
      await expect(page.getByText('Orden validada.')).toBeVisible()
    }
    await expect(page.getByText('Validada', { exact: true }).first()).toBeVisible()
    await expect(page.getByText(/^Validada \(firmada el \d{4}-\d{2}-\d{2}\)$/)).toBeVisible()

    await page.goto('/admin/movements')
    await page.getByRole('textbox', { name: 'Buscar' }).fill('Arana')
    await expect(page.getByRole('cell', { name: 'Mikel Arana Vidal' }).first()).toBeVisible()
    await page.goto('/admin/payments')
    await expect(page.getByRole('cell', { name: 'Domiciliación en 1 cargo' }).first()).toBeVisible()
  })

  test('staff issue a fee run, present it, record a return with its commission and the collection, and the member gets the invoice', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const staff = await staffHeaders(request)
    const member = await staffHeaders(request, demoSecondCollegiate)
    const api = async <T>(
      method: 'get' | 'post' | 'put',
      path: string,
      headers: typeof staff,
      data?: unknown,
    ) => {
      const response = await request[method](`/api${path}`, {
        headers,
        ...(data === undefined ? {} : { data }),
      })
      expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true)
      return (await response.json()) as T
    }
    // Mikel, whose signed mandate the demo seeds, joins a group of his own for the run (and leaves it at the end).
    const { items } = await api<{ items: Array<{ id: string; email: string }> }>(
      'get',
      `/admin/members?q=${demoSecondCollegiate.email}`,
      staff,
    )
    // The search also finds precolegiado@…, whose address contains his.
    const { id } = items.find((item) => item.email === demoSecondCollegiate.email)!
    const mikel = await api<Record<string, unknown>>('get', `/admin/members/${id}`, staff)
    const account = {
      name: mikel.name,
      surname: mikel.surname,
      email: mikel.email,
      phone: mikel.phone,
      preferred_lang: mikel.preferred_lang,
      is_active: mikel.is_active,
    }
    await api('put', `/admin/members/${String(mikel.id)}`, staff, {
      ...account,
      collegiate_status: 'honorary',
    })
    const dueOn = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
    // A period of its own, so that a repeated run issues again.
    const period = `${2040 + Math.floor(Math.random() * 60)}-Q${1 + Math.floor(Math.random() * 4)}`

    await signInBrowser(page.context(), demoStaff)
    await page.goto('/admin')
    await page.getByRole('menuitem', { name: 'Dinero' }).click()
    await page.getByRole('menuitem', { name: 'Emisiones de cuotas' }).click()
    await page.getByRole('link', { name: 'Crear' }).click()
    await page.getByLabel('Periodo').fill(period)
    await page.getByRole('combobox', { name: 'Situaciones colegiales' }).click()
    await page.getByRole('option', { name: 'Activa' }).click()
    await page.getByRole('option', { name: 'Honorífica' }).click()
    await page.keyboard.press('Escape')
    await page.getByLabel('Cuota antes de descuentos (€)').fill('45')
    await page.getByLabel('Vencimiento').fill(dueOn)
    await expect(page.getByRole('button', { name: 'Emitir las cuotas' })).toBeDisabled()
    await page.getByRole('button', { name: 'Vista previa' }).click()
    const mikelsLine = page.getByRole('row', { name: /Mikel Arana Vidal/ })
    await expect(mikelsLine).toContainText('Domiciliada: en la próxima remesa')
    await page.getByRole('button', { name: 'Emitir las cuotas' }).click()
    await expect(page).toHaveURL(/\/admin\/fee-runs\/[0-9a-f-]{36}\/show$/)
    await expect(page.getByText('Emitida', { exact: true }).first()).toBeVisible()
    // The read-only sweep's server has no run: the show screen is checked here, where one exists.
    await expectAccessibleAdminScreen(page)
    const runId = /fee-runs\/([0-9a-f-]{36})/.exec(page.url())![1]!
    const run = await api<{ charges: Array<{ user_id: string; transaction_number: string }> }>(
      'get',
      `/admin/fee-runs/${runId}`,
      staff,
    )
    const fee = run.charges.find((charge) => charge.user_id === mikel.id)!

    type Charge = { id: string; transaction_number: string }
    const present = async () => {
      const file = await api<{ charges: Charge[] }>('post', '/admin/remittances', staff, { due_on: dueOn })
      return file.charges.find((charge) => charge.transaction_number === fee.transaction_number)!
    }
    const first = await present()
    // Presented, the run is no longer cancellable, and staff are told why.
    await page.getByRole('button', { name: 'Anular la emisión' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Anular' }).click()
    await expect(
      page.getByText(/No se puede anular: algún cargo está en una remesa presentada/),
    ).toBeVisible()

    await api('post', `/admin/direct-debit-charges/${first.id}/returned`, staff, {
      commission_cents: 350,
      reason: 'AM04',
    })
    type Movement = {
      id: string
      transaction_number: string
      status: string
      unpaid_commission_cents: number
      invoice_number: string | null
    }
    const mine = async () =>
      (
        await api<{ items: Movement[] }>('get', '/public/collegiate-transactions?limit=100', member)
      ).items.find((movement) => movement.transaction_number === fee.transaction_number)!
    expect(await mine()).toMatchObject({ status: 'not_paid', unpaid_commission_cents: 350 })

    // Mikel has it collected again, with the commission; staff record the bank's payment.
    await api('post', '/public/payments/direct-debit', member, {
      movement_id: (await mine()).id,
      lang: 'es',
      type: 'direct_debit_1',
    })
    await api('post', `/admin/direct-debit-charges/${(await present()).id}/collected`, staff, {})
    const paid = await mine()
    expect(paid.status).toBe('paid')
    expect(paid.invoice_number).toMatch(/^FAC-\d{4}-\d{6}$/)
    const invoice = await request.get(`/api/public/collegiate-transactions/${paid.id}/invoice`, {
      headers: member,
    })
    expect(invoice.status()).toBe(200)
    expect(invoice.headers()['content-type']).toContain('application/pdf')

    await api('put', `/admin/members/${String(mikel.id)}`, staff, {
      ...account,
      collegiate_status: mikel.collegiate_status ?? null,
    })
  })

  test('staff verify the chain of invoice records and correct an invoice; the member sees the rectificativa', async ({
    page,
    browser,
    request,
  }) => {
    type Movement = {
      id: string
      invoice_number: string | null
      invoice_corrections: Array<{ number: string }>
    }
    const member = await staffHeaders(request, demoCollegiate)
    const list = await request.get('/api/public/collegiate-transactions?limit=10', { headers: member })
    expect(list.status()).toBe(200)
    const invoiced = ((await list.json()) as { items: Movement[] }).items.find(
      (movement) => movement.invoice_number,
    )!
    const invoiceNumber = invoiced.invoice_number!

    await signInBrowser(page.context(), demoStaff)
    await page.goto(
      `/admin/invoice-records?filter=${encodeURIComponent(JSON.stringify({ invoice_number: invoiceNumber }))}`,
    )
    await page.getByRole('button', { name: 'Verificar la cadena' }).click()
    await expect(page.getByText(/^Cadena íntegra: \d+ registros comprobados\.$/)).toBeVisible()
    await expectAccessibleAdminScreen(page)

    await page
      .getByRole('row', { name: new RegExp(invoiceNumber) })
      .first()
      .getByRole('button', { name: 'Rectificar' })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Emitir una factura rectificativa' })
    await dialog.getByLabel('Importe (€): variación o nuevo total').fill('-5')
    await dialog.getByLabel('Motivo (se imprime en la factura)').fill('Descuento por jubilación no aplicado')
    await dialog.getByRole('button', { name: 'Emitir la rectificativa' }).click()
    await expect(page.getByText('Factura rectificativa emitida.')).toBeVisible()

    const after = await request.get('/api/public/collegiate-transactions?limit=10', { headers: member })
    const corrections = ((await after.json()) as { items: Movement[] }).items.find(
      (movement) => movement.id === invoiced.id,
    )!.invoice_corrections
    const correction = corrections.at(-1)!
    expect(correction.number).toMatch(/^FR-\d{4}-\d{6}$/)

    const memberContext = await browser.newContext()
    const memberPage = await memberContext.newPage()
    await signInBrowser(memberContext, demoCollegiate)
    await memberPage.goto('/my-movements')
    // The table or, in narrower windows, the cards: the one shown.
    await expect(
      memberPage.getByText(`Rectifica la factura ${invoiceNumber}`).filter({ visible: true }).first(),
    ).toBeVisible()
    const [download] = await Promise.all([
      memberPage.waitForEvent('download'),
      memberPage
        .getByRole('link', { name: `Descargar la factura rectificativa ${correction.number}` })
        .filter({ visible: true })
        .click(),
    ])
    expect(download.suggestedFilename()).toContain(correction.number)
    await memberContext.close()
  })
})
