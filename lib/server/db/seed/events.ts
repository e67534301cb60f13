import 'server-only'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { ApplicationWindowStatus } from '@/lib/contract/content'
import type { EventKind } from '@/lib/contract/events'
import { locales, type Locale } from '@/lib/contract/locales'
import type { Database, Transaction } from '../client'
import { events, eventsConfig, eventTranslations, terms, termTranslations } from '../schema'

type Text = Record<Locale, string>

interface TermSeed {
  key: string
  names: Text
}

const eventCategorySeeds: TermSeed[] = [
  { key: 'jornadas', names: { es: 'Jornadas', ca: 'Jornades', en: 'Conference days', eu: 'Jardunaldiak' } },
  {
    key: 'formacion-continua',
    names: {
      es: 'Formación continua',
      ca: 'Formació contínua',
      en: 'Continuing education',
      eu: 'Etengabeko prestakuntza',
    },
  },
  { key: 'congresos', names: { es: 'Congresos', ca: 'Congressos', en: 'Congresses', eu: 'Biltzarrak' } },
  {
    key: 'institucional',
    names: { es: 'Institucional', ca: 'Institucional', en: 'Institutional', eu: 'Instituzionala' },
  },
]

const eventTypeSeeds: TermSeed[] = [
  { key: 'conference', names: { es: 'Conferencia', ca: 'Conferència', en: 'Conference', eu: 'Hitzaldia' } },
  { key: 'workshop', names: { es: 'Taller', ca: 'Taller', en: 'Workshop', eu: 'Tailerra' } },
  { key: 'course', names: { es: 'Curso', ca: 'Curs', en: 'Course', eu: 'Ikastaroa' } },
  { key: 'webinar', names: { es: 'Webinar', ca: 'Webinar', en: 'Webinar', eu: 'Webinarra' } },
  { key: 'congress', names: { es: 'Congreso', ca: 'Congrés', en: 'Congress', eu: 'Biltzarra' } },
]

const eventModeSeeds: TermSeed[] = [
  { key: 'in-person', names: { es: 'Presencial', ca: 'Presencial', en: 'In person', eu: 'Aurrez aurre' } },
  { key: 'online', names: { es: 'En línea', ca: 'En línia', en: 'Online', eu: 'Linean' } },
  { key: 'hybrid', names: { es: 'Híbrido', ca: 'Híbrid', en: 'Hybrid', eu: 'Hibridoa' } },
]

type ModeKey = 'in-person' | 'online' | 'hybrid'

const places = {
  madrid: { city: 'Madrid', address: 'Calle de Almagro 12' },
  barcelona: { city: 'Barcelona', address: 'Carrer de Balmes 150' },
  bilbao: { city: 'Bilbao', address: 'Gran Vía de Don Diego López de Haro 30' },
  valencia: { city: 'València', address: 'Carrer de Colón 48' },
  sevilla: { city: 'Sevilla', address: 'Avenida de la Constitución 20' },
} as const

const venues = {
  headquarters: {
    es: 'Sede del Colegio',
    ca: 'Seu del Col·legi',
    en: 'Association headquarters',
    eu: 'Elkargoaren egoitza',
  },
  congressHall: {
    es: 'Palacio de Congresos',
    ca: 'Palau de Congressos',
    en: 'Conference centre',
    eu: 'Biltzar Jauregia',
  },
  online: {
    es: 'Aula virtual del Colegio',
    ca: 'Aula virtual del Col·legi',
    en: "The Association's virtual classroom",
    eu: 'Elkargoaren ikasgela birtuala',
  },
  hybrid: {
    es: 'Sede del Colegio y aula virtual',
    ca: 'Seu del Col·legi i aula virtual',
    en: 'Association headquarters and virtual classroom',
    eu: 'Elkargoaren egoitza eta ikasgela birtuala',
  },
} satisfies Record<string, Text>

export interface EventSeed {
  kind: EventKind
  category: string
  type: string
  mode: ModeKey
  /** Days from today (negative: in the past) and the length. */
  startsInDays: number
  lastsDays?: number
  lastsHours?: number
  place?: keyof typeof places
  venue?: keyof typeof venues
  price?: number
  memberPrice?: number
  slots?: number
  taken?: number
  companions?: number
  hours?: number
  window?: ApplicationWindowStatus
  /** Days from today the enrolment opens and closes; by default it opened a fortnight ago and closes the day before. */
  opensInDays?: number
  closesInDays?: number
  title: Text
  summary: Text
}

/** The demo events and courses: most upcoming, three past, every enrolment situation of spec §4. */
export const demoEvents: EventSeed[] = [
  {
    kind: 'event',
    category: 'jornadas',
    type: 'conference',
    mode: 'in-person',
    place: 'madrid',
    startsInDays: 20,
    lastsHours: 4,
    slots: 80,
    taken: 34,
    title: {
      es: 'Jornada de actualización en protección de datos',
      ca: "Jornada d'actualització en protecció de dades",
      en: 'Update day on data protection',
      eu: 'Datuen babesari buruzko eguneratze-jardunaldia',
    },
    summary: {
      es: 'Novedades del RGPD y de la LOPDGDD para el ejercicio profesional: consentimiento, brechas de seguridad y el papel del delegado de protección de datos.',
      ca: "Novetats del RGPD i de la LOPDGDD per a l'exercici professional: consentiment, bretxes de seguretat i el paper del delegat de protecció de dades.",
      en: 'What is new in the GDPR and Spanish data protection law for professional practice: consent, security breaches and the role of the data protection officer.',
      eu: 'DBEO eta datuak babesteko lege organikoaren berritasunak lanbide-jarduerarako: baimena, segurtasun-arrakalak eta datuak babesteko ordezkariaren zeregina.',
    },
  },
  {
    kind: 'event',
    category: 'congresos',
    type: 'congress',
    mode: 'hybrid',
    place: 'valencia',
    venue: 'congressHall',
    startsInDays: 75,
    lastsDays: 1,
    lastsHours: 9,
    price: 15000,
    memberPrice: 9000,
    slots: 300,
    taken: 120,
    companions: 1,
    window: 'programmed',
    opensInDays: 15,
    title: {
      es: 'Congreso Anual del Colegio',
      ca: 'Congrés Anual del Col·legi',
      en: 'Annual Congress of the Association',
      eu: 'Elkargoaren Urteko Biltzarra',
    },
    summary: {
      es: 'Dos días de ponencias, mesas redondas y comunicaciones sobre el presente y el futuro de la profesión, con espacio para el encuentro entre colegiados.',
      ca: 'Dos dies de ponències, taules rodones i comunicacions sobre el present i el futur de la professió, amb espai per a la trobada entre col·legiats.',
      en: 'Two days of talks, round tables and papers on the present and future of the profession, with time for members to meet.',
      eu: 'Bi egun hitzaldi, mahai-inguru eta komunikaziorekin lanbidearen orainaz eta etorkizunaz, elkargokideen arteko topaketarako tartearekin.',
    },
  },
  {
    kind: 'event',
    category: 'formacion-continua',
    type: 'webinar',
    mode: 'online',
    startsInDays: 9,
    lastsHours: 2,
    title: {
      es: 'Webinar: facturación electrónica y Verifactu',
      ca: 'Webinar: facturació electrònica i Verifactu',
      en: 'Webinar: e-invoicing and Verifactu',
      eu: 'Webinarra: fakturazio elektronikoa eta Verifactu',
    },
    summary: {
      es: 'Qué cambia con la factura electrónica obligatoria y el sistema Verifactu, y cómo preparar la facturación de tu actividad profesional.',
      ca: 'Què canvia amb la factura electrònica obligatòria i el sistema Verifactu, i com preparar la facturació de la teva activitat professional.',
      en: 'What changes with mandatory e-invoicing and the Verifactu system, and how to prepare the invoicing of your professional practice.',
      eu: 'Zer aldatzen den faktura elektroniko derrigorrezkoarekin eta Verifactu sistemarekin, eta nola prestatu zure jarduera profesionalaren fakturazioa.',
    },
  },
  {
    kind: 'event',
    category: 'institucional',
    type: 'conference',
    mode: 'in-person',
    place: 'madrid',
    startsInDays: 30,
    lastsHours: 3,
    slots: 60,
    taken: 18,
    companions: 1,
    title: {
      es: 'Jornada de bienvenida a los nuevos colegiados',
      ca: 'Jornada de benvinguda als nous col·legiats',
      en: 'Welcome day for new members',
      eu: 'Elkargokide berrientzako ongietorri-jardunaldia',
    },
    summary: {
      es: 'Presentación de los servicios del Colegio, la comisión deontológica y las comisiones de trabajo para quienes se han colegiado este año.',
      ca: "Presentació dels serveis del Col·legi, la comissió deontològica i les comissions de treball per a qui s'ha col·legiat aquest any.",
      en: "An introduction to the Association's services, the ethics committee and the working groups for those who joined this year.",
      eu: 'Elkargoaren zerbitzuen, batzorde deontologikoaren eta lan-batzordeen aurkezpena, aurten elkargoratu direnentzat.',
    },
  },
  {
    kind: 'event',
    category: 'institucional',
    type: 'conference',
    mode: 'hybrid',
    place: 'madrid',
    startsInDays: 45,
    lastsHours: 3,
    title: {
      es: 'Asamblea general ordinaria',
      ca: 'Assemblea general ordinària',
      en: 'Ordinary general assembly',
      eu: 'Ohiko batzar nagusia',
    },
    summary: {
      es: 'Presentación y votación de la memoria de actividades, las cuentas del ejercicio y el presupuesto para el próximo año.',
      ca: "Presentació i votació de la memòria d'activitats, els comptes de l'exercici i el pressupost per a l'any vinent.",
      en: "Presentation and vote of the annual report, the year's accounts and next year's budget.",
      eu: 'Jarduera-txostenaren, ekitaldiko kontuen eta datorren urteko aurrekontuaren aurkezpena eta bozketa.',
    },
  },
  {
    kind: 'event',
    category: 'jornadas',
    type: 'conference',
    mode: 'in-person',
    place: 'barcelona',
    startsInDays: 38,
    lastsHours: 5,
    price: 3000,
    slots: 50,
    taken: 50,
    title: {
      es: 'Jornada sobre ejercicio libre y emprendimiento',
      ca: 'Jornada sobre exercici lliure i emprenedoria',
      en: 'Day on private practice and entrepreneurship',
      eu: 'Lanbide-jarduera libreari eta ekintzailetzari buruzko jardunaldia',
    },
    summary: {
      es: 'Claves para iniciar y consolidar una consulta propia: alta como autónomo, seguros, fiscalidad y captación de clientes.',
      ca: 'Claus per iniciar i consolidar una consulta pròpia: alta com a autònom, assegurances, fiscalitat i captació de clients.',
      en: 'Keys to starting and growing your own practice: self-employed registration, insurance, taxes and finding clients.',
      eu: 'Kontsulta propioa abiarazteko eta sendotzeko gakoak: autonomo gisa alta ematea, aseguruak, zerga-arloa eta bezeroak erakartzea.',
    },
  },
  {
    kind: 'event',
    category: 'formacion-continua',
    type: 'workshop',
    mode: 'in-person',
    place: 'bilbao',
    startsInDays: 52,
    lastsHours: 4,
    price: 6000,
    memberPrice: 3000,
    slots: 25,
    taken: 8,
    window: 'standby',
    title: {
      es: 'Taller de comunicación eficaz y gestión de conflictos',
      ca: 'Taller de comunicació eficaç i gestió de conflictes',
      en: 'Workshop on effective communication and conflict management',
      eu: 'Komunikazio eraginkorrari eta gatazken kudeaketari buruzko tailerra',
    },
    summary: {
      es: 'Técnicas prácticas de escucha activa, negociación y resolución de conflictos con clientes y equipos de trabajo.',
      ca: "Tècniques pràctiques d'escolta activa, negociació i resolució de conflictes amb clients i equips de treball.",
      en: 'Practical techniques for active listening, negotiation and resolving conflicts with clients and teams.',
      eu: 'Entzute aktiborako, negoziaziorako eta bezeroekin eta lan-taldeekin gatazkak konpontzeko teknika praktikoak.',
    },
  },
  {
    kind: 'event',
    category: 'jornadas',
    type: 'conference',
    mode: 'hybrid',
    place: 'madrid',
    startsInDays: 60,
    lastsHours: 4,
    slots: 120,
    opensInDays: 20,
    title: {
      es: 'Jornada de ética y deontología profesional',
      ca: "Jornada d'ètica i deontologia professional",
      en: 'Day on professional ethics',
      eu: 'Etika eta deontologia profesionalari buruzko jardunaldia',
    },
    summary: {
      es: 'Análisis de casos reales del código deontológico: secreto profesional, conflictos de interés y publicidad de los servicios.',
      ca: "Anàlisi de casos reals del codi deontològic: secret professional, conflictes d'interès i publicitat dels serveis.",
      en: 'Real cases from the code of ethics: professional secrecy, conflicts of interest and advertising of services.',
      eu: 'Kode deontologikoko benetako kasuen azterketa: sekretu profesionala, interes-gatazkak eta zerbitzuen publizitatea.',
    },
  },
  {
    kind: 'event',
    category: 'formacion-continua',
    type: 'webinar',
    mode: 'online',
    startsInDays: 16,
    lastsHours: 2,
    price: 2000,
    title: {
      es: 'Webinar: inteligencia artificial en la práctica profesional',
      ca: 'Webinar: intel·ligència artificial en la pràctica professional',
      en: 'Webinar: artificial intelligence in professional practice',
      eu: 'Webinarra: adimen artifiziala lanbide-jardunean',
    },
    summary: {
      es: 'Usos responsables de la inteligencia artificial generativa en el trabajo diario, sus límites y lo que exige la nueva normativa europea.',
      ca: 'Usos responsables de la intel·ligència artificial generativa en la feina diària, els seus límits i el que exigeix la nova normativa europea.',
      en: 'Responsible uses of generative artificial intelligence in daily work, its limits and what the new European rules require.',
      eu: 'Adimen artifizial sortzailearen erabilera arduratsuak eguneroko lanean, haren mugak eta Europako araudi berriak eskatzen duena.',
    },
  },
  {
    kind: 'event',
    category: 'jornadas',
    type: 'conference',
    mode: 'in-person',
    place: 'valencia',
    startsInDays: 100,
    lastsDays: 1,
    lastsHours: 8,
    slots: 150,
    companions: 1,
    window: 'programmed',
    opensInDays: 40,
    title: {
      es: 'Jornadas de igualdad y perspectiva de género',
      ca: "Jornades d'igualtat i perspectiva de gènere",
      en: 'Conference on equality and gender perspective',
      eu: 'Berdintasunari eta genero-ikuspegiari buruzko jardunaldiak',
    },
    summary: {
      es: 'Ponencias y experiencias sobre planes de igualdad, brecha salarial y prevención del acoso en el entorno profesional.',
      ca: "Ponències i experiències sobre plans d'igualtat, bretxa salarial i prevenció de l'assetjament a l'entorn professional.",
      en: 'Talks and experiences on equality plans, the pay gap and preventing harassment at work.',
      eu: 'Berdintasun-planei, soldata-arrakalari eta lan-inguruneko jazarpenaren prebentzioari buruzko hitzaldiak eta esperientziak.',
    },
  },
  {
    kind: 'event',
    category: 'congresos',
    type: 'congress',
    mode: 'in-person',
    place: 'sevilla',
    venue: 'congressHall',
    startsInDays: 150,
    lastsDays: 2,
    lastsHours: 9,
    price: 25000,
    memberPrice: 18000,
    slots: 400,
    companions: 2,
    window: 'programmed',
    opensInDays: 60,
    title: {
      es: 'Congreso de innovación y transformación digital',
      ca: "Congrés d'innovació i transformació digital",
      en: 'Congress on innovation and digital transformation',
      eu: 'Berrikuntza eta eraldaketa digitalari buruzko biltzarra',
    },
    summary: {
      es: 'Tres días para conocer herramientas, proyectos y experiencias que están cambiando la forma de ejercer la profesión.',
      ca: "Tres dies per conèixer eines, projectes i experiències que estan canviant la manera d'exercir la professió.",
      en: 'Three days to discover tools, projects and experiences that are changing the way the profession is practised.',
      eu: 'Hiru egun lanbidea egiteko modua aldatzen ari diren tresnak, proiektuak eta esperientziak ezagutzeko.',
    },
  },
  {
    kind: 'event',
    category: 'institucional',
    type: 'conference',
    mode: 'in-person',
    place: 'barcelona',
    startsInDays: 25,
    lastsHours: 3,
    slots: 40,
    taken: 12,
    companions: 2,
    title: {
      es: 'Encuentro intergeneracional de colegiados',
      ca: 'Trobada intergeneracional de col·legiats',
      en: "Intergenerational members' meeting",
      eu: 'Elkargokideen belaunaldi arteko topaketa',
    },
    summary: {
      es: 'Una tarde para compartir experiencias entre colegiados veteranos y quienes empiezan, con un programa de mentorías.',
      ca: 'Una tarda per compartir experiències entre col·legiats veterans i els qui comencen, amb un programa de mentories.',
      en: 'An afternoon for experienced members and newcomers to share experiences, with a mentoring programme.',
      eu: 'Arratsalde bat elkargokide beteranoek eta hasiberriek esperientziak partekatzeko, tutoretza-programa batekin.',
    },
  },
  {
    kind: 'event',
    category: 'formacion-continua',
    type: 'workshop',
    mode: 'in-person',
    place: 'madrid',
    startsInDays: 12,
    lastsHours: 4,
    price: 4500,
    memberPrice: 2500,
    slots: 20,
    taken: 20,
    title: {
      es: 'Taller práctico de oratoria y presentaciones',
      ca: "Taller pràctic d'oratòria i presentacions",
      en: 'Hands-on workshop on public speaking and presentations',
      eu: 'Jendaurrean hitz egiteari eta aurkezpenei buruzko tailer praktikoa',
    },
    summary: {
      es: 'Ejercicios para preparar y exponer intervenciones en público con seguridad, en reuniones, juicios o congresos.',
      ca: 'Exercicis per preparar i exposar intervencions en públic amb seguretat, en reunions, judicis o congressos.',
      en: 'Exercises to prepare and deliver talks with confidence, in meetings, courtrooms or congresses.',
      eu: 'Ariketak jendaurreko esku-hartzeak segurtasunez prestatu eta aurkezteko, bileretan, epaiketetan edo biltzarretan.',
    },
  },
  {
    kind: 'event',
    category: 'jornadas',
    type: 'conference',
    mode: 'in-person',
    place: 'madrid',
    startsInDays: -20,
    lastsHours: 4,
    slots: 100,
    taken: 87,
    title: {
      es: 'Jornada sobre la reforma de la ley de colegios profesionales',
      ca: 'Jornada sobre la reforma de la llei de col·legis professionals',
      en: 'Day on the reform of the professional associations act',
      eu: 'Elkargo profesionalen legearen erreformari buruzko jardunaldia',
    },
    summary: {
      es: 'Qué propone la reforma de la normativa de colegios profesionales y cómo afecta a la colegiación y a los servicios a la ciudadanía.',
      ca: 'Què proposa la reforma de la normativa de col·legis professionals i com afecta la col·legiació i els serveis a la ciutadania.',
      en: 'What the reform of the law on professional associations proposes and how it affects membership and services to the public.',
      eu: 'Elkargo profesionalen araudiaren erreformak zer proposatzen duen eta nola eragiten dien elkargoratzeari eta herritarrentzako zerbitzuei.',
    },
  },
  {
    // Three places and up to two companions: one member with two companions fills it (the enrolment journey).
    kind: 'event',
    category: 'jornadas',
    type: 'workshop',
    mode: 'in-person',
    place: 'madrid',
    venue: 'headquarters',
    startsInDays: 25,
    lastsHours: 2,
    slots: 3,
    companions: 2,
    title: {
      es: 'Visita guiada al archivo histórico del Colegio',
      ca: "Visita guiada a l'arxiu històric del Col·legi",
      en: "Guided tour of the association's historical archive",
      eu: 'Elkargoaren artxibo historikora bisita gidatua',
    },
    summary: {
      es: 'Un recorrido por los documentos fundacionales y los registros históricos del Colegio, en grupos muy reducidos.',
      ca: 'Un recorregut pels documents fundacionals i els registres històrics del Col·legi, en grups molt reduïts.',
      en: "A tour of the association's founding documents and historical records, in very small groups.",
      eu: 'Elkargoaren sorrera-dokumentuetan eta erregistro historikoetan zehar ibilbidea, talde oso txikietan.',
    },
  },
  {
    kind: 'event',
    category: 'formacion-continua',
    type: 'webinar',
    mode: 'online',
    startsInDays: -45,
    lastsHours: 2,
    title: {
      es: 'Webinar: novedades fiscales para profesionales autónomos',
      ca: 'Webinar: novetats fiscals per a professionals autònoms',
      en: 'Webinar: tax news for self-employed professionals',
      eu: 'Webinarra: zerga-berritasunak profesional autonomoentzat',
    },
    summary: {
      es: 'Repaso de los cambios en el IRPF, el IVA y las cuotas de autónomos que afectan a quienes ejercen por cuenta propia.',
      ca: "Repàs dels canvis en l'IRPF, l'IVA i les quotes d'autònoms que afecten els qui exerceixen per compte propi.",
      en: 'A review of the changes to income tax, VAT and self-employed contributions that affect those working on their own account.',
      eu: 'Norberaren kontura lan egiten dutenei eragiten dieten PFEZ, BEZ eta autonomoen kuotetako aldaketen errepasoa.',
    },
  },
  {
    kind: 'course',
    category: 'formacion-continua',
    type: 'course',
    mode: 'hybrid',
    place: 'madrid',
    startsInDays: 35,
    lastsDays: 60,
    lastsHours: 3,
    hours: 100,
    price: 60000,
    memberPrice: 45000,
    slots: 30,
    taken: 11,
    title: {
      es: 'Curso de mediación civil y mercantil',
      ca: 'Curs de mediació civil i mercantil',
      en: 'Course on civil and commercial mediation',
      eu: 'Bitartekaritza zibil eta merkataritzakoari buruzko ikastaroa',
    },
    summary: {
      es: 'Formación homologada para inscribirse como mediador: marco legal, fases del proceso de mediación y práctica con casos simulados.',
      ca: "Formació homologada per inscriure's com a mediador: marc legal, fases del procés de mediació i pràctica amb casos simulats.",
      en: 'Accredited training to register as a mediator: legal framework, stages of mediation and practice with simulated cases.',
      eu: 'Bitartekari gisa izena emateko prestakuntza homologatua: lege-esparrua, bitartekaritza-prozesuaren faseak eta kasu simulatuekin praktika.',
    },
  },
  {
    kind: 'course',
    category: 'formacion-continua',
    type: 'course',
    mode: 'online',
    startsInDays: 21,
    lastsDays: 28,
    lastsHours: 2,
    hours: 40,
    price: 30000,
    memberPrice: 20000,
    slots: 50,
    taken: 50,
    title: {
      es: 'Curso de peritaje judicial',
      ca: 'Curs de peritatge judicial',
      en: 'Course on expert witness work',
      eu: 'Peritutza judizialari buruzko ikastaroa',
    },
    summary: {
      es: 'Cómo elaborar y defender un informe pericial ante los tribunales, desde el encargo hasta la ratificación en el juicio.',
      ca: "Com elaborar i defensar un informe pericial davant els tribunals, des de l'encàrrec fins a la ratificació en el judici.",
      en: 'How to prepare and defend an expert report in court, from the assignment to its ratification at trial.',
      eu: 'Nola egin eta defendatu txosten peritala epaitegietan, enkargutik epaiketako berrespenera arte.',
    },
  },
  {
    kind: 'course',
    category: 'formacion-continua',
    type: 'course',
    mode: 'online',
    startsInDays: 14,
    lastsDays: 21,
    lastsHours: 2,
    hours: 30,
    price: 9000,
    title: {
      es: 'Curso de prevención de riesgos laborales (nivel básico)',
      ca: 'Curs de prevenció de riscos laborals (nivell bàsic)',
      en: 'Course on occupational risk prevention (basic level)',
      eu: 'Laneko arriskuen prebentzioari buruzko ikastaroa (oinarrizko maila)',
    },
    summary: {
      es: 'Los contenidos del nivel básico en prevención: riesgos generales, medidas de protección, primeros auxilios y organización de la prevención.',
      ca: 'Els continguts del nivell bàsic en prevenció: riscos generals, mesures de protecció, primers auxilis i organització de la prevenció.',
      en: 'The basic-level contents on prevention: general risks, protective measures, first aid and how prevention is organised.',
      eu: 'Prebentzioko oinarrizko mailaren edukiak: arrisku orokorrak, babes-neurriak, lehen sorospenak eta prebentzioaren antolaketa.',
    },
  },
  {
    kind: 'course',
    category: 'formacion-continua',
    type: 'course',
    mode: 'in-person',
    place: 'madrid',
    startsInDays: 40,
    lastsDays: 14,
    lastsHours: 4,
    hours: 20,
    price: 15000,
    memberPrice: 9000,
    slots: 25,
    taken: 9,
    window: 'standby',
    title: {
      es: 'Curso de gestión del despacho profesional',
      ca: 'Curs de gestió del despatx professional',
      en: 'Course on running a professional practice',
      eu: 'Bulego profesionalaren kudeaketari buruzko ikastaroa',
    },
    summary: {
      es: 'Organización, costes, precios, protección de datos y herramientas digitales para gestionar con eficacia una consulta o un despacho.',
      ca: 'Organització, costos, preus, protecció de dades i eines digitals per gestionar amb eficàcia una consulta o un despatx.',
      en: 'Organisation, costs, pricing, data protection and digital tools to run a practice or an office efficiently.',
      eu: 'Antolaketa, kostuak, prezioak, datuen babesa eta tresna digitalak kontsulta edo bulego bat eraginkortasunez kudeatzeko.',
    },
  },
  {
    kind: 'course',
    category: 'formacion-continua',
    type: 'course',
    mode: 'online',
    startsInDays: 50,
    lastsDays: 100,
    lastsHours: 2,
    hours: 60,
    price: 35000,
    memberPrice: 25000,
    slots: 15,
    window: 'programmed',
    opensInDays: 10,
    title: {
      es: 'Curso de inglés profesional (nivel B2)',
      ca: "Curs d'anglès professional (nivell B2)",
      en: 'Professional English course (B2 level)',
      eu: 'Ingeles profesionaleko ikastaroa (B2 maila)',
    },
    summary: {
      es: 'Inglés aplicado a la profesión: correspondencia, reuniones, presentaciones y terminología técnica, en grupos reducidos.',
      ca: 'Anglès aplicat a la professió: correspondència, reunions, presentacions i terminologia tècnica, en grups reduïts.',
      en: 'English for the profession: correspondence, meetings, presentations and technical vocabulary, in small groups.',
      eu: 'Lanbideari aplikatutako ingelesa: korrespondentzia, bilerak, aurkezpenak eta terminologia teknikoa, talde txikietan.',
    },
  },
  {
    kind: 'course',
    category: 'formacion-continua',
    type: 'workshop',
    mode: 'in-person',
    place: 'bilbao',
    startsInDays: 18,
    lastsHours: 8,
    hours: 8,
    price: 5000,
    memberPrice: 2500,
    slots: 16,
    taken: 6,
    title: {
      es: 'Curso de primeros auxilios y soporte vital básico',
      ca: 'Curs de primers auxilis i suport vital bàsic',
      en: 'First aid and basic life support course',
      eu: 'Lehen sorospenei eta oinarrizko bizi-euskarriari buruzko ikastaroa',
    },
    summary: {
      es: 'Formación práctica en reanimación cardiopulmonar, uso del desfibrilador y actuación ante las emergencias más frecuentes.',
      ca: 'Formació pràctica en reanimació cardiopulmonar, ús del desfibril·lador i actuació davant les emergències més freqüents.',
      en: 'Hands-on training in cardiopulmonary resuscitation, using a defibrillator and responding to the most common emergencies.',
      eu: 'Bihotz-biriketako bizkortzean, desfibriladorearen erabileran eta larrialdi ohikoenen aurrean jarduteko prestakuntza praktikoa.',
    },
  },
  {
    kind: 'course',
    category: 'formacion-continua',
    type: 'course',
    mode: 'online',
    startsInDays: 28,
    lastsDays: 21,
    lastsHours: 2,
    hours: 25,
    price: 18000,
    memberPrice: 12000,
    slots: 40,
    opensInDays: 7,
    title: {
      es: 'Curso de protección de datos y cumplimiento normativo',
      ca: 'Curs de protecció de dades i compliment normatiu',
      en: 'Course on data protection and compliance',
      eu: 'Datuen babesari eta araudia betetzeari buruzko ikastaroa',
    },
    summary: {
      es: 'Cómo adaptar tu actividad al RGPD: registro de actividades, análisis de riesgos, contratos con encargados y derechos de las personas.',
      ca: "Com adaptar la teva activitat al RGPD: registre d'activitats, anàlisi de riscos, contractes amb encarregats i drets de les persones.",
      en: "How to bring your practice into line with the GDPR: records of processing, risk analysis, processor contracts and people's rights.",
      eu: 'Nola egokitu zure jarduera DBEOra: jardueren erregistroa, arriskuen azterketa, eragileekiko kontratuak eta pertsonen eskubideak.',
    },
  },
  {
    kind: 'course',
    category: 'formacion-continua',
    type: 'course',
    mode: 'online',
    startsInDays: 11,
    lastsDays: 14,
    lastsHours: 2,
    hours: 16,
    slots: 100,
    taken: 37,
    title: {
      es: 'Curso de análisis de datos con hojas de cálculo',
      ca: "Curs d'anàlisi de dades amb fulls de càlcul",
      en: 'Course on data analysis with spreadsheets',
      eu: 'Kalkulu-orriekin datuak aztertzeko ikastaroa',
    },
    summary: {
      es: 'Tablas dinámicas, fórmulas, gráficos y limpieza de datos para sacar partido a la información de tu trabajo diario.',
      ca: 'Taules dinàmiques, fórmules, gràfics i neteja de dades per treure profit de la informació de la teva feina diària.',
      en: 'Pivot tables, formulas, charts and data cleaning to make the most of the information in your daily work.',
      eu: 'Taula dinamikoak, formulak, grafikoak eta datuen garbiketa, eguneroko laneko informazioari etekina ateratzeko.',
    },
  },
  {
    kind: 'course',
    category: 'formacion-continua',
    type: 'course',
    mode: 'hybrid',
    place: 'barcelona',
    startsInDays: 65,
    lastsDays: 7,
    lastsHours: 3,
    hours: 12,
    price: 8000,
    memberPrice: 4000,
    slots: 30,
    taken: 4,
    title: {
      es: 'Curso de redacción de informes técnicos',
      ca: "Curs de redacció d'informes tècnics",
      en: 'Course on writing technical reports',
      eu: 'Txosten teknikoak idazteko ikastaroa',
    },
    summary: {
      es: 'Estructura, estilo y claridad en informes, dictámenes y memorias, con corrección personalizada de un texto propio.',
      ca: "Estructura, estil i claredat en informes, dictàmens i memòries, amb correcció personalitzada d'un text propi.",
      en: 'Structure, style and clarity in reports, opinions and reviews, with personal feedback on a text of your own.',
      eu: 'Txosten, irizpen eta memorietako egitura, estiloa eta argitasuna, norberaren testu baten zuzenketa pertsonalizatuarekin.',
    },
  },
  {
    kind: 'course',
    category: 'formacion-continua',
    type: 'course',
    mode: 'in-person',
    place: 'barcelona',
    startsInDays: 80,
    lastsDays: 30,
    lastsHours: 4,
    hours: 30,
    price: 40000,
    memberPrice: 30000,
    slots: 20,
    window: 'programmed',
    opensInDays: 30,
    title: {
      es: 'Curso de habilidades directivas y liderazgo',
      ca: "Curs d'habilitats directives i lideratge",
      en: 'Course on management skills and leadership',
      eu: 'Zuzendaritza-trebetasunei eta lidergoari buruzko ikastaroa',
    },
    summary: {
      es: 'Dirección de equipos, delegación, toma de decisiones y gestión del tiempo para quienes coordinan servicios o equipos profesionales.',
      ca: "Direcció d'equips, delegació, presa de decisions i gestió del temps per als qui coordinen serveis o equips professionals.",
      en: 'Leading teams, delegating, making decisions and managing time for those who coordinate services or professional teams.',
      eu: 'Taldeen zuzendaritza, eskuordetzea, erabakiak hartzea eta denboraren kudeaketa, zerbitzuak edo talde profesionalak koordinatzen dituztenentzat.',
    },
  },
  {
    kind: 'course',
    category: 'institucional',
    type: 'course',
    mode: 'online',
    startsInDays: 6,
    lastsDays: 10,
    lastsHours: 2,
    hours: 10,
    slots: 60,
    taken: 41,
    closesInDays: 3,
    title: {
      es: 'Curso de igualdad en el ámbito laboral',
      ca: "Curs d'igualtat en l'àmbit laboral",
      en: 'Course on equality at work',
      eu: 'Lan-eremuko berdintasunari buruzko ikastaroa',
    },
    summary: {
      es: 'Normativa de igualdad, elaboración de planes de igualdad y protocolos frente al acoso, con ejemplos de empresas y entidades.',
      ca: "Normativa d'igualtat, elaboració de plans d'igualtat i protocols davant l'assetjament, amb exemples d'empreses i entitats.",
      en: 'Equality law, drawing up equality plans and anti-harassment protocols, with examples from companies and organisations.',
      eu: 'Berdintasun-araudia, berdintasun-planak egitea eta jazarpenaren aurkako protokoloak, enpresen eta erakundeen adibideekin.',
    },
  },
  {
    kind: 'course',
    category: 'formacion-continua',
    type: 'webinar',
    mode: 'online',
    startsInDays: -5,
    lastsDays: 30,
    lastsHours: 2,
    hours: 20,
    price: 6000,
    memberPrice: 3000,
    slots: 80,
    taken: 52,
    window: 'closed',
    closesInDays: -6,
    title: {
      es: 'Curso de firma electrónica y administración digital',
      ca: 'Curs de signatura electrònica i administració digital',
      en: 'Course on electronic signatures and digital government',
      eu: 'Sinadura elektronikoari eta administrazio digitalari buruzko ikastaroa',
    },
    summary: {
      es: 'Certificados digitales, firma de documentos, notificaciones electrónicas y trámites en las sedes de las administraciones públicas.',
      ca: 'Certificats digitals, signatura de documents, notificacions electròniques i tràmits a les seus de les administracions públiques.',
      en: "Digital certificates, signing documents, electronic notifications and procedures on public administrations' websites.",
      eu: 'Ziurtagiri digitalak, dokumentuen sinadura, jakinarazpen elektronikoak eta administrazio publikoen egoitzetako izapideak.',
    },
  },
  {
    kind: 'course',
    category: 'formacion-continua',
    type: 'course',
    mode: 'hybrid',
    place: 'sevilla',
    startsInDays: -60,
    lastsDays: 28,
    lastsHours: 3,
    hours: 24,
    price: 12000,
    memberPrice: 8000,
    slots: 35,
    taken: 29,
    title: {
      es: 'Curso de actualización en normativa fiscal',
      ca: "Curs d'actualització en normativa fiscal",
      en: 'Refresher course on tax rules',
      eu: 'Zerga-araudia eguneratzeko ikastaroa',
    },
    summary: {
      es: 'Repaso práctico de las obligaciones fiscales del profesional: declaraciones trimestrales, gastos deducibles y facturación.',
      ca: 'Repàs pràctic de les obligacions fiscals del professional: declaracions trimestrals, despeses deduïbles i facturació.',
      en: "A practical review of a professional's tax obligations: quarterly returns, deductible expenses and invoicing.",
      eu: 'Profesionalaren zerga-betebeharren errepaso praktikoa: hiruhileko aitorpenak, gastu kengarriak eta fakturazioa.',
    },
  },
]

interface BodyPhrases {
  heading: string
  mode: Record<ModeKey, (venue: string, city: string) => string>
  audiences: string[]
  certificate: (hours: number) => string
  companions: (count: number) => string
  contact: string
}

/** The practical part of each body, written once per language and filled in from the item. */
const phrases: Record<Locale, BodyPhrases> = {
  es: {
    heading: 'Información práctica',
    mode: {
      'in-person': (venue, city) => `La actividad es presencial: te esperamos en ${venue}, en ${city}.`,
      online: () =>
        'La actividad se sigue en línea desde el aula virtual; recibirás el enlace de acceso unos días antes.',
      hybrid: (_, city) =>
        `Puedes asistir en persona en ${city} o seguir las sesiones en directo desde el aula virtual.`,
    },
    audiences: [
      'Dirigido a colegiados y precolegiados; también pueden inscribirse profesionales no colegiados si quedan plazas.',
      'Pensado tanto para quienes empiezan como para profesionales con experiencia que quieren ponerse al día.',
      'Abierto a colegiados, estudiantes de último curso y profesionales de ámbitos afines.',
    ],
    certificate: (hours) =>
      `Al terminar se entrega un certificado de aprovechamiento de ${hours} horas lectivas.`,
    companions: (count) =>
      count === 1
        ? 'Cada persona inscrita puede venir con un acompañante.'
        : `Cada persona inscrita puede venir con hasta ${count} acompañantes.`,
    contact: 'Para cualquier duda sobre la inscripción, contacta con la secretaría técnica del Colegio.',
  },
  ca: {
    heading: 'Informació pràctica',
    mode: {
      'in-person': (venue, city) => `L'activitat és presencial: t'esperem a ${venue}, a ${city}.`,
      online: () =>
        "L'activitat se segueix en línia des de l'aula virtual; rebràs l'enllaç d'accés uns dies abans.",
      hybrid: (_, city) =>
        `Pots assistir-hi en persona a ${city} o seguir les sessions en directe des de l'aula virtual.`,
    },
    audiences: [
      "Adreçat a col·legiats i precol·legiats; també s'hi poden inscriure professionals no col·legiats si queden places.",
      'Pensat tant per als qui comencen com per a professionals amb experiència que volen posar-se al dia.',
      "Obert a col·legiats, estudiants de darrer curs i professionals d'àmbits afins.",
    ],
    certificate: (hours) => `En acabar es lliura un certificat d'aprofitament de ${hours} hores lectives.`,
    companions: (count) =>
      count === 1
        ? 'Cada persona inscrita pot venir amb un acompanyant.'
        : `Cada persona inscrita pot venir amb fins a ${count} acompanyants.`,
    contact: 'Per a qualsevol dubte sobre la inscripció, contacta amb la secretaria tècnica del Col·legi.',
  },
  en: {
    heading: 'Practical information',
    mode: {
      'in-person': (venue, city) =>
        `This is an in-person activity: we look forward to seeing you at ${venue}, ${city}.`,
      online: () =>
        'The activity takes place online in the virtual classroom; you will receive the link a few days before.',
      hybrid: (_, city) =>
        `You can attend in person in ${city} or follow the sessions live from the virtual classroom.`,
    },
    audiences: [
      'For members and pre-members; non-member professionals may also enrol if places remain.',
      'Designed both for those starting out and for experienced professionals who want to catch up.',
      'Open to members, final-year students and professionals from related fields.',
    ],
    certificate: (hours) => `At the end you receive a certificate of completion for ${hours} teaching hours.`,
    companions: (count) =>
      count === 1
        ? 'Each person enrolled may bring one companion.'
        : `Each person enrolled may bring up to ${count} companions.`,
    contact: "For any questions about enrolment, contact the Association's technical office.",
  },
  eu: {
    heading: 'Informazio praktikoa',
    mode: {
      'in-person': (venue, city) => `Jarduera aurrez aurrekoa da. Lekua: ${venue} (${city}).`,
      online: () =>
        'Jarduera linean egiten da ikasgela birtualetik; sarbide-esteka egun batzuk lehenago jasoko duzu.',
      hybrid: (_, city) =>
        `Aurrez aurre etor zaitezke (${city}) edo saioak zuzenean jarraitu ikasgela birtualetik.`,
    },
    audiences: [
      'Elkargokideei eta aurre-elkargokideei zuzendua; elkargokide ez diren profesionalek ere eman dezakete izena tokirik geratzen bada.',
      'Hasiberrientzat zein eguneratu nahi duten profesional esperientziadunentzat pentsatua.',
      'Elkargokideei, azken mailako ikasleei eta antzeko arloetako profesionalei irekia.',
    ],
    certificate: (hours) => `Amaitzean, ${hours} eskola-orduko aprobetxamendu-ziurtagiria emango da.`,
    companions: (count) =>
      count === 1
        ? 'Izena emandako pertsona bakoitzak lagun bat ekar dezake.'
        : `Izena emandako pertsona bakoitzak gehienez ${count} lagun ekar ditzake.`,
    contact:
      'Izen-emateari buruzko edozein zalantza izanez gero, jarri harremanetan Elkargoko idazkaritza teknikoarekin.',
  },
}

/** A URL slug from a title: lower case, without accents or punctuation. */
export function slugOf(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

const venueKeyOf = (seed: EventSeed): keyof typeof venues =>
  seed.venue ?? (seed.mode === 'online' ? 'online' : seed.mode === 'hybrid' ? 'hybrid' : 'headquarters')

function bodyOf(seed: EventSeed, lang: Locale, index: number): string {
  const words = phrases[lang]
  const venue = venues[venueKeyOf(seed)][lang]
  const city = seed.place ? places[seed.place].city : ''
  const paragraphs = [
    words.mode[seed.mode](venue, city),
    words.audiences[index % words.audiences.length]!,
    ...(seed.hours ? [words.certificate(seed.hours)] : []),
    ...(seed.companions ? [words.companions(seed.companions)] : []),
    words.contact,
  ]
  return [
    `<p>${seed.summary[lang]}</p>`,
    `<h2>${words.heading}</h2>`,
    ...paragraphs.map((text) => `<p>${text}</p>`),
  ].join('\n')
}

const day = 24 * 60 * 60 * 1000
const hour = 60 * 60 * 1000

/** The row of a seeded item, its dates counted from `now` (starting at 9:00 or 10:00 in Madrid). */
function rowOf(seed: EventSeed, index: number, now: Date, termIds: Map<string, number>) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const startsAt = new Date(today + seed.startsInDays * day + 8 * hour)
  const endsAt = new Date(startsAt.getTime() + (seed.lastsDays ?? 0) * day + (seed.lastsHours ?? 2) * hour)
  const place = seed.place ? places[seed.place] : undefined
  // Enrolment opens and closes at 8:00 UTC (9:00 or 10:00 in Madrid) on its day.
  const relative = (days: number) => new Date(today + days * day + 8 * hour)
  return {
    kind: seed.kind,
    status: 'published' as const,
    // Announced about a month before they start, a little apart so that sorting by publication is stable.
    publish_at: new Date(Math.min(startsAt.getTime() - 30 * day, now.getTime()) - index * hour),
    category_id: termIds.get(`event_category:${seed.category}`) ?? null,
    type_id: termIds.get(`event_type:${seed.type}`) ?? null,
    mode_id: termIds.get(`event_mode:${seed.mode}`) ?? null,
    starts_at: startsAt,
    ends_at: endsAt,
    city: place?.city ?? null,
    address: place?.address ?? null,
    price_cents: seed.price ?? null,
    member_price_cents: seed.price === undefined ? null : (seed.memberPrice ?? null),
    slots: seed.slots ?? null,
    slots_taken: seed.taken ?? 0,
    max_companions: seed.companions ?? 0,
    hours: seed.hours ?? null,
    window_status: seed.window ?? 'published',
    enrolment_opens_at: relative(seed.opensInDays ?? -15),
    enrolment_closes_at:
      seed.closesInDays === undefined ? new Date(startsAt.getTime() - day) : relative(seed.closesInDays),
  }
}

async function seedTerms(tx: Transaction): Promise<Map<string, number>> {
  const vocabularies = [
    ['event_category', eventCategorySeeds],
    ['event_type', eventTypeSeeds],
    ['event_mode', eventModeSeeds],
  ] as const
  for (const [vocabulary, seeds] of vocabularies) {
    await tx
      .insert(terms)
      .values(seeds.map((seed, position) => ({ vocabulary, key: seed.key, position })))
      .onConflictDoNothing()
  }
  const rows = await tx
    .select({ id: terms.id, vocabulary: terms.vocabulary, key: terms.key })
    .from(terms)
    .where(inArray(terms.vocabulary, ['event_category', 'event_type', 'event_mode']))
  const ids = new Map(rows.map((row) => [`${row.vocabulary}:${row.key}`, row.id]))
  for (const [vocabulary, seeds] of vocabularies) {
    for (const seed of seeds) {
      const id = ids.get(`${vocabulary}:${seed.key}`)
      if (id === undefined) continue
      await tx
        .insert(termTranslations)
        .values(locales.map((lang) => ({ term_id: id, lang, name: seed.names[lang] })))
        .onConflictDoNothing()
    }
  }
  return ids
}

/**
 * The events and courses demo: terms, the list configuration of each language and the items, keyed by their
 * Spanish slug so a second run adds only what is missing.
 */
export async function seedDemoEvents(db: Database, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const termIds = await seedTerms(tx)
    await tx
      .insert(eventsConfig)
      .values(
        locales.map((lang) => ({
          lang,
          page_size: 10,
          default_operator: 'and',
          default_sort: ['starts_at'],
          show_past: true,
        })),
      )
      .onConflictDoNothing()

    for (const [index, seed] of demoEvents.entries()) {
      const existing = await tx.query.eventTranslations.findFirst({
        where: (t, { and, eq }) => and(eq(t.lang, 'es'), eq(t.slug, slugOf(seed.title.es))),
      })
      if (existing) continue
      const [created] = await tx
        .insert(events)
        .values(rowOf(seed, index, now, termIds))
        .returning({ id: events.id })
      if (!created) throw new Error(`Could not seed the event ${seed.title.es}`)
      const translations = locales.map((lang) => ({
        event_id: created.id,
        lang,
        slug: slugOf(seed.title[lang]),
        title: seed.title[lang],
        summary: seed.summary[lang],
        body: bodyOf(seed, lang, index),
        venue: venues[venueKeyOf(seed)][lang],
      }))
      await tx.insert(eventTranslations).values(translations)
    }
  })
}

const editionWord: Record<Locale, (n: number) => string> = {
  es: (n) => `edición ${n}`,
  ca: (n) => `edició ${n}`,
  en: (n) => `edition ${n}`,
  eu: (n) => `${n}. edizioa`,
}

/**
 * The benchmark's events (lib/server/db/seed/volume.ts): past editions of the demo items, one every day and a half
 * going back from a fortnight ago, so the upcoming lists stay the demo's and `past=true` pages through years of them.
 * Row n is always the same edition (its Spanish slug ends in -edicion-{n + 1}).
 */
export function eventsVolumeSeeder(target: number) {
  const numbered = sql`${eventTranslations.lang} = 'es' and ${eventTranslations.slug} ~ '-edicion-[0-9]+$'`
  const titleOf = (seed: EventSeed, n: number, lang: Locale) =>
    `${seed.title[lang]} (${editionWord[lang](n + 1)})`
  return {
    name: 'events',
    target,
    existing: async (db: Database) => {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(eventTranslations)
        .where(numbered)
      return row?.total ?? 0
    },
    seedRange: async (db: Database, from: number, to: number) => {
      const termRows = await db
        .select({ id: terms.id, vocabulary: terms.vocabulary, key: terms.key })
        .from(terms)
        .where(inArray(terms.vocabulary, ['event_category', 'event_type', 'event_mode']))
      const termIds = new Map(termRows.map((row) => [`${row.vocabulary}:${row.key}`, row.id]))
      const now = new Date()
      const rows = Array.from({ length: to - from }, (_, offset) => {
        const n = from + offset
        const seed = demoEvents[n % demoEvents.length]!
        const past: EventSeed = {
          ...seed,
          startsInDays: -(14 + Math.ceil(n * 1.5) + (seed.lastsDays ?? 0)),
          window: 'closed',
          opensInDays: undefined,
          closesInDays: undefined,
        }
        return { n, seed, row: rowOf(past, 0, now, termIds), slug: slugOf(titleOf(seed, n, 'es')) }
      })
      const existing = await db
        .select({ slug: eventTranslations.slug })
        .from(eventTranslations)
        .where(
          and(
            eq(eventTranslations.lang, 'es'),
            inArray(
              eventTranslations.slug,
              rows.map((row) => row.slug),
            ),
          ),
        )
      const missing = rows.filter((row) => !existing.some((found) => found.slug === row.slug))
      if (missing.length === 0) return
      await db.transaction(async (tx) => {
        // Ids taken from the sequence first, so each translation knows its item without relying on RETURNING's order.
        const ids = await tx
          .select({ id: sql<number>`nextval(pg_get_serial_sequence('events', 'id'))::int` })
          .from(sql`generate_series(1, ${missing.length})`)
        await tx.insert(events).values(
          missing.map(({ row }, index) => ({
            ...row,
            id: ids[index]!.id,
            enrolment_opens_at: new Date(row.starts_at.getTime() - 45 * day),
            enrolment_closes_at: new Date(row.starts_at.getTime() - day),
            created_at: row.publish_at,
            updated_at: row.publish_at,
          })),
        )
        await tx.insert(eventTranslations).values(
          missing.flatMap(({ n, seed }, index) =>
            locales.map((lang) => ({
              event_id: ids[index]!.id,
              lang,
              slug: slugOf(titleOf(seed, n, lang)),
              title: titleOf(seed, n, lang),
              summary: seed.summary[lang],
              body: bodyOf(seed, lang, n),
              venue: venues[venueKeyOf(seed)][lang],
            })),
          ),
        )
      })
    },
  }
}
