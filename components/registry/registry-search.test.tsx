import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ComponentProps } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  registryLimits,
  type RegistryCollegiate,
  type RegistryCollegiatePage,
  type RegistrySociety,
  type RegistrySocietyPage,
} from '@/lib/contract/registry'
import { setupApiServer } from '@/tests/support/browser-session'
import { renderWithProviders } from '@/tests/support/components'
import { CollegiateRegistry } from './collegiate-registry'
import { SocietyRegistry } from './society-registry'

/** The address bar: what useSearchParams reads, changed by the router and the links as in the browser. */
const address = vi.hoisted(() => {
  let search = ''
  const listeners = new Set<() => void>()
  return {
    get: () => search,
    set(next: string) {
      search = next
      listeners.forEach((listener) => listener())
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    pushed: [] as string[],
  }
})

type Href = { pathname: string; query: Record<string, string> }
const searchOf = (href: Href) => new URLSearchParams(href.query).toString()

vi.mock('next/navigation', async () => {
  const { useSyncExternalStore } = await import('react')
  return {
    useSearchParams: () => new URLSearchParams(useSyncExternalStore(address.subscribe, address.get)),
  }
})
vi.mock('@/lib/i18n/navigation', () => ({
  usePathname: () => '/registry/collegiates',
  useRouter: () => ({
    push: (href: Href) => {
      address.pushed.push(searchOf(href))
      address.set(searchOf(href))
    },
  }),
  Link: ({
    href,
    scroll: _scroll,
    ...props
  }: Omit<ComponentProps<'a'>, 'href'> & { href: Href; scroll?: boolean }) => (
    <a
      href={`${href.pathname}?${searchOf(href)}`}
      onClick={(event) => {
        event.preventDefault()
        address.set(searchOf(href))
      }}
      {...props}
    />
  ),
}))

const server = setupApiServer()

const person = (n: number, overrides: Partial<RegistryCollegiate> = {}): RegistryCollegiate => ({
  collegiate_number: `28-${String(n).padStart(5, '0')}`,
  name: 'Ane',
  surname: `Etxeberria ${n}`,
  standing: 'practising',
  specialties: null,
  workplace: null,
  ...overrides,
})

/** Answers the registry from `all`, paged as the API pages; records what was asked. */
function serve(all: RegistryCollegiate[], { more = false } = {}) {
  const asked: URLSearchParams[] = []
  server.use(
    http.get('*/api/public/registry/collegiates', ({ request }) => {
      const params = new URL(request.url).searchParams
      asked.push(params)
      const skip = Number(params.get('skip') ?? 0)
      const limit = Number(params.get('limit') ?? 20)
      const page: RegistryCollegiatePage = {
        items: all.slice(skip, skip + limit),
        total: Math.min(all.length, registryLimits.countCap),
        more,
        skip,
        limit,
      }
      return HttpResponse.json(page)
    }),
  )
  return asked
}

/** The polite status line, once the search has answered. */
const statusSays = (text: string) => waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text))

const render = (locale: 'en' | 'eu' = 'en') =>
  renderWithProviders(<CollegiateRegistry />, {
    locale,
    namespaces: ['Registry', 'ProfileData', 'Errors'],
  })

beforeEach(() => {
  address.set('')
  address.pushed.length = 0
})

describe('CollegiateRegistry', () => {
  it('searches what is typed, keeps it in the address and lists the collegiates', async () => {
    const asked = serve([
      person(1, {
        name: 'Lucía',
        surname: 'Martín Etxeberria',
        collegiate_number: '28-41327',
        specialties: ['general_care', 'paediatric'],
        workplace: 'Hospital Universitario La Paz',
      }),
      person(2, { standing: 'suspended' }),
    ])
    const user = render()
    const search = screen.getByRole('search', { name: 'Search the registry of collegiates' })
    expect(within(search).getByText('Name, surnames or collegiate number')).toBeInTheDocument()
    await user.type(within(search).getByRole('searchbox', { name: 'Collegiate' }), '  lucia martin ')
    await user.click(within(search).getByRole('button', { name: 'Search' }))

    expect(address.pushed).toEqual(['q=lucia+martin'])
    await statusSays('2 collegiates')
    expect(asked.map((params) => params.toString())).toEqual(['q=lucia+martin&skip=0&limit=20'])
    const results = screen.getByRole('region', { name: 'Results' })
    const [lucia, suspended] = within(results).getAllByRole('listitem')
    expect(within(lucia!).getByRole('heading', { level: 3 })).toHaveTextContent('Lucía Martín Etxeberria')
    expect(lucia).toHaveTextContent('Collegiate number28-41327')
    expect(lucia).toHaveTextContent('StandingPractising')
    expect(lucia).toHaveTextContent('SpecialtiesGeneral care, Paediatrics')
    expect(lucia).toHaveTextContent('WorkplaceHospital Universitario La Paz')
    expect(suspended).toHaveTextContent('StandingSuspended')
    expect(suspended).not.toHaveTextContent('Specialties')
    expect(suspended).not.toHaveTextContent('Workplace')
  })

  it('refuses too short a question before asking the API', async () => {
    const asked = serve([person(1)])
    const user = render()
    const field = screen.getByRole('searchbox', { name: 'Collegiate' })
    await user.type(field, ' á ')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(field).toHaveAccessibleDescription('Type at least two letters or digits.')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveFocus()
    expect(address.pushed).toEqual([])
    expect(asked).toEqual([])
  })

  it('says when nothing matches, and how to search better', async () => {
    serve([])
    act(() => address.set('q=zzxq'))
    render()
    await statusSays('No collegiate matches “zzxq”: check the spelling or try the number.')
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
  })

  it('says "more than 200" when the count is capped', async () => {
    serve(
      Array.from({ length: 20 }, (_, n) => person(n)),
      { more: true },
    )
    act(() => address.set('q=an'))
    render()
    await statusSays('More than 200 collegiates: add more of the name.')
  })

  it('pages through the results and moves the focus to their heading', async () => {
    const asked = serve(Array.from({ length: 45 }, (_, n) => person(n + 1)))
    act(() => address.set('q=etxeberria'))
    const user = render()
    await statusSays('45 collegiates Page 1 of 3')
    const pages = screen.getByRole('navigation', { name: 'Pages of results' })
    expect(within(pages).queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument()
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/registry/collegiates?q=etxeberria&page=3',
    )
    await user.click(within(pages).getByRole('link', { name: 'Next page' }))

    expect(await screen.findByRole('heading', { name: 'Ane Etxeberria 21' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Results' })).toHaveFocus()
    expect(screen.getByRole('status')).toHaveTextContent('45 collegiates Page 2 of 3')
    expect(asked.at(-1)?.toString()).toBe('q=etxeberria&skip=20&limit=20')
    const now = screen.getByRole('navigation', { name: 'Pages of results' })
    expect(within(now).getByText('2')).toHaveAttribute('aria-current', 'page')
    await user.click(within(now).getByRole('link', { name: 'Previous page' }))
    expect(await screen.findByRole('heading', { name: 'Ane Etxeberria 1' })).toBeInTheDocument()
  })

  it('shows an error with a retry that asks again', async () => {
    let calls = 0
    server.use(
      http.get('*/api/public/registry/collegiates', () =>
        ++calls === 1
          ? HttpResponse.json({ detail: 'DATABASE_UNAVAILABLE' }, { status: 503 })
          : HttpResponse.json({ items: [person(7)], total: 1, more: false, skip: 0, limit: 20 }),
      ),
    )
    act(() => address.set('q=ane'))
    const user = render()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The registry could not be searched just now.')
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Ane Etxeberria 7')).toBeInTheDocument()
    expect(calls).toBe(2)
  })

  it('speaks Basque', async () => {
    serve([person(1, { name: 'Lucía', surname: 'Martín Etxeberria' })])
    act(() => address.set('q=etxeberr'))
    render('eu')
    await statusSays('elkargokide 1')
    expect(screen.getByRole('listitem')).toHaveTextContent('EgoeraJardunean')
  })
})

describe('SocietyRegistry', () => {
  const society: RegistrySociety = {
    social_reason: 'Enfermería Geriátrica Ribera del Ebro SLP',
    sspp_number: 'SP-2019-0008',
    cif: 'B50273143',
    active: false,
    incorporated_on: '2019-01-09',
    registered_on: '2019-02-26',
    city: 'Zaragoza',
    province: 'Zaragoza',
    mercantile_registry: 'Registro Mercantil de Zaragoza, T. 4410, F. 118, H. Z-65302',
    partners: 2,
  }

  it('shows what the registry says of each society', async () => {
    server.use(
      http.get('*/api/public/registry/societies', ({ request }) => {
        expect(new URL(request.url).searchParams.get('q')).toBe('B-50273143')
        const page: RegistrySocietyPage = { items: [society], total: 1, more: false, skip: 0, limit: 20 }
        return HttpResponse.json(page)
      }),
    )
    act(() => address.set('q=B-50273143'))
    renderWithProviders(<SocietyRegistry />, { namespaces: ['Registry', 'Errors'] })
    expect(screen.getByRole('searchbox', { name: 'Professional society' })).toHaveAccessibleDescription(
      'Social reason, SSPP number or CIF',
    )
    await statusSays('1 society')
    const entry = screen.getByRole('listitem')
    expect(within(entry).getByRole('heading', { level: 3 })).toHaveTextContent(society.social_reason)
    for (const text of [
      'SSPP numberSP-2019-0008',
      'CIFB50273143',
      'StatusInactive',
      'Registered officeZaragoza (Zaragoza)',
      'Incorporated onJanuary 9, 2019',
      'Entered in the mercantile registry onFebruary 26, 2019',
      'Mercantile registryRegistro Mercantil de Zaragoza, T. 4410, F. 118, H. Z-65302',
      'Professional partners2',
    ]) {
      expect(entry).toHaveTextContent(text)
    }
  })
})
