// Runs in the browser before the app's own modules.
//
// The pages' Content-Security-Policy forbids eval. zod, when it builds its first object schema, tries
// `new Function` to choose a compiled fast path; the browser refuses and reports the attempt as a CSP violation
// (an issue Lighthouse counts against best practices). zod reads its settings from this global (zod/v4/core's
// `globalConfig`, shared by every copy of zod), so setting `jitless` here, before any schema exists and without
// importing zod into every page, turns the attempt off. The server keeps the fast path.
const withZodSettings = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } }
;(withZodSettings.__zod_globalConfig ??= {}).jitless = true
