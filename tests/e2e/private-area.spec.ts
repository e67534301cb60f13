import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { e2eOutboxDir } from '../../playwright.config'
import {
  canChangeServerData,
  currentPath,
  demoCollegiate,
  demoNonMember,
  demoPrecollegiate,
  expectNoAxeViolations,
  expectRedirect,
  signInBrowser,
  withServerDatabase,
} from './support'

const smsDir = path.join(e2eOutboxDir, 'sms')

/** The code of the newest SMS the server wrote to `phone` after `since` (it writes a file per message). */
async function newestCodeSentTo(phone: string, since: number): Promise<string> {
  let code: string | undefined
  await expect
    .poll(
      async () => {
        const names = (await readdir(smsDir).catch(() => [] as string[])).sort().reverse()
        for (const name of names) {
          const sms = JSON.parse(await readFile(path.join(smsDir, name), 'utf8'))
          if (sms.to === phone && Date.parse(sms.sent_at) >= since) {
            code = /\b(\d{6})\b/.exec(sms.text)?.[1]
            return Boolean(code)
          }
        }
        return false
      },
      { message: `an SMS to ${phone} in ${smsDir}` },
    )
    .toBe(true)
  return code!
}

test.describe('guards', () => {
  test('a guest asking for a private page goes to the login page of its language, which remembers it', async ({
    request,
  }) => {
    await expectRedirect(request, '/en/profile?tab=x', '/en/login?redirectTo=%2Fen%2Fprofile%3Ftab%3Dx')
    await expectRedirect(request, '/profile', '/login?redirectTo=%2Fprofile')
    await expectRedirect(request, '/eu/my-movements/2026', '/eu/login?redirectTo=%2Feu%2Fmy-movements%2F2026')
  })

  test('a cookie whose session ended counts as none, and is cleared', async ({ page, context }) => {
    await context.addCookies([
      { name: 'iar_cookie', value: 'expired.or.forged', domain: 'localhost', path: '/' },
      { name: 'logged-in', value: 'true', domain: 'localhost', path: '/' },
    ])
    const response = await page.request.get('/ca/profile', { maxRedirects: 0 })
    expect(response.status()).toBe(307)
    expect(response.headers()['location']).toContain('/ca/login?redirectTo=%2Fca%2Fprofile')
    expect(response.headers()['set-cookie']).toMatch(/iar_cookie=;/)
  })

  test('a signed-in person opening the login page goes to the home page of its language', async ({
    page,
  }) => {
    await signInBrowser(page.context(), demoCollegiate)
    const response = await page.request.get('/en/login', { maxRedirects: 0 })
    expect(response.status()).toBe(307)
    expect(new URL(response.headers()['location']!, 'http://localhost').pathname).toBe('/en')
  })

  test('a pre-collegiate asking for a members-only page sees that they have no permission', async ({
    page,
  }) => {
    await signInBrowser(page.context(), demoPrecollegiate)
    await page.goto('/en/my-movements')
    expect(currentPath(page)).toBe('/en/no-permission')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})

test.describe('profile', () => {
  test('shows who is signed in, with the private menu', async ({ page }) => {
    await signInBrowser(page.context(), demoCollegiate)
    await page.goto('/en/profile')
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible()
    const personalData = page.getByRole('region', { name: 'Personal data' })
    await expect(personalData).toContainText(demoCollegiate.name)
    await expect(personalData).toContainText(demoCollegiate.email)
    await expect(personalData).toContainText('Member')
    const menu = page.getByRole('navigation', { name: 'Private area menu' })
    await expect(menu.getByRole('link', { name: 'Personal data' })).toHaveAttribute('aria-current', 'page')
    await expectNoAxeViolations(page)
  })

  test('the pre-collegiate sees only the reduced menu of spec §2', async ({ page }) => {
    await signInBrowser(page.context(), demoPrecollegiate)
    await page.goto('/profile')
    const menu = page.getByRole('navigation', { name: 'Menú del área privada' })
    await expect(menu.getByRole('link')).toHaveText([
      'Datos personales',
      'Adjuntos',
      'Asesoría jurídica',
      'Ventanilla única',
      'Otros trámites',
      'Mis cursos',
      'Suscripciones',
    ])
  })

  test('the pre-collegiate sees their account type, in Basque', async ({ page }) => {
    await signInBrowser(page.context(), demoPrecollegiate)
    await page.goto('/eu/profile')
    await expect(page.getByRole('region', { name: 'Datu pertsonalak' })).toContainText('Aurrelkargokidea')
    await expectNoAxeViolations(page)
  })

  test('a wrong current password is said next to its field, and nothing changes', async ({ page }) => {
    await signInBrowser(page.context(), demoCollegiate)
    await page.goto('/es/profile')
    const form = page.getByRole('form', { name: 'Cambiar la contraseña' })
    await form.getByRole('textbox', { name: 'Contraseña actual', exact: true }).fill('Not-The-Password-1')
    await form.getByRole('textbox', { name: 'Nueva contraseña', exact: true }).fill('Otra-Clave-2027')
    await form
      .getByRole('textbox', { name: 'Repite la nueva contraseña', exact: true })
      .fill('Otra-Clave-2027')
    await form.getByRole('button', { name: 'Cambiar la contraseña' }).click()
    await expect(page.getByText('La contraseña actual no es correcta.')).toBeVisible()
  })

  test('a non-member validates their DNI with the code sent to their phone', async ({ page }) => {
    test.skip(
      !canChangeServerData,
      'validating changes the demo account for good; PostgreSQL lets it start over',
    )
    await withServerDatabase((client) =>
      client.query('update users set dni_verified_at = null where email = $1', [demoNonMember.email]),
    )
    await signInBrowser(page.context(), demoNonMember)
    await page.goto('/en/profile')
    const identity = page.getByRole('region', { name: 'Identity validation' })
    await expect(identity).toContainText('*****678Z')
    await expectNoAxeViolations(page)
    const since = Date.now() - 1000
    await identity.getByRole('textbox', { name: 'DNI or NIE' }).fill('12345678z')
    await identity.getByRole('button', { name: 'Send code' }).click()
    await expect(identity.getByRole('status')).toContainText('We have sent a code to')
    const code = await newestCodeSentTo('+34600000000', since)
    await identity.getByRole('textbox', { name: 'Code' }).fill(code)
    await identity.getByRole('button', { name: 'Validate' }).click()
    await expect(identity).toContainText('Your identity was validated on')
  })
})
