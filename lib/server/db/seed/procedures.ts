import type { ProcedureKind, ProcessType } from '@/lib/contract/content'
import type { Locale } from '@/lib/contract/locales'

interface Text {
  slug: string
  title: string
  summary: string
  body: string
}

export interface GenericProcedureSeed {
  process_type: ProcessType
  window_status: 'published' | 'standby' | 'closed' | 'programmed'
  translations: Record<Locale, Text>
}

const p = (...paragraphs: string[]) => paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n')

export const demoGenericProcedures: GenericProcedureSeed[] = [
  {
    process_type: 'legal_advice',
    window_status: 'published',
    translations: {
      es: {
        slug: 'consulta-asesoria-juridica',
        title: 'Consulta a la asesoría jurídica',
        summary:
          'Plantea una consulta sobre tu ejercicio profesional y recibe respuesta de la asesoría del colegio.',
        body: p(
          'La asesoría jurídica atiende consultas sobre responsabilidad profesional, contratos, protección de datos y relaciones laborales.',
          'Describe tu caso con detalle y adjunta los documentos que ayuden a entenderlo. Respondemos en un plazo máximo de diez días hábiles.',
        ),
      },
      ca: {
        slug: 'consulta-assessoria-juridica',
        title: 'Consulta a l’assessoria jurídica',
        summary:
          'Planteja una consulta sobre el teu exercici professional i rep resposta de l’assessoria del col·legi.',
        body: p(
          'L’assessoria jurídica atén consultes sobre responsabilitat professional, contractes, protecció de dades i relacions laborals.',
          'Descriu el teu cas amb detall i adjunta els documents que ajudin a entendre’l. Responem en un termini màxim de deu dies hàbils.',
        ),
      },
      en: {
        slug: 'legal-advice-enquiry',
        title: 'Legal advice enquiry',
        summary:
          'Ask a question about your professional practice and get an answer from the association’s lawyers.',
        body: p(
          'The legal advice service answers questions on professional liability, contracts, data protection and employment.',
          'Describe your case in detail and attach any documents that help explain it. We answer within ten working days.',
        ),
      },
      eu: {
        slug: 'aholkularitza-juridikoari-kontsulta',
        title: 'Aholkularitza juridikoari kontsulta',
        summary:
          'Egin kontsulta bat zure lanbide-jardunari buruz eta jaso elkargoaren aholkularitzaren erantzuna.',
        body: p(
          'Aholkularitza juridikoak erantzukizun profesionalari, kontratuei, datuen babesari eta lan-harremanei buruzko kontsultak artatzen ditu.',
          'Deskribatu zure kasua xehetasunez eta erantsi ulertzen laguntzen duten dokumentuak. Gehienez hamar egun balioduneko epean erantzuten dugu.',
        ),
      },
    },
  },
  {
    process_type: 'single_window',
    window_status: 'published',
    translations: {
      es: {
        slug: 'certificado-de-colegiacion',
        title: 'Certificado de colegiación',
        summary: 'Solicita un certificado que acredite tu colegiación y tu situación colegial.',
        body: p(
          'El certificado indica tu número de colegiado, la fecha de alta y tu situación actual. Se emite en formato electrónico con código de verificación.',
        ),
      },
      ca: {
        slug: 'certificat-de-collegiacio',
        title: 'Certificat de col·legiació',
        summary: 'Sol·licita un certificat que acrediti la teva col·legiació i la teva situació col·legial.',
        body: p(
          'El certificat indica el teu número de col·legiat, la data d’alta i la teva situació actual. S’emet en format electrònic amb codi de verificació.',
        ),
      },
      en: {
        slug: 'membership-certificate',
        title: 'Membership certificate',
        summary: 'Ask for a certificate of your membership and your current status.',
        body: p(
          'The certificate states your membership number, the date you joined and your current status. It is issued electronically with a verification code.',
        ),
      },
      eu: {
        slug: 'elkargoratze-ziurtagiria',
        title: 'Elkargoratze-ziurtagiria',
        summary: 'Eskatu zure elkargoratzea eta elkargo-egoera egiaztatzen dituen ziurtagiria.',
        body: p(
          'Ziurtagiriak zure elkargokide-zenbakia, alta-data eta egungo egoera adierazten ditu. Formatu elektronikoan ematen da, egiaztapen-kodearekin.',
        ),
      },
    },
  },
  {
    process_type: 'other',
    window_status: 'published',
    translations: {
      es: {
        slug: 'cambio-de-situacion-colegial',
        title: 'Cambio de situación colegial',
        summary: 'Pasa a situación de no ejerciente, jubilado o vuelve al ejercicio.',
        body: p(
          'Indica la nueva situación y la fecha desde la que se aplica. El cambio puede modificar tu cuota; te lo confirmaremos por correo electrónico.',
        ),
      },
      ca: {
        slug: 'canvi-de-situacio-collegial',
        title: 'Canvi de situació col·legial',
        summary: 'Passa a situació de no exercent, jubilat o torna a l’exercici.',
        body: p(
          'Indica la nova situació i la data des de la qual s’aplica. El canvi pot modificar la teva quota; t’ho confirmarem per correu electrònic.',
        ),
      },
      en: {
        slug: 'change-of-membership-status',
        title: 'Change of membership status',
        summary: 'Become non-practising or retired, or return to practice.',
        body: p(
          'Tell us the new status and the date it applies from. The change may alter your fee; we will confirm it by e-mail.',
        ),
      },
      eu: {
        slug: 'elkargo-egoeraren-aldaketa',
        title: 'Elkargo-egoeraren aldaketa',
        summary: 'Igaro jarduten ez duen edo erretiratuaren egoerara, edo itzuli jardunera.',
        body: p(
          'Adierazi egoera berria eta zein datatatik aplikatzen den. Aldaketak zure kuota alda dezake; posta elektronikoz baieztatuko dizugu.',
        ),
      },
    },
  },
]

export const demoProcedureDescriptions: Record<ProcedureKind, Record<Locale, Omit<Text, 'slug'>>> = {
  collegiate: {
    es: {
      title: 'Colegiación',
      summary: 'Cómo colegiarte y qué documentos necesitas.',
      body: p(
        'Para ejercer la profesión debes estar colegiado. Necesitarás tu DNI o NIE, el título universitario (u homologación) y los datos bancarios para la domiciliación de la cuota.',
        'La solicitud se revisa en un máximo de diez días hábiles; te avisaremos por correo electrónico.',
      ),
    },
    ca: {
      title: 'Col·legiació',
      summary: 'Com col·legiar-te i quins documents necessites.',
      body: p(
        'Per exercir la professió has d’estar col·legiat. Necessitaràs el DNI o NIE, el títol universitari (o l’homologació) i les dades bancàries per domiciliar la quota.',
        'La sol·licitud es revisa en un màxim de deu dies hàbils; t’avisarem per correu electrònic.',
      ),
    },
    en: {
      title: 'Membership',
      summary: 'How to become a member and which documents you need.',
      body: p(
        'You must be a member to practise the profession. You will need your DNI or NIE, your degree (or its recognition) and bank details for the direct debit of the fee.',
        'Applications are reviewed within ten working days; we will let you know by e-mail.',
      ),
    },
    eu: {
      title: 'Elkargoratzea',
      summary: 'Nola elkargoratu eta zein dokumentu behar dituzun.',
      body: p(
        'Lanbidean aritzeko elkargokide izan behar duzu. NANa edo AIZ, unibertsitate-titulua (edo homologazioa) eta kuota helbideratzeko banku-datuak beharko dituzu.',
        'Eskaera gehienez hamar egun balioduneko epean berrikusten da; posta elektronikoz jakinaraziko dizugu.',
      ),
    },
  },
  precollegiate: {
    es: {
      title: 'Precolegiación',
      summary: 'Para estudiantes de los últimos cursos: acceso a formación y recursos antes de colegiarte.',
      body: p(
        'Si estudias el grado, puedes precolegiarte sin cuota. Tendrás acceso a cursos, jornadas y a tu área privada con un menú reducido.',
      ),
    },
    ca: {
      title: 'Precol·legiació',
      summary: 'Per a estudiants dels darrers cursos: accés a formació i recursos abans de col·legiar-te.',
      body: p(
        'Si estudies el grau, pots precol·legiar-te sense quota. Tindràs accés a cursos, jornades i a la teva àrea privada amb un menú reduït.',
      ),
    },
    en: {
      title: 'Pre-membership',
      summary: 'For students in their final years: training and resources before you become a member.',
      body: p(
        'If you are studying for the degree, you can become a pre-member free of charge. You get courses, seminars and a private area with a reduced menu.',
      ),
    },
    eu: {
      title: 'Aurre-elkargoratzea',
      summary: 'Azken ikasturteetako ikasleentzat: prestakuntza eta baliabideak elkargoratu aurretik.',
      body: p(
        'Gradua ikasten ari bazara, kuotarik gabe aurre-elkargoratu zaitezke. Ikastaroak, jardunaldiak eta menu murriztua duen eremu pribatua izango dituzu.',
      ),
    },
  },
  'professional-societies': {
    es: {
      title: 'Sociedades profesionales',
      summary: 'Inscripción de sociedades profesionales en el registro del colegio (Ley 2/2007).',
      body: p(
        'Las sociedades profesionales deben inscribirse en el registro del colegio. Necesitarás la escritura de constitución, la inscripción en el Registro Mercantil y los datos de cada socio.',
      ),
    },
    ca: {
      title: 'Societats professionals',
      summary: 'Inscripció de societats professionals al registre del col·legi (Llei 2/2007).',
      body: p(
        'Les societats professionals s’han d’inscriure al registre del col·legi. Necessitaràs l’escriptura de constitució, la inscripció al Registre Mercantil i les dades de cada soci.',
      ),
    },
    en: {
      title: 'Professional societies',
      summary: 'Registration of professional societies in the association’s register (Law 2/2007).',
      body: p(
        'Professional societies must be entered in the association’s register. You will need the deed of incorporation, the entry in the Companies Register and the details of each partner.',
      ),
    },
    eu: {
      title: 'Sozietate profesionalak',
      summary: 'Sozietate profesionalak elkargoaren erregistroan inskribatzea (2/2007 Legea).',
      body: p(
        'Sozietate profesionalek elkargoaren erregistroan inskribatu behar dute. Eratze-eskritura, Merkataritza Erregistroko inskripzioa eta bazkide bakoitzaren datuak beharko dituzu.',
      ),
    },
  },
}
