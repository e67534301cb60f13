import type { Locale } from '@/lib/contract/locales'

/**
 * The only texts outside messages/: the last-resort error page shows them when the layout itself failed, so they
 * cannot depend on the message system. All four languages are shown at once.
 */
export const fallbackMessages: Record<Locale, { title: string; home: string }> = {
  es: { title: 'No hemos podido mostrar esta página.', home: 'Volver al inicio' },
  ca: { title: 'No hem pogut mostrar aquesta pàgina.', home: 'Tornar a l’inici' },
  en: { title: 'We could not show this page.', home: 'Back to the home page' },
  eu: { title: 'Ezin izan dugu orri hau erakutsi.', home: 'Itzuli hasierara' },
}
