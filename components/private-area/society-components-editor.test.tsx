import { screen, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/tests/support/components'
import { addComponent, makeAdministrator, removeComponent } from '@/lib/contract/professional-societies'
import { SocietyComponentsEditor, type EditorComponent } from './society-components-editor'

/** The editor as the filing form holds it: the list in local state, changed by the contract's rules. */
function Harness() {
  const [components, setComponents] = useState<EditorComponent[]>([])
  const [next, setNext] = useState(1)
  return (
    <SocietyComponentsEditor
      components={components}
      onAdd={(component) => {
        setComponents([
          ...addComponent(components, { ...component, id: `c${next}`, administrator: false }).members,
        ])
        setNext(next + 1)
        return true
      }}
      onRemove={(component) => {
        const outcome = removeComponent(components, component.id)
        if (!outcome.problem) setComponents([...outcome.members])
      }}
      onMakeAdministrator={(component) =>
        setComponents([...makeAdministrator(components, component.id).members])
      }
    />
  )
}

const renderEditor = () => renderWithProviders(<Harness />, { namespaces: ['ProfessionalSocieties'] })

async function addPerson(
  user: ReturnType<typeof renderEditor>,
  {
    name,
    surnames,
    type = 'Professional partner',
    number = '20-1234',
    document = '12345678Z',
  }: Record<string, string>,
) {
  await user.selectOptions(screen.getByRole('combobox', { name: /Component type/ }), type)
  const numberField = screen.getByRole('textbox', { name: /Collegiate number/ })
  await user.clear(numberField)
  const fill = async (field: HTMLElement, text: string) => {
    await user.click(field)
    await user.paste(text)
  }
  if (number) await fill(numberField, number)
  await fill(screen.getByRole('textbox', { name: /^Name/ }), name!)
  await fill(screen.getByRole('textbox', { name: /Surnames/ }), surnames!)
  await fill(screen.getByRole('textbox', { name: /Document number/ }), document)
  await user.click(screen.getByRole('button', { name: 'Add component' }))
}

const list = () => screen.getByRole('list', { name: 'Components of the society' })

/** Adds a valid person and waits for the list to show them: the form checks and submits asynchronously. */
async function addMember(user: ReturnType<typeof renderEditor>, person: Record<string, string>) {
  await addPerson(user, person)
  await screen.findByRole('button', { name: `Remove ${person.name} ${person.surnames}` })
}

describe('SocietyComponentsEditor', { timeout: 15_000 }, () => {
  it('makes the first component the administrator and refuses to remove it, saying why', async () => {
    const user = renderEditor()
    expect(screen.getByText(/No components yet/)).toBeInTheDocument()
    await addMember(user, { name: 'Lucía', surnames: 'Martín' })
    const item = within(list()).getByRole('listitem')
    expect(within(item).getByText('Administrator')).toBeInTheDocument()
    const remove = within(item).getByRole('button', { name: 'Remove Lucía Martín' })
    expect(remove).toBeDisabled()
    expect(remove).toHaveAccessibleDescription('The society needs at least one component.')
    expect(within(item).queryByRole('button', { name: /Make .* the administrator/ })).not.toBeInTheDocument()

    await addMember(user, { name: 'Jon', surnames: 'Etxeberria' })
    const [admin] = within(list()).getAllByRole('listitem')
    expect(within(admin!).getByRole('button', { name: 'Remove Lucía Martín' })).toHaveAccessibleDescription(
      'The administrator cannot be removed: name another component first.',
    )
  })

  it('moves the administrator, then lets the former one go but never the last one', async () => {
    const user = renderEditor()
    await addMember(user, { name: 'Lucía', surnames: 'Martín' })
    await addMember(user, { name: 'Pablo', surnames: 'Ruiz', type: 'Non-professional partner', number: '' })
    const [lucia, pablo] = within(list()).getAllByRole('listitem')
    expect(within(pablo!).queryByText('Administrator')).not.toBeInTheDocument()
    expect(within(pablo!).getByRole('button', { name: 'Remove Pablo Ruiz' })).toBeEnabled()

    await user.click(within(pablo!).getByRole('button', { name: 'Make Pablo Ruiz the administrator' }))
    const [luciaAfter, pabloAfter] = within(list()).getAllByRole('listitem')
    expect(within(pabloAfter!).getByText('Administrator')).toBeInTheDocument()
    expect(within(luciaAfter!).queryByText('Administrator')).not.toBeInTheDocument()
    expect(lucia).toBeDefined()

    await user.click(within(luciaAfter!).getByRole('button', { name: 'Remove Lucía Martín' }))
    const [only] = within(list()).getAllByRole('listitem')
    expect(within(only!).getByRole('button', { name: 'Remove Pablo Ruiz' })).toBeDisabled()
  })

  it('asks for the collegiate number of a professional partner, in the page language', async () => {
    const user = renderEditor()
    await addPerson(user, { name: 'Ane', surnames: 'Etxeberria', number: '' })
    expect(
      await screen.findByText('A professional partner needs their collegiate number.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Components of the society' })).not.toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Ane')
  })

  it('refuses a DNI whose letter does not match, as the registration forms do', async () => {
    const user = renderEditor()
    await addPerson(user, { name: 'Ane', surnames: 'Etxeberria', document: '12345678A' })
    expect(
      await screen.findByText('The DNI is not valid: eight digits and their letter.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Components of the society' })).not.toBeInTheDocument()
  })
})
