import path from 'node:path'

const kebab = '[a-z0-9]+(?:-[a-z0-9]+)*'
const fileName = new RegExp(`^${kebab}$`)
const folderNames = [
  kebab,
  // Route folders named after a file: sitemap.xml, robots.txt.
  `${kebab}\\.[a-z]+`,
  // App Router: route groups, private folders, parallel routes, and dynamic segments named as the param.
  `\\(${kebab}\\)`,
  `_${kebab}`,
  `@${kebab}`,
  '\\[{1,2}(?:\\.\\.\\.)?[a-z][a-zA-Z0-9]*\\]{1,2}',
].map((pattern) => new RegExp(`^${pattern}$`))

/** Files and folders are kebab-case (page.tsx, app-shell.tsx, use-error-summary.ts), so an import says where it is. */
const rule = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Require kebab-case file and folder names' },
    schema: [],
    messages: { notKebab: "'{{name}}' is not kebab-case (lower-case words joined by '-')." },
  },
  create(context) {
    const relative = path.relative(context.cwd, context.filename)
    if (relative.startsWith('..') || path.isAbsolute(relative)) return {}
    const segments = relative.split(path.sep)
    // Everything after the first dot is an extension or a role: .test.tsx, .config.ts, .d.ts.
    const base = segments.pop().split('.')[0]
    const wrong = [
      ...segments.filter((folder) => !folderNames.some((name) => name.test(folder))),
      ...(fileName.test(base) ? [] : [base]),
    ]
    return {
      Program(node) {
        for (const name of wrong)
          context.report({ node, loc: { line: 1, column: 0 }, messageId: 'notKebab', data: { name } })
      },
    }
  },
}
export default rule
