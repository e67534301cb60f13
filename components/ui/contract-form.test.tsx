// The form kit of lib/client/contract-form.ts, on a small form with the shared ErrorSummary.
import { act, screen, waitFor } from '@testing-library/react'
import { useTranslations } from 'next-intl'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ErrorSummary } from '@/components/ui/error-summary'
import { FormTextField } from '@/components/ui/form-text-field'
import { renderWithProviders } from '@/tests/support/components'
import { ApiError } from '@/lib/client/api-client'
import { useContractForm, useIssueMessage } from '@/lib/client/contract-form'
import { useFormDraft } from '@/lib/client/form-draft'

const Schema = z.object({
  name: z.string().trim().min(1),
  city: z.string().max(5),
  nationality: z.string().refine((value) => value !== 'XX', { params: { reason: 'country' } }),
})
type Values = z.input<typeof Schema>
const empty = (): Values => ({ name: '', city: '', nationality: '' })
const draftKey = 'test-form-draft'

/** A small form on the kit, in the Registration words; it shows the failure text of `failure` when given one. */
function TestForm({ failure, keepDraft = false }: { failure?: unknown; keepDraft?: boolean }) {
  const t = useTranslations('Registration')
  const draft = useFormDraft(draftKey, empty)
  const form = useContractForm<Values>({
    schema: Schema,
    message: useIssueMessage('Registration'),
    draft: keepDraft ? draft : undefined,
    shouldFocusError: false,
    defaultValues: empty(),
  })
  const { control, handleSubmit, formState, summaryRef, summaryShown, onInvalid, failureText } = form
  const errors = (['name', 'city', 'nationality'] as const).flatMap((name) => {
    const message = formState.errors[name]?.message
    return message ? [{ id: name, message: `${name}: ${message}` }] : []
  })
  return (
    <form noValidate onSubmit={handleSubmit(() => undefined, onInvalid)}>
      {keepDraft && draft.restored && (
        <p>
          restored{' '}
          <button type="button" onClick={draft.forget}>
            forget
          </button>
        </p>
      )}
      {summaryShown && errors.length > 0 && (
        <ErrorSummary ref={summaryRef} title={t('errorSummary', { count: errors.length })} errors={errors} />
      )}
      <FormTextField control={control} name="name" label="Name" />
      <FormTextField control={control} name="city" label="City" />
      <FormTextField control={control} name="nationality" label="Nationality" />
      {failure !== undefined && <p role="alert">{failureText(failure)}</p>}
      <button type="submit">Send</button>
    </form>
  )
}

const namespaces = ['Registration', 'Errors'] as Array<'Registration' | 'Errors'>

afterEach(() => localStorage.clear())

describe('useContractForm', () => {
  it('words each contract issue in the page language and moves the focus to the summary', async () => {
    const user = renderWithProviders(<TestForm />, { namespaces })
    await user.type(screen.getByLabelText('City'), 'Barcelona')
    await user.type(screen.getByLabelText('Nationality'), 'XX')
    await user.click(screen.getByRole('button', { name: 'Send' }))

    const summary = await screen.findByRole('group')
    expect(summary).toHaveTextContent('name: This field is required.')
    expect(summary).toHaveTextContent('city: At most 5 characters.')
    expect(summary).toHaveTextContent('nationality: Choose a country from the list.')
    await waitFor(() => expect(summary).toHaveFocus())

    // A second failed submit takes the focus back to the summary.
    screen.getByLabelText('Name').focus()
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(screen.getByRole('group')).toHaveFocus())
  })

  it('words the same issues in another language', async () => {
    const user = renderWithProviders(<TestForm />, { namespaces, locale: 'es' })
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByRole('group')).toHaveTextContent('name: Este campo es obligatorio.')
  })

  it('tells a failed send: a known code, an unknown one, and no connection', () => {
    const failures = [
      new ApiError(409, 'USER_ALREADY_EXISTS'),
      new ApiError(503, 'NOT_A_CODE'),
      new TypeError('Failed to fetch'),
    ]
    renderWithProviders(
      <>
        {failures.map((failure) => (
          <TestForm key={failure.message} failure={failure} />
        ))}
      </>,
      { namespaces },
    )
    const [known, unknown, offline] = screen.getAllByRole('alert')
    expect(known).toHaveTextContent('There is already an account with that email address.')
    expect(unknown).toHaveTextContent('The service is not available right now.')
    expect(offline).toHaveTextContent('There is no connection to the server.')
  })

  it('keeps what is typed as a draft', async () => {
    const user = renderWithProviders(<TestForm keepDraft />, { namespaces })
    await user.type(screen.getByLabelText('Name'), 'Pau')
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(draftKey) ?? 'null')).toMatchObject({ name: 'Pau' }),
    )
  })

  it('opens with the draft kept in this browser, over the empty form', async () => {
    localStorage.setItem(draftKey, JSON.stringify({ name: 'Pau', city: 7, gone: 'x' }))
    const user = renderWithProviders(<TestForm keepDraft />, { namespaces })
    expect(screen.getByLabelText('Name')).toHaveValue('Pau')
    // A value of another type, or a field the form no longer has, is not restored.
    expect(screen.getByLabelText('City')).toHaveValue('')
    await user.click(screen.getByRole('button', { name: 'forget' }))
    expect(screen.queryByText('restored')).not.toBeInTheDocument()
    expect(localStorage.getItem(draftKey)).toBeNull()
  })

  it('keeps nothing of a form left untouched', async () => {
    renderWithProviders(<TestForm keepDraft />, { namespaces })
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)))
    expect(localStorage.getItem(draftKey)).toBeNull()
  })
})
