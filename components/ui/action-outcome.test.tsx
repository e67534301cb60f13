import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NextIntlClientProvider } from 'next-intl'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import english from '@/messages/en.json'
import { TestNotices } from '@/tests/support/components'
import { ActionOutcome } from './action-outcome'

/** A form whose outcome the test sets, as a section of the profile sets it after its request. */
function Section() {
  const [outcome, setOutcome] = useState<{ failure?: string; success?: string }>({})
  return (
    <>
      <form aria-labelledby="section-title" onSubmit={(event) => event.preventDefault()}>
        <h3 id="section-title">Contact details</h3>
        <ActionOutcome {...outcome} />
        <button type="submit">Save</button>
      </form>
      <button type="button" onClick={() => setOutcome({ success: 'Your changes have been saved.' })}>
        succeed
      </button>
      <button type="button" onClick={() => setOutcome({ failure: 'There is no connection.' })}>
        fail
      </button>
      <button type="button" onClick={() => setOutcome({})}>
        send again
      </button>
    </>
  )
}

function renderSection() {
  render(
    <NextIntlClientProvider locale="en" messages={{ Notices: english.Notices }}>
      <Section />
      <TestNotices />
    </NextIntlClientProvider>,
  )
  return userEvent.setup({ delay: null })
}

describe('ActionOutcome', { timeout: 15_000 }, () => {
  it('says a success in a notice and moves the focus to the heading of the section', async () => {
    const user = renderSection()
    await user.click(screen.getByRole('button', { name: 'succeed' }))
    expect(screen.getByRole('status')).toHaveTextContent('Your changes have been saved.')
    expect(screen.getByRole('heading', { name: 'Contact details' })).toHaveFocus()
  })

  it('says a failure in a red notice that takes the focus and gives it to the form’s button when closed', async () => {
    const user = renderSection()
    await user.click(screen.getByRole('button', { name: 'succeed' }))
    await user.click(screen.getByRole('button', { name: 'fail' }))
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('There is no connection.')
    expect(alert).toHaveFocus()
    // The failure replaces the earlier success: nothing says the changes were saved.
    expect(screen.queryByText('Your changes have been saved.')).toBeNull()
    await user.click(screen.getByRole('button', { name: english.Notices.close }))
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus()
  })

  it('takes the failure away when the form is sent again', async () => {
    const user = renderSection()
    await user.click(screen.getByRole('button', { name: 'fail' }))
    expect(screen.getByRole('alert')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'send again' }))
    await waitFor(() => expect(screen.queryByText('There is no connection.')).toBeNull())
  })
})
