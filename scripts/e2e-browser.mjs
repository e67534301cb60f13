// The browser the e2e tests drive: Debian's headless shell (package chromium-headless-shell), the build Playwright
// itself uses for headless runs, at about half the CPU of the full browser; the full /usr/bin/chromium where only
// that is installed. CHROMIUM_PATH names another.
import { existsSync } from 'node:fs'

export const headlessShell = {
  path: '/usr/bin/chromium-headless-shell',
  debianPackage: 'chromium-headless-shell',
}
const fullBrowser = '/usr/bin/chromium'

export function e2eBrowserPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  return existsSync(headlessShell.path) || !existsSync(fullBrowser) ? headlessShell.path : fullBrowser
}
