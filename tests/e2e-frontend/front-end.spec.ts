import { existsSync } from 'node:fs'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { fakeUrl, frontEndRevalidateSecret, localFolders } from '../../playwright.frontend.config'
import type { FakeBackEndCalls } from '../support/fake-back-end'
import {
  content,
  demoEvent,
  demoNewsItem,
  demoResourcePath,
  languages,
  type Language,
} from '../e2e/demo-content'
import { backEnd, items, member, onFake, signInThroughTheForm, waitForHydration } from './support'

const prefixed = (lang: Language, path: string) => (lang === 'es' ? path : `/${lang}${path}`)

async function fakeCalls(request: APIRequestContext): Promise<FakeBackEndCalls> {
  return (await request.get(`${fakeUrl}/__fake/calls`)).json()
}

test('public pages in four languages come from the back end, cached, and POST /api/cache/revalidate refreshes them', async ({
  playwright,
  request,
}) => {
  const paths = languages.flatMap((lang) => [
    content[lang].home,
    content[lang].about.path,
    prefixed(lang, '/news'),
    demoNewsItem[lang].path,
    prefixed(lang, '/events'),
    demoEvent[lang],
    prefixed(lang, '/jobs'),
    prefixed(lang, '/resources'),
    demoResourcePath[lang],
    prefixed(lang, '/login'),
    prefixed(lang, '/complaints'),
    prefixed(lang, '/no-permission'),
  ])
  for (const path of paths) {
    const answer = await request.get(path)
    expect(answer.status(), path).toBe(200)
  }
  for (const lang of languages) {
    // Without the language cookie the visits above left, which would send / to the last language.
    const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
    const home = await visitor.get(content[lang].home)
    expect(await home.text(), `home in ${lang}`).toContain(content[lang].homeTitle)
    expect(home.headers()['x-nextjs-cache'], `home in ${lang} is served from the cache`).toMatch(/HIT|STALE/)
    await visitor.dispose()
  }
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap, 'the sitemap lists the items of the back end').toContain(demoNewsItem.en.path)
  const refresh = await request.post('/api/cache/revalidate', {
    headers: { Authorization: `Bearer ${frontEndRevalidateSecret}` },
  })
  expect(refresh.status()).toBe(200)
  expect((await request.get('/')).status()).toBe(200)
  if (onFake()) {
    const { served, refused } = await fakeCalls(request)
    expect(served).toContain('GET settings/es')
    expect(served).toContain('GET public/pages/en/inicio')
    // Besides the one question the portal asks beyond it: whether the back end has the back-office.
    const beyond = refused.filter((call) => call !== 'GET admin/summary')
    expect(beyond, 'the server reads only the specification’s calls').toEqual([])
  }
})

test('a member signs in, edits the profile, sees the movements, rates a resource, files a job complaint and signs out', async ({
  page,
  request,
}) => {
  await signInThroughTheForm(page, '/profile')
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible()

  // The profile edit reaches the back end.
  const phone = `6${String(Date.now()).slice(-8)}`
  const main = page.locator('#main')
  await main.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('600 00 00 01')
  await main.getByRole('textbox', { name: 'Segundo teléfono' }).fill(phone)
  await main.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Se han guardado los cambios.' })).toBeVisible()
  const profile = (await (await (await backEnd(request)).get('public/collegiates')).json()) as {
    main: { phone2: string | null }
  }
  expect(profile.main.phone2?.replace(/\s/g, '')).toBe(phone)

  // A refresh keeps the member signed in.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible()

  await page.goto('/my-movements')
  await expect(page.getByRole('heading', { level: 1, name: 'Mis movimientos' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Resultados' }).getByRole('status')).toHaveText(
    /\d+ movimientos?/,
  )

  await page.goto(`/resources/${items().resource}`)
  await waitForHydration(page)
  await page.getByRole('radio', { name: '4 estrellas de 5' }).check()
  await page.getByRole('button', { name: 'Enviar valoración' }).click()
  await expect(page.getByText('¡Gracias! Hemos registrado tu valoración.')).toBeVisible()

  await page.goto(`/job/${items().job}`)
  await waitForHydration(page)
  const complaint = page.getByRole('form', { name: 'Informar de un problema con esta oferta' })
  await complaint
    .getByRole('textbox', { name: '¿Qué problema tiene esta oferta?' })
    .fill('La oferta pide pagar una cuota antes de la entrevista.')
  await complaint.getByRole('button', { name: 'Enviar queja' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Hemos recibido tu queja' })).toBeVisible()

  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(member.name) })
    .click()
  await page.getByRole('banner').getByRole('link', { name: 'Cerrar sesión' }).click()
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión', exact: true }),
  ).toBeVisible()

  if (onFake()) {
    const { served } = await fakeCalls(request)
    for (const call of [
      'POST auth/jwt/login',
      'PATCH public/collegiates',
      'GET public/collegiate-transactions',
    ])
      expect(served, call).toContain(call)
    expect(served.some((call) => /^PATCH resources\/\d+\/stars$/.test(call))).toBe(true)
    expect(served.some((call) => /^PATCH jobs\/\d+\/es\/complaint$/.test(call))).toBe(true)
  }
})

test('nothing is written locally: no database, no uploads, no outbox', () => {
  const folders = localFolders(test.info().project.metadata.folders as string)
  for (const [what, folder] of Object.entries(folders))
    expect(existsSync(folder), `${what} ${folder}`).toBe(false)
})
