import 'server-only'
import { and, eq, inArray } from 'drizzle-orm'
import type { ResourceFormat } from '@/lib/contract/resources'
import { locales, type Locale } from '@/lib/contract/locales'
import type { Database } from '../client'
import {
  resourceCardCategories,
  resourceCards,
  resourceCardTranslations,
  resourceCategories,
  resources,
  resourceTranslations,
  terms,
  termTranslations,
} from '../schema'

type Texts = Record<Locale, string>

export const resourceCategorySeeds: Array<{ key: string; names: Texts }> = [
  { key: 'normativa', names: { es: 'Normativa', ca: 'Normativa', en: 'Legislation', eu: 'Araudia' } },
  {
    key: 'guias-clinicas',
    names: {
      es: 'Guías clínicas',
      ca: 'Guies clíniques',
      en: 'Clinical practice guides',
      eu: 'Gida klinikoak',
    },
  },
  {
    key: 'gestion',
    names: { es: 'Gestión', ca: 'Gestió', en: 'Practice management', eu: 'Kudeaketa' },
  },
  { key: 'investigacion', names: { es: 'Investigación', ca: 'Recerca', en: 'Research', eu: 'Ikerketa' } },
  { key: 'formacion', names: { es: 'Formación', ca: 'Formació', en: 'Training', eu: 'Prestakuntza' } },
  {
    key: 'etica',
    names: {
      es: 'Ética y deontología',
      ca: 'Ètica i deontologia',
      en: 'Ethics',
      eu: 'Etika eta deontologia',
    },
  },
]

interface ResourceSeed {
  format: ResourceFormat
  author: string | null
  publisher: string | null
  year: number | null
  isbn?: string
  copies: number
  online: boolean
  categories: string[]
  title: Texts
  /** What the item is about, to complete "A book on …" in each language. */
  topic: Texts
}

export const demoResources: ResourceSeed[] = [
  {
    format: 'book',
    author: 'Ana Belén Martín Rueda',
    publisher: 'Ediciones Colegio Demo',
    year: 2024,
    isbn: '978-84-09-51234-8',
    copies: 3,
    online: true,
    categories: ['normativa', 'etica'],
    title: {
      es: 'Guía práctica de la Ley de autonomía del paciente',
      ca: "Guia pràctica de la Llei d'autonomia del pacient",
      en: 'A practical guide to the Patient Autonomy Act',
      eu: 'Pazientearen autonomiari buruzko legearen gida praktikoa',
    },
    topic: {
      es: 'el consentimiento informado, la historia clínica y el derecho a la información',
      ca: 'el consentiment informat, la història clínica i el dret a la informació',
      en: 'informed consent, clinical records and the right to information',
      eu: 'baimen informatua, historia klinikoa eta informaziorako eskubidea',
    },
  },
  {
    format: 'book',
    author: 'Jordi Puig i Ferrer',
    publisher: 'Editorial Salut i Dret',
    year: 2023,
    isbn: '978-84-12-34567-4',
    copies: 2,
    online: true,
    categories: ['normativa', 'gestion'],
    title: {
      es: 'Protección de datos en la consulta: el RGPD explicado',
      ca: 'Protecció de dades a la consulta: el RGPD explicat',
      en: 'Data protection in the practice: the GDPR explained',
      eu: 'Datuen babesa kontsultan: DBEO azalduta',
    },
    topic: {
      es: 'cómo tratar y custodiar los datos de salud de los pacientes',
      ca: 'com tractar i custodiar les dades de salut dels pacients',
      en: "how to process and keep patients' health data",
      eu: 'pazienteen osasun-datuak nola tratatu eta zaindu',
    },
  },
  {
    format: 'book',
    author: 'Carmen Ortega Blanco',
    publisher: 'Editorial Médica del Norte',
    year: 2025,
    isbn: '978-84-11-22233-4',
    copies: 4,
    online: true,
    categories: ['guias-clinicas', 'formacion'],
    title: {
      es: 'Manual de buenas prácticas clínicas basadas en la evidencia',
      ca: "Manual de bones pràctiques clíniques basades en l'evidència",
      en: 'Handbook of evidence-based clinical practice',
      eu: 'Ebidentzian oinarritutako praktika kliniko onen eskuliburua',
    },
    topic: {
      es: 'cómo llevar a la consulta diaria las recomendaciones de las guías',
      ca: 'com portar a la consulta diària les recomanacions de les guies',
      en: 'bringing the recommendations of the guidelines into daily practice',
      eu: 'giden gomendioak eguneroko kontsultara nola eraman',
    },
  },
  {
    format: 'book',
    author: 'Miren Etxeberria Agirre',
    publisher: 'Editorial Médica del Norte',
    year: 2022,
    isbn: '978-84-11-20987-8',
    copies: 2,
    online: true,
    categories: ['guias-clinicas'],
    title: {
      es: 'Cuidados al paciente crónico complejo',
      ca: 'Cures al pacient crònic complex',
      en: 'Caring for complex chronic patients',
      eu: 'Gaixo kroniko konplexuaren zaintza',
    },
    topic: {
      es: 'la atención continuada a pacientes con varias enfermedades crónicas',
      ca: "l'atenció continuada a pacients amb diverses malalties cròniques",
      en: 'continuing care for patients with several chronic conditions',
      eu: 'hainbat gaixotasun kroniko dituzten pazienteen etengabeko arreta',
    },
  },
  {
    format: 'book',
    author: 'Javier Navarro Gil',
    publisher: 'Ediciones Colegio Demo',
    year: 2024,
    isbn: '978-84-09-55501-7',
    copies: 2,
    online: true,
    categories: ['gestion'],
    title: {
      es: 'Gestión de la consulta privada: fiscalidad, seguros y contratos',
      ca: 'Gestió de la consulta privada: fiscalitat, assegurances i contractes',
      en: 'Running a private practice: tax, insurance and contracts',
      eu: 'Kontsulta pribatuaren kudeaketa: zergak, aseguruak eta kontratuak',
    },
    topic: {
      es: 'las obligaciones fiscales, el seguro de responsabilidad civil y los contratos de la consulta',
      ca: "les obligacions fiscals, l'assegurança de responsabilitat civil i els contractes de la consulta",
      en: 'tax duties, professional liability insurance and the contracts of a practice',
      eu: 'zerga-betebeharrak, erantzukizun zibileko asegurua eta kontsultaren kontratuak',
    },
  },
  {
    format: 'book',
    author: 'Laura Sánchez Medina',
    publisher: 'Editorial Universitaria Demo',
    year: 2021,
    isbn: '978-84-17-65432-0',
    copies: 5,
    online: true,
    categories: ['investigacion', 'formacion'],
    title: {
      es: 'Metodología de la investigación en ciencias de la salud',
      ca: 'Metodologia de la recerca en ciències de la salut',
      en: 'Research methods in the health sciences',
      eu: 'Osasun-zientzietako ikerketaren metodologia',
    },
    topic: {
      es: 'el diseño de estudios, la pregunta de investigación y el protocolo',
      ca: 'el disseny d’estudis, la pregunta de recerca i el protocol',
      en: 'study design, the research question and the protocol',
      eu: 'azterlanen diseinua, ikerketa-galdera eta protokoloa',
    },
  },
  {
    format: 'book',
    author: 'Pablo Romero Castro',
    publisher: 'Editorial Universitaria Demo',
    year: 2020,
    isbn: '978-84-17-60011-2',
    copies: 3,
    online: true,
    categories: ['investigacion'],
    title: {
      es: 'Bioestadística aplicada con ejemplos resueltos',
      ca: 'Bioestadística aplicada amb exemples resolts',
      en: 'Applied biostatistics with worked examples',
      eu: 'Bioestatistika aplikatua, adibide ebatziekin',
    },
    topic: {
      es: 'la estadística que necesita un estudio clínico, con ejercicios paso a paso',
      ca: "l'estadística que necessita un estudi clínic, amb exercicis pas a pas",
      en: 'the statistics a clinical study needs, with step-by-step exercises',
      eu: 'azterlan kliniko batek behar duen estatistika, urratsez urratseko ariketekin',
    },
  },
  {
    format: 'book',
    author: 'Nuria Vidal Soler',
    publisher: 'Editorial Salut i Dret',
    year: 2023,
    isbn: '978-84-12-39876-2',
    copies: 2,
    online: true,
    categories: ['etica', 'formacion'],
    title: {
      es: 'Comunicación con el paciente y su familia',
      ca: 'Comunicació amb el pacient i la seva família',
      en: 'Communicating with patients and their families',
      eu: 'Pazientearekin eta haren familiarekin komunikatzea',
    },
    topic: {
      es: 'cómo dar malas noticias, escuchar y acordar decisiones con el paciente',
      ca: 'com donar males notícies, escoltar i acordar decisions amb el pacient',
      en: 'breaking bad news, listening and making decisions together with the patient',
      eu: 'albiste txarrak ematea, entzutea eta pazientearekin erabakiak adostea',
    },
  },
  {
    format: 'book',
    author: 'Comisión Deontológica del Colegio',
    publisher: 'Ediciones Colegio Demo',
    year: 2025,
    isbn: '978-84-09-60123-3',
    copies: 6,
    online: true,
    categories: ['etica', 'normativa'],
    title: {
      es: 'Código deontológico comentado',
      ca: 'Codi deontològic comentat',
      en: 'The code of ethics, with commentary',
      eu: 'Kode deontologikoa, iruzkinduta',
    },
    topic: {
      es: 'cada artículo del código deontológico, con casos y criterios de la comisión',
      ca: 'cada article del codi deontològic, amb casos i criteris de la comissió',
      en: "each article of the code of ethics, with cases and the committee's criteria",
      eu: 'kode deontologikoaren artikulu bakoitza, batzordearen kasu eta irizpideekin',
    },
  },
  {
    format: 'journal',
    author: null,
    publisher: 'Colegio Oficial Demo',
    year: 2025,
    copies: 1,
    online: false,
    categories: ['investigacion'],
    title: {
      es: 'Revista de Práctica Profesional, volumen 2025',
      ca: 'Revista de Pràctica Professional, volum 2025',
      en: 'Journal of Professional Practice, 2025 volume',
      eu: 'Lanbide Praktikaren Aldizkaria, 2025eko alea',
    },
    topic: {
      es: 'los artículos originales y las revisiones publicados este año',
      ca: 'els articles originals i les revisions publicats aquest any',
      en: 'the original articles and reviews published this year',
      eu: 'aurten argitaratutako jatorrizko artikuluak eta berrikuspenak',
    },
  },
  {
    format: 'journal',
    author: null,
    publisher: 'Editorial Salut i Dret',
    year: 2025,
    copies: 1,
    online: false,
    categories: ['normativa'],
    title: {
      es: 'Anuario de legislación sanitaria 2025',
      ca: 'Anuari de legislació sanitària 2025',
      en: 'Health legislation yearbook 2025',
      eu: 'Osasun-legeriaren urtekaria 2025',
    },
    topic: {
      es: 'las leyes y reglamentos sanitarios aprobados durante el año',
      ca: "les lleis i els reglaments sanitaris aprovats durant l'any",
      en: 'the health laws and regulations passed during the year',
      eu: 'urtean onartutako osasun-lege eta -erregelamenduak',
    },
  },
  {
    format: 'journal',
    author: null,
    publisher: 'Asociación de Gestores Sanitarios',
    year: 2024,
    copies: 2,
    online: true,
    categories: ['gestion'],
    title: {
      es: 'Cuadernos de gestión sanitaria',
      ca: 'Quaderns de gestió sanitària',
      en: 'Health management papers',
      eu: 'Osasun-kudeaketako koadernoak',
    },
    topic: {
      es: 'la organización de servicios, la calidad asistencial y los indicadores',
      ca: "l'organització de serveis, la qualitat assistencial i els indicadors",
      en: 'organising services, quality of care and indicators',
      eu: 'zerbitzuen antolaketa, laguntza-kalitatea eta adierazleak',
    },
  },
  {
    format: 'video',
    author: 'Unidad de Formación del Colegio',
    publisher: 'Colegio Oficial Demo',
    year: 2024,
    copies: 10,
    online: true,
    categories: ['formacion', 'guias-clinicas'],
    title: {
      es: 'Curso en vídeo: soporte vital básico y desfibrilación',
      ca: 'Curs en vídeo: suport vital bàsic i desfibril·lació',
      en: 'Video course: basic life support and defibrillation',
      eu: 'Bideo-ikastaroa: oinarrizko bizi-euskarria eta desfibrilazioa',
    },
    topic: {
      es: 'la reanimación cardiopulmonar y el uso del desfibrilador externo',
      ca: "la reanimació cardiopulmonar i l'ús del desfibril·lador extern",
      en: 'cardiopulmonary resuscitation and the use of an external defibrillator',
      eu: 'bihotz-biriken bizkortzea eta kanpoko desfibriladorearen erabilera',
    },
  },
  {
    format: 'video',
    author: 'Laura Sánchez Medina',
    publisher: 'Colegio Oficial Demo',
    year: 2023,
    copies: 10,
    online: true,
    categories: ['investigacion', 'formacion'],
    title: {
      es: 'Seminario grabado: cómo escribir un artículo científico',
      ca: 'Seminari enregistrat: com escriure un article científic',
      en: 'Recorded seminar: how to write a scientific paper',
      eu: 'Grabatutako mintegia: artikulu zientifiko bat nola idatzi',
    },
    topic: {
      es: 'la estructura de un artículo, la elección de revista y la respuesta a los revisores',
      ca: "l'estructura d'un article, l'elecció de revista i la resposta als revisors",
      en: 'the structure of a paper, choosing a journal and answering reviewers',
      eu: 'artikulu baten egitura, aldizkaria aukeratzea eta berrikusleei erantzutea',
    },
  },
  {
    format: 'video',
    author: 'Nuria Vidal Soler',
    publisher: 'Colegio Oficial Demo',
    year: 2022,
    copies: 10,
    online: true,
    categories: ['formacion'],
    title: {
      es: 'La entrevista clínica: casos prácticos en vídeo',
      ca: "L'entrevista clínica: casos pràctics en vídeo",
      en: 'The clinical interview: practical cases on video',
      eu: 'Elkarrizketa klinikoa: kasu praktikoak bideoan',
    },
    topic: {
      es: 'entrevistas reales con actores y el análisis de cada una',
      ca: "entrevistes reals amb actors i l'anàlisi de cadascuna",
      en: 'interviews played by actors, each one analysed',
      eu: 'aktoreek antzeztutako elkarrizketak eta horien azterketa',
    },
  },
  {
    format: 'equipment',
    author: null,
    publisher: null,
    year: 2023,
    copies: 2,
    online: false,
    categories: ['formacion'],
    title: {
      es: 'Maniquí de reanimación cardiopulmonar para adultos',
      ca: 'Maniquí de reanimació cardiopulmonar per a adults',
      en: 'Adult CPR training manikin',
      eu: 'Helduentzako bihotz-biriken bizkortzerako manikia',
    },
    topic: {
      es: 'practicar compresiones y ventilaciones con indicador de calidad',
      ca: 'practicar compressions i ventilacions amb indicador de qualitat',
      en: 'practising compressions and ventilations with a quality indicator',
      eu: 'konpresioak eta aireztapenak kalitate-adierazlearekin praktikatzea',
    },
  },
  {
    format: 'equipment',
    author: null,
    publisher: null,
    year: 2024,
    copies: 1,
    online: true,
    categories: ['gestion'],
    title: {
      es: 'Proyector portátil y pantalla para sesiones',
      ca: 'Projector portàtil i pantalla per a sessions',
      en: 'Portable projector and screen for sessions',
      eu: 'Saioetarako proiektore eramangarria eta pantaila',
    },
    topic: {
      es: 'sesiones clínicas y charlas fuera de la sede del Colegio',
      ca: 'sessions clíniques i xerrades fora de la seu del Col·legi',
      en: "clinical sessions and talks away from the Association's offices",
      eu: 'saio klinikoak eta hitzaldiak Elkargoaren egoitzatik kanpo',
    },
  },
  {
    format: 'equipment',
    author: null,
    publisher: null,
    year: 2022,
    copies: 3,
    online: false,
    categories: ['formacion'],
    title: {
      es: 'Kit de simulación de canalización venosa',
      ca: 'Kit de simulació de canalització venosa',
      en: 'Venous cannulation simulation kit',
      eu: 'Zain-kanalizazioaren simulazio-kita',
    },
    topic: {
      es: 'entrenar la punción venosa sobre un brazo de simulación',
      ca: 'entrenar la punció venosa sobre un braç de simulació',
      en: 'training venepuncture on a simulation arm',
      eu: 'zain-ziztada simulazio-beso batean entrenatzea',
    },
  },
  {
    format: 'book',
    author: 'Francisco Delgado Ruiz',
    publisher: 'Editorial Médica del Norte',
    year: 2023,
    isbn: '978-84-11-23456-6',
    copies: 2,
    online: true,
    categories: ['normativa', 'guias-clinicas'],
    title: {
      es: 'Prevención de riesgos laborales en centros sanitarios',
      ca: 'Prevenció de riscos laborals en centres sanitaris',
      en: 'Occupational risk prevention in health centres',
      eu: 'Laneko arriskuen prebentzioa osasun-zentroetan',
    },
    topic: {
      es: 'los riesgos biológicos, ergonómicos y psicosociales de la profesión',
      ca: 'els riscos biològics, ergonòmics i psicosocials de la professió',
      en: 'the biological, ergonomic and psychosocial risks of the profession',
      eu: 'lanbidearen arrisku biologiko, ergonomiko eta psikosozialak',
    },
  },
  {
    format: 'book',
    author: 'Begoña Urrutia Arrieta',
    publisher: 'Editorial Universitaria Demo',
    year: 2024,
    isbn: '978-84-17-69999-4',
    copies: 2,
    online: true,
    categories: ['gestion'],
    title: {
      es: 'Liderazgo y trabajo en equipo en organizaciones sanitarias',
      ca: 'Lideratge i treball en equip en organitzacions sanitàries',
      en: 'Leadership and teamwork in health organisations',
      eu: 'Lidergoa eta talde-lana osasun-erakundeetan',
    },
    topic: {
      es: 'cómo coordinar equipos, resolver conflictos y motivar',
      ca: 'com coordinar equips, resoldre conflictes i motivar',
      en: 'coordinating teams, resolving conflicts and motivating people',
      eu: 'taldeak koordinatzea, gatazkak konpontzea eta motibatzea',
    },
  },
  {
    format: 'book',
    author: 'Pablo Romero Castro',
    publisher: 'Editorial Universitaria Demo',
    year: 2025,
    isbn: '978-84-17-70123-9',
    copies: 3,
    online: true,
    categories: ['investigacion'],
    title: {
      es: 'Revisiones sistemáticas y metaanálisis paso a paso',
      ca: 'Revisions sistemàtiques i metaanàlisis pas a pas',
      en: 'Systematic reviews and meta-analyses step by step',
      eu: 'Berrikuspen sistematikoak eta metaanalisiak urratsez urrats',
    },
    topic: {
      es: 'la búsqueda bibliográfica, la lectura crítica y la síntesis de resultados',
      ca: 'la cerca bibliogràfica, la lectura crítica i la síntesi de resultats',
      en: 'searching the literature, critical appraisal and pooling results',
      eu: 'bilaketa bibliografikoa, irakurketa kritikoa eta emaitzen sintesia',
    },
  },
  {
    format: 'other',
    author: null,
    publisher: 'Asociación Española de Normalización',
    year: 2015,
    copies: 1,
    online: false,
    categories: ['gestion', 'normativa'],
    title: {
      es: 'Colección de normas de calidad ISO 9001 para servicios de salud',
      ca: 'Col·lecció de normes de qualitat ISO 9001 per a serveis de salut',
      en: 'ISO 9001 quality standards collection for health services',
      eu: 'Osasun-zerbitzuetarako ISO 9001 kalitate-arauen bilduma',
    },
    topic: {
      es: 'los sistemas de gestión de la calidad y su certificación',
      ca: 'els sistemes de gestió de la qualitat i la seva certificació',
      en: 'quality management systems and their certification',
      eu: 'kalitatea kudeatzeko sistemak eta horien ziurtagiria',
    },
  },
  {
    format: 'book',
    author: 'Itziar Goikoetxea Zubizarreta',
    publisher: 'Editorial Salut i Dret',
    year: 2022,
    isbn: '978-84-12-30001-7',
    copies: 2,
    online: true,
    categories: ['etica', 'guias-clinicas'],
    title: {
      es: 'Atención a la diversidad cultural en la práctica clínica',
      ca: 'Atenció a la diversitat cultural en la pràctica clínica',
      en: 'Cultural diversity in clinical practice',
      eu: 'Aniztasun kulturalaren arreta praktika klinikoan',
    },
    topic: {
      es: 'la atención a pacientes de otras culturas y lenguas',
      ca: "l'atenció a pacients d'altres cultures i llengües",
      en: 'caring for patients from other cultures and languages',
      eu: 'beste kultura eta hizkuntza batzuetako pazienteen arreta',
    },
  },
  {
    format: 'journal',
    author: null,
    publisher: 'Colegio Oficial Demo',
    year: 2020,
    copies: 1,
    online: false,
    categories: ['formacion'],
    title: {
      es: 'Boletín de formación continuada: archivo 2020-2025',
      ca: 'Butlletí de formació continuada: arxiu 2020-2025',
      en: 'Continuing education bulletin: 2020-2025 archive',
      eu: 'Etengabeko prestakuntzaren buletina: 2020-2025 artxiboa',
    },
    topic: {
      es: 'los casos clínicos y cuestionarios de acreditación de los últimos años',
      ca: "els casos clínics i qüestionaris d'acreditació dels darrers anys",
      en: 'the clinical cases and accreditation quizzes of recent years',
      eu: 'azken urteetako kasu klinikoak eta egiaztapen-galdetegiak',
    },
  },
]

const formatNouns: Record<Locale, Record<ResourceFormat, string>> = {
  es: {
    book: 'Libro',
    journal: 'Publicación periódica',
    video: 'Vídeo',
    equipment: 'Material',
    other: 'Documentación',
  },
  ca: {
    book: 'Llibre',
    journal: 'Publicació periòdica',
    video: 'Vídeo',
    equipment: 'Material',
    other: 'Documentació',
  },
  en: {
    book: 'A book',
    journal: 'A periodical',
    video: 'A video',
    equipment: 'Equipment',
    other: 'Documents',
  },
  eu: {
    book: 'Liburua',
    journal: 'Aldizkako argitalpena',
    video: 'Bideoa',
    equipment: 'Materiala',
    other: 'Dokumentazioa',
  },
}

const summaryOf: Record<Locale, (format: ResourceFormat, topic: string) => string> = {
  es: (format, topic) => `${formatNouns.es[format]} sobre ${topic}.`,
  ca: (format, topic) => `${formatNouns.ca[format]} sobre ${topic}.`,
  en: (format, topic) =>
    format === 'equipment' ? `Equipment for ${topic}.` : `${formatNouns.en[format]} on ${topic}.`,
  eu: (format, topic) => `${formatNouns.eu[format]}: ${topic}.`,
}

const howToUse: Record<Locale, Record<ResourceFormat, string>> = {
  es: {
    book: 'El ejemplar se presta durante quince días, prorrogables otros quince si nadie lo ha pedido.',
    journal: 'Los números pueden consultarse en la sala de lectura de la sede en horario de biblioteca.',
    video: 'Se facilita un acceso personal al vídeo mientras dura el préstamo.',
    equipment: 'Se entrega en la sede con sus instrucciones de uso y se devuelve revisado y limpio.',
    other: 'Los documentos se consultan en la sede con la ayuda del personal de biblioteca.',
  },
  ca: {
    book: "L'exemplar es presta durant quinze dies, prorrogables quinze més si ningú no l'ha demanat.",
    journal: 'Els números es poden consultar a la sala de lectura de la seu en horari de biblioteca.',
    video: 'Es facilita un accés personal al vídeo mentre dura el préstec.',
    equipment: "Es lliura a la seu amb les instruccions d'ús i es retorna revisat i net.",
    other: 'Els documents es consulten a la seu amb l’ajuda del personal de biblioteca.',
  },
  en: {
    book: 'The copy is lent for fifteen days, and for fifteen more if nobody else has asked for it.',
    journal: "The issues can be read in the reading room at the Association's offices during library hours.",
    video: 'You get personal access to the video for as long as the loan lasts.',
    equipment:
      "It is handed over at the Association's offices with its instructions and returned checked and clean.",
    other: 'The documents are read at the offices with the help of the library staff.',
  },
  eu: {
    book: 'Alea hamabost egunerako uzten da, eta beste hamabost egunez luza daiteke inork eskatu ez badu.',
    journal: 'Aleak egoitzako irakurketa-gelan kontsulta daitezke, liburutegiaren ordutegian.',
    video: 'Maileguak irauten duen bitartean bideorako sarbide pertsonala ematen da.',
    equipment: 'Egoitzan ematen da, erabilera-jarraibideekin, eta berrikusita eta garbi itzultzen da.',
    other: 'Dokumentuak egoitzan kontsultatzen dira, liburutegiko langileen laguntzarekin.',
  },
}

const howToAsk: Record<Locale, Record<'online' | 'inPerson', string>> = {
  es: {
    online: 'Los colegiados pueden solicitar el préstamo desde su área privada.',
    inPerson: 'El préstamo se solicita en persona en la secretaría del Colegio.',
  },
  ca: {
    online: 'Els col·legiats poden sol·licitar el préstec des de la seva àrea privada.',
    inPerson: 'El préstec es demana en persona a la secretaria del Col·legi.',
  },
  en: {
    online: 'Members can request a loan from their private area.',
    inPerson: "Loans are requested in person at the Association's office.",
  },
  eu: {
    online: 'Elkargokideek beren eremu pribatutik eska dezakete mailegua.',
    inPerson: 'Mailegua aurrez aurre eskatzen da Elkargoaren idazkaritzan.',
  },
}

/** A slug from a title: lower-case words without accents, joined by hyphens. */
export function slugOf(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export function resourceTranslationSeed(seed: ResourceSeed, lang: Locale) {
  const summary = summaryOf[lang](seed.format, seed.topic[lang])
  return {
    slug: slugOf(seed.title[lang]),
    title: seed.title[lang],
    summary,
    body: `<p>${summary} ${howToUse[lang][seed.format]}</p>\n<p>${howToAsk[lang][seed.online ? 'online' : 'inPerson']}</p>`,
  }
}

interface CardSeed {
  url: string
  categories: string[]
  title: Texts
  summary: Texts
}

export const demoResourceCards: CardSeed[] = [
  {
    url: 'https://www.boe.es/biblioteca_juridica/',
    categories: ['normativa'],
    title: {
      es: 'Códigos electrónicos del BOE',
      ca: 'Codis electrònics del BOE',
      en: 'Electronic legal codes of the BOE',
      eu: 'BOEren kode elektronikoak',
    },
    summary: {
      es: 'La legislación sanitaria consolidada y actualizada, gratis y en PDF.',
      ca: 'La legislació sanitària consolidada i actualitzada, de franc i en PDF.',
      en: 'Consolidated, up-to-date health legislation, free and in PDF.',
      eu: 'Osasun-legeria bateratua eta eguneratua, doan eta PDFan.',
    },
  },
  {
    url: 'https://www.who.int/publications/who-guidelines',
    categories: ['guias-clinicas'],
    title: {
      es: 'Directrices de la Organización Mundial de la Salud',
      ca: "Directrius de l'Organització Mundial de la Salut",
      en: 'World Health Organization guidelines',
      eu: 'Osasunaren Mundu Erakundearen jarraibideak',
    },
    summary: {
      es: 'Las recomendaciones clínicas y de salud pública de la OMS.',
      ca: "Les recomanacions clíniques i de salut pública de l'OMS.",
      en: 'The clinical and public health recommendations of the WHO.',
      eu: 'OMEren gomendio klinikoak eta osasun publikokoak.',
    },
  },
  {
    url: 'https://www.who.int/health-topics/patient-safety',
    categories: ['guias-clinicas', 'formacion'],
    title: {
      es: 'Seguridad del paciente (OMS)',
      ca: 'Seguretat del pacient (OMS)',
      en: 'Patient safety (WHO)',
      eu: 'Pazientearen segurtasuna (OME)',
    },
    summary: {
      es: 'Datos, campañas y materiales formativos para reducir los errores en la atención.',
      ca: "Dades, campanyes i materials formatius per reduir els errors en l'atenció.",
      en: 'Facts, campaigns and training materials to reduce errors in care.',
      eu: 'Datuak, kanpainak eta prestakuntza-materialak arretako akatsak murrizteko.',
    },
  },
  {
    url: 'https://www.aepd.es/guias-y-herramientas/guias',
    categories: ['normativa', 'gestion'],
    title: {
      es: 'Guías de la Agencia Española de Protección de Datos',
      ca: "Guies de l'Agència Espanyola de Protecció de Dades",
      en: 'Guides of the Spanish Data Protection Agency',
      eu: 'Datuak Babesteko Espainiako Agentziaren gidak',
    },
    summary: {
      es: 'Cómo cumplir el RGPD en una consulta: registro de actividades, contratos y brechas.',
      ca: "Com complir el RGPD en una consulta: registre d'activitats, contractes i bretxes.",
      en: 'How a practice complies with the GDPR: records of processing, contracts and breaches.',
      eu: 'Nola bete DBEO kontsulta batean: jardueren erregistroa, kontratuak eta arrakalak.',
    },
  },
  {
    url: 'https://pubmed.ncbi.nlm.nih.gov/',
    categories: ['investigacion'],
    title: { es: 'PubMed', ca: 'PubMed', en: 'PubMed', eu: 'PubMed' },
    summary: {
      es: 'El buscador de referencia de la literatura biomédica, con más de treinta millones de citas.',
      ca: 'El cercador de referència de la literatura biomèdica, amb més de trenta milions de cites.',
      en: 'The reference search engine for the biomedical literature, with over thirty million citations.',
      eu: 'Literatura biomedikoaren erreferentziazko bilatzailea, hogeita hamar milioi aipu baino gehiagorekin.',
    },
  },
  {
    url: 'https://www.cochranelibrary.com/',
    categories: ['investigacion', 'guias-clinicas'],
    title: {
      es: 'Biblioteca Cochrane',
      ca: 'Biblioteca Cochrane',
      en: 'Cochrane Library',
      eu: 'Cochrane liburutegia',
    },
    summary: {
      es: 'Revisiones sistemáticas de alta calidad sobre la eficacia de las intervenciones sanitarias.',
      ca: 'Revisions sistemàtiques d’alta qualitat sobre l’eficàcia de les intervencions sanitàries.',
      en: 'High-quality systematic reviews on how well health interventions work.',
      eu: 'Kalitate handiko berrikuspen sistematikoak osasun-esku-hartzeen eraginkortasunari buruz.',
    },
  },
  {
    url: 'https://portal.guiasalud.es/',
    categories: ['guias-clinicas'],
    title: { es: 'GuíaSalud', ca: 'GuíaSalud', en: 'GuíaSalud', eu: 'GuíaSalud' },
    summary: {
      es: 'Las guías de práctica clínica del Sistema Nacional de Salud, con versiones para pacientes.',
      ca: 'Les guies de pràctica clínica del Sistema Nacional de Salut, amb versions per a pacients.',
      en: 'The clinical practice guidelines of the Spanish National Health System, with versions for patients.',
      eu: 'Osasun Sistema Nazionalaren praktika klinikoko gidak, pazienteentzako bertsioekin.',
    },
  },
  {
    url: 'https://www.sanidad.gob.es/',
    categories: ['normativa'],
    title: {
      es: 'Ministerio de Sanidad',
      ca: 'Ministeri de Sanitat',
      en: 'Spanish Ministry of Health',
      eu: 'Osasun Ministerioa',
    },
    summary: {
      es: 'Normativa, alertas sanitarias, estadísticas y planes estratégicos.',
      ca: 'Normativa, alertes sanitàries, estadístiques i plans estratègics.',
      en: 'Regulations, health alerts, statistics and strategic plans.',
      eu: 'Araudia, osasun-alertak, estatistikak eta plan estrategikoak.',
    },
  },
  {
    url: 'https://www.insst.es/',
    categories: ['normativa', 'gestion'],
    title: {
      es: 'Instituto Nacional de Seguridad y Salud en el Trabajo',
      ca: 'Institut Nacional de Seguretat i Salut en el Treball',
      en: 'National Institute for Safety and Health at Work',
      eu: 'Laneko Segurtasun eta Osasuneko Institutu Nazionala',
    },
    summary: {
      es: 'Guías técnicas y fichas para prevenir los riesgos laborales en centros sanitarios.',
      ca: 'Guies tècniques i fitxes per prevenir els riscos laborals en centres sanitaris.',
      en: 'Technical guides and fact sheets to prevent occupational risks in health centres.',
      eu: 'Gida teknikoak eta fitxak osasun-zentroetako laneko arriskuak prebenitzeko.',
    },
  },
  {
    url: 'https://eur-lex.europa.eu/',
    categories: ['normativa', 'investigacion'],
    title: { es: 'EUR-Lex', ca: 'EUR-Lex', en: 'EUR-Lex', eu: 'EUR-Lex' },
    summary: {
      es: 'El derecho de la Unión Europea: reglamentos, directivas y jurisprudencia.',
      ca: 'El dret de la Unió Europea: reglaments, directives i jurisprudència.',
      en: 'European Union law: regulations, directives and case law.',
      eu: 'Europar Batasuneko zuzenbidea: erregelamenduak, zuzentarauak eta jurisprudentzia.',
    },
  },
]

const day = 24 * 60 * 60 * 1000

/**
 * The lending library, its categories and the online resources, in four languages. Idempotent: categories are kept
 * by key, items by their Spanish slug and cards by their address; nothing that exists is touched.
 */
export async function seedResources(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(terms)
      .values(
        resourceCategorySeeds.map(({ key }, position) => ({
          vocabulary: 'resource_category' as const,
          key,
          position,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: terms.id, key: terms.key })
    const names = resourceCategorySeeds.flatMap(({ key, names }) => {
      const id = inserted.find((term) => term.key === key)?.id
      return id === undefined ? [] : locales.map((lang) => ({ term_id: id, lang, name: names[lang] }))
    })
    if (names.length > 0) await tx.insert(termTranslations).values(names)

    const categories = new Map(
      (
        await tx
          .select({ id: terms.id, key: terms.key })
          .from(terms)
          .where(eq(terms.vocabulary, 'resource_category'))
      ).map(({ id, key }) => [key, id]),
    )
    const idsOf = (keys: string[]) => keys.flatMap((key) => categories.get(key) ?? [])

    const now = Date.now()
    const spanishSlugs = demoResources.map((seed) => slugOf(seed.title.es))
    const existing = new Set(
      (
        await tx
          .select({ slug: resourceTranslations.slug })
          .from(resourceTranslations)
          .where(and(eq(resourceTranslations.lang, 'es'), inArray(resourceTranslations.slug, spanishSlugs)))
      ).map(({ slug }) => slug),
    )
    for (const [index, seed] of demoResources.entries()) {
      if (existing.has(slugOf(seed.title.es))) continue
      const [created] = await tx
        .insert(resources)
        .values({
          status: 'published',
          publish_at: new Date(now - (index * 9 + 2) * day),
          format: seed.format,
          author: seed.author,
          publisher: seed.publisher,
          year: seed.year,
          isbn: seed.isbn ?? null,
          copies: seed.copies,
          applicable_online: seed.online,
        })
        .returning({ id: resources.id })
      if (!created) throw new Error(`Could not seed the resource ${seed.title.es}`)
      await tx
        .insert(resourceTranslations)
        .values(
          locales.map((lang) => ({ resource_id: created.id, lang, ...resourceTranslationSeed(seed, lang) })),
        )
      await tx
        .insert(resourceCategories)
        .values(idsOf(seed.categories).map((term_id) => ({ resource_id: created.id, term_id })))
    }

    const existingCards = new Set(
      (
        await tx
          .select({ url: resourceCards.url })
          .from(resourceCards)
          .where(
            inArray(
              resourceCards.url,
              demoResourceCards.map((card) => card.url),
            ),
          )
      ).map(({ url }) => url),
    )
    for (const [index, seed] of demoResourceCards.entries()) {
      if (existingCards.has(seed.url)) continue
      const [created] = await tx
        .insert(resourceCards)
        .values({ status: 'published', publish_at: new Date(now - (index * 11 + 1) * day), url: seed.url })
        .returning({ id: resourceCards.id })
      if (!created) throw new Error(`Could not seed the resource card ${seed.url}`)
      await tx.insert(resourceCardTranslations).values(
        locales.map((lang) => ({
          card_id: created.id,
          lang,
          title: seed.title[lang],
          summary: seed.summary[lang],
        })),
      )
      await tx
        .insert(resourceCardCategories)
        .values(idsOf(seed.categories).map((term_id) => ({ card_id: created.id, term_id })))
    }
  })
}
