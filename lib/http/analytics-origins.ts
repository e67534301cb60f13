/** Plain data, so that the security headers and the browser code share it. */
export const analyticsOrigins = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
} as const

export const gtagScriptUrl = (id: string) =>
  `${analyticsOrigins.script[0]}/gtag/js?id=${encodeURIComponent(id)}`

/** The id ends up in a script address. */
const analyticsIdPattern = /^(G|GT|UA|AW)-[A-Z0-9-]+$/i

export const isValidAnalyticsId = (id: string | null | undefined): id is string =>
  typeof id === 'string' && id.length <= 64 && analyticsIdPattern.test(id)
