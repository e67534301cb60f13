// The first-load JavaScript budget of the public pages (bench/first-load-budget.json): what `npm test` compares
// each page's first-load JavaScript with, and how the file is rewritten when a page is meant to grow.

import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from '../next-build.mjs'
import { firstLoadJs } from './first-load-js.mjs'
import { checkOnServer } from './server.mjs'
import { browserHeaders, isBuilt, targets } from './targets.mjs'

const BUDGET_FILE = join(ROOT, 'bench', 'first-load-budget.json')
export const UPDATE_COMMAND = 'npm run bench -- --update-budget'
const DEFAULT_TOLERANCE_KB = 5

const about =
  'First-load JavaScript (kB, gzip level 9) of each public page of scripts/bench/targets.mjs, measured as ' +
  'scripts/bench/first-load-js.mjs does. The load step of `npm test` fails when a page sends more than ' +
  `toleranceKb over its budget. When the growth is meant, run \`${UPDATE_COMMAND}\` and commit this file.`

const round = (kb) => Number(kb.toFixed(1))

/**
 * Compares measured pages ([{ path, gzipKb }]) with a budget ({ toleranceKb, routes: { path: kB } }). A page
 * more than toleranceKb over its budget, a page without one, and a budget whose page is no longer measured are
 * problems; a page more than toleranceKb under its budget is a note (the budget could come down).
 */
export function compareWithBudget(measured, budget) {
  const tolerance = budget.toleranceKb ?? DEFAULT_TOLERANCE_KB
  const routes = budget.routes ?? {}
  const problems = []
  const notes = []
  for (const { path, gzipKb } of measured) {
    const allowed = routes[path]
    if (allowed === undefined) {
      problems.push(`${path} has no first-load JS budget (it sends ${gzipKb} kB gz)`)
      continue
    }
    const difference = round(gzipKb - allowed)
    if (difference > tolerance) {
      problems.push(
        `${path} sends ${gzipKb} kB gz of first-load JS, ${difference} kB over its budget of ${allowed} kB ` +
          `(at most ${tolerance} kB over is allowed)`,
      )
    } else if (-difference > tolerance) {
      notes.push(`${path} sends ${gzipKb} kB gz, ${-difference} kB under its budget of ${allowed} kB`)
    }
  }
  const measuredPaths = new Set(measured.map(({ path }) => path))
  for (const path of Object.keys(routes)) {
    if (!measuredPaths.has(path)) problems.push(`${path} has a budget but is no longer measured`)
  }
  if (problems.length) {
    problems.push(
      `If this is meant, run \`${UPDATE_COMMAND}\` and commit bench/first-load-budget.json ` +
        '(the commit then says by how much the pages grew).',
    )
  }
  if (notes.length) notes.push(`Run \`${UPDATE_COMMAND}\` to lower the budget to what the pages send now.`)
  return { problems, notes }
}

/** A budget file's content for measured pages ([{ path, gzipKb }]). */
export function budgetFrom(measured, toleranceKb = DEFAULT_TOLERANCE_KB) {
  return {
    about,
    toleranceKb,
    routes: Object.fromEntries(measured.map(({ path, gzipKb }) => [path, gzipKb])),
  }
}

/** The budget file, or an empty budget when there is none (then every page is a problem that names the fix). */
export const readBudget = (file = BUDGET_FILE) =>
  existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}

/** Writes the budget for measured pages; answers the routes of the budget it replaced. */
export function writeBudget(measured, file = BUDGET_FILE) {
  const previous = readBudget(file)
  writeFileSync(file, `${JSON.stringify(budgetFrom(measured, previous.toleranceKb), null, 2)}\n`)
  return previous.routes ?? {}
}

/** First-load JavaScript of every public page of the bench's targets on `baseUrl`: [{ path, gzipKb }]. */
async function measurePublicPages(baseUrl) {
  const sizes = new Map()
  const pages = []
  for (const target of targets.filter((target) => isBuilt(target) && target.kind === 'public')) {
    const { gzipKb } = await firstLoadJs(baseUrl + target.path, browserHeaders, sizes)
    pages.push({ path: target.path, gzipKb })
  }
  return pages
}

/** Measures the public pages on `baseUrl` against the budget file; prints the notes, answers the problems. */
export async function checkFirstLoadBudget(baseUrl) {
  const started = performance.now()
  const measured = await measurePublicPages(baseUrl)
  const { problems, notes } = compareWithBudget(measured, readBudget())
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    `First-load JS budget: ${measured.length} public pages measured in ${seconds} s, ` +
      `${problems.length ? 'over budget' : 'within budget'}.`,
  )
  for (const note of notes) console.log(`  ${note}`)
  return problems
}

/**
 * Rewrites the budget file from the normal production build (built first when needed) on the load test's
 * database with the demo content: the same pages and build the load step of `npm test` measures.
 */
export async function updateBudget() {
  return checkOnServer(
    { name: 'budget', env: { PGLITE_DIR: 'data/load', SEED_DEMO: 'true' } },
    async (server) => {
      const measured = await measurePublicPages(server.baseUrl)
      const previous = writeBudget(measured)
      for (const { path, gzipKb } of measured) {
        const before = previous[path]
        const change =
          before === undefined ? 'new' : `${gzipKb - before >= 0 ? '+' : ''}${round(gzipKb - before)} kB`
        console.log(`${path.padEnd(60)} ${String(gzipKb).padStart(7)} kB gz  (${change})`)
      }
      console.log('Wrote bench/first-load-budget.json.')
    },
  )
}
