// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { changesRoute, clientNavigationTarget } from './link-navigation'

const current = 'https://colegio.example/el-colegio?tab=1'

describe('changesRoute', () => {
  it.each([
    ['/contacto', true],
    ['/el-colegio?tab=2', true],
    ['/el-colegio', true],
    ['/el-colegio?tab=1', false],
    ['/el-colegio?tab=1#historia', false],
    ['#historia', false],
    ['https://other.example/el-colegio', false],
    ['http://colegio.example/contacto', false],
  ])('%s: %s', (to, expected) => {
    expect(changesRoute(to, current)).toBe(expected)
  })
})

describe('clientNavigationTarget', () => {
  /** A click inside a link built from `html`, as it looks once the app router's `Link` has handled it. */
  function click(html: string, overrides: Partial<MouseEventInit> & { handled?: boolean } = {}) {
    document.body.innerHTML = html
    const { handled = true, button = 0, ...modifiers } = overrides
    return clientNavigationTarget(
      {
        defaultPrevented: handled,
        button,
        metaKey: false,
        ctrlKey: false,
        shiftKey: false,
        altKey: false,
        ...modifiers,
        target: document.querySelector('span') ?? document.querySelector('a'),
      },
      current,
    )
  }

  it('gives the absolute address of an in-app link the router took over, from an element inside it', () => {
    expect(click('<a href="/contacto"><span>Contacto</span></a>')).toBe('https://colegio.example/contacto')
    expect(click('<a href="/contacto" target="_self">Contacto</a>')).toBe('https://colegio.example/contacto')
  })

  it('ignores links the browser follows itself', () => {
    expect(click('<a href="/contacto">Contacto</a>', { handled: false })).toBeNull()
  })

  it.each([{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])(
    'ignores a click with %o',
    (init) => {
      expect(click('<a href="/contacto">Contacto</a>', init)).toBeNull()
    },
  )

  it('ignores new tabs, downloads, hash-only links, the same address and clicks outside links', () => {
    expect(click('<a href="/contacto" target="_blank">Contacto</a>')).toBeNull()
    expect(click('<a href="/informe.pdf" download>Informe</a>')).toBeNull()
    expect(click('<a href="#historia">Historia</a>')).toBeNull()
    expect(click('<a href="/el-colegio?tab=1">El Colegio</a>')).toBeNull()
    expect(click('<button type="button"><span>Menú</span></button>')).toBeNull()
  })
})
