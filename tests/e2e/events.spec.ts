import { expect, test, type Page } from '@playwright/test'
import { content } from './demo-content'

/** What the events seed (lib/server/db/seed/events.ts) shows, written out. */
const upcomingEvents = 14
const onlineEvents = [
  'Webinar: facturación electrónica y Verifactu',
  'Webinar: inteligencia artificial en la práctica profesional',
]
const webinar = {
  title: onlineEvents[0]!,
  path: '/events/webinar-facturacion-electronica-y-verifactu',
}
const fullCourse = { title: 'Curso de peritaje judicial', path: '/course/curso-de-peritaje-judicial' }

async function jsonLdOf(page: Page) {
  const text = await page.locator('script[type="application/ld+json"]').textContent()
  return JSON.parse(text ?? '{}') as Record<string, unknown> & {
    offers: Record<string, string>
    organizer: Record<string, string>
  }
}

test('events → filter by mode → an event with its enrolment state and schema.org Event', async ({ page }) => {
  await page.goto('/events')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eventos')
  await expect(page.getByText(`${upcomingEvents} resultados`)).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Páginas' })).toBeVisible()

  const search = page.getByRole('search', { name: 'Buscar eventos' })
  await search.getByRole('combobox', { name: 'Modalidad' }).selectOption({ label: 'En línea' })
  await search.getByRole('button', { name: 'Buscar' }).click()
  await expect(page).toHaveURL(/\/events\?.*mode=online/)
  await expect(page.getByText(`${onlineEvents.length} resultados`)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Modalidad: En línea (quitar)' })).toBeVisible()
  const titles = page.locator('.content-list h2')
  await expect(titles).toHaveText(onlineEvents)

  await page.getByRole('link', { name: webinar.title }).click()
  await expect(page).toHaveURL(webinar.path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(webinar.title)
  const enrolment = page.getByRole('region', { name: 'Inscripción' })
  await expect(enrolment).toContainText('Inscripción abierta')
  await expect(enrolment).toContainText('La inscripción está abierta hasta el')
  await expect(page.getByText('Gratuito', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Todos los eventos' })).toHaveAttribute('href', '/events')

  const event = await jsonLdOf(page)
  expect(event).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: webinar.title,
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'VirtualLocation' },
    offers: {
      '@type': 'Offer',
      price: '0.00',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
    },
    organizer: { '@type': 'Organization', name: content.es.siteName },
  })
})

test('courses → a course at /course/{slug}; an event is not found there, nor a course under /events', async ({
  page,
}) => {
  await page.goto('/courses')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cursos')
  await page.getByRole('link', { name: fullCourse.title }).click()
  await expect(page).toHaveURL(fullCourse.path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fullCourse.title)
  await expect(page.getByRole('region', { name: 'Inscripción' })).toContainText('Plazas agotadas')
  expect((await jsonLdOf(page)).offers.availability).toBe('https://schema.org/SoldOut')

  const eventAsCourse = await page.goto(webinar.path.replace('/events/', '/course/'))
  expect(eventAsCourse?.status()).toBe(404)
  const courseAsEvent = await page.goto(fullCourse.path.replace('/course/', '/events/'))
  expect(courseAsEvent?.status()).toBe(404)
})
