export function leaves(tree: object, prefix = ''): Map<string, string> {
  const found = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') found.set(path, value)
    else for (const [inner, text] of leaves(value as object, path)) found.set(inner, text)
  }
  return found
}
