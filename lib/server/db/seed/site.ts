import type { Locale } from '@/lib/contract/locales'
import type { NavigationItem } from '@/lib/contract/navigation'
import { oneStopShopSlugs, type OneStopShopPage } from './one-stop-shop'
import { demoPages } from './pages'

type PageKey = 'about' | 'join' | 'contact' | 'legal-notice' | 'privacy' | 'cookies'
export type SeedLink = Partial<Omit<NavigationItem, 'children'>> & Pick<NavigationItem, 'label' | 'url'>
export type SeedItem = SeedLink & { children?: SeedLink[] }

export interface NavbarSeed {
  slug: string
  title: string
  items: SeedItem[]
}

export const navbarSlugs = {
  top: 'principal',
  one: 'pie-colegio',
  two: 'pie-area-privada',
  three: 'pie-enlaces',
  four: 'pie-legal',
} as const

function pagePath(key: PageKey, lang: Locale): string {
  const page = demoPages.find((candidate) => candidate.key === key)
  if (!page) throw new Error(`Unknown demo page ${key}`)
  return `/${page.translations[lang].slug}`
}

const texts = {
  es: {
    name: 'Colegio Oficial Demo',
    home: 'Inicio',
    about: 'El Colegio',
    who: 'Quiénes somos',
    join: 'Colegiarse',
    contact: 'Contacto',
    private: 'Área privada',
    profile: 'Mi perfil',
    courses: 'Mis cursos',
    documents: 'Mis documentos',
    jobs: 'Bolsa de empleo',
    current: 'Actualidad',
    news: 'Noticias',
    events: 'Eventos',
    coursesList: 'Cursos',
    profession: 'Profesión',
    jobOffers: 'Ofertas de empleo',
    workplaces: 'Centros de trabajo',
    resources: 'Recursos',
    links: 'Enlaces de interés',
    law: 'Ley de Colegios Profesionales',
    legal: 'Aviso legal',
    privacy: 'Privacidad',
    cookies: 'Cookies',
    accessibility: 'Accesibilidad',
    oneStopShop: 'Ventanilla única',
    collegiatesRegistry: 'Registro de colegiados',
    societiesRegistry: 'Registro de sociedades profesionales',
    fileComplaint: 'Presentar una queja',
    trackComplaint: 'Consultar una queja',
    ethics: 'Código deontológico',
    consumers: 'Asociaciones de consumidores',
    appeals: 'Cómo reclamar y recurrir',
    footerText: 'Corporación de derecho público al servicio de la profesión y de la ciudadanía.',
    copy: '© 2026 Colegio Oficial Demo',
  },
  ca: {
    name: 'Col·legi Oficial Demo',
    home: 'Inici',
    about: 'El Col·legi',
    who: 'Qui som',
    join: 'Col·legiar-se',
    contact: 'Contacte',
    private: 'Àrea privada',
    profile: 'El meu perfil',
    courses: 'Els meus cursos',
    documents: 'Els meus documents',
    jobs: 'Borsa de treball',
    current: 'Actualitat',
    news: 'Notícies',
    events: 'Esdeveniments',
    coursesList: 'Cursos',
    profession: 'Professió',
    jobOffers: 'Ofertes de feina',
    workplaces: 'Centres de treball',
    resources: 'Recursos',
    links: 'Enllaços d’interès',
    law: 'Llei de col·legis professionals',
    legal: 'Avís legal',
    privacy: 'Privacitat',
    cookies: 'Galetes',
    accessibility: 'Accessibilitat',
    oneStopShop: 'Finestreta única',
    collegiatesRegistry: 'Registre de col·legiats',
    societiesRegistry: 'Registre de societats professionals',
    fileComplaint: 'Presentar una queixa',
    trackComplaint: 'Consultar una queixa',
    ethics: 'Codi deontològic',
    consumers: 'Associacions de consumidors',
    appeals: 'Com reclamar i recórrer',
    footerText: 'Corporació de dret públic al servei de la professió i de la ciutadania.',
    copy: '© 2026 Col·legi Oficial Demo',
  },
  en: {
    name: 'Demo Professional Association',
    home: 'Home',
    about: 'The Association',
    who: 'Who we are',
    join: 'Become a member',
    contact: 'Contact',
    private: 'Private area',
    profile: 'My profile',
    courses: 'My courses',
    documents: 'My documents',
    jobs: 'Job board',
    current: 'News and events',
    news: 'News',
    events: 'Events',
    coursesList: 'Courses',
    profession: 'Profession',
    jobOffers: 'Job offers',
    workplaces: 'Workplaces',
    resources: 'Resources',
    links: 'Useful links',
    law: 'Professional Associations Act',
    legal: 'Legal notice',
    privacy: 'Privacy',
    cookies: 'Cookies',
    accessibility: 'Accessibility',
    oneStopShop: 'One-stop shop',
    collegiatesRegistry: 'Register of members',
    societiesRegistry: 'Register of professional firms',
    fileComplaint: 'File a complaint',
    trackComplaint: 'Track a complaint',
    ethics: 'Code of ethics',
    consumers: 'Consumer associations',
    appeals: 'How to complain and appeal',
    footerText: 'A public-law corporation serving the profession and the public.',
    copy: '© 2026 Demo Professional Association',
  },
  eu: {
    name: 'Demo Elkargo Ofiziala',
    home: 'Hasiera',
    about: 'Elkargoa',
    who: 'Nor gara',
    join: 'Elkargokide egin',
    contact: 'Harremanetarako',
    private: 'Eremu pribatua',
    profile: 'Nire profila',
    courses: 'Nire ikastaroak',
    documents: 'Nire dokumentuak',
    jobs: 'Lan-poltsa',
    current: 'Albisteak eta ekitaldiak',
    news: 'Albisteak',
    events: 'Ekitaldiak',
    coursesList: 'Ikastaroak',
    profession: 'Lanbidea',
    jobOffers: 'Lan-eskaintzak',
    workplaces: 'Lantokiak',
    resources: 'Baliabideak',
    links: 'Esteka interesgarriak',
    law: 'Elkargo Profesionalen Legea',
    legal: 'Lege-oharra',
    privacy: 'Pribatutasuna',
    cookies: 'Cookieak',
    accessibility: 'Irisgarritasuna',
    oneStopShop: 'Leihatila bakarra',
    collegiatesRegistry: 'Elkargokideen erregistroa',
    societiesRegistry: 'Sozietate profesionalen erregistroa',
    fileComplaint: 'Kexa bat aurkeztu',
    trackComplaint: 'Kexa bat kontsultatu',
    ethics: 'Kode deontologikoa',
    consumers: 'Kontsumitzaileen elkarteak',
    appeals: 'Nola kexatu eta errekurritu',
    footerText: 'Zuzenbide publikoko korporazioa, lanbidearen eta herritarren zerbitzura.',
    copy: '© 2026 Demo Elkargo Ofiziala',
  },
} satisfies Record<Locale, Record<string, string>>

const oneStopShopPath = (key: OneStopShopPage, lang: Locale) => `/${oneStopShopSlugs[key][lang]}`

/**
 * The ventanilla única's menu entry (Ley 2/1974 art. 10): the hub, the registries, the complaint channel and the
 * information pages. Also added to databases seeded before it (seedOneStopShopNavigation).
 */
export function oneStopShopNavigation(lang: Locale): { top: SeedItem; footer: SeedLink } {
  const t = texts[lang]
  const hub = oneStopShopPath('hub', lang)
  return {
    top: {
      label: t.oneStopShop,
      url: hub,
      children: [
        { label: t.oneStopShop, url: hub },
        { label: t.collegiatesRegistry, url: '/registry/collegiates' },
        { label: t.societiesRegistry, url: '/registry/societies' },
        { label: t.fileComplaint, url: '/complaints' },
        { label: t.trackComplaint, url: '/complaint-lookup' },
        { label: t.ethics, url: oneStopShopPath('ethics', lang) },
        { label: t.consumers, url: oneStopShopPath('consumers', lang) },
        { label: t.appeals, url: oneStopShopPath('appeals', lang) },
      ],
    },
    footer: { label: t.oneStopShop, url: hub },
  }
}

const boeLaw = 'https://www.boe.es/buscar/act.php?id=BOE-A-1974-289'

type SiteTexts = (typeof texts)[Locale]
const privateLink = { need_login: true, is_public: false }

/** The portal's own lists, grouped as the top menu shows them. */
const portalSections = (t: SiteTexts): SeedItem[] => [
  {
    label: t.current,
    url: '/news',
    children: [
      { label: t.news, url: '/news' },
      { label: t.events, url: '/events' },
      { label: t.coursesList, url: '/courses' },
    ],
  },
  {
    label: t.profession,
    url: '/jobs',
    children: [
      { label: t.jobOffers, url: '/jobs' },
      { label: t.workplaces, url: '/workplaces' },
      { label: t.resources, url: '/resources' },
    ],
  },
]

const privateAreaNavbar = (t: SiteTexts): NavbarSeed => ({
  slug: navbarSlugs.two,
  title: t.private,
  items: [
    { label: t.profile, url: '/profile', ...privateLink },
    { label: t.courses, url: '/my-courses', ...privateLink },
    { label: t.documents, url: '/my-documents', ...privateLink },
  ],
})

export function demoNavbars(lang: Locale): NavbarSeed[] {
  const t = texts[lang]
  return [
    {
      slug: navbarSlugs.top,
      title: t.name,
      items: [
        { label: t.home, url: '/' },
        {
          label: t.about,
          url: pagePath('about', lang),
          children: [
            { label: t.who, url: pagePath('about', lang) },
            { label: t.contact, url: pagePath('contact', lang) },
          ],
        },
        { label: t.join, url: pagePath('join', lang) },
        ...portalSections(t),
        { label: t.jobs, url: '/jobs', hidden: true },
        oneStopShopNavigation(lang).top,
        { label: t.private, url: '/profile', icon: 'person', ...privateLink },
      ],
    },
    {
      slug: navbarSlugs.one,
      title: t.about,
      items: [
        { label: t.who, url: pagePath('about', lang) },
        { label: t.join, url: pagePath('join', lang) },
        { label: t.contact, url: pagePath('contact', lang) },
        oneStopShopNavigation(lang).footer,
      ],
    },
    privateAreaNavbar(t),
    {
      slug: navbarSlugs.three,
      title: t.links,
      items: [{ label: t.law, url: boeLaw, target: '_blank' }],
    },
    {
      slug: navbarSlugs.four,
      title: t.legal,
      items: [
        { label: t.legal, url: pagePath('legal-notice', lang) },
        { label: t.privacy, url: pagePath('privacy', lang) },
        { label: t.cookies, url: pagePath('cookies', lang) },
        // The same label and address as migration 0002, which adds it to databases seeded before it existed.
        { label: t.accessibility, url: '/accessibility' },
      ],
    },
  ]
}

/**
 * The menus of a production database before staff write its pages: the portal's own pages only (a demo page's
 * address would lead nowhere), and the footer's headings for staff to fill in.
 */
export function baselineNavbars(lang: Locale, associationName: string): NavbarSeed[] {
  const t = texts[lang]
  return [
    {
      slug: navbarSlugs.top,
      title: associationName,
      items: [
        { label: t.home, url: '/' },
        ...portalSections(t),
        { label: t.private, url: '/profile', icon: 'person', ...privateLink },
      ],
    },
    { slug: navbarSlugs.one, title: t.about, items: [] },
    privateAreaNavbar(t),
    { slug: navbarSlugs.three, title: t.links, items: [] },
    { slug: navbarSlugs.four, title: t.legal, items: [{ label: t.accessibility, url: '/accessibility' }] },
  ]
}

/** A production database's settings: the association's name, the portal's own logo, no social networks. */
export function baselineSettings(lang: Locale, associationName: string, publicUrl: string) {
  return {
    lang,
    logo_src: '/brand/logo.svg',
    logo_small_src: '/brand/logo-small.svg',
    logo_alt: associationName,
    footer_title: associationName,
    public_url: publicUrl,
    slug_navbar_top: navbarSlugs.top,
    slug_navbar_bottom_one: navbarSlugs.one,
    slug_navbar_bottom_two: navbarSlugs.two,
    slug_navbar_bottom_three: navbarSlugs.three,
    slug_navbar_bottom_four: navbarSlugs.four,
  }
}

export function demoSettings(lang: Locale) {
  const t = texts[lang]
  return {
    lang,
    logo_src: '/brand/logo.svg',
    logo_small_src: '/brand/logo-small.svg',
    logo_alt: t.name,
    footer_title: t.name,
    footer_text: t.footerText,
    footer_copy: t.copy,
    footer_copy_url: null,
    facebook_url: 'https://www.facebook.com/',
    twitter_url: 'https://x.com/',
    instagram_url: 'https://www.instagram.com/',
    youtube_url: 'https://www.youtube.com/',
    linkedin_url: 'https://www.linkedin.com/',
    public_url: 'http://localhost:3000',
    slug_navbar_top: navbarSlugs.top,
    slug_navbar_bottom_one: navbarSlugs.one,
    slug_navbar_bottom_two: navbarSlugs.two,
    slug_navbar_bottom_three: navbarSlugs.three,
    slug_navbar_bottom_four: navbarSlugs.four,
  }
}

export const demoAccounts = [
  {
    email: 'colegiada@demo.colegio.example',
    password: 'Colegiada2026',
    name: 'Lucía',
    surname: 'Martín Etxeberria',
    principals: ['role:collegiate'],
    // Her invoices name it (RD 1619/2012 art. 6).
    dni: '45678901G',
  },
  {
    email: 'precolegiado@demo.colegio.example',
    password: 'Precolegiado2026',
    name: 'Jordi',
    surname: 'Puig Ramos',
    principals: ['role:precollegiate'],
  },
  {
    email: 'visitante@demo.colegio.example',
    password: 'Visitante2026',
    name: 'Ane',
    surname: 'Goikoetxea Ruiz',
    principals: ['role:non-member'],
    dni: '12345678Z',
    phone: '+34600000000',
  },
  {
    // Created by the association without a password: its owner sets one from /auth/first-password.
    email: 'nuevo@demo.colegio.example',
    password: null,
    name: 'Pablo',
    surname: 'Nuevo Sanz',
    principals: ['role:collegiate'],
  },
  {
    // The association's staff: previews unpublished content (and runs the back-office).
    email: 'personal@demo.colegio.example',
    password: 'Personal2026',
    name: 'Itziar',
    surname: 'Sola Ferrer',
    principals: ['role:staff'],
  },
  {
    // A second collegiate: waits for a place the first one frees (the enrolment journey).
    email: 'colegiado@demo.colegio.example',
    password: 'Colegiado2026',
    name: 'Mikel',
    surname: 'Arana Vidal',
    principals: ['role:collegiate'],
  },
] as const
