import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  budgetFrom,
  compareWithBudget,
  readBudget,
  UPDATE_COMMAND,
  writeBudget,
} from '../../scripts/bench/budget.mjs'

const budget = { toleranceKb: 5, routes: { '/': 250, '/news': 260 } }

describe('the first-load JS budget', () => {
  it('passes pages at, under or up to the tolerance over their budget', () => {
    const result = compareWithBudget(
      [
        { path: '/', gzipKb: 255 },
        { path: '/news', gzipKb: 258.3 },
      ],
      budget,
    )
    expect(result).toEqual({ problems: [], notes: [] })
  })

  it('fails a page more than the tolerance over its budget, and says how to update the file', () => {
    const { problems } = compareWithBudget(
      [
        { path: '/', gzipKb: 255.1 },
        { path: '/news', gzipKb: 260 },
      ],
      budget,
    )
    expect(problems).toHaveLength(2)
    expect(problems[0]).toContain('/ sends 255.1 kB gz of first-load JS, 5.1 kB over its budget of 250 kB')
    expect(problems[1]).toContain(UPDATE_COMMAND)
    expect(problems[1]).toContain('bench/first-load-budget.json')
  })

  it('fails a page without a budget and a budget whose page is no longer measured', () => {
    const { problems } = compareWithBudget(
      [
        { path: '/', gzipKb: 250 },
        { path: '/jobs', gzipKb: 240 },
      ],
      budget,
    )
    expect(problems.slice(0, 2)).toEqual([
      '/jobs has no first-load JS budget (it sends 240 kB gz)',
      '/news has a budget but is no longer measured',
    ])
  })

  it('notes a page that shrank by more than the tolerance, without failing', () => {
    const result = compareWithBudget(
      [
        { path: '/', gzipKb: 200 },
        { path: '/news', gzipKb: 260 },
      ],
      budget,
    )
    expect(result.problems).toEqual([])
    expect(result.notes[0]).toBe('/ sends 200 kB gz, 50 kB under its budget of 250 kB')
    expect(result.notes[1]).toContain(UPDATE_COMMAND)
  })

  it('takes 5 kB as the tolerance when the file names none', () => {
    const routes = { '/': 100 }
    expect(compareWithBudget([{ path: '/', gzipKb: 105 }], { routes }).problems).toEqual([])
    expect(compareWithBudget([{ path: '/', gzipKb: 105.2 }], { routes }).problems).not.toEqual([])
  })

  describe('the file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'budget-'))
    const file = path.join(dir, 'budget.json')
    afterAll(() => rmSync(dir, { recursive: true, force: true }))

    it('is rewritten from the measured pages, keeping its tolerance, and answers the routes it replaced', () => {
      expect(writeBudget([{ path: '/', gzipKb: 250 }], file)).toEqual({})
      expect(readBudget(file)).toEqual(budgetFrom([{ path: '/', gzipKb: 250 }]))
      writeFileSync(file, JSON.stringify({ ...readBudget(file), toleranceKb: 3 }))
      expect(writeBudget([{ path: '/', gzipKb: 240 }], file)).toEqual({ '/': 250 })
      const written = JSON.parse(readFileSync(file, 'utf8'))
      expect(written.toleranceKb).toBe(3)
      expect(written.routes).toEqual({ '/': 240 })
      expect(written.about).toContain(UPDATE_COMMAND)
    })
  })
})
