'use client'

import { useCallback, useEffect, useRef, type RefCallback } from 'react'
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form'

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/**
 * What a person typed into the server's HTML before hydration stays in the field but not in the form's state, and
 * React would put the state back at the next render: the field takes it over once, when it mounts.
 */
function useTypedBeforeHydration(
  register: RefCallback<FieldElement>,
  value: unknown,
  onChange: (value: string) => void,
): RefCallback<FieldElement> {
  const element = useRef<FieldElement | null>(null)
  const atMount = useRef({ value, onChange })
  useEffect(() => {
    const typed = element.current?.value
    if (typed !== undefined && typed !== String(atMount.current.value ?? '')) atMount.current.onChange(typed)
  }, [])
  return useCallback(
    (node: FieldElement | null) => {
      element.current = node
      register(node)
    },
    [register],
  )
}

/** react-hook-form's controller for a text input: its value never undefined, what was typed before hydration kept. */
export function useTextController<T extends FieldValues>(control: Control<T>, name: FieldPath<T>) {
  const {
    field: { ref, value, ...field },
    fieldState: { error },
  } = useController({ control, name })
  const inputRef = useTypedBeforeHydration(ref, value, field.onChange)
  return { field: { ...field, value: value ?? '' }, inputRef, error }
}
