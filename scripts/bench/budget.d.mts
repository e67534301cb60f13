// Types of the parts of budget.mjs that tests/unit/first-load-budget.test.ts uses.
export type MeasuredPage = { path: string; gzipKb: number }
export type Budget = { about?: string; toleranceKb?: number; routes?: Record<string, number> }

export const UPDATE_COMMAND: string
export function compareWithBudget(
  measured: MeasuredPage[],
  budget: Budget,
): { problems: string[]; notes: string[] }
export function budgetFrom(measured: MeasuredPage[], toleranceKb?: number): Required<Budget>
export function readBudget(file?: string): Budget
export function writeBudget(measured: MeasuredPage[], file?: string): Record<string, number>
