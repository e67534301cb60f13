import { describe, expect, it } from 'vitest'
import type { NavigationItem } from '@/lib/contract/navigation'
import { menuMediaQuery } from './header-fit'

const item = (label: string, children: string[] = []): NavigationItem => {
  const link = { label, url: '/', target: '_self' as const, icon: null, hidden: false, need_login: false }
  return {
    ...link,
    is_public: true,
    color: null,
    children: children.map((child) => ({ ...link, label: child, is_public: true, color: null })),
  }
}

describe('menuMediaQuery', () => {
  it('shows a short menu from the drawer breakpoint on, with either logo', () => {
    expect(menuMediaQuery([item('Inicio'), item('Contacto')], 4)).toBe(
      '@media (min-width: 900px) and (max-width: 1289.98px), (min-width: 1290px)',
    )
  })

  it('keeps a long menu in the drawer until it fits beside the logo', () => {
    const labels = [
      'Hasiera',
      'Elkargoa',
      'Elkargokide egin',
      'Albisteak eta ekitaldiak',
      'Lanbidea',
      'Eremu pribatua',
    ]
    const query = menuMediaQuery(
      labels.map((label) => item(label, ['a'])),
      4,
    )
    const widths = [...query.matchAll(/min-width: (\d+)px/g)].map((match) => Number(match[1]))
    expect(widths.every((width) => width > 1290)).toBe(true)
    expect(widths.at(-1)).toBeLessThanOrEqual(1920)
  })
})
