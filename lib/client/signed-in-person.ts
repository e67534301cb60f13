// Without zod: the header of every page shows the name.
import { useEffect, useState } from 'react'
import {
  expireSession,
  prepareSession,
  sessionRequest,
  signedInPersonKey,
  storedSessionExpiry,
} from './auth-session'
import { roles, type Role } from '@/lib/contract/roles'
import { isSignedIn } from './session'

export interface SignedInPerson {
  name: string
  surname: string
  email: string
  /** Marks the page (`<html data-role>`) so that shared cached markup can hide links the role may not open. */
  role: Role | null
}

interface KeptPerson {
  person: SignedInPerson
  /** The session it belongs to, by its expiry: a new sign-in (here or in another tab) or a refresh asks again. */
  sessionExpiry: number | undefined
}

const isPerson = (value: unknown): value is SignedInPerson => {
  const record = value as Partial<Record<keyof SignedInPerson, unknown>> | null
  return (
    typeof record === 'object' &&
    record !== null &&
    typeof record.name === 'string' &&
    typeof record.surname === 'string' &&
    typeof record.email === 'string' &&
    (record.role === null || roles.includes(record.role as Role))
  )
}

function keptPerson(): SignedInPerson | undefined {
  try {
    const kept = JSON.parse(sessionStorage.getItem(signedInPersonKey) ?? 'null') as KeptPerson | null
    return kept && isPerson(kept.person) && kept.sessionExpiry === storedSessionExpiry()
      ? kept.person
      : undefined
  } catch {
    return undefined
  }
}

function keepPerson(person: SignedInPerson) {
  const kept: KeptPerson = { person, sessionExpiry: storedSessionExpiry() }
  try {
    sessionStorage.setItem(signedInPersonKey, JSON.stringify(kept))
  } catch {
    // Storage full or refused: the next page asks again.
  }
}

/** A session the server no longer knows (401) is expired here too. */
async function loadSignedInPerson(): Promise<SignedInPerson | undefined> {
  await prepareSession()
  if (!isSignedIn()) return undefined
  const kept = keptPerson()
  if (kept) return kept
  const response = await sessionRequest('user/me')
  if (response.status === 401) {
    await expireSession()
    return undefined
  }
  const body: unknown = response.ok ? await response.json().catch(() => undefined) : undefined
  if (!isPerson(body)) return undefined
  const person = { name: body.name, surname: body.surname, email: body.email, role: body.role }
  keepPerson(person)
  return person
}

export function useSignedInPerson(signedIn: boolean): SignedInPerson | undefined {
  const [person, setPerson] = useState<SignedInPerson>()
  useEffect(() => {
    if (!signedIn) return
    let current = true
    loadSignedInPerson().then(
      (loaded) => current && setPerson(loaded),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [signedIn])
  useEffect(() => {
    const root = document.documentElement
    if (person?.role) root.dataset.role = person.role
    else if (!signedIn) delete root.dataset.role
  }, [signedIn, person])
  return signedIn ? person : undefined
}
