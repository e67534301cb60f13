import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { backEndUrl } from '../../playwright.frontend.config'

export const onFake = () => test.info().project.name === 'fake-back-end'

export const member = { email: 'colegiada@demo.colegio.example', password: 'Colegiada2026', name: 'Lucía' }

/** Each run rates and complains about its own item, so the two runs on one back end never meet. */
export const items = () =>
  onFake()
    ? {
        resource: 'guia-practica-de-la-ley-de-autonomia-del-paciente',
        job: 'enfermera-atencion-primaria-barcelona',
      }
    : { resource: 'comunicacion-con-el-paciente-y-su-familia', job: 'enfermera-cuidados-intensivos-madrid' }

/** Calls the portal back end itself, as the member: what the journeys changed must be there. */
export async function backEnd(request: APIRequestContext) {
  const login = await request.post(`${backEndUrl}auth/jwt/login`, {
    form: { username: member.email, password: member.password },
  })
  expect(login.status(), 'sign-in at the back end').toBe(200)
  const { access_token } = (await login.json()) as { access_token: string }
  const headers = { Authorization: `Bearer ${access_token}` }
  return { get: (path: string) => request.get(`${backEndUrl}${path}`, { headers }) }
}

export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const footer = document.querySelector('footer')
    return footer !== null && Object.keys(footer).some((key) => key.startsWith('__reactFiber$'))
  })
}

/** Signs the member in with the login form of the front end, which then goes on to `next`. */
export async function signInThroughTheForm(page: Page, next: string) {
  await page.goto(`/login?${new URLSearchParams({ redirect: next })}`)
  await waitForHydration(page)
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(member.email)
  await page
    .getByRole('main')
    .getByLabel(/^\*?\s*Contraseña$/)
    .fill(member.password)
  await page.getByRole('main').getByRole('button', { name: 'Iniciar sesión', exact: true }).click()
}
