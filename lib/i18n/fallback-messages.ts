import type { Locale } from '@/lib/contract/locales'

/**
 * The only texts outside messages/: the last-resort error page and the proxy's `badAddress` answer cannot depend
 * on the message system.
 */
export const fallbackMessages: Record<
  Locale,
  { title: string; home: string; badAddress: { title: string; text: string } }
> = {
  es: {
    title: 'No hemos podido mostrar esta página.',
    home: 'Volver al inicio',
    badAddress: {
      title: 'La dirección no es válida',
      text: 'La dirección de esta página tiene caracteres mal codificados (por ejemplo, un «%» suelto). Comprueba el enlace o vuelve al inicio.',
    },
  },
  ca: {
    title: 'No hem pogut mostrar aquesta pàgina.',
    home: 'Tornar a l’inici',
    badAddress: {
      title: 'L’adreça no és vàlida',
      text: 'L’adreça d’aquesta pàgina té caràcters mal codificats (per exemple, un «%» solt). Comprova l’enllaç o torna a l’inici.',
    },
  },
  en: {
    title: 'We could not show this page.',
    home: 'Back to the home page',
    badAddress: {
      title: 'This address is not valid',
      text: 'The address of this page has badly encoded characters (for example, a stray “%”). Check the link or go back to the home page.',
    },
  },
  eu: {
    title: 'Ezin izan dugu orri hau erakutsi.',
    home: 'Itzuli hasierara',
    badAddress: {
      title: 'Helbidea ez da baliozkoa',
      text: 'Orri honen helbideak gaizki kodetutako karaktereak ditu (adibidez, «%» bakar bat). Egiaztatu esteka edo itzuli hasierara.',
    },
  },
}
