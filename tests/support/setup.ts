import { afterEach, beforeEach, vi } from 'vitest'

// A test that makes the code log an error fails, unless it expects the error with expectConsoleError().
let allowedErrors = 0
const consoleError = console.error.bind(console)
const failures: string[] = []

export function expectConsoleError(times = 1) {
  allowedErrors += times
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (allowedErrors > 0) {
      allowedErrors -= 1
      return
    }
    failures.push(args.map(String).join(' '))
    consoleError(...args)
  })
})

afterEach(() => {
  allowedErrors = 0
  if (failures.length > 0) {
    const logged = failures.splice(0)
    throw new Error(`console.error was called during the test:\n${logged.join('\n')}`)
  }
})
