import path from 'node:path'

const isServerPath = (specifier, filename, cwd) => {
  if (/^@\/lib\/server(\/|$)/.test(specifier)) return true
  if (!specifier.startsWith('.')) return false
  const target = path
    .relative(cwd, path.resolve(path.dirname(filename), specifier))
    .split(path.sep)
    .join('/')
  return target === 'lib/server' || target.startsWith('lib/server/')
}

const isClientModule = (program) => {
  for (const statement of program.body) {
    const value = statement.type === 'ExpressionStatement' ? statement.expression.value : undefined
    if (typeof value !== 'string') return false
    if (value === 'use client') return true
  }
  return false
}

/** A `'use client'` module is bundled for the browser, so it must not pull in lib/server (secrets, the database). */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: "Forbid lib/server imports in 'use client' modules" },
    schema: [],
    messages: {
      serverImport:
        "A 'use client' module is sent to the browser: read data through lib/client or props from a server component, not lib/server.",
    },
  },
  create(context) {
    if (!isClientModule(context.sourceCode.ast)) return {}
    const check = (node) => {
      const specifier = node.source?.value
      if (typeof specifier === 'string' && isServerPath(specifier, context.filename, context.cwd))
        context.report({ node: node.source, messageId: 'serverImport' })
    }
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    }
  },
}
export default rule
