import { expect, test } from '@playwright/test'
import { demoCollegiate, demoPrecollegiate, signInBrowser } from './support'

test.describe('my courses and my events', () => {
  test('the collegiate filters my courses, opens one and reads its history, in Spanish', async ({ page }) => {
    await signInBrowser(page.context(), demoCollegiate)
    await page.goto('/my-courses')
    await expect(page).toHaveTitle(/Mis cursos/)
    await expect(page.getByRole('heading', { level: 1, name: 'Mis cursos' })).toBeVisible()
    const menu = page.getByRole('navigation', { name: 'Menú del área privada' })
    await expect(menu.getByRole('link', { name: 'Mis cursos' })).toHaveAttribute('aria-current', 'page')
    await expect(menu.getByRole('link', { name: 'Mis eventos' })).toBeVisible()

    const item = page.getByRole('listitem').filter({ hasText: 'Curso de peritaje judicial' })
    await expect(item).toContainText('Pendiente de documentación')
    await expect(page.getByRole('listitem').filter({ hasText: 'Congreso Anual del Colegio' })).toHaveCount(0)

    await page.getByLabel('Estado').selectOption({ label: 'Rechazada' })
    await expect(page.getByText('1 solicitud', { exact: true })).toBeVisible()
    const rejected = page.getByRole('listitem').filter({ hasText: 'Curso de firma electrónica' })
    await expect(rejected).toContainText('Rechazada')
    await page.getByLabel('Estado').selectOption({ label: 'Todos los estados' })

    await item.getByRole('link', { name: 'Curso de peritaje judicial', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Curso de peritaje judicial' })).toBeVisible()
    await expect(page).toHaveURL(/\/my-courses\/[0-9a-f-]{36}$/)
    await expect(page.getByText(/Necesitamos documentación para seguir/)).toBeVisible()
    const history = page.getByRole('list', { name: 'Historial' })
    await expect(history.getByRole('listitem')).toHaveText([
      /Recibida/,
      /En revisión/,
      /Pendiente de documentación.*Falta la copia del título universitario/,
    ])
    await expect(page.getByRole('link', { name: 'Página del curso' })).toHaveAttribute(
      'href',
      '/course/curso-de-peritaje-judicial',
    )
    await page.getByRole('link', { name: 'Volver a mis cursos' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Mis cursos' })).toBeVisible()
  })

  test('the pre-collegiate sees its courses in English and has no permission for /my-events', async ({
    page,
  }) => {
    await signInBrowser(page.context(), demoPrecollegiate)
    await page.goto('/en/my-courses')
    await expect(page.getByRole('heading', { level: 1, name: 'My courses' })).toBeVisible()
    await expect(
      page.getByRole('listitem').filter({ hasText: 'First aid and basic life support course' }),
    ).toContainText('Accepted')
    const menu = page.getByRole('navigation', { name: 'Private area menu' })
    await expect(menu.getByRole('link', { name: 'My courses' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'My events' })).toHaveCount(0)

    await page.goto('/en/my-events')
    expect(new URL(page.url()).pathname).toBe('/en/no-permission')
  })
})
