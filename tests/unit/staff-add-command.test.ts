import { execFile } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { hostname, tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const run = promisify(execFile)

let folder = ''

/** The bundle `npm run build` ships, run as the production image runs it: plain Node, no TypeScript. */
async function staffAdd(...args: string[]) {
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'production' as const,
    PGLITE_DIR: path.join(folder, 'pglite'),
    OUTBOX_DIR: path.join(folder, 'outbox'),
    PUBLIC_SITE_URL: 'https://colegio.example.org/',
  }
  return run(process.execPath, ['commands/staff-add.mjs', ...args], { env }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  )
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'portal-staff-add-'))
  await run(process.execPath, ['scripts/bundle-commands.mjs'])
}, 60_000)

afterAll(() => rm(folder, { recursive: true, force: true }))

describe('npm run staff:add', () => {
  it('creates a member of staff in PGlite and e-mails a first-password link on PUBLIC_SITE_URL', async () => {
    const { code, stdout } = await staffAdd('Nerea@Colegio.example.org', '--name', 'Nerea Urrutia')
    expect(code).toBe(0)
    expect(stdout).toContain('Created the staff account nerea@colegio.example.org.')
    const [file] = await readdir(path.join(folder, 'outbox', 'mail'))
    const mail = JSON.parse(await readFile(path.join(folder, 'outbox', 'mail', file!), 'utf8')) as {
      to: string
      text: string
    }
    expect(mail.to).toBe('nerea@colegio.example.org')
    expect(mail.text).toMatch(/Nerea Urrutia/)
    expect(mail.text).toMatch(/https:\/\/colegio\.example\.org\/auth\/first-password\?token=/)
  }, 60_000)

  it('refuses a folder a running process holds, and says to stop the server first', async () => {
    const holder = path.join(folder, 'pglite', 'portal-holder.json')
    await writeFile(holder, JSON.stringify({ pid: process.pid, host: hostname(), since: 'now' }))
    const { code, stderr } = await staffAdd('otra@colegio.example.org')
    await rm(holder)
    expect(code).toBe(1)
    expect(stderr).toContain(`is in use by process ${process.pid}`)
    expect(stderr).toContain('Stop the portal first')
  })

  it('refuses a bad address with the usage and exit code 2', async () => {
    const { code, stderr } = await staffAdd('not-an-address')
    expect(code).toBe(2)
    expect(stderr).toContain('"not-an-address" is not an e-mail address.')
    expect(stderr).toContain('Usage: npm run staff:add -- someone@example.org')
  })
})
