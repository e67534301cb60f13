// PGlite's share of the server's memory: PostgreSQL compiled to WebAssembly lives inside the serving process, so on
// PGlite the server's resident memory includes a database's. Measured in a bare Node.js process that opens the
// bench's folder and reads from its tables (after the server stopped: PGlite takes one process).

import { spawn } from 'node:child_process'
import { ROOT } from '../next-build.mjs'

const probe = `
const mb = () => Math.round(process.memoryUsage().rss / 1024 / 1024)
const before = mb()
const [{ PGlite }, { pg_trgm }, { unaccent }] = await Promise.all([
  import('@electric-sql/pglite'),
  import('@electric-sql/pglite/contrib/pg_trgm'),
  import('@electric-sql/pglite/contrib/unaccent'),
])
const db = await PGlite.create(process.argv[1], { extensions: { pg_trgm, unaccent } })
await db.query('select count(*) from users')
await db.query('select id, surname from users order by surname, name limit 20 offset 500')
await db.query("select id from users where surname ilike 'garc%' limit 20")
const after = mb()
await db.close()
console.log(JSON.stringify({ bareNodeMb: before, withPgliteMb: after }))
`

/** { bareNodeMb, withPgliteMb, shareMb } for the PGlite folder `dir`, or { error } when it could not be measured. */
export function measurePgliteShare(dir) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', probe, dir], { cwd: ROOT })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => {
      try {
        const { bareNodeMb, withPgliteMb } = JSON.parse(output.trim().split('\n').at(-1))
        resolve({ bareNodeMb, withPgliteMb, shareMb: withPgliteMb - bareNodeMb })
      } catch {
        resolve({ error: `the probe exited with ${code}: ${output.trim().slice(-300)}` })
      }
    })
  })
}
