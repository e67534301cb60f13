// Gives the e2e server a fresh database each time it starts, so every run sees this commit's demo seed and nothing
// an earlier run left (a database seeded before a seed change keeps its old menus, since seeding never overwrites).
// On PostgreSQL the database lives next to TEST_DATABASE_URL; on PGlite it is the PGLITE_DIR folder. The uploaded
// files (UPLOADS_DIR) go with it, since the rows that named them are gone.
import { rm } from 'node:fs/promises'
import pg from 'pg'

const target = process.env.DATABASE_URL
const admin = process.env.E2E_ADMIN_DATABASE_URL

if (target && admin) {
  const name = new URL(target).pathname.slice(1)
  const client = new pg.Client({ connectionString: admin })
  await client.connect()
  try {
    await client.query(`drop database if exists "${name}" with (force)`)
    await client.query(`create database "${name}"`)
  } finally {
    await client.end()
  }
} else if (process.env.PGLITE_DIR) {
  await rm(process.env.PGLITE_DIR, { recursive: true, force: true })
}

if (process.env.UPLOADS_DIR) {
  await rm(process.env.UPLOADS_DIR, { recursive: true, force: true })
}
