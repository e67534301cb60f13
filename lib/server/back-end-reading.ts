import 'server-only'
import type { z } from 'zod'

type Path = readonly PropertyKey[]

/** An answer of the back end the portal cannot use, even with its missing fields defaulted. */
export class UnusableAnswer extends Error {
  constructor(
    readonly path: string,
    readonly issues: readonly { path: Path; message: string }[],
  ) {
    super(
      `The back end's answer for ${path} cannot be used: ${issues
        .slice(0, 5)
        .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
        .join('; ')}`,
    )
    this.name = 'UnusableAnswer'
  }
}

const emptyOf: Record<string, unknown> = { string: '', array: [], boolean: false, number: 0, object: {} }

const at = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as never)[key] : undefined),
    value,
  )

function put(root: unknown, path: Path, value: unknown): boolean {
  const parent = at(root, path.slice(0, -1))
  if (!parent || typeof parent !== 'object') return false
  ;(parent as Record<PropertyKey, unknown>)[path.at(-1)!] = value
  return true
}

const rounds = 6

/**
 * Reads a back end's answer the way the specification asks ("response bodies are used as received"): fields the
 * portal does not know are ignored, a field it expects but the answer leaves out gets the empty value of its type
 * (or null), and an item of a list that still cannot be read is left out and logged; only when nothing of the
 * answer can be read is it refused (UnusableAnswer, logged with its path).
 */
export function readAnswer<S extends z.ZodType>(schema: S, answer: unknown, path: string): z.output<S> {
  const value = structuredClone(answer)
  const filled = new Map<string, number>()
  let last: z.core.$ZodIssue[] = []
  for (let round = 0; round < rounds; round++) {
    const result = schema.safeParse(value)
    if (result.success) return result.data
    last = result.error.issues
    if (!repair(value, last, filled, path)) break
  }
  const unusable = new UnusableAnswer(path, last)
  console.error(`[back end] ${unusable.message}`)
  throw unusable
}

function repair(
  value: unknown,
  issues: readonly z.core.$ZodIssue[],
  filled: Map<string, number>,
  where: string,
) {
  let changed = false
  const dropped = new Map<string, { list: unknown[]; indexes: Set<number> }>()
  for (const issue of issues) {
    const key = JSON.stringify(issue.path)
    const tries = filled.get(key)
    const missing = at(value, issue.path) === undefined
    if (missing && tries === undefined) {
      const empty =
        issue.code === 'invalid_type'
          ? emptyOf[issue.expected]
          : issue.code === 'invalid_value'
            ? issue.values[0]
            : undefined
      if (empty !== undefined && put(value, issue.path, structuredClone(empty))) {
        filled.set(key, 1)
        changed = true
        continue
      }
    }
    // What was filled in did not fit: the field may be nullable.
    if (tries === 1 && put(value, issue.path, null)) {
      filled.set(key, 2)
      changed = true
      continue
    }
    const listAt = issue.path.findLastIndex((segment) => typeof segment === 'number')
    if (listAt < 0) continue
    const list = at(value, issue.path.slice(0, listAt))
    if (!Array.isArray(list)) continue
    const listKey = JSON.stringify(issue.path.slice(0, listAt))
    const entry = dropped.get(listKey) ?? { list, indexes: new Set<number>() }
    entry.indexes.add(issue.path[listAt] as number)
    dropped.set(listKey, entry)
  }
  if (changed) return true
  for (const [listKey, { list, indexes }] of dropped) {
    console.warn(`[back end] ${where}: left out ${indexes.size} unreadable item(s) of ${listKey}`)
    const kept = list.filter((_, index) => !indexes.has(index))
    list.splice(0, list.length, ...kept)
    changed = true
  }
  return changed
}
