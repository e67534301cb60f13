import { contentSlugOf, pageSlugOf } from '@/lib/server/page-redirects'

/** Which of the proxy's look-ups an address can need; the others are not asked for at all. */
export interface ProxyLookups {
  /** The root picks among the enabled languages, and a language prefix may name one turned off. */
  languages: boolean
  /** One segment after the language may be a page's slug in another language, or the home page's. */
  pageRedirect: boolean
  /** A detail (/news/…, /ca/job/…) may be named by another language's slug. */
  contentRedirect: boolean
}

const otherLanguagePrefix = /^\/(?:ca|en|eu)(?=\/|$)/

export function proxyLookupsFor(pathname: string): ProxyLookups {
  return {
    languages: pathname === '/' || otherLanguagePrefix.test(pathname),
    pageRedirect: pageSlugOf(pathname) !== null,
    contentRedirect: contentSlugOf(pathname) !== null,
  }
}
