import type { Locale } from '@/lib/contract/locales'
import type messages from './messages/es.json'

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale
    Messages: typeof messages
  }
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorShownInPlace?: boolean }
    mutationMeta: { errorShownInPlace?: boolean }
  }
}
