// Creates the e2e database next to TEST_DATABASE_URL when the e2e server runs on PostgreSQL.
import pg from 'pg'

const target = process.env.DATABASE_URL
const admin = process.env.E2E_ADMIN_DATABASE_URL

if (target && admin) {
  const name = new URL(target).pathname.slice(1)
  const client = new pg.Client({ connectionString: admin })
  await client.connect()
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name])
    if (!rowCount) await client.query(`create database "${name}"`)
  } finally {
    await client.end()
  }
}
