import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addComponent,
  componentsProblem,
  isValidCif,
  makeAdministrator,
  removeComponent,
  type SocietyMember,
} from '@/lib/contract/professional-societies'

describe('isValidCif', () => {
  it('accepts company tax ids with their control digit or letter', () => {
    for (const cif of [
      'A13585625',
      'G28667152',
      'J99216582',
      'J9921658B',
      'P1234567D',
      'b-13585625',
      'A 1358 5625',
    ]) {
      expect(isValidCif(cif), cif).toBe(true)
    }
  })

  it('refuses a wrong control, the wrong kind of control for the entity, and other shapes', () => {
    for (const cif of ['A13585626', 'A1358562E', 'P12345674', 'I13585625', '13585625A', 'A1358562', '']) {
      expect(isValidCif(cif), cif).toBe(false)
    }
  })

  it('finds every change of one digit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 9 }), (place, shift) => {
        const digits = [...'A13585625']
        digits[place] = String((Number(digits[place]) + shift) % 10)
        expect(isValidCif(digits.join(''))).toBe(false)
      }),
    )
  })
})

type Step = { kind: 'add' } | { kind: 'remove' | 'administrator'; pick: number }

const steps = fc.array(
  fc.oneof(
    fc.constant<Step>({ kind: 'add' }),
    fc.record({ kind: fc.constantFrom('remove' as const, 'administrator' as const), pick: fc.nat() }),
  ),
  { maxLength: 60 },
)

describe('the components of a society', () => {
  it('never end with no component, no administrator or two, whatever is added, removed or named', () => {
    fc.assert(
      fc.property(steps, (sequence) => {
        let members: readonly SocietyMember[] = addComponent([], { id: 'm0', administrator: false }).members
        let next = 1
        for (const step of sequence) {
          const before = members
          const change =
            step.kind === 'add'
              ? addComponent(members, { id: `m${next++}`, administrator: true })
              : (step.kind === 'remove' ? removeComponent : makeAdministrator)(
                  members,
                  members[step.pick % members.length]!.id,
                )
          if (change.problem) expect(change.members).toEqual(before)
          members = change.members
          expect(componentsProblem(members)).toBeNull()
        }
      }),
    )
  })

  it('asks for another administrator before removing the current one, and keeps the last component', () => {
    const one = addComponent<SocietyMember>([], { id: 'ana', administrator: false }).members
    expect(removeComponent(one, 'ana').problem).toBe('noComponents')
    const two = addComponent(one, { id: 'luis', administrator: true }).members
    expect(two.map((member) => member.administrator)).toEqual([true, false])
    expect(removeComponent(two, 'ana').problem).toBe('removesAdministrator')
    const swapped = makeAdministrator(two, 'luis').members
    expect(removeComponent(swapped, 'ana')).toEqual({
      members: [{ id: 'luis', administrator: true }],
      problem: null,
    })
  })

  it('says what is wrong with a list as a whole', () => {
    expect(componentsProblem([])).toBe('noComponents')
    expect(componentsProblem([{ id: 'a', administrator: false }])).toBe('noAdministrator')
    expect(
      componentsProblem([
        { id: 'a', administrator: true },
        { id: 'b', administrator: true },
      ]),
    ).toBe('severalAdministrators')
  })
})
