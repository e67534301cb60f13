import 'server-only'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { ContentStatus } from '@/lib/contract/content'
import { locales, type Locale } from '@/lib/contract/locales'
import { templateSections } from '@/lib/contract/templates'
import type { Database } from '../client'
import { news, newsTranslations, templates, terms, termTranslations } from '../schema'
import { demoTemplates } from './templates'

export type NewsCategoryKey = 'association' | 'training' | 'profession' | 'employment'

interface TermSeed {
  key: NewsCategoryKey
  color: string
  names: Record<Locale, string>
}

/** The news categories, in the order filters list them. Colours are dark enough for white text (WCAG AA). */
export const demoNewsCategories: TermSeed[] = [
  {
    key: 'association',
    color: '#4a3675',
    names: { es: 'Colegio', ca: 'Col·legi', en: 'Association', eu: 'Elkargoa' },
  },
  {
    key: 'training',
    color: '#1f5f7a',
    names: { es: 'Formación', ca: 'Formació', en: 'Training', eu: 'Prestakuntza' },
  },
  {
    key: 'profession',
    color: '#8a3b12',
    names: { es: 'Profesión', ca: 'Professió', en: 'Profession', eu: 'Lanbidea' },
  },
  {
    key: 'employment',
    color: '#2f5d1e',
    names: { es: 'Empleo', ca: 'Ocupació', en: 'Employment', eu: 'Enplegua' },
  },
]

/** Title, summary and the first paragraph of the body. */
type NewsText = [title: string, summary: string, lead: string]

export interface NewsSeed {
  category: NewsCategoryKey
  /** How long ago it was published; negative: programmed for the future. */
  daysAgo: number
  status?: ContentStatus
  featured?: boolean
  texts: Record<Locale, NewsText>
}

/** The closing paragraph of every news item of a category. */
const closings: Record<NewsCategoryKey, Record<Locale, string>> = {
  association: {
    es: 'La secretaría del Colegio atiende cualquier consulta de lunes a viernes, por teléfono, por correo electrónico o en la sede.',
    ca: 'La secretaria del Col·legi atén qualsevol consulta de dilluns a divendres, per telèfon, per correu electrònic o a la seu.',
    en: 'The Association’s office answers any question from Monday to Friday, by phone, by e-mail or in person.',
    eu: 'Elkargoko idazkaritzak edozein kontsultari erantzuten dio astelehenetik ostiralera, telefonoz, posta elektronikoz edo egoitzan.',
  },
  training: {
    es: 'Las plazas son limitadas y se adjudican por orden de inscripción; los colegiados tienen una tarifa reducida.',
    ca: 'Les places són limitades i s’adjudiquen per ordre d’inscripció; els col·legiats tenen una tarifa reduïda.',
    en: 'Places are limited and allocated in order of registration; members pay a reduced fee.',
    eu: 'Plazak mugatuak dira eta izena emateko ordenaren arabera esleitzen dira; elkargokideek prezio murriztua dute.',
  },
  profession: {
    es: 'El Colegio seguirá informando a los colegiados de cualquier novedad que afecte al ejercicio de la profesión.',
    ca: 'El Col·legi continuarà informant els col·legiats de qualsevol novetat que afecti l’exercici de la professió.',
    en: 'The Association will keep members informed of any change that affects the practice of the profession.',
    eu: 'Elkargoak lanbidearen jardunari eragiten dion edozein berritasunen berri emango die elkargokideei.',
  },
  employment: {
    es: 'Las ofertas de empleo se publican en el portal y los colegiados pueden recibirlas también por correo electrónico.',
    ca: 'Les ofertes de feina es publiquen al portal i els col·legiats també les poden rebre per correu electrònic.',
    en: 'Job offers are published on the portal, and members can also receive them by e-mail.',
    eu: 'Lan-eskaintzak atarian argitaratzen dira, eta elkargokideek posta elektronikoz ere jaso ditzakete.',
  },
}

/** The body of a seeded news item: its lead and its category's closing paragraph. */
function newsBody(item: NewsSeed, lang: Locale): string {
  return `<p>${item.texts[lang][2]}</p>\n<p>${closings[item.category][lang]}</p>`
}

/** A URL slug from a title: lower case, no accents, words joined by hyphens. */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export const demoNews: NewsSeed[] = [
  {
    category: 'association',
    daysAgo: 4,
    featured: true,
    texts: {
      es: [
        'La Asamblea General aprueba las cuentas y el presupuesto',
        'Los colegiados respaldan la gestión económica y las cuotas se mantienen un año más.',
        'La Asamblea General ordinaria aprobó por amplia mayoría las cuentas del último ejercicio y el presupuesto del próximo, que congela las cuotas colegiales y refuerza los servicios de formación y asesoría.',
      ],
      ca: [
        'L’Assemblea General aprova els comptes i el pressupost',
        'Els col·legiats avalen la gestió econòmica i les quotes es mantenen un any més.',
        'L’Assemblea General ordinària va aprovar per àmplia majoria els comptes de l’últim exercici i el pressupost del pròxim, que congela les quotes col·legials i reforça els serveis de formació i assessoria.',
      ],
      en: [
        'The General Assembly approves the accounts and the budget',
        'Members back the financial management, and fees stay the same for another year.',
        'The ordinary General Assembly approved by a wide majority the accounts of the last financial year and the budget for the next one, which freezes membership fees and strengthens training and advisory services.',
      ],
      eu: [
        'Batzar Nagusiak kontuak eta aurrekontua onartu ditu',
        'Elkargokideek kudeaketa ekonomikoa babestu dute, eta kuotak beste urte batez mantenduko dira.',
        'Ohiko Batzar Nagusiak gehiengo zabalez onartu zituen azken ekitaldiko kontuak eta hurrengoko aurrekontua; kuotak izoztu egiten ditu eta prestakuntza- eta aholkularitza-zerbitzuak indartzen ditu.',
      ],
    },
  },
  {
    category: 'training',
    daysAgo: 9,
    texts: {
      es: [
        'Abierta la inscripción al curso de mediación profesional',
        'Cuarenta horas de formación práctica para resolver conflictos sin llegar a los tribunales.',
        'El curso combina sesiones en línea y talleres presenciales con casos reales, y habilita para inscribirse en el registro de mediadores del Colegio.',
      ],
      ca: [
        'Oberta la inscripció al curs de mediació professional',
        'Quaranta hores de formació pràctica per resoldre conflictes sense arribar als tribunals.',
        'El curs combina sessions en línia i tallers presencials amb casos reals, i habilita per inscriure’s al registre de mediadors del Col·legi.',
      ],
      en: [
        'Registration opens for the professional mediation course',
        'Forty hours of practical training to settle disputes without going to court.',
        'The course combines online sessions and in-person workshops with real cases, and qualifies participants to join the Association’s register of mediators.',
      ],
      eu: [
        'Zabalik dago bitartekaritza profesionaleko ikastarorako izen-ematea',
        'Berrogei orduko prestakuntza praktikoa, gatazkak epaitegietara iritsi gabe konpontzeko.',
        'Ikastaroak saio birtualak eta aurrez aurreko tailerrak uztartzen ditu kasu errealekin, eta Elkargoko bitartekarien erregistroan izena emateko gaitzen du.',
      ],
    },
  },
  {
    category: 'profession',
    daysAgo: 14,
    texts: {
      es: [
        'Nuevo código deontológico: principales cambios',
        'El texto actualiza las normas sobre publicidad, secreto profesional y uso de redes sociales.',
        'La Junta de Gobierno ha aprobado el nuevo código deontológico tras un año de trabajo y de aportaciones de los colegiados; entrará en vigor dentro de tres meses.',
      ],
      ca: [
        'Nou codi deontològic: principals canvis',
        'El text actualitza les normes sobre publicitat, secret professional i ús de xarxes socials.',
        'La Junta de Govern ha aprovat el nou codi deontològic després d’un any de treball i d’aportacions dels col·legiats; entrarà en vigor d’aquí a tres mesos.',
      ],
      en: [
        'New code of ethics: the main changes',
        'The text updates the rules on advertising, professional secrecy and the use of social media.',
        'The Governing Board has approved the new code of ethics after a year of work and contributions from members; it comes into force in three months.',
      ],
      eu: [
        'Kode deontologiko berria: aldaketa nagusiak',
        'Testuak publizitateari, sekretu profesionalari eta sare sozialen erabilerari buruzko arauak eguneratzen ditu.',
        'Gobernu Batzordeak kode deontologiko berria onartu du, urtebeteko lanaren eta elkargokideen ekarpenen ondoren; hemendik hiru hilabetera sartuko da indarrean.',
      ],
    },
  },
  {
    category: 'employment',
    daysAgo: 18,
    texts: {
      es: [
        'La bolsa de empleo suma veinticinco ofertas nuevas',
        'Empresas, administraciones y despachos buscan perfiles con experiencia y recién colegiados.',
        'La mayoría de las ofertas son contratos indefinidos a jornada completa, y cada vez más empresas ofrecen teletrabajo parcial.',
      ],
      ca: [
        'La borsa de treball suma vint-i-cinc ofertes noves',
        'Empreses, administracions i despatxos busquen perfils amb experiència i acabats de col·legiar.',
        'La majoria de les ofertes són contractes indefinits a jornada completa, i cada cop més empreses ofereixen teletreball parcial.',
      ],
      en: [
        'The job board adds twenty-five new offers',
        'Companies, public bodies and firms are looking for both experienced and newly registered professionals.',
        'Most offers are permanent full-time contracts, and more and more employers offer partial remote work.',
      ],
      eu: [
        'Enplegu-poltsak hogeita bost eskaintza berri ditu',
        'Enpresek, administrazioek eta bulegoek esperientziadun profilak eta elkargokide berriak bilatzen dituzte.',
        'Eskaintza gehienak lanaldi osoko kontratu mugagabeak dira, eta gero eta enpresa gehiagok eskaintzen dute telelana partzialki.',
      ],
    },
  },
  {
    category: 'association',
    daysAgo: 23,
    texts: {
      es: [
        'El Colegio renueva su convenio con la universidad',
        'El acuerdo facilita las prácticas de los estudiantes y la precolegiación gratuita.',
        'Gracias al convenio, los estudiantes del último curso pueden hacer prácticas tuteladas por colegiados y darse de alta como precolegiados sin coste.',
      ],
      ca: [
        'El Col·legi renova el conveni amb la universitat',
        'L’acord facilita les pràctiques dels estudiants i la precol·legiació gratuïta.',
        'Gràcies al conveni, els estudiants de l’últim curs poden fer pràctiques tutelades per col·legiats i donar-se d’alta com a precol·legiats sense cost.',
      ],
      en: [
        'The Association renews its agreement with the university',
        'The agreement makes student placements easier and pre-membership free.',
        'Thanks to the agreement, final-year students can do placements supervised by members and register as pre-members at no cost.',
      ],
      eu: [
        'Elkargoak unibertsitatearekin duen hitzarmena berritu du',
        'Akordioak ikasleen praktikak eta doako aurre-elkargoratzea errazten ditu.',
        'Hitzarmenari esker, azken ikasturteko ikasleek elkargokideek tutorizatutako praktikak egin ditzakete eta aurre-elkargokide gisa izena eman dezakete doan.',
      ],
    },
  },
  {
    category: 'profession',
    daysAgo: 30,
    texts: {
      es: [
        'Jornada sobre la jubilación activa de los profesionales',
        'Expertos explican cómo compatibilizar la pensión con el ejercicio de la profesión.',
        'La jornada repasará los requisitos de la jubilación activa y flexible, las obligaciones de cotización y la situación de quienes ejercen por cuenta propia.',
      ],
      ca: [
        'Jornada sobre la jubilació activa dels professionals',
        'Experts expliquen com compatibilitzar la pensió amb l’exercici de la professió.',
        'La jornada repassarà els requisits de la jubilació activa i flexible, les obligacions de cotització i la situació de qui exerceix per compte propi.',
      ],
      en: [
        'Seminar on active retirement for professionals',
        'Experts explain how to combine a pension with practising the profession.',
        'The seminar will go over the requirements of active and flexible retirement, contribution duties and the situation of the self-employed.',
      ],
      eu: [
        'Profesionalen erretiro aktiboari buruzko jardunaldia',
        'Adituek azalduko dute nola uztartu pentsioa lanbidean jardutearekin.',
        'Jardunaldian erretiro aktibo eta malguaren baldintzak, kotizazio-betebeharrak eta norberaren konturako langileen egoera aztertuko dira.',
      ],
    },
  },
  {
    category: 'training',
    daysAgo: 37,
    texts: {
      es: [
        'Taller práctico de protección de datos para despachos',
        'Cómo cumplir el reglamento europeo en una consulta pequeña sin perder tiempo.',
        'En tres horas, una abogada especialista revisará con los asistentes los registros de tratamiento, los contratos con proveedores y las cláusulas informativas.',
      ],
      ca: [
        'Taller pràctic de protecció de dades per a despatxos',
        'Com complir el reglament europeu en una consulta petita sense perdre temps.',
        'En tres hores, una advocada especialista revisarà amb els assistents els registres de tractament, els contractes amb proveïdors i les clàusules informatives.',
      ],
      en: [
        'Hands-on data protection workshop for practices',
        'How to comply with the European regulation in a small practice without wasting time.',
        'In three hours, a specialist lawyer will review processing records, supplier contracts and privacy notices with the participants.',
      ],
      eu: [
        'Datuen babesari buruzko tailer praktikoa bulegoentzat',
        'Nola bete Europako erregelamendua kontsulta txiki batean denbora galdu gabe.',
        'Hiru orduan, abokatu aditu batek tratamendu-erregistroak, hornitzaileekiko kontratuak eta informazio-klausulak berrikusiko ditu parte-hartzaileekin.',
      ],
    },
  },
  {
    category: 'employment',
    daysAgo: 44,
    texts: {
      es: [
        'Guía para preparar una entrevista de trabajo',
        'Consejos del servicio de orientación para causar buena impresión y negociar condiciones.',
        'La guía recoge las preguntas más habituales en los procesos de selección del sector, cómo presentar la experiencia y qué conviene preguntar al final de la entrevista.',
      ],
      ca: [
        'Guia per preparar una entrevista de feina',
        'Consells del servei d’orientació per causar bona impressió i negociar condicions.',
        'La guia recull les preguntes més habituals en els processos de selecció del sector, com presentar l’experiència i què convé preguntar al final de l’entrevista.',
      ],
      en: [
        'A guide to preparing for a job interview',
        'Tips from the careers service to make a good impression and negotiate conditions.',
        'The guide gathers the most common questions in the sector’s selection processes, how to present your experience and what to ask at the end of the interview.',
      ],
      eu: [
        'Lan-elkarrizketa bat prestatzeko gida',
        'Orientazio-zerbitzuaren aholkuak, irudi ona emateko eta baldintzak negoziatzeko.',
        'Gidak sektoreko hautaketa-prozesuetako galdera ohikoenak biltzen ditu, esperientzia nola aurkeztu eta elkarrizketaren amaieran zer galdetu komeni den.',
      ],
    },
  },
  {
    category: 'association',
    daysAgo: 51,
    texts: {
      es: [
        'Nueva sede de la delegación territorial',
        'Más espacio, salas de formación y accesibilidad completa para los colegiados de la zona.',
        'La nueva sede, junto a la estación de tren, cuenta con dos aulas, una sala de reuniones que pueden reservar los colegiados y acceso sin escalones.',
      ],
      ca: [
        'Nova seu de la delegació territorial',
        'Més espai, sales de formació i accessibilitat completa per als col·legiats de la zona.',
        'La nova seu, al costat de l’estació de tren, té dues aules, una sala de reunions que poden reservar els col·legiats i accés sense graons.',
      ],
      en: [
        'New premises for the regional office',
        'More space, training rooms and full accessibility for members in the area.',
        'The new premises, next to the railway station, have two classrooms, a meeting room members can book and step-free access.',
      ],
      eu: [
        'Lurralde-ordezkaritzaren egoitza berria',
        'Leku gehiago, prestakuntza-gelak eta irisgarritasun osoa inguruko elkargokideentzat.',
        'Egoitza berriak, tren-geltokiaren ondoan, bi ikasgela ditu, elkargokideek erreserba dezaketen bilera-gela bat eta eskailerarik gabeko sarbidea.',
      ],
    },
  },
  {
    category: 'profession',
    daysAgo: 58,
    texts: {
      es: [
        'El seguro de responsabilidad civil amplía sus coberturas',
        'La póliza colectiva incluye ahora la protección de datos y la actividad en línea.',
        'La renovación de la póliza colectiva mantiene la prima y amplía las coberturas a las reclamaciones por protección de datos y a la atención no presencial.',
      ],
      ca: [
        'L’assegurança de responsabilitat civil amplia les cobertures',
        'La pòlissa col·lectiva inclou ara la protecció de dades i l’activitat en línia.',
        'La renovació de la pòlissa col·lectiva manté la prima i amplia les cobertures a les reclamacions per protecció de dades i a l’atenció no presencial.',
      ],
      en: [
        'Professional liability insurance widens its cover',
        'The group policy now includes data protection and online work.',
        'The renewal of the group policy keeps the premium unchanged and extends cover to data protection claims and remote services.',
      ],
      eu: [
        'Erantzukizun zibileko aseguruak estaldurak zabaldu ditu',
        'Poliza kolektiboak datuen babesa eta lineako jarduera ere hartzen ditu orain.',
        'Poliza kolektiboaren berritzeak prima bera mantentzen du eta estaldurak zabaltzen ditu datuen babesagatiko erreklamazioetara eta urrutiko arretara.',
      ],
    },
  },
  {
    category: 'training',
    daysAgo: 65,
    texts: {
      es: [
        'Becas de formación continuada para colegiados jóvenes',
        'Veinte becas cubren la mitad de la matrícula de los cursos del Colegio.',
        'Pueden solicitarlas los colegiados menores de treinta y cinco años o con menos de tres años de colegiación, presentando el formulario en el área privada.',
      ],
      ca: [
        'Beques de formació continuada per a col·legiats joves',
        'Vint beques cobreixen la meitat de la matrícula dels cursos del Col·legi.',
        'Les poden sol·licitar els col·legiats menors de trenta-cinc anys o amb menys de tres anys de col·legiació, presentant el formulari a l’àrea privada.',
      ],
      en: [
        'Continuing education grants for young members',
        'Twenty grants cover half the fee of the Association’s courses.',
        'Members under thirty-five or with less than three years of membership can apply by filling in the form in the private area.',
      ],
      eu: [
        'Etengabeko prestakuntzarako bekak elkargokide gazteentzat',
        'Hogei bekak Elkargoko ikastaroen matrikularen erdia ordaintzen dute.',
        'Hogeita hamabost urtetik beherako elkargokideek edo hiru urte baino gutxiago elkargokide direnek eska ditzakete, eremu pribatuko inprimakia betez.',
      ],
    },
  },
  {
    category: 'employment',
    daysAgo: 72,
    texts: {
      es: [
        'Programa de mentoría para nuevos colegiados',
        'Profesionales con experiencia acompañan durante seis meses a quienes empiezan.',
        'Cada mentor dedica una sesión al mes a orientar sobre la búsqueda de empleo, el establecimiento por cuenta propia y la relación con los clientes.',
      ],
      ca: [
        'Programa de mentoria per a nous col·legiats',
        'Professionals amb experiència acompanyen durant sis mesos els qui comencen.',
        'Cada mentor dedica una sessió al mes a orientar sobre la cerca de feina, l’establiment per compte propi i la relació amb els clients.',
      ],
      en: [
        'Mentoring programme for new members',
        'Experienced professionals support newcomers for six months.',
        'Each mentor spends one session a month giving guidance on finding a job, setting up on your own and dealing with clients.',
      ],
      eu: [
        'Tutoretza-programa elkargokide berrientzat',
        'Esperientziadun profesionalek sei hilabetez laguntzen diete hasiberriei.',
        'Tutore bakoitzak hilean saio bat eskaintzen du lan-bilaketari, norberaren kontura jarduteari eta bezeroekiko harremanari buruz orientatzeko.',
      ],
    },
  },
  {
    category: 'association',
    daysAgo: 80,
    texts: {
      es: [
        'Elecciones a la Junta de Gobierno: calendario electoral',
        'Las candidaturas pueden presentarse durante quince días y se podrá votar por correo.',
        'La Junta Electoral ha publicado el censo y el calendario: tras el plazo de candidaturas habrá una semana de campaña y la votación en la sede y por correo certificado.',
      ],
      ca: [
        'Eleccions a la Junta de Govern: calendari electoral',
        'Les candidatures es poden presentar durant quinze dies i es podrà votar per correu.',
        'La Junta Electoral ha publicat el cens i el calendari: després del termini de candidatures hi haurà una setmana de campanya i la votació a la seu i per correu certificat.',
      ],
      en: [
        'Governing Board elections: the electoral calendar',
        'Candidacies may be submitted for fifteen days, and postal voting will be possible.',
        'The Electoral Board has published the roll and the calendar: after the nomination period there will be a week of campaigning and voting at the premises and by registered post.',
      ],
      eu: [
        'Gobernu Batzordeko hauteskundeak: hauteskunde-egutegia',
        'Hautagaitzak hamabost egunez aurkez daitezke, eta posta bidez bozkatu ahal izango da.',
        'Hauteskunde Batzordeak errolda eta egutegia argitaratu ditu: hautagaitzen epearen ondoren, astebeteko kanpaina egongo da, eta bozketa egoitzan eta posta ziurtatuz egingo da.',
      ],
    },
  },
  {
    category: 'profession',
    daysAgo: 88,
    featured: true,
    texts: {
      es: [
        'Recomendaciones sobre inteligencia artificial en la práctica profesional',
        'Una guía del Colegio orienta sobre el uso responsable de herramientas de inteligencia artificial.',
        'La guía insiste en revisar siempre los resultados, informar a los clientes cuando se usen estas herramientas y no introducir datos personales en servicios que no garanticen su protección.',
      ],
      ca: [
        'Recomanacions sobre intel·ligència artificial en la pràctica professional',
        'Una guia del Col·legi orienta sobre l’ús responsable d’eines d’intel·ligència artificial.',
        'La guia insisteix a revisar sempre els resultats, informar els clients quan s’utilitzin aquestes eines i no introduir dades personals en serveis que no en garanteixin la protecció.',
      ],
      en: [
        'Recommendations on artificial intelligence in professional practice',
        'A guide from the Association gives advice on the responsible use of artificial intelligence tools.',
        'The guide stresses always checking the results, telling clients when these tools are used and never entering personal data into services that do not guarantee its protection.',
      ],
      eu: [
        'Adimen artifizialari buruzko gomendioak jardun profesionalean',
        'Elkargoaren gida batek adimen artifizialeko tresnen erabilera arduratsua azaltzen du.',
        'Gidak azpimarratzen du emaitzak beti berrikusi behar direla, bezeroei jakinarazi behar zaiela tresna horiek erabiltzen direnean, eta ez dela datu pertsonalik sartu behar babesa bermatzen ez duten zerbitzuetan.',
      ],
    },
  },
  {
    category: 'training',
    daysAgo: 96,
    texts: {
      es: [
        'Ciclo de seminarios en línea sobre innovación',
        'Seis sesiones de una hora, un miércoles al mes, con profesionales que han cambiado su forma de trabajar.',
        'Los seminarios se emiten en directo con turno de preguntas y quedan grabados en el área privada para quienes no puedan seguirlos en su horario.',
      ],
      ca: [
        'Cicle de seminaris en línia sobre innovació',
        'Sis sessions d’una hora, un dimecres al mes, amb professionals que han canviat la manera de treballar.',
        'Els seminaris s’emeten en directe amb torn de preguntes i queden enregistrats a l’àrea privada per a qui no els pugui seguir en el seu horari.',
      ],
      en: [
        'Online seminar series on innovation',
        'Six one-hour sessions, one Wednesday a month, with professionals who have changed the way they work.',
        'The seminars are streamed live with questions from the audience and recorded in the private area for those who cannot follow them at the time.',
      ],
      eu: [
        'Berrikuntzari buruzko lineako mintegi-zikloa',
        'Ordu beteko sei saio, hilean asteazken batean, lan egiteko modua aldatu duten profesionalekin.',
        'Mintegiak zuzenean ematen dira, galdera-txandarekin, eta eremu pribatuan grabatuta geratzen dira ordutegian jarraitu ezin dituztenentzat.',
      ],
    },
  },
  {
    category: 'employment',
    daysAgo: 104,
    texts: {
      es: [
        'Informe anual sobre el mercado laboral de la profesión',
        'El paro entre los colegiados baja por tercer año y crecen los contratos indefinidos.',
        'El informe, elaborado con las respuestas de más de mil colegiados, muestra también una brecha salarial que se reduce y un aumento del ejercicio por cuenta propia.',
      ],
      ca: [
        'Informe anual sobre el mercat laboral de la professió',
        'L’atur entre els col·legiats baixa per tercer any i creixen els contractes indefinits.',
        'L’informe, elaborat amb les respostes de més de mil col·legiats, mostra també una bretxa salarial que es redueix i un augment de l’exercici per compte propi.',
      ],
      en: [
        'Annual report on the profession’s job market',
        'Unemployment among members falls for the third year running, and permanent contracts grow.',
        'The report, based on answers from more than a thousand members, also shows a narrowing pay gap and a rise in self-employment.',
      ],
      eu: [
        'Lanbidearen lan-merkatuari buruzko urteko txostena',
        'Elkargokideen arteko langabezia hirugarren urtez jaitsi da, eta kontratu mugagabeak hazi dira.',
        'Txostenak, mila elkargokide baino gehiagoren erantzunekin egina, soldata-arrakala murrizten ari dela eta norberaren konturako jarduna handitzen ari dela ere erakusten du.',
      ],
    },
  },
  {
    category: 'association',
    daysAgo: 112,
    texts: {
      es: [
        'Premios a la trayectoria profesional: abierta la convocatoria',
        'Los colegiados pueden proponer candidaturas hasta final de mes.',
        'Los premios reconocen una carrera dedicada a la profesión, un proyecto de impacto social y el mejor trabajo de fin de grado de la promoción.',
      ],
      ca: [
        'Premis a la trajectòria professional: oberta la convocatòria',
        'Els col·legiats poden proposar candidatures fins a final de mes.',
        'Els premis reconeixen una carrera dedicada a la professió, un projecte d’impacte social i el millor treball de fi de grau de la promoció.',
      ],
      en: [
        'Career achievement awards: nominations open',
        'Members can put forward candidates until the end of the month.',
        'The awards recognise a career devoted to the profession, a project with social impact and the best final degree project of the year.',
      ],
      eu: [
        'Ibilbide profesionalaren sariak: deialdia zabalik',
        'Elkargokideek hilaren amaiera arte proposa ditzakete hautagaiak.',
        'Sariek lanbideari eskainitako ibilbidea, gizarte-eragina duen proiektu bat eta promozioko gradu-amaierako lanik onena aitortzen dituzte.',
      ],
    },
  },
  {
    category: 'profession',
    daysAgo: 120,
    texts: {
      es: [
        'La ventanilla única estrena nuevos trámites en línea',
        'Altas, bajas y certificados de colegiación se pueden pedir sin desplazarse.',
        'Desde el área privada ya se pueden solicitar el certificado de colegiación, el cambio de domicilio profesional y la baja temporal, con respuesta en un máximo de cinco días hábiles.',
      ],
      ca: [
        'La finestreta única estrena nous tràmits en línia',
        'Altes, baixes i certificats de col·legiació es poden demanar sense desplaçar-se.',
        'Des de l’àrea privada ja es poden sol·licitar el certificat de col·legiació, el canvi de domicili professional i la baixa temporal, amb resposta en un màxim de cinc dies hàbils.',
      ],
      en: [
        'The single window launches new online procedures',
        'Registrations, deregistrations and membership certificates can be requested without travelling.',
        'From the private area members can now request a membership certificate, a change of professional address and a temporary leave, with an answer within five working days.',
      ],
      eu: [
        'Leihatila bakarrak lineako izapide berriak ditu',
        'Altak, bajak eta elkargokide-ziurtagiriak joan-etorririk egin gabe eska daitezke.',
        'Eremu pribatutik dagoeneko eska daitezke elkargokide-ziurtagiria, helbide profesionalaren aldaketa eta aldi baterako baja, gehienez bost egun balioduneko erantzunarekin.',
      ],
    },
  },
  {
    category: 'training',
    daysAgo: 130,
    texts: {
      es: [
        'Curso de inglés técnico con descuento para colegiados',
        'Grupos reducidos por niveles y clases adaptadas al vocabulario de la profesión.',
        'El curso se imparte en línea dos tardes por semana durante un trimestre y ofrece una prueba de nivel gratuita antes de la matrícula.',
      ],
      ca: [
        'Curs d’anglès tècnic amb descompte per a col·legiats',
        'Grups reduïts per nivells i classes adaptades al vocabulari de la professió.',
        'El curs s’imparteix en línia dues tardes per setmana durant un trimestre i ofereix una prova de nivell gratuïta abans de la matrícula.',
      ],
      en: [
        'Technical English course at a discount for members',
        'Small groups by level and classes tailored to the profession’s vocabulary.',
        'The course is taught online two afternoons a week for a term and offers a free placement test before enrolment.',
      ],
      eu: [
        'Ingeles teknikoko ikastaroa deskontuarekin elkargokideentzat',
        'Mailakako talde txikiak eta lanbidearen hiztegira egokitutako eskolak.',
        'Ikastaroa linean ematen da astean bi arratsaldetan hiruhileko batez, eta doako maila-proba bat eskaintzen du matrikulatu aurretik.',
      ],
    },
  },
  {
    category: 'employment',
    daysAgo: 140,
    texts: {
      es: [
        'Feria de empleo con más de cuarenta empresas',
        'Una jornada para entregar el currículum y conocer a los responsables de selección.',
        'Además de los estands de las empresas, la feria incluye talleres sobre el currículum y una zona de fotografía profesional gratuita para los asistentes.',
      ],
      ca: [
        'Fira d’ocupació amb més de quaranta empreses',
        'Una jornada per lliurar el currículum i conèixer els responsables de selecció.',
        'A més dels estands de les empreses, la fira inclou tallers sobre el currículum i una zona de fotografia professional gratuïta per als assistents.',
      ],
      en: [
        'Job fair with more than forty companies',
        'A day to hand in your CV and meet the people in charge of hiring.',
        'Besides the company stands, the fair includes CV workshops and a free professional photo corner for visitors.',
      ],
      eu: [
        'Enplegu-azoka berrogei enpresa baino gehiagorekin',
        'Curriculuma emateko eta hautaketa-arduradunak ezagutzeko jardunaldia.',
        'Enpresen standez gain, azokak curriculumari buruzko tailerrak eta doako argazki profesionalen gune bat ditu bisitarientzat.',
      ],
    },
  },
  {
    category: 'association',
    daysAgo: 150,
    texts: {
      es: [
        'Acuerdo con una entidad bancaria con condiciones preferentes',
        'Cuentas sin comisiones y financiación en condiciones ventajosas para colegiados.',
        'El acuerdo incluye una cuenta profesional sin comisiones, un terminal de pago con tarifa reducida y préstamos para equipar la consulta.',
      ],
      ca: [
        'Acord amb una entitat bancària amb condicions preferents',
        'Comptes sense comissions i finançament en condicions avantatjoses per a col·legiats.',
        'L’acord inclou un compte professional sense comissions, un terminal de pagament amb tarifa reduïda i préstecs per equipar la consulta.',
      ],
      en: [
        'Agreement with a bank on preferential terms',
        'Fee-free accounts and favourable financing for members.',
        'The agreement includes a fee-free professional account, a card terminal at a reduced rate and loans to equip your practice.',
      ],
      eu: [
        'Akordioa banku-erakunde batekin baldintza onuragarrietan',
        'Komisiorik gabeko kontuak eta finantzaketa abantailatsua elkargokideentzat.',
        'Akordioak komisiorik gabeko kontu profesional bat, tarifa murriztuko ordainketa-terminal bat eta kontsulta hornitzeko maileguak biltzen ditu.',
      ],
    },
  },
  {
    category: 'profession',
    daysAgo: 162,
    texts: {
      es: [
        'Campaña contra el intrusismo profesional',
        'El Colegio recuerda cómo comprobar que un profesional está colegiado.',
        'La campaña explica a la ciudadanía cómo consultar el registro público de colegiados y cómo presentar una queja si alguien ejerce sin la titulación necesaria.',
      ],
      ca: [
        'Campanya contra l’intrusisme professional',
        'El Col·legi recorda com comprovar que un professional està col·legiat.',
        'La campanya explica a la ciutadania com consultar el registre públic de col·legiats i com presentar una queixa si algú exerceix sense la titulació necessària.',
      ],
      en: [
        'Campaign against unqualified practice',
        'The Association reminds the public how to check that a professional is registered.',
        'The campaign explains how to look up the public register of members and how to file a complaint if someone practises without the required qualification.',
      ],
      eu: [
        'Intrusismo profesionalaren aurkako kanpaina',
        'Elkargoak gogorarazten du nola egiaztatu profesional bat elkargokidea den.',
        'Kanpainak herritarrei azaltzen die nola kontsultatu elkargokideen erregistro publikoa eta nola aurkeztu kexa norbaitek beharrezko titulaziorik gabe jarduten badu.',
      ],
    },
  },
  {
    category: 'training',
    daysAgo: 175,
    texts: {
      es: [
        'Descuentos en másteres y posgrados de universidades colaboradoras',
        'Los colegiados tienen hasta un quince por ciento de descuento en la matrícula.',
        'El descuento se aplica en una docena de títulos propios y oficiales; basta con presentar el certificado de colegiación, que se descarga desde el área privada.',
      ],
      ca: [
        'Descomptes en màsters i postgraus d’universitats col·laboradores',
        'Els col·legiats tenen fins a un quinze per cent de descompte a la matrícula.',
        'El descompte s’aplica en una dotzena de títols propis i oficials; n’hi ha prou de presentar el certificat de col·legiació, que es descarrega des de l’àrea privada.',
      ],
      en: [
        'Discounts on master’s and postgraduate degrees at partner universities',
        'Members get up to fifteen per cent off the enrolment fee.',
        'The discount applies to a dozen official and university-specific degrees; you only need the membership certificate, which you can download from the private area.',
      ],
      eu: [
        'Deskontuak unibertsitate kolaboratzaileetako masterretan eta graduondokoetan',
        'Elkargokideek ehuneko hamabosteraino deskontua dute matrikulan.',
        'Deskontua dozena bat titulu propio eta ofizialetan aplikatzen da; nahikoa da elkargokide-ziurtagiria aurkeztea, eremu pribatutik deskargatzen dena.',
      ],
    },
  },
  {
    category: 'employment',
    daysAgo: 188,
    texts: {
      es: [
        'Nuevo servicio de orientación laboral gratuito',
        'Citas individuales para revisar el currículum y planificar la carrera profesional.',
        'El servicio atiende con cita previa, en la sede o por videollamada, y ofrece también sesiones en grupo para preparar oposiciones.',
      ],
      ca: [
        'Nou servei d’orientació laboral gratuït',
        'Cites individuals per revisar el currículum i planificar la carrera professional.',
        'El servei atén amb cita prèvia, a la seu o per videotrucada, i ofereix també sessions en grup per preparar oposicions.',
      ],
      en: [
        'New free careers guidance service',
        'One-to-one appointments to review your CV and plan your career.',
        'The service works by appointment, at the premises or by video call, and also offers group sessions to prepare for public service exams.',
      ],
      eu: [
        'Doako lan-orientazio zerbitzu berria',
        'Banakako hitzorduak curriculuma berrikusteko eta karrera profesionala planifikatzeko.',
        'Zerbitzuak aurretiko hitzorduarekin egiten du lan, egoitzan edo bideo-deiz, eta oposizioak prestatzeko talde-saioak ere eskaintzen ditu.',
      ],
    },
  },
  {
    category: 'association',
    daysAgo: 200,
    texts: {
      es: [
        'Memoria de actividades: un año de servicio a la profesión',
        'Más de cien cursos, dos mil consultas atendidas y un nuevo portal para los colegiados.',
        'La memoria resume la actividad de todas las comisiones, las cuentas del ejercicio y las quejas recibidas y resueltas, como exige la ley de colegios profesionales.',
      ],
      ca: [
        'Memòria d’activitats: un any de servei a la professió',
        'Més de cent cursos, dues mil consultes ateses i un nou portal per als col·legiats.',
        'La memòria resumeix l’activitat de totes les comissions, els comptes de l’exercici i les queixes rebudes i resoltes, com exigeix la llei de col·legis professionals.',
      ],
      en: [
        'Annual report: a year of service to the profession',
        'More than a hundred courses, two thousand enquiries answered and a new portal for members.',
        'The report sums up the work of every committee, the year’s accounts and the complaints received and resolved, as the law on professional associations requires.',
      ],
      eu: [
        'Jardueren memoria: urtebete lanbidearen zerbitzura',
        'Ehun ikastaro baino gehiago, bi mila kontsulta erantzunda eta atari berri bat elkargokideentzat.',
        'Memoriak batzorde guztien jarduera, ekitaldiko kontuak eta jasotako eta ebatzitako kexak laburbiltzen ditu, elkargo profesionalen legeak eskatzen duen bezala.',
      ],
    },
  },
  {
    category: 'profession',
    daysAgo: 215,
    texts: {
      es: [
        'Guía de buenas prácticas en la atención a personas mayores',
        'Pautas para una atención respetuosa, clara y sin prisas.',
        'La guía, elaborada con asociaciones de mayores, propone adaptar la información escrita, reservar más tiempo en las citas y contar con la familia solo cuando la persona lo desee.',
      ],
      ca: [
        'Guia de bones pràctiques en l’atenció a persones grans',
        'Pautes per a una atenció respectuosa, clara i sense presses.',
        'La guia, elaborada amb associacions de gent gran, proposa adaptar la informació escrita, reservar més temps a les cites i comptar amb la família només quan la persona ho vulgui.',
      ],
      en: [
        'Good practice guide for serving older people',
        'Guidelines for respectful, clear and unhurried care.',
        'The guide, written with older people’s associations, suggests adapting written information, allowing more time for appointments and involving the family only when the person wishes.',
      ],
      eu: [
        'Adinekoen arretarako jardunbide egokien gida',
        'Arreta errespetuzkoa, argia eta presarik gabekoa emateko jarraibideak.',
        'Gidak, adinekoen elkarteekin batera eginak, idatzizko informazioa egokitzea, hitzorduetan denbora gehiago gordetzea eta familia pertsonak nahi duenean bakarrik inplikatzea proposatzen du.',
      ],
    },
  },
  {
    category: 'training',
    daysAgo: 235,
    texts: {
      es: [
        'Jornadas de verano: programa y ponentes',
        'Tres días de conferencias, mesas redondas y talleres en la sede del Colegio.',
        'Este año las jornadas se centran en la sostenibilidad y la atención a la diversidad, con ponentes de cinco comunidades autónomas y traducción simultánea.',
      ],
      ca: [
        'Jornades d’estiu: programa i ponents',
        'Tres dies de conferències, taules rodones i tallers a la seu del Col·legi.',
        'Enguany les jornades se centren en la sostenibilitat i l’atenció a la diversitat, amb ponents de cinc comunitats autònomes i traducció simultània.',
      ],
      en: [
        'Summer conference: programme and speakers',
        'Three days of talks, round tables and workshops at the Association’s premises.',
        'This year the conference focuses on sustainability and diversity, with speakers from five regions and simultaneous interpreting.',
      ],
      eu: [
        'Udako jardunaldiak: egitaraua eta hizlariak',
        'Hiru egun hitzaldi, mahai-inguru eta tailerrekin Elkargoaren egoitzan.',
        'Aurten jardunaldiak iraunkortasunean eta aniztasunaren arretan zentratuko dira, bost erkidegotako hizlariekin eta aldi bereko itzulpenarekin.',
      ],
    },
  },
  {
    category: 'employment',
    daysAgo: 260,
    texts: {
      es: [
        'Consejos para trabajar por cuenta propia',
        'Alta como autónomo, facturación y seguros: lo básico para empezar.',
        'La asesoría del Colegio resuelve dudas sobre el alta en Hacienda y en la Seguridad Social, la tarifa plana y los seguros obligatorios para ejercer.',
      ],
      ca: [
        'Consells per treballar per compte propi',
        'Alta com a autònom, facturació i assegurances: el bàsic per començar.',
        'L’assessoria del Col·legi resol dubtes sobre l’alta a Hisenda i a la Seguretat Social, la tarifa plana i les assegurances obligatòries per exercir.',
      ],
      en: [
        'Tips for working on your own account',
        'Registering as self-employed, invoicing and insurance: the basics to get started.',
        'The Association’s advisory service answers questions about registering with the tax office and social security, the flat-rate contribution and the insurance required to practise.',
      ],
      eu: [
        'Norberaren kontura lan egiteko aholkuak',
        'Autonomo gisa alta, fakturazioa eta aseguruak: hasteko oinarrizkoa.',
        'Elkargoko aholkularitzak Ogasunean eta Gizarte Segurantzan alta emateari, tarifa lauari eta jarduteko derrigorrezko aseguruei buruzko zalantzak argitzen ditu.',
      ],
    },
  },
  {
    category: 'association',
    daysAgo: 290,
    texts: {
      es: [
        'El Colegio se suma a la semana de la accesibilidad',
        'Revisamos el portal y la sede para que sean accesibles a todas las personas.',
        'Durante la semana se presentó la declaración de accesibilidad del portal y se instaló un bucle magnético en el salón de actos de la sede.',
      ],
      ca: [
        'El Col·legi se suma a la setmana de l’accessibilitat',
        'Revisem el portal i la seu perquè siguin accessibles a totes les persones.',
        'Durant la setmana es va presentar la declaració d’accessibilitat del portal i es va instal·lar un bucle magnètic a la sala d’actes de la seu.',
      ],
      en: [
        'The Association joins accessibility week',
        'We are reviewing the portal and the premises so that everyone can use them.',
        'During the week the portal’s accessibility statement was presented and a hearing loop was installed in the main hall of the premises.',
      ],
      eu: [
        'Elkargoa irisgarritasunaren astearekin bat egin du',
        'Ataria eta egoitza berrikusten ari gara, pertsona guztientzat irisgarriak izan daitezen.',
        'Astean zehar atariaren irisgarritasun-adierazpena aurkeztu zen, eta induzitutako begizta magnetiko bat jarri zen egoitzako ekitaldi-aretoan.',
      ],
    },
  },
  {
    category: 'profession',
    daysAgo: 320,
    texts: {
      es: [
        'Consulta pública sobre la regulación de la profesión',
        'El Colegio presenta sus alegaciones y anima a los colegiados a participar.',
        'Las alegaciones piden mantener la colegiación obligatoria, reconocer la formación continuada y reforzar la protección de los usuarios frente al intrusismo.',
      ],
      ca: [
        'Consulta pública sobre la regulació de la professió',
        'El Col·legi presenta les seves al·legacions i anima els col·legiats a participar-hi.',
        'Les al·legacions demanen mantenir la col·legiació obligatòria, reconèixer la formació continuada i reforçar la protecció dels usuaris davant l’intrusisme.',
      ],
      en: [
        'Public consultation on the regulation of the profession',
        'The Association submits its comments and encourages members to take part.',
        'The comments ask to keep compulsory membership, recognise continuing education and strengthen the protection of users against unqualified practice.',
      ],
      eu: [
        'Kontsulta publikoa lanbidearen araudiari buruz',
        'Elkargoak bere alegazioak aurkeztu ditu eta elkargokideak parte hartzera animatzen ditu.',
        'Alegazioek eskatzen dute elkargoratze derrigorrezkoa mantentzea, etengabeko prestakuntza aitortzea eta erabiltzaileen babesa indartzea intrusismoaren aurrean.',
      ],
    },
  },
  {
    category: 'association',
    daysAgo: 355,
    texts: {
      es: [
        'Bienvenida a los nuevos colegiados',
        'Un acto en la sede para conocer los servicios del Colegio y a los compañeros de profesión.',
        'La decana dio la bienvenida a las nuevas incorporaciones, que recibieron su insignia y una guía con los servicios y las ventajas de la colegiación.',
      ],
      ca: [
        'Benvinguda als nous col·legiats',
        'Un acte a la seu per conèixer els serveis del Col·legi i els companys de professió.',
        'La degana va donar la benvinguda a les noves incorporacions, que van rebre la insígnia i una guia amb els serveis i els avantatges de la col·legiació.',
      ],
      en: [
        'Welcome to our new members',
        'An event at the premises to get to know the Association’s services and fellow professionals.',
        'The President welcomed the newcomers, who received their badge and a guide to the services and benefits of membership.',
      ],
      eu: [
        'Ongi etorri elkargokide berriei',
        'Ekitaldi bat egoitzan, Elkargoaren zerbitzuak eta lanbideko lankideak ezagutzeko.',
        'Dekanoak ongietorria eman zien kide berriei, eta horiek intsignia eta elkargoratzearen zerbitzu eta abantailak biltzen dituen gida jaso zituzten.',
      ],
    },
  },
  {
    category: 'association',
    daysAgo: 2,
    status: 'draft',
    texts: {
      es: [
        'Borrador confidencial de la nota de prensa',
        'Texto interno pendiente de revisión por la Junta de Gobierno.',
        'Este borrador no debe publicarse: está pendiente de la revisión de la Junta de Gobierno.',
      ],
      ca: [
        'Esborrany confidencial de la nota de premsa',
        'Text intern pendent de revisió per la Junta de Govern.',
        'Aquest esborrany no s’ha de publicar: està pendent de la revisió de la Junta de Govern.',
      ],
      en: [
        'Confidential draft of the press release',
        'Internal text awaiting review by the Governing Board.',
        'This draft must not be published: it is awaiting review by the Governing Board.',
      ],
      eu: [
        'Prentsa-oharraren zirriborro konfidentziala',
        'Gobernu Batzordeak berrikusi gabeko barne-testua.',
        'Zirriborro hau ez da argitaratu behar: Gobernu Batzordeak berrikusi behar du.',
      ],
    },
  },
  {
    category: 'association',
    daysAgo: -30,
    status: 'programmed',
    texts: {
      es: [
        'Anuncio programado del congreso anual',
        'El programa del congreso se publicará en la fecha prevista.',
        'Esta noticia está programada y solo será pública cuando llegue su fecha de publicación.',
      ],
      ca: [
        'Anunci programat del congrés anual',
        'El programa del congrés es publicarà en la data prevista.',
        'Aquesta notícia està programada i només serà pública quan arribi la data de publicació.',
      ],
      en: [
        'Scheduled announcement of the annual congress',
        'The congress programme will be published on the planned date.',
        'This news item is scheduled and will only become public on its publication date.',
      ],
      eu: [
        'Urteko biltzarraren iragarki programatua',
        'Biltzarraren egitaraua aurreikusitako egunean argitaratuko da.',
        'Berri hau programatuta dago eta argitaratze-data iristen denean bakarrik izango da publikoa.',
      ],
    },
  },
]

const day = 24 * 60 * 60 * 1000

/** A morning `daysAgo` days before now (in the future when negative), so the demo stays current. */
function daysFromNow(daysAgo: number): Date {
  const date = new Date(Date.now() - daysAgo * day)
  date.setUTCHours(8, 30, 0, 0)
  return date
}

/** Adds the news categories, the news (keyed by their Spanish slug) and the list intros that are missing. */
export async function seedNews(db: Database): Promise<void> {
  const categoryIds = new Map<NewsCategoryKey, number>()
  for (const [position, category] of demoNewsCategories.entries()) {
    await db
      .insert(terms)
      .values({ vocabulary: 'news_category', key: category.key, position, color: category.color })
      .onConflictDoNothing()
    const [term] = await db
      .select({ id: terms.id })
      .from(terms)
      .where(and(eq(terms.vocabulary, 'news_category'), eq(terms.key, category.key)))
    if (!term) throw new Error(`Could not seed the news category ${category.key}`)
    categoryIds.set(category.key, term.id)
    await db
      .insert(termTranslations)
      .values(locales.map((lang) => ({ term_id: term.id, lang, name: category.names[lang] })))
      .onConflictDoNothing()
  }

  for (const item of demoNews) {
    const spanishSlug = slugify(item.texts.es[0])
    const [existing] = await db
      .select({ id: newsTranslations.news_id })
      .from(newsTranslations)
      .where(and(eq(newsTranslations.lang, 'es'), eq(newsTranslations.slug, spanishSlug)))
    if (existing) continue
    const publishAt = daysFromNow(item.daysAgo)
    const [created] = await db
      .insert(news)
      .values({
        status: item.status ?? 'published',
        publish_at: publishAt,
        category_id: categoryIds.get(item.category),
        featured: item.featured ?? false,
        created_at: publishAt,
        updated_at: publishAt,
      })
      .returning({ id: news.id })
    if (!created) throw new Error(`Could not seed the news item ${spanishSlug}`)
    await db.insert(newsTranslations).values(
      locales.map((lang) => {
        const [title, summary] = item.texts[lang]
        return {
          news_id: created.id,
          lang,
          slug: slugify(title),
          title,
          summary,
          body: newsBody(item, lang),
          created_at: publishAt,
          updated_at: publishAt,
        }
      }),
    )
  }

  await db
    .insert(templates)
    .values(
      templateSections.flatMap((section) =>
        locales.map((lang) => ({ section, lang, ...demoTemplates[section][lang] })),
      ),
    )
    .onConflictDoNothing()
}

/**
 * The benchmark's volume of news (seed/volume.ts): the published demo items again, older than the demo ones and
 * numbered, in four languages. Row n always has the same texts and slug (ending in -{n + 1}), so a resumed run
 * adds no duplicates.
 */
export function newsVolumeSeeder(target: number) {
  const published = demoNews.filter((item) => (item.status ?? 'published') === 'published')
  const numbered = sql`${newsTranslations.lang} = 'es' and ${newsTranslations.slug} ~ '-[0-9]+$'`
  return {
    name: 'news',
    target,
    existing: async (db: Database) => {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(newsTranslations)
        .where(numbered)
      return row?.total ?? 0
    },
    seedRange: async (db: Database, from: number, to: number) => {
      const categories = await db
        .select({ id: terms.id, key: terms.key })
        .from(terms)
        .where(eq(terms.vocabulary, 'news_category'))
      const categoryOf = (key: NewsCategoryKey) => categories.find((term) => term.key === key)?.id ?? null
      const rows = Array.from({ length: to - from }, (_, offset) => {
        const n = from + offset
        const item = published[n % published.length]!
        // One a day or so going back from a year ago, as a long-running news section would have.
        return { n, item, publishAt: daysFromNow(366 + Math.floor(n * 0.4)) }
      })
      const existing = await db
        .select({ slug: newsTranslations.slug })
        .from(newsTranslations)
        .where(
          and(
            eq(newsTranslations.lang, 'es'),
            inArray(
              newsTranslations.slug,
              rows.map(({ n, item }) => `${slugify(item.texts.es[0])}-${n + 1}`),
            ),
          ),
        )
      const missing = rows.filter(
        ({ n, item }) => !existing.some((row) => row.slug === `${slugify(item.texts.es[0])}-${n + 1}`),
      )
      if (missing.length === 0) return
      await db.transaction(async (tx) => {
        // Ids taken from the sequence first, so each translation knows its item without relying on RETURNING's order.
        const ids = await tx
          .select({ id: sql<number>`nextval(pg_get_serial_sequence('news', 'id'))::int` })
          .from(sql`generate_series(1, ${missing.length})`)
        const idOf = (index: number) => ids[index]!.id
        await tx.insert(news).values(
          missing.map(({ item, publishAt }, index) => ({
            id: idOf(index),
            status: 'published' as const,
            publish_at: publishAt,
            category_id: categoryOf(item.category),
            created_at: publishAt,
            updated_at: publishAt,
          })),
        )
        await tx.insert(newsTranslations).values(
          missing.flatMap(({ n, item, publishAt }, index) =>
            locales.map((lang) => {
              const [title, summary] = item.texts[lang]
              return {
                news_id: idOf(index),
                lang,
                slug: `${slugify(title)}-${n + 1}`,
                title,
                summary,
                body: newsBody(item, lang),
                created_at: publishAt,
                updated_at: publishAt,
              }
            }),
          ),
        )
      })
    },
  }
}
