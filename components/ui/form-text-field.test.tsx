// A server-rendered form is in the page before its script: what is typed then must survive hydration.
import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { FormTextField } from './form-text-field'

function ProfileForm({ onSubmit }: { onSubmit: (values: unknown) => void }) {
  const { control, handleSubmit } = useForm({
    defaultValues: { phone: '600123456', city: 'Bilbao', country: 'ES' },
  })
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <FormTextField control={control} name="phone" label="Teléfono" />
      <FormTextField control={control} name="city" label="Localidad" />
      <FormTextField
        control={control}
        name="country"
        label="País"
        select
        slotProps={{ select: { native: true } }}
      >
        <option value="ES">España</option>
        <option value="FR">Francia</option>
      </FormTextField>
      <button type="submit">Guardar</button>
    </form>
  )
}

describe('FormTextField', () => {
  it('keeps what was typed before hydration, in the field and in the form', async () => {
    const container = document.createElement('div')
    const onSubmit = vi.fn()
    container.innerHTML = renderToString(<ProfileForm onSubmit={onSubmit} />)
    document.body.append(container)
    const field = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!
    expect(field('phone').value).toBe('600123456')
    field('phone').value = '699000111'
    field('country').value = 'FR'

    await act(async () => {
      hydrateRoot(container, <ProfileForm onSubmit={onSubmit} />)
    })
    expect(field('phone').value).toBe('699000111')
    expect(field('city').value).toBe('Bilbao')
    await act(async () => {
      container.querySelector('button')!.click()
    })
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ phone: '699000111', city: 'Bilbao', country: 'FR' })
    container.remove()
  })
})
