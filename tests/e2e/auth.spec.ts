import { readdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { e2eOutboxDir } from '../../playwright.config'
import { currentPath, demoCollegiate, pathAndQuery, waitForHydration } from './support'

const collegiate = demoCollegiate

/** The texts of the sign-in form in the languages these tests use. */
const login = {
  es: { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' },
  ca: { email: 'Correu electrònic', password: 'Contrasenya', submit: 'Inicia la sessió' },
  en: { email: 'Email address', password: 'Password', submit: 'Sign in' },
} as const

const mailDir = path.join(e2eOutboxDir, 'mail')

interface Mail {
  to: string
  subject: string
  text: string
  sent_at: string
}

/** The newest e-mail the server wrote to `to` since `since` (it sends in the background, so this waits for it). */
async function newestMailTo(to: string, since: number): Promise<Mail> {
  let found: Mail | undefined
  await expect
    .poll(
      async () => {
        const names = await readdir(mailDir).catch(() => [] as string[])
        const mails = await Promise.all(
          names.map(async (name) => JSON.parse(await readFile(path.join(mailDir, name), 'utf8')) as Mail),
        )
        found = mails
          .filter((mail) => mail.to === to && Date.parse(mail.sent_at) >= since)
          .sort((a, b) => a.sent_at.localeCompare(b.sent_at))
          .at(-1)
        return found !== undefined
      },
      { message: `an e-mail to ${to} in ${mailDir}` },
    )
    .toBe(true)
  return found!
}

/** The path and query of the first link in a mail whose path contains `route`. */
function linkIn(mail: Mail, route: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(route))
  expect(link, `a link to ${route} in "${mail.subject}"`).toBeDefined()
  return pathAndQuery(link!)
}

/** A field by its label, which starts with the required marker (hidden from the accessible name, not from labels). */
const field = (page: Page, label: string) =>
  page.getByRole('main').getByLabel(new RegExp(`^\\*?\\s*${label}$`))

async function signIn(page: Page, lang: keyof typeof login, email: string, password: string) {
  const texts = login[lang]
  await waitForHydration(page)
  await page.getByRole('textbox', { name: texts.email }).fill(email)
  await field(page, texts.password).fill(password)
  await page.getByRole('main').getByRole('button', { name: texts.submit, exact: true }).click()
}

/** Asks for a recovery link from the Catalan page and sets `password` with it. */
async function recoverPassword(page: Page, email: string, password: string) {
  const since = Date.now()
  await page.goto('/ca/auth/password-recovery')
  await waitForHydration(page)
  await page.getByRole('textbox', { name: 'Correu electrònic' }).fill(email)
  await page.getByRole('button', { name: 'Envia l’enllaç' }).click()
  await expect(page.getByRole('group', { name: 'Revisa el teu correu electrònic' })).toBeVisible()

  const mail = await newestMailTo(email, since)
  expect(mail.subject, 'the subject, in Catalan').toMatch(/contrasenya/i)
  const link = linkIn(mail, '/auth/reset-password')
  expect(link).toMatch(/^\/ca\/auth\/reset-password\?token=/)

  await page.goto(link)
  await waitForHydration(page)
  await field(page, 'Contrasenya nova').fill(password)
  await field(page, 'Repeteix la contrasenya nova').fill(password)
  await page.getByRole('button', { name: 'Desa la contrasenya' }).click()
  await expect(page.getByRole('group', { name: 'Contrasenya canviada' })).toBeVisible()
}

test.describe('sign-in and sign-out', () => {
  test('a guest signs in, lands on the page asked for, sees their name, and the token stays out of page code', async ({
    page,
    context,
  }) => {
    await page.goto('/en/profile?tab=x')
    expect(currentPath(page)).toBe('/en/login?redirectTo=%2Fen%2Fprofile%3Ftab%3Dx')
    await signIn(page, 'en', collegiate.email, collegiate.password)

    await expect.poll(() => currentPath(page)).toBe('/en/profile?tab=x')
    await expect(
      page.getByRole('banner').getByRole('button', { name: new RegExp(collegiate.name) }),
    ).toBeVisible()
    await expect(page.getByRole('region', { name: 'Personal data' })).toContainText(collegiate.email)

    const session = (await context.cookies()).find((cookie) => cookie.name === 'iar_cookie')
    expect(session?.httpOnly, 'the session cookie is httpOnly').toBe(true)
    const visible = await page.evaluate(() => ({
      cookie: document.cookie,
      local: JSON.stringify({ ...localStorage }),
      session: JSON.stringify({ ...sessionStorage }),
    }))
    expect(visible.cookie).toContain('logged-in=true')
    expect(visible.cookie).not.toContain('iar_cookie')
    for (const text of Object.values(visible)) expect(text).not.toMatch(/eyJ/)
    expect(visible.local).toContain('auth.expires_at')
  })

  test('signing out from the header menu ends on the home page, signed out', async ({ page, context }) => {
    await page.goto('/login')
    await signIn(page, 'es', collegiate.email, collegiate.password)
    await expect.poll(() => currentPath(page)).toBe('/')

    const account = page.getByRole('banner').getByRole('button', { name: new RegExp(collegiate.name) })
    await account.click()
    await expect(account).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Mi perfil' })).toBeVisible()
    await page.getByRole('banner').getByRole('link', { name: 'Cerrar sesión' }).click()

    await expect.poll(() => currentPath(page)).toBe('/')
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión', exact: true }),
    ).toBeVisible()
    const names = (await context.cookies()).map((cookie) => cookie.name)
    expect(names).not.toContain('iar_cookie')
    expect(names).not.toContain('logged-in')
    expect(await page.evaluate(() => localStorage.getItem('auth.expires_at'))).toBeNull()
  })

  test('the header sign-in link comes back to the page it was followed from', async ({ page }) => {
    await page.goto('/en/the-association')
    await waitForHydration(page)
    await page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }).click()
    await expect.poll(() => currentPath(page)).toBe('/en/login?redirect=%2Fen%2Fthe-association')
    await signIn(page, 'en', collegiate.email, collegiate.password)
    await expect.poll(() => currentPath(page)).toBe('/en/the-association')
  })

  test('a signed-in flag without a session is dropped, and the page loads again signed out', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'logged-in', value: 'true', url: baseURL }])
    await page.goto('/en/the-association?from=test')
    await expect
      .poll(async () => (await context.cookies()).map((cookie) => cookie.name))
      .not.toContain('logged-in')
    // Through the redirect page (too brief to catch reliably), back to the same address.
    await expect.poll(() => currentPath(page)).toBe('/en/the-association?from=test')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true })).toBeVisible()
  })

  test('a wrong password is told in the form', async ({ page }) => {
    await page.goto('/login')
    await signIn(page, 'es', collegiate.email, 'NoEsEsta2026')
    await expect(page.getByRole('group', { name: 'No se ha podido completar' })).toContainText(
      'El correo electrónico o la contraseña no son correctos.',
    )
    expect(currentPath(page)).toBe('/login')
  })
})

test.describe('password recovery', () => {
  test.beforeAll(() => rm(mailDir, { recursive: true, force: true }))

  test('in Catalan: the e-mailed link sets a new password that signs in', async ({ page }) => {
    // An account of its own, registered and verified through the API, so no run changes the demo accounts.
    const person = { email: `recovery-${Date.now()}@e2e.colegio.example`, name: 'Montse' }
    const since = Date.now()
    const registered = await page.request.post('/api/auth/register', {
      data: { ...person, password: 'Inicial-2026-e2e', preferred_lang: 'es' },
    })
    expect(registered.status(), 'registration').toBe(201)
    const token = new URL(
      linkIn(await newestMailTo(person.email, since), '/auth/new-verification'),
      'http://x',
    ).searchParams.get('token')
    expect((await page.request.post('/api/auth/verify', { data: { token } })).status(), 'verification').toBe(
      200,
    )

    const newPassword = 'Contrasenya2027nova'
    await recoverPassword(page, person.email, newPassword)
    await page.getByRole('main').getByRole('link', { name: 'Inicia la sessió' }).click()
    await expect.poll(() => pathAndQuery(page.url())).toMatch(/^\/ca\/login/)
    await signIn(page, 'ca', person.email, newPassword)
    await expect.poll(() => currentPath(page)).toBe('/ca')
    await expect(
      page.getByRole('banner').getByRole('button', { name: new RegExp(person.name) }),
    ).toBeVisible()
  })

  test('a reset link without its token says so and offers a new one', async ({ page }) => {
    await page.goto('/en/auth/reset-password')
    await expect(page.getByRole('group', { name: 'The link’s code is missing' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/en/auth/password-recovery',
    )
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer')
  })
})

test.describe('redirect page', () => {
  test('goes to a path on this site, and home for anything else', async ({ page }) => {
    await page.goto('/redirect?redirectTo=//evil.example/')
    await expect.poll(() => currentPath(page)).toBe('/')
    await page.goto('/redirect?redirectTo=/en/the-association')
    await expect.poll(() => currentPath(page)).toBe('/en/the-association')
  })
})
