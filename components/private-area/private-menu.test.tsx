import { render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { PrivateMenu } from './private-menu'

vi.mock('@/lib/i18n/navigation', async () =>
  (await import('@/tests/support/components')).navigationAt('/profile'),
)

const links = [
  { href: '/profile', label: 'Mi perfil' },
  { href: '/profile#economic', label: 'Datos económicos' },
  { href: '/my-movements', label: 'Mis movimientos' },
]

describe('PrivateMenu', () => {
  it('lists every entry as a link in a named navigation landmark', () => {
    render(<PrivateMenu links={links} label="Área privada" />)
    const nav = screen.getByRole('navigation', { name: 'Área privada' })
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3)
    expect(within(nav).getByRole('link', { name: 'Mis movimientos' })).toHaveAttribute(
      'href',
      '/my-movements',
    )
  })

  it('marks as the current page only the first entry that leads to it', () => {
    render(<PrivateMenu links={links} label="Área privada" />)
    expect(screen.getByRole('link', { name: 'Mi perfil' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Datos económicos' })).not.toHaveAttribute('aria-current')
    expect(screen.getByRole('link', { name: 'Mis movimientos' })).not.toHaveAttribute('aria-current')
  })
})
