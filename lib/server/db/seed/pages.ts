import type { Locale } from '@/lib/contract/locales'
import { oneStopShopPages } from './one-stop-shop'

interface PageTranslationSeed {
  slug: string
  title: string
  summary: string
  body: string
}

export interface PageSeed {
  key: string
  is_home?: boolean
  translations: Record<Locale, PageTranslationSeed>
}

/** A production site's first home page, until staff write their own: the association's name and what is there. */
export function baselineHomePage(associationName: string): PageSeed {
  const page = (slug: string, intro: string) => ({
    slug,
    title: associationName,
    summary: associationName,
    body: `<p>${intro}</p>`,
  })
  return {
    key: 'home',
    is_home: true,
    translations: {
      es: page(
        'inicio',
        'Noticias, eventos y cursos, ofertas de empleo y el área privada de los colegiados.',
      ),
      ca: page(
        'inici',
        'Notícies, esdeveniments i cursos, ofertes de feina i l’àrea privada dels col·legiats.',
      ),
      en: page('home', 'News, events and courses, job offers and the members’ private area.'),
      eu: page(
        'hasiera',
        'Albisteak, ekitaldiak eta ikastaroak, lan-eskaintzak eta elkargokideen eremu pribatua.',
      ),
    },
  }
}

export const demoPages: PageSeed[] = [
  {
    key: 'home',
    is_home: true,
    translations: {
      es: {
        slug: 'inicio',
        title: 'Bienvenida al Colegio Oficial Demo',
        summary:
          'Portal del Colegio Oficial Demo: colegiación, formación, empleo y servicios para colegiados.',
        body: `<p>El Colegio Oficial Demo representa y defiende a la profesión, vela por la buena práctica y ofrece servicios a sus colegiados y a la ciudadanía.</p>
<h2>Qué encontrarás aquí</h2>
<ul><li>Información para colegiarte y para precolegiados.</li><li>Cursos, jornadas y eventos.</li><li>Ofertas de empleo y recursos profesionales.</li><li>La ventanilla única con el registro de colegiados y el canal de quejas.</li></ul>
<p>Si ya eres colegiado, entra en tu área privada para gestionar tu perfil, tus documentos y tus inscripciones.</p>`,
      },
      ca: {
        slug: 'inici',
        title: 'Benvinguda al Col·legi Oficial Demo',
        summary:
          'Portal del Col·legi Oficial Demo: col·legiació, formació, ocupació i serveis per als col·legiats.',
        body: `<p>El Col·legi Oficial Demo representa i defensa la professió, vetlla per la bona pràctica i ofereix serveis als seus col·legiats i a la ciutadania.</p>
<h2>Què hi trobaràs</h2>
<ul><li>Informació per col·legiar-te i per a precol·legiats.</li><li>Cursos, jornades i esdeveniments.</li><li>Ofertes de feina i recursos professionals.</li><li>La finestreta única amb el registre de col·legiats i el canal de queixes.</li></ul>
<p>Si ja ets col·legiat, entra a la teva àrea privada per gestionar el teu perfil, els teus documents i les teves inscripcions.</p>`,
      },
      en: {
        slug: 'home',
        title: 'Welcome to the Demo Professional Association',
        summary:
          'Portal of the Demo Professional Association: membership, training, jobs and services for members.',
        body: `<p>The Demo Professional Association represents and defends the profession, upholds good practice and offers services to its members and to the public.</p>
<h2>What you will find here</h2>
<ul><li>How to become a member or a pre-member.</li><li>Courses, seminars and events.</li><li>Job offers and professional resources.</li><li>The single window, with the register of members and the complaints channel.</li></ul>
<p>If you are already a member, sign in to your private area to manage your profile, documents and enrolments.</p>`,
      },
      eu: {
        slug: 'hasiera',
        title: 'Ongi etorri Demo Elkargo Ofizialera',
        summary:
          'Demo Elkargo Ofizialaren ataria: elkargoratzea, prestakuntza, enplegua eta zerbitzuak elkargokideentzat.',
        body: `<p>Demo Elkargo Ofizialak lanbidea ordezkatzen eta defendatzen du, jardunbide egokia zaintzen du eta zerbitzuak eskaintzen dizkie bere elkargokideei eta herritarrei.</p>
<h2>Hemen aurkituko duzuna</h2>
<ul><li>Elkargokide edo aurre-elkargokide izateko informazioa.</li><li>Ikastaroak, jardunaldiak eta ekitaldiak.</li><li>Lan-eskaintzak eta baliabide profesionalak.</li><li>Leihatila bakarra, elkargokideen erregistroarekin eta kexa-bidearekin.</li></ul>
<p>Dagoeneko elkargokidea bazara, sartu zure eremu pribatuan zure profila, dokumentuak eta izen-emateak kudeatzeko.</p>`,
      },
    },
  },
  {
    key: 'about',
    translations: {
      es: {
        slug: 'el-colegio',
        title: 'El Colegio',
        summary: 'Quiénes somos, qué hacemos y cómo se organiza el Colegio.',
        body: `<p>El Colegio es una corporación de derecho público que agrupa a quienes ejercen la profesión en su ámbito territorial.</p>
<h2>Funciones</h2>
<ul><li>Ordenar el ejercicio de la profesión y velar por la ética profesional.</li><li>Mantener el registro público de colegiados y de sociedades profesionales.</li><li>Atender las quejas de consumidores y usuarios.</li><li>Ofrecer formación continuada y asesoramiento.</li></ul>
<h2>Órganos de gobierno</h2>
<p>La Junta de Gobierno dirige el Colegio y la Asamblea General, formada por todos los colegiados, aprueba los presupuestos y las cuentas.</p>`,
      },
      ca: {
        slug: 'el-collegi',
        title: 'El Col·legi',
        summary: 'Qui som, què fem i com s’organitza el Col·legi.',
        body: `<p>El Col·legi és una corporació de dret públic que agrupa les persones que exerceixen la professió en el seu àmbit territorial.</p>
<h2>Funcions</h2>
<ul><li>Ordenar l’exercici de la professió i vetllar per l’ètica professional.</li><li>Mantenir el registre públic de col·legiats i de societats professionals.</li><li>Atendre les queixes de consumidors i usuaris.</li><li>Oferir formació continuada i assessorament.</li></ul>
<h2>Òrgans de govern</h2>
<p>La Junta de Govern dirigeix el Col·legi i l’Assemblea General, formada per tots els col·legiats, aprova els pressupostos i els comptes.</p>`,
      },
      en: {
        slug: 'the-association',
        title: 'The Association',
        summary: 'Who we are, what we do and how the Association is organised.',
        body: `<p>The Association is a public-law corporation that brings together those who practise the profession in its territory.</p>
<h2>Functions</h2>
<ul><li>Regulating the practice of the profession and upholding professional ethics.</li><li>Keeping the public register of members and professional firms.</li><li>Handling complaints from consumers and users.</li><li>Offering continuing education and advice.</li></ul>
<h2>Governing bodies</h2>
<p>The Governing Board runs the Association, and the General Assembly, made up of all members, approves the budget and the accounts.</p>`,
      },
      eu: {
        slug: 'elkargoa',
        title: 'Elkargoa',
        summary: 'Nor garen, zer egiten dugun eta Elkargoa nola antolatzen den.',
        body: `<p>Elkargoa zuzenbide publikoko korporazio bat da, eta bere lurralde-eremuan lanbidean aritzen direnak biltzen ditu.</p>
<h2>Eginkizunak</h2>
<ul><li>Lanbidearen jarduna antolatzea eta etika profesionala zaintzea.</li><li>Elkargokideen eta sozietate profesionalen erregistro publikoa izatea.</li><li>Kontsumitzaile eta erabiltzaileen kexei erantzutea.</li><li>Etengabeko prestakuntza eta aholkularitza eskaintzea.</li></ul>
<h2>Gobernu-organoak</h2>
<p>Gobernu Batzordeak zuzentzen du Elkargoa, eta Batzar Nagusiak, elkargokide guztiek osatua, aurrekontuak eta kontuak onartzen ditu.</p>`,
      },
    },
  },
  {
    key: 'join',
    translations: {
      es: {
        slug: 'colegiarse',
        title: 'Colegiarse',
        summary: 'Requisitos, documentación y cuotas para colegiarse o precolegiarse.',
        body: `<p>La colegiación es obligatoria para ejercer la profesión. Los estudiantes del último curso pueden darse de alta como precolegiados.</p>
<h2>Documentación</h2>
<ul><li>Documento de identidad.</li><li>Título universitario o resguardo de haberlo solicitado (o su homologación).</li><li>Cuenta bancaria para la domiciliación de la cuota.</li></ul>
<p>Puedes presentar en línea la <a href="/collegiate">solicitud de colegiación</a> o la de <a href="/precollegiate">precolegiación</a>; te enviaremos un código de seguimiento y te avisaremos por correo electrónico de cada cambio.</p>`,
      },
      ca: {
        slug: 'collegiar-se',
        title: 'Col·legiar-se',
        summary: 'Requisits, documentació i quotes per col·legiar-se o precol·legiar-se.',
        body: `<p>La col·legiació és obligatòria per exercir la professió. Els estudiants de l’últim curs poden donar-se d’alta com a precol·legiats.</p>
<h2>Documentació</h2>
<ul><li>Document d’identitat.</li><li>Títol universitari o resguard d’haver-lo sol·licitat (o la seva homologació).</li><li>Compte bancari per domiciliar la quota.</li></ul>
<p>Pots presentar en línia la <a href="/ca/collegiate">sol·licitud de col·legiació</a> o la de <a href="/ca/precollegiate">precol·legiació</a>; t’enviarem un codi de seguiment i t’avisarem per correu electrònic de cada canvi.</p>`,
      },
      en: {
        slug: 'join',
        title: 'Become a member',
        summary: 'Requirements, documents and fees to become a member or a pre-member.',
        body: `<p>Membership is compulsory to practise the profession. Final-year students may register as pre-members.</p>
<h2>Documents</h2>
<ul><li>Identity document.</li><li>University degree or proof of having applied for it (or its recognition).</li><li>Bank account for the membership fee direct debit.</li></ul>
<p>You can <a href="/en/collegiate">apply for membership</a> or <a href="/en/precollegiate">for pre-membership</a> online; we will send you a tracking code and let you know by e-mail of every change.</p>`,
      },
      eu: {
        slug: 'elkargokide-egin',
        title: 'Elkargokide egin',
        summary: 'Elkargokide edo aurre-elkargokide izateko baldintzak, dokumentazioa eta kuotak.',
        body: `<p>Lanbidean aritzeko nahitaezkoa da elkargokide izatea. Azken mailako ikasleek aurre-elkargokide gisa eman dezakete izena.</p>
<h2>Dokumentazioa</h2>
<ul><li>Nortasun-agiria.</li><li>Unibertsitate-titulua edo hura eskatu izanaren egiaztagiria (edo homologazioa).</li><li>Kuota helbideratzeko banku-kontua.</li></ul>
<p><a href="/eu/collegiate">Elkargokide izateko eskaera</a> edo <a href="/eu/precollegiate">aurre-elkargokide izatekoa</a> linean aurkez dezakezu; jarraipen-kode bat bidaliko dizugu eta aldaketa bakoitzaren berri emango dizugu posta elektronikoz.</p>`,
      },
    },
  },
  {
    key: 'contact',
    translations: {
      es: {
        slug: 'contacto',
        title: 'Contacto',
        summary: 'Dirección, teléfono, correo electrónico y horario de atención del Colegio.',
        body: `<p>Calle Mayor 1, 28013 Madrid</p>
<p>Teléfono: <a href="tel:+34910000000">910 000 000</a> · Correo: <a href="mailto:info@colegio.example">info@colegio.example</a></p>
<p>Horario de atención: de lunes a viernes, de 9:00 a 14:00.</p>`,
      },
      ca: {
        slug: 'contacte',
        title: 'Contacte',
        summary: 'Adreça, telèfon, correu electrònic i horari d’atenció del Col·legi.',
        body: `<p>Calle Mayor 1, 28013 Madrid</p>
<p>Telèfon: <a href="tel:+34910000000">910 000 000</a> · Correu: <a href="mailto:info@colegio.example">info@colegio.example</a></p>
<p>Horari d’atenció: de dilluns a divendres, de 9.00 a 14.00.</p>`,
      },
      en: {
        slug: 'contact',
        title: 'Contact',
        summary: 'Address, telephone, e-mail and opening hours of the Association.',
        body: `<p>Calle Mayor 1, 28013 Madrid, Spain</p>
<p>Telephone: <a href="tel:+34910000000">+34 910 000 000</a> · E-mail: <a href="mailto:info@colegio.example">info@colegio.example</a></p>
<p>Opening hours: Monday to Friday, 9:00 to 14:00.</p>`,
      },
      eu: {
        slug: 'harremanetarako',
        title: 'Harremanetarako',
        summary: 'Elkargoaren helbidea, telefonoa, posta elektronikoa eta arreta-ordutegia.',
        body: `<p>Calle Mayor 1, 28013 Madril</p>
<p>Telefonoa: <a href="tel:+34910000000">910 000 000</a> · Posta: <a href="mailto:info@colegio.example">info@colegio.example</a></p>
<p>Arreta-ordutegia: astelehenetik ostiralera, 9:00etatik 14:00etara.</p>`,
      },
    },
  },
  {
    key: 'legal-notice',
    translations: {
      es: {
        slug: 'aviso-legal',
        title: 'Aviso legal',
        summary: 'Titularidad del sitio web y condiciones de uso.',
        body: `<p>Este portal es titularidad del Colegio Oficial Demo, corporación de derecho público con domicilio en Calle Mayor 1, 28013 Madrid.</p>
<p>El uso del portal implica la aceptación de estas condiciones. Los contenidos se ofrecen con fines informativos y pueden cambiar sin previo aviso.</p>`,
      },
      ca: {
        slug: 'avis-legal',
        title: 'Avís legal',
        summary: 'Titularitat del lloc web i condicions d’ús.',
        body: `<p>Aquest portal és titularitat del Col·legi Oficial Demo, corporació de dret públic amb domicili a Calle Mayor 1, 28013 Madrid.</p>
<p>L’ús del portal implica l’acceptació d’aquestes condicions. Els continguts s’ofereixen amb finalitats informatives i poden canviar sense avís previ.</p>`,
      },
      en: {
        slug: 'legal-notice',
        title: 'Legal notice',
        summary: 'Ownership of the website and terms of use.',
        body: `<p>This portal belongs to the Demo Professional Association, a public-law corporation registered at Calle Mayor 1, 28013 Madrid, Spain.</p>
<p>Using the portal means accepting these terms. Its content is offered for information and may change without notice.</p>`,
      },
      eu: {
        slug: 'lege-oharra',
        title: 'Lege-oharra',
        summary: 'Webgunearen titulartasuna eta erabilera-baldintzak.',
        body: `<p>Atari hau Demo Elkargo Ofizialarena da, zuzenbide publikoko korporazioa, helbidea Calle Mayor 1, 28013 Madril duena.</p>
<p>Ataria erabiltzeak baldintza hauek onartzea dakar. Edukiak informazio-helburuz eskaintzen dira eta aurretik ohartarazi gabe alda daitezke.</p>`,
      },
    },
  },
  {
    key: 'privacy',
    translations: {
      es: {
        slug: 'politica-de-privacidad',
        title: 'Política de privacidad',
        summary: 'Cómo tratamos tus datos personales y cómo ejercer tus derechos.',
        body: `<p>El Colegio trata los datos personales de colegiados, precolegiados y usuarios para gestionar la colegiación, los servicios y las obligaciones legales de la corporación, conforme al Reglamento (UE) 2016/679 y a la Ley Orgánica 3/2018.</p>
<p>Puedes ejercer tus derechos de acceso, rectificación, supresión, oposición, limitación y portabilidad escribiendo a <a href="mailto:dpd@colegio.example">dpd@colegio.example</a>.</p>`,
      },
      ca: {
        slug: 'politica-de-privacitat',
        title: 'Política de privacitat',
        summary: 'Com tractem les teves dades personals i com exercir els teus drets.',
        body: `<p>El Col·legi tracta les dades personals de col·legiats, precol·legiats i usuaris per gestionar la col·legiació, els serveis i les obligacions legals de la corporació, d’acord amb el Reglament (UE) 2016/679 i la Llei orgànica 3/2018.</p>
<p>Pots exercir els teus drets d’accés, rectificació, supressió, oposició, limitació i portabilitat escrivint a <a href="mailto:dpd@colegio.example">dpd@colegio.example</a>.</p>`,
      },
      en: {
        slug: 'privacy-policy',
        title: 'Privacy policy',
        summary: 'How we process your personal data and how to exercise your rights.',
        body: `<p>The Association processes the personal data of members, pre-members and users to manage membership, its services and its legal obligations, under Regulation (EU) 2016/679 and Spanish Organic Law 3/2018.</p>
<p>You may exercise your rights of access, rectification, erasure, objection, restriction and portability by writing to <a href="mailto:dpd@colegio.example">dpd@colegio.example</a>.</p>`,
      },
      eu: {
        slug: 'pribatutasun-politika',
        title: 'Pribatutasun-politika',
        summary: 'Zure datu pertsonalak nola tratatzen ditugun eta zure eskubideak nola baliatu.',
        body: `<p>Elkargoak elkargokide, aurre-elkargokide eta erabiltzaileen datu pertsonalak tratatzen ditu elkargoratzea, zerbitzuak eta korporazioaren lege-betebeharrak kudeatzeko, (EB) 2016/679 Erregelamenduaren eta 3/2018 Lege Organikoaren arabera.</p>
<p>Sarbide, zuzentze, ezabatze, aurkatze, mugatze eta eramangarritasun eskubideak balia ditzakezu <a href="mailto:dpd@colegio.example">dpd@colegio.example</a> helbidera idatzita.</p>`,
      },
    },
  },
  {
    key: 'cookies',
    translations: {
      es: {
        slug: 'politica-de-cookies',
        title: 'Política de cookies',
        summary: 'Qué cookies usa el portal y cómo gestionarlas.',
        body: `<p>El portal usa cookies necesarias para su funcionamiento (idioma, sesión y preferencias de consentimiento). Las cookies de analítica (_ga, _gat, _gid) solo se instalan si las aceptas, y puedes retirar tu consentimiento en cualquier momento.</p>`,
      },
      ca: {
        slug: 'politica-de-galetes',
        title: 'Política de galetes',
        summary: 'Quines galetes fa servir el portal i com gestionar-les.',
        body: `<p>El portal fa servir galetes necessàries per funcionar (idioma, sessió i preferències de consentiment). Les galetes d’analítica (_ga, _gat, _gid) només s’instal·len si les acceptes, i pots retirar el teu consentiment en qualsevol moment.</p>`,
      },
      en: {
        slug: 'cookie-policy',
        title: 'Cookie policy',
        summary: 'Which cookies the portal uses and how to manage them.',
        body: `<p>The portal uses cookies it needs to work (language, session and consent preferences). Analytics cookies (_ga, _gat, _gid) are only set if you accept them, and you can withdraw your consent at any time.</p>`,
      },
      eu: {
        slug: 'cookie-politika',
        title: 'Cookie-politika',
        summary: 'Atariak zer cookie erabiltzen dituen eta nola kudeatu.',
        body: `<p>Atariak funtzionatzeko beharrezkoak diren cookieak erabiltzen ditu (hizkuntza, saioa eta baimen-hobespenak). Analitika-cookieak (_ga, _gat, _gid) onartzen badituzu bakarrik jartzen dira, eta zure baimena edozein unetan ken dezakezu.</p>`,
      },
    },
  },
  ...oneStopShopPages,
]

/** A page still being written: only staff see it, at /tmp/{slug}. */
export const demoDraftPage: PageSeed = {
  key: 'draft-new-headquarters',
  translations: {
    es: {
      slug: 'nueva-sede',
      title: 'Nuestra nueva sede (borrador)',
      summary: 'Borrador: la mudanza a la nueva sede del colegio.',
      body: '<p>Borrador pendiente de revisión: fechas de la mudanza, nuevo horario y cómo llegar a la nueva sede.</p>',
    },
    ca: {
      slug: 'nova-seu',
      title: 'La nostra nova seu (esborrany)',
      summary: 'Esborrany: el trasllat a la nova seu del col·legi.',
      body: '<p>Esborrany pendent de revisió: dates del trasllat, nou horari i com arribar a la nova seu.</p>',
    },
    en: {
      slug: 'new-headquarters',
      title: 'Our new headquarters (draft)',
      summary: 'Draft: the move to the association’s new headquarters.',
      body: '<p>Draft awaiting review: moving dates, new opening hours and how to reach the new headquarters.</p>',
    },
    eu: {
      slug: 'egoitza-berria',
      title: 'Gure egoitza berria (zirriborroa)',
      summary: 'Zirriborroa: elkargoaren egoitza berrira lekualdatzea.',
      body: '<p>Berrikusteko zain dagoen zirriborroa: lekualdatzearen datak, ordutegi berria eta egoitza berrira nola iritsi.</p>',
    },
  },
}
