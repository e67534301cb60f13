/**
 * What the demo seed (lib/server/db/seed/site.ts and pages.ts) and messages/*.json show, per language, written out
 * so that a change to either makes these tests fail instead of silently following it.
 */
export const languages = ['es', 'ca', 'en', 'eu'] as const
export type Language = (typeof languages)[number]

interface LanguageContent {
  /** The language's own name, as the switcher shows it. */
  autonym: string
  /** The site's name (settings footer_title and logo_alt), the suffix of every page title. */
  siteName: string
  /** The home page's address: / for Spanish (the default, unprefixed), /{lang} for the rest. */
  home: string
  homeTitle: string
  /** The "about" page: its address in this language and its title. */
  about: { path: string; title: string }
  notFound: string
  mainNavigation: string
  languageNavigation: string
  skipToContent: string
  openMenu: string
  closeMenu: string
  menu: string
  /** The cookie banner (its region's name), its buttons, the settings dialog and the footer button. */
  cookies: {
    banner: string
    acceptAll: string
    rejectAll: string
    configure: string
    dialog: string
    analytics: string
    save: string
    settingsButton: string
  }
}

export const content: Record<Language, LanguageContent> = {
  es: {
    autonym: 'Español',
    siteName: 'Colegio Oficial Demo',
    home: '/',
    homeTitle: 'Bienvenida al Colegio Oficial Demo',
    about: { path: '/el-colegio', title: 'El Colegio' },
    notFound: 'No se ha encontrado esta página',
    mainNavigation: 'Navegación principal',
    languageNavigation: 'Idioma',
    skipToContent: 'Saltar al contenido',
    openMenu: 'Abrir el menú',
    closeMenu: 'Cerrar el menú',
    menu: 'Menú',
    cookies: {
      banner: 'Cookies en este portal',
      acceptAll: 'Aceptar todas',
      rejectAll: 'Rechazar todas',
      configure: 'Configurar',
      dialog: 'Configuración de cookies',
      analytics: 'Permitir las cookies de analítica',
      save: 'Guardar mi elección',
      settingsButton: 'Configuración de cookies',
    },
  },
  ca: {
    autonym: 'Català',
    siteName: 'Col·legi Oficial Demo',
    home: '/ca',
    homeTitle: 'Benvinguda al Col·legi Oficial Demo',
    about: { path: '/ca/el-collegi', title: 'El Col·legi' },
    notFound: 'No s’ha trobat aquesta pàgina',
    mainNavigation: 'Navegació principal',
    languageNavigation: 'Idioma',
    skipToContent: 'Salta al contingut',
    openMenu: 'Obre el menú',
    closeMenu: 'Tanca el menú',
    menu: 'Menú',
    cookies: {
      banner: 'Galetes en aquest portal',
      acceptAll: 'Accepta-les totes',
      rejectAll: 'Rebutja-les totes',
      configure: 'Configura',
      dialog: 'Configuració de galetes',
      analytics: 'Permet les galetes d’analítica',
      save: 'Desa la meva elecció',
      settingsButton: 'Configuració de galetes',
    },
  },
  en: {
    autonym: 'English',
    siteName: 'Demo Professional Association',
    home: '/en',
    homeTitle: 'Welcome to the Demo Professional Association',
    about: { path: '/en/the-association', title: 'The Association' },
    notFound: 'This page could not be found',
    mainNavigation: 'Main navigation',
    languageNavigation: 'Language',
    skipToContent: 'Skip to content',
    openMenu: 'Open the menu',
    closeMenu: 'Close the menu',
    menu: 'Menu',
    cookies: {
      banner: 'Cookies on this site',
      acceptAll: 'Accept all',
      rejectAll: 'Reject all',
      configure: 'Configure',
      dialog: 'Cookie settings',
      analytics: 'Allow analytics cookies',
      save: 'Save my choices',
      settingsButton: 'Cookie settings',
    },
  },
  eu: {
    autonym: 'Euskara',
    siteName: 'Demo Elkargo Ofiziala',
    home: '/eu',
    homeTitle: 'Ongi etorri Demo Elkargo Ofizialera',
    about: { path: '/eu/elkargoa', title: 'Elkargoa' },
    notFound: 'Ez da orri hau aurkitu',
    mainNavigation: 'Nabigazio nagusia',
    languageNavigation: 'Hizkuntza',
    skipToContent: 'Joan edukira',
    openMenu: 'Ireki menua',
    closeMenu: 'Itxi menua',
    menu: 'Menua',
    cookies: {
      banner: 'Cookieak atari honetan',
      acceptAll: 'Onartu guztiak',
      rejectAll: 'Baztertu guztiak',
      configure: 'Konfiguratu',
      dialog: 'Cookieen ezarpenak',
      analytics: 'Baimendu analitika-cookieak',
      save: 'Gorde nire aukera',
      settingsButton: 'Cookieen ezarpenak',
    },
  },
}

/** An address that matches no page, in the language's prefix. */
export const missingPath = (lang: Language) => (lang === 'es' ? '/no-existe' : `/${lang}/no-existe`)

export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 800 },
} as const

/** A demo event and a demo course (lib/server/db/seed/events.ts): their addresses in each language. */
export const demoEvent: Record<Language, string> = {
  es: '/events/congreso-anual-del-colegio',
  ca: '/ca/events/congres-anual-del-collegi',
  en: '/en/events/annual-congress-of-the-association',
  eu: '/eu/events/elkargoaren-urteko-biltzarra',
}
export const demoCourse: Record<Language, string> = {
  es: '/course/curso-de-mediacion-civil-y-mercantil',
  ca: '/ca/course/curs-de-mediacio-civil-i-mercantil',
  en: '/en/course/course-on-civil-and-commercial-mediation',
  eu: '/eu/course/bitartekaritza-zibil-eta-merkataritzakoari-buruzko-ikastaroa',
}

/** A seeded item of the lending library (lib/server/db/seed/resources.ts): its address in each language. */
export const demoResourcePath: Record<Language, string> = {
  es: '/resources/guia-practica-de-la-ley-de-autonomia-del-paciente',
  ca: '/ca/resources/guia-practica-de-la-llei-d-autonomia-del-pacient',
  en: '/en/resources/a-practical-guide-to-the-patient-autonomy-act',
  eu: '/eu/resources/pazientearen-autonomiari-buruzko-legearen-gida-praktikoa',
}

/** A seeded news item (lib/server/db/seed/news.ts) in each language: its address and title. */
export const demoNewsItem: Record<Language, { path: string; title: string }> = {
  es: {
    path: '/news/jornada-sobre-la-jubilacion-activa-de-los-profesionales',
    title: 'Jornada sobre la jubilación activa de los profesionales',
  },
  ca: {
    path: '/ca/news/jornada-sobre-la-jubilacio-activa-dels-professionals',
    title: 'Jornada sobre la jubilació activa dels professionals',
  },
  en: {
    path: '/en/news/seminar-on-active-retirement-for-professionals',
    title: 'Seminar on active retirement for professionals',
  },
  eu: {
    path: '/eu/news/profesionalen-erretiro-aktiboari-buruzko-jardunaldia',
    title: 'Profesionalen erretiro aktiboari buruzko jardunaldia',
  },
}
