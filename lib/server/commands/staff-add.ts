import 'server-only'
// `npm run staff:add -- someone@example.org [--name "Full name"] [--surname "Surnames"]`: makes a member of
// staff without the demo seed (docs/decisions/0024-staff-accounts-command.md). Reads the server's configuration.
import { parseArgs } from 'node:util'
import { isNull } from 'drizzle-orm'
import { z } from 'zod'
import { EmailSchema } from '@/lib/contract/auth'
import { serverEnv } from '@/lib/env'
import { databaseConfigFromEnv, openDatabase } from '@/lib/server/db/client'
import { otherPgliteHolder, pgliteHolderFile } from '@/lib/server/db/pglite-holder'
import { pendingJobs } from '@/lib/server/db/schema'
import { configuredJobWorker } from '@/lib/server/jobs/worker'
import { addStaffAccount } from '@/lib/server/services/staff-role'

const usage = 'Usage: npm run staff:add -- someone@example.org [--name "Full name"] [--surname "Surnames"]'

const NameSchema = z.string().trim().min(1).max(100)

class UsageError extends Error {}

function parse(args: string[]) {
  let parsed
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        name: { type: 'string' },
        surname: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    })
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
  const { positionals, values } = parsed
  if (values.help) return undefined
  if (positionals.length !== 1) throw new UsageError('Give exactly one e-mail address.')
  const email = EmailSchema.safeParse(positionals[0])
  if (!email.success) throw new UsageError(`"${positionals[0]}" is not an e-mail address.`)
  const name = values.name === undefined ? undefined : NameSchema.safeParse(values.name)
  const surname = values.surname === undefined ? undefined : NameSchema.safeParse(values.surname)
  if (name && !name.success) throw new UsageError('--name must be 1 to 100 characters.')
  if (surname && !surname.success) throw new UsageError('--surname must be 1 to 100 characters.')
  return { email: email.data, name: name?.data, surname: surname?.data }
}

async function run(args: string[]): Promise<number> {
  let input
  try {
    input = parse(args)
    serverEnv()
  } catch (error) {
    console.error(`${(error as Error).message}\n${error instanceof UsageError ? usage : ''}`.trim())
    return 2
  }
  if (!input) {
    console.log(usage)
    return 0
  }
  const config = databaseConfigFromEnv()
  if (config.engine === 'pglite') {
    const holder = otherPgliteHolder(config.dir)
    if (holder) {
      console.error(
        `The database folder ${config.dir} is in use by process ${holder.pid} on ${holder.host} (since ${holder.since}).\n` +
          'Stop the portal first (PGlite lets one process at a time use a folder), run this command, then start it again.\n' +
          `If no portal is running, that process ended without closing the database: delete ${pgliteHolderFile(config.dir)}.`,
      )
      return 1
    }
  }
  let handle
  try {
    handle = await openDatabase(config)
  } catch (error) {
    console.error(`Could not open the database: ${(error as Error).message}`)
    return 1
  }
  try {
    const outcome = await addStaffAccount(handle.db, input)
    // The link is queued with the change; the portal may be stopped (PGlite), so it is sent from here.
    const worker = configuredJobWorker(handle.db)
    await worker.runDue()
    await worker.stop()
    const unsent = await handle.db.$count(pendingJobs, isNull(pendingJobs.failed_at))
    const done = outcome.created
      ? `Created the staff account ${input.email}.`
      : outcome.promoted
        ? `Gave the staff role to the existing account ${input.email}.`
        : `${input.email} already has the staff role.`
    console.log(done)
    if (outcome.reactivated) console.log('The account was deactivated; it may sign in again.')
    console.log(
      outcome.linkHours
        ? `${unsent > 0 ? 'Queued (the mail server did not take it yet; the portal retries it when it runs)' : 'E-mailed'} a link to choose a password on ${serverEnv().PUBLIC_SITE_URL} (it works for ${outcome.linkHours} hours; run this again for a new one).`
        : 'The account already has a password: its owner signs in with it (or asks for a new one on the sign-in page).',
    )
    return 0
  } catch (error) {
    console.error(`Could not add the member of staff: ${(error as Error).message}`)
    return 1
  } finally {
    await handle.close()
  }
}

process.exitCode = await run(process.argv.slice(2))
