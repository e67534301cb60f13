// Creates an account and queues its welcome e-mail in one transaction, says so on stdout once committed, then
// waits to be killed, sending nothing. tests/api/pending-jobs.test.ts runs it as
//   node --conditions=react-server --import tsx tests/support/commit-then-hang.ts '<DatabaseConfig>' <email> [template]
// A PGlite folder starts from the template's dump when one is given, instead of running every migration.
import { readFile } from 'node:fs/promises'
import { openDatabase, type DatabaseConfig } from '@/lib/server/db/client'
import { users } from '@/lib/server/db/schema'
import { queueMail } from '@/lib/server/jobs/queue'

const [config, email, template] = process.argv.slice(2)
if (!config || !email)
  throw new Error('Usage: commit-then-hang.ts <DatabaseConfig as JSON> <email> [template]')

const target = JSON.parse(config) as DatabaseConfig
if (target.engine === 'pglite' && template) target.loadDataDir = new Blob([await readFile(template)])
const { db } = await openDatabase(target)
await db.transaction(async (tx) => {
  await tx.insert(users).values({ email, hashed_password: null, name: 'Killed', principals: [] })
  await queueMail(tx, { to: email, subject: 'Welcome', text: 'Welcome', html: '<p>Welcome</p>' })
})
process.stdout.write('committed\n')
setInterval(() => {}, 60_000)
