// Types of the parts of targets.mjs that tests/api/registry-search-results.test.ts uses.
/** What the bench asks the registry of collegiates: `q`, then `&skip=…` for a later page. */
export const registrySearches: string[]
