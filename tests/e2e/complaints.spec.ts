import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { e2eOutboxDir } from '../../playwright.config'
import { expectNoAxeViolations, waitForHydration } from './support'

/** A 1×1 transparent PNG: the server reads its type from the signature at its start. */
const png = {
  name: 'receipt-photo.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
}

interface Mail {
  to: string
  subject: string
  text: string
  sent_at: string
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

test('complaints: file a complaint in English with a file, get its code and acknowledgement, and look it up', async ({
  page,
}) => {
  await page.goto('/en/complaints')
  await expect(page.getByRole('heading', { level: 1, name: 'Complaints service' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Check the status of your complaint' })).toHaveAttribute(
    'href',
    '/en/complaint-lookup',
  )
  await waitForHydration(page)

  const main = page.getByRole('main')
  await main.getByRole('radio', { name: 'A consumer or user of professional services' }).check()
  await main.getByRole('textbox', { name: /Full name/ }).fill('Oliver Grant')
  const email = `oliver.${Date.now()}@mail.example`
  await main.getByRole('textbox', { name: /E-mail/ }).fill(email)
  await main.getByRole('radio', { name: 'A professional’s practice' }).check()
  await main.getByRole('textbox', { name: /Professional or society concerned/ }).fill('Collegiate 28/1234')
  await main
    .getByRole('textbox', { name: /What happened/ })
    .fill('I was charged twice for the same treatment session and nobody answers my e-mails.')
  await main.getByLabel('Supporting documents (optional)').setInputFiles(png)
  await expect(main.getByRole('list', { name: 'Files chosen' })).toContainText('receipt-photo.png')
  await main.getByRole('checkbox', { name: /privacy policy/ }).check()
  await expectNoAxeViolations(page)
  await main.getByRole('button', { name: 'Send complaint' }).click()

  const receipt = page.getByTestId('complaint-receipt')
  await expect(receipt).toBeFocused()
  await expect(receipt.getByRole('heading', { name: 'We have received your complaint' })).toBeVisible()
  const code = receipt.locator('.tracking-code')
  await expect(code).toHaveText(/^REC-\d{4}-[0-9A-Z]{8}$/)
  const trackingCode = (await code.textContent())!
  await expect(receipt).toContainText(`We have sent an acknowledgement with the code to ${email}.`)
  await expect(receipt).toContainText('1 file was received with it.')

  // The acknowledgement, in English, with the code and the link to follow it.
  await expect.poll(async () => (await mailsTo(email)).length, { message: `an e-mail to ${email}` }).toBe(1)
  const [mail] = await mailsTo(email)
  expect(mail!.subject).toContain('We have received your complaint')
  expect(mail!.text).toContain(trackingCode)
  expect(mail!.text).toContain(`/en/complaint-lookup?code=${trackingCode}`)

  await receipt.getByRole('link', { name: 'Check the status of your complaint' }).click()
  await expect(page).toHaveURL(new RegExp(`/en/complaint-lookup\\?code=${trackingCode}$`))
  const status = page.getByTestId('complaint-status')
  await expect(status).toContainText(`Complaint ${trackingCode}`)
  await expect(status).toContainText('Complaint to the complaint service: A professional’s practice')
  await expect(status).toContainText('Status: received')
  await expect(status.getByRole('list', { name: 'History' }).getByRole('listitem')).toHaveText([/received$/])
})
