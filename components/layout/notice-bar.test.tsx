import { act, render, renderHook, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { hideNotice, showError, showSuccess, successNoticeTimeoutMs, useNotice } from '@/lib/client/notices'
import messages from '@/messages/es.json'
import { NoticeBar } from './notice-bar'

/** The bar as the layout's host shows it, without the lazy loading. */
function Host() {
  const notice = useNotice()
  return <NoticeBar key={notice.id} notice={notice} />
}

const renderHost = () =>
  render(
    <NextIntlClientProvider locale="es" messages={messages}>
      <Host />
    </NextIntlClientProvider>,
  )

let store: { current: ReturnType<typeof useNotice> }

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  store = renderHook(() => useNotice()).result
})

afterEach(() => {
  act(() => hideNotice())
  vi.useRealTimers()
})

describe('success notices', () => {
  it('use the secondary colour, outlined, with a check icon, and hide after 5000 ms', () => {
    renderHost()
    act(() => showSuccess('Guardado'))
    const bar = screen.getByRole('status')
    expect(bar).toHaveTextContent('Guardado')
    expect(bar).toHaveClass('MuiAlert-outlined')
    expect(bar.querySelector('[data-testid="CheckCircleOutlineOutlinedIcon"]')).not.toBeNull()
    expect(store.current).toMatchObject({ color: 'secondary', outlined: true, icon: 'check', timeout: 5000 })

    act(() => vi.advanceTimersByTime(successNoticeTimeoutMs - 100))
    expect(store.current.visible).toBe(true)
    act(() => vi.advanceTimersByTime(200))
    expect(store.current).toMatchObject({ visible: false, message: '' })
  })

  it('start their five seconds again when shown again', () => {
    renderHost()
    act(() => showSuccess('Guardado'))
    act(() => vi.advanceTimersByTime(4000))
    act(() => showSuccess('Guardado'))
    act(() => vi.advanceTimersByTime(4000))
    expect(store.current.visible).toBe(true)
  })
})

describe('error notices', () => {
  it('are red, filled, white text, with an alert icon, and never hide by themselves', () => {
    renderHost()
    act(() => showError('No hay conexión'))
    const bar = screen.getByRole('alert')
    expect(bar).toHaveTextContent('No hay conexión')
    expect(bar).toHaveClass('MuiAlert-filled')
    expect(bar.querySelector('[data-testid="ErrorOutlineOutlinedIcon"]')).not.toBeNull()
    expect(store.current).toMatchObject({ color: 'error', timeout: -1, textColor: '#ffffff', icon: 'alert' })

    act(() => vi.advanceTimersByTime(10 * 60_000))
    expect(screen.getByRole('alert')).toHaveTextContent('No hay conexión')
  })

  it('close with their button, which resets the message', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderHost()
    act(() => showError('No hay conexión'))
    await user.click(screen.getByRole('button', { name: 'Cerrar el aviso' }))
    expect(store.current).toMatchObject({ visible: false, message: '' })
  })

  it('stay when the visitor clicks elsewhere', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderHost()
    act(() => showError('No hay conexión'))
    await user.click(document.body)
    expect(store.current.visible).toBe(true)
  })
})
