import { locales, type Locale } from '@/lib/contract/locales'

// The public information of the ventanilla única (Ley 2/1974 art. 10): a hub and three pages, as CMS content
// that staff can edit. Links in CMS bodies carry the language prefix (none for Spanish, the default).

export const oneStopShopSlugs = {
  hub: { es: 'ventanilla-unica', ca: 'finestreta-unica', en: 'one-stop-shop', eu: 'leihatila-bakarra' },
  ethics: {
    es: 'codigo-deontologico',
    ca: 'codi-deontologic',
    en: 'code-of-ethics',
    eu: 'kode-deontologikoa',
  },
  consumers: {
    es: 'asociaciones-de-consumidores',
    ca: 'associacions-de-consumidors',
    en: 'consumer-associations',
    eu: 'kontsumitzaileen-elkarteak',
  },
  appeals: {
    es: 'quejas-y-recursos',
    ca: 'queixes-i-recursos',
    en: 'complaints-and-appeals',
    eu: 'kexak-eta-errekurtsoak',
  },
} as const satisfies Record<string, Record<Locale, string>>

export type OneStopShopPage = keyof typeof oneStopShopSlugs

const at = (lang: Locale, path: string) => (lang === 'es' ? path : `/${lang}${path}`)
const page = (lang: Locale, key: OneStopShopPage) => at(lang, `/${oneStopShopSlugs[key][lang]}`)
/** The demo's public page for changes of membership status (registration, non-practising, deregistration). */
const statusChange: Record<Locale, string> = {
  es: 'cambio-de-situacion-colegial',
  ca: 'canvi-de-situacio-collegial',
  en: 'change-of-membership-status',
  eu: 'elkargo-egoeraren-aldaketa',
}
const joinPage: Record<Locale, string> = {
  es: 'colegiarse',
  ca: 'collegiar-se',
  en: 'join',
  eu: 'elkargokide-egin',
}

const external = (domain: string) => `<a href="https://${domain}/">${domain}</a>`

function hub(lang: Locale): string {
  const l = (path: string) => at(lang, path)
  const p = (key: OneStopShopPage) => page(lang, key)
  switch (lang) {
    case 'es':
      return `<p>La ventanilla única reúne en un solo lugar, en línea y sin coste, lo que la Ley 2/1974 de Colegios Profesionales (artículo 10) pide a un colegio que ofrezca a la ciudadanía y a sus profesionales.</p>
<h2>Si eres paciente, consumidor o usuario</h2>
<ul>
<li><a href="${l('/registry/collegiates')}">Registro de colegiados</a>: comprueba si una enfermera o un enfermero está colegiado, con su número y su situación (ejerciente, no ejerciente, suspendido o de baja).</li>
<li><a href="${l('/registry/societies')}">Registro de sociedades profesionales</a>: las sociedades inscritas en el Colegio y si están activas.</li>
<li><a href="${l('/complaints')}">Presentar una queja o reclamación</a> sobre la actuación de un colegiado o del propio Colegio, y <a href="${l('/complaint-lookup')}">consultar en qué estado está</a> con su código de seguimiento.</li>
<li><a href="${p('appeals')}">Cómo reclamar y recurrir</a>: plazos, respuestas y vías de recurso, incluido el arbitraje de consumo.</li>
<li><a href="${p('consumers')}">Asociaciones de consumidores</a>: organizaciones y oficinas públicas que pueden asesorarte.</li>
<li><a href="${p('ethics')}">Código deontológico</a>: las normas éticas que deben cumplir los profesionales colegiados.</li>
</ul>
<h2>Si eres profesional</h2>
<ul>
<li><a href="${l(`/${joinPage.es}`)}">Requisitos para colegiarse</a>, y las solicitudes en línea de <a href="${l('/collegiate')}">colegiación</a> y de <a href="${l('/precollegiate')}">precolegiación</a>.</li>
<li><a href="${l(`/generic-procedure/${statusChange.es}`)}">Cambios de situación colegial</a>: pasar a no ejerciente, reincorporarse o darse de baja.</li>
<li><a href="${l('/generic-procedures-profile?type=single-window')}">Tus trámites y su estado</a>, en tu área privada: presenta solicitudes y documentos y sigue cada paso.</li>
<li><a href="${l('/document-validation')}">Validación de documentos</a>: cualquiera puede comprobar con su código que un certificado emitido por el Colegio es auténtico.</li>
<li>Las convocatorias de la Asamblea General se publican en <a href="${l('/news')}">Noticias</a> y se envían por correo electrónico a cada colegiado.</li>
</ul>
<p>Todos estos servicios son gratuitos. Si necesitas ayuda para usarlos, escríbenos o llámanos desde la página de contacto.</p>`
    case 'ca':
      return `<p>La finestreta única aplega en un sol lloc, en línia i sense cost, el que la Llei 2/1974 de col·legis professionals (article 10) demana que un col·legi ofereixi a la ciutadania i als seus professionals.</p>
<h2>Si ets pacient, consumidor o usuari</h2>
<ul>
<li><a href="${l('/registry/collegiates')}">Registre de col·legiats</a>: comprova si una infermera o un infermer està col·legiat, amb el seu número i la seva situació (exercent, no exercent, suspès o de baixa).</li>
<li><a href="${l('/registry/societies')}">Registre de societats professionals</a>: les societats inscrites al Col·legi i si estan actives.</li>
<li><a href="${l('/complaints')}">Presentar una queixa o reclamació</a> sobre l’actuació d’un col·legiat o del mateix Col·legi, i <a href="${l('/complaint-lookup')}">consultar en quin estat es troba</a> amb el seu codi de seguiment.</li>
<li><a href="${p('appeals')}">Com reclamar i recórrer</a>: terminis, respostes i vies de recurs, inclòs l’arbitratge de consum.</li>
<li><a href="${p('consumers')}">Associacions de consumidors</a>: organitzacions i oficines públiques que et poden assessorar.</li>
<li><a href="${p('ethics')}">Codi deontològic</a>: les normes ètiques que han de complir els professionals col·legiats.</li>
</ul>
<h2>Si ets professional</h2>
<ul>
<li><a href="${l(`/${joinPage.ca}`)}">Requisits per col·legiar-se</a>, i les sol·licituds en línia de <a href="${l('/collegiate')}">col·legiació</a> i de <a href="${l('/precollegiate')}">precol·legiació</a>.</li>
<li><a href="${l(`/generic-procedure/${statusChange.ca}`)}">Canvis de situació col·legial</a>: passar a no exercent, reincorporar-se o donar-se de baixa.</li>
<li><a href="${l('/generic-procedures-profile?type=single-window')}">Els teus tràmits i el seu estat</a>, a la teva àrea privada: presenta sol·licituds i documents i segueix cada pas.</li>
<li><a href="${l('/document-validation')}">Validació de documents</a>: qualsevol persona pot comprovar amb el seu codi que un certificat emès pel Col·legi és autèntic.</li>
<li>Les convocatòries de l’Assemblea General es publiquen a <a href="${l('/news')}">Notícies</a> i s’envien per correu electrònic a cada col·legiat.</li>
</ul>
<p>Tots aquests serveis són gratuïts. Si necessites ajuda per fer-los servir, escriu-nos o truca’ns des de la pàgina de contacte.</p>`
    case 'en':
      return `<p>The one-stop shop brings together in one place, online and free of charge, what the Spanish Professional Associations Act (Law 2/1974, article 10) asks an association to offer the public and its professionals.</p>
<h2>If you are a patient, consumer or user</h2>
<ul>
<li><a href="${l('/registry/collegiates')}">Register of members</a>: check whether a nurse is a member, with their membership number and standing (practising, non-practising, suspended or removed).</li>
<li><a href="${l('/registry/societies')}">Register of professional firms</a>: the firms registered with the Association and whether they are active.</li>
<li><a href="${l('/complaints')}">File a complaint</a> about the conduct of a member or of the Association itself, and <a href="${l('/complaint-lookup')}">see where it stands</a> with its tracking code.</li>
<li><a href="${p('appeals')}">How to complain and appeal</a>: time limits, answers and the ways to appeal, including consumer arbitration.</li>
<li><a href="${p('consumers')}">Consumer associations</a>: organisations and public offices that can advise you.</li>
<li><a href="${p('ethics')}">Code of ethics</a>: the ethical rules every member must follow.</li>
</ul>
<h2>If you are a professional</h2>
<ul>
<li><a href="${l(`/${joinPage.en}`)}">How to become a member</a>, and the online applications for <a href="${l('/collegiate')}">membership</a> and <a href="${l('/precollegiate')}">pre-membership</a>.</li>
<li><a href="${l(`/generic-procedure/${statusChange.en}`)}">Changes of membership status</a>: becoming non-practising, returning to practice or leaving the Association.</li>
<li><a href="${l('/generic-procedures-profile?type=single-window')}">Your procedures and their status</a>, in your private area: send applications and documents and follow every step.</li>
<li><a href="${l('/document-validation')}">Document validation</a>: anyone can check with its code that a certificate issued by the Association is genuine.</li>
<li>Notices of the General Assembly are published in <a href="${l('/news')}">News</a> and e-mailed to every member.</li>
</ul>
<p>All these services are free. If you need help using them, write to us or call us from the contact page.</p>`
    case 'eu':
      return `<p>Leihatila bakarrak leku bakarrean biltzen du, linean eta doan, Elkargo Profesionalei buruzko 2/1974 Legeak (10. artikulua) elkargo bati eskatzen diona herritarrei eta bere profesionalei eskain diezaien.</p>
<h2>Gaixoa, kontsumitzailea edo erabiltzailea bazara</h2>
<ul>
<li><a href="${l('/registry/collegiates')}">Elkargokideen erregistroa</a>: egiaztatu erizain bat elkargokidea den, bere zenbakiarekin eta egoerarekin (jardunean, jardunik gabe, etenda edo baja emanda).</li>
<li><a href="${l('/registry/societies')}">Sozietate profesionalen erregistroa</a>: Elkargoan inskribatutako sozietateak eta aktibo dauden ala ez.</li>
<li><a href="${l('/complaints')}">Kexa edo erreklamazio bat aurkeztu</a> elkargokide baten edo Elkargoaren beraren jardunari buruz, eta <a href="${l('/complaint-lookup')}">kontsultatu zein egoeratan dagoen</a> jarraipen-kodearekin.</li>
<li><a href="${p('appeals')}">Nola kexatu eta errekurritu</a>: epeak, erantzunak eta errekurtso-bideak, kontsumo-arbitrajea barne.</li>
<li><a href="${p('consumers')}">Kontsumitzaileen elkarteak</a>: aholkua eman diezazuketen erakundeak eta bulego publikoak.</li>
<li><a href="${p('ethics')}">Kode deontologikoa</a>: elkargokide profesionalek bete behar dituzten arau etikoak.</li>
</ul>
<h2>Profesionala bazara</h2>
<ul>
<li><a href="${l(`/${joinPage.eu}`)}">Elkargokide izateko baldintzak</a>, eta <a href="${l('/collegiate')}">elkargokide</a> eta <a href="${l('/precollegiate')}">aurre-elkargokide</a> izateko lineako eskaerak.</li>
<li><a href="${l(`/generic-procedure/${statusChange.eu}`)}">Elkargo-egoeraren aldaketak</a>: jardunik gabeko egoerara igaro, berriro sartu edo baja eman.</li>
<li><a href="${l('/generic-procedures-profile?type=single-window')}">Zure izapideak eta haien egoera</a>, zure eremu pribatuan: aurkeztu eskaerak eta dokumentuak eta jarraitu urrats bakoitza.</li>
<li><a href="${l('/document-validation')}">Dokumentuen balidazioa</a>: edonork egiazta dezake, kodearen bidez, Elkargoak emandako ziurtagiri bat benetakoa dela.</li>
<li>Batzar Nagusiaren deialdiak <a href="${l('/news')}">Albisteak</a> atalean argitaratzen dira, eta posta elektronikoz bidaltzen zaizkio elkargokide bakoitzari.</li>
</ul>
<p>Zerbitzu horiek guztiak doakoak dira. Erabiltzeko laguntza behar baduzu, idatzi edo deitu iezaguzu harremanetarako orritik.</p>`
  }
}

function ethics(lang: Locale): string {
  const complaints = at(lang, '/complaints')
  const appeals = page(lang, 'appeals')
  switch (lang) {
    case 'es':
      return `<p>El código deontológico recoge los deberes éticos de todas las enfermeras y enfermeros colegiados. Lo aprueba la Asamblea General del Colegio, se inspira en los códigos de ética de la profesión enfermera nacionales e internacionales y obliga a cada colegiado en su ejercicio, sea público o privado. Este es un resumen de sus capítulos; el texto completo aprobado por la Asamblea puede consultarse en la sede del Colegio y prevalece sobre este resumen.</p>
<h2>1. Principios generales</h2>
<p>El respeto a la vida, a la dignidad y a los derechos de las personas guía todo el ejercicio. La enfermera cuida sin discriminación por origen, sexo, edad, creencias, ideas, enfermedad, discapacidad ni situación social o económica.</p>
<h2>2. La persona cuidada</h2>
<ul><li>Informar con claridad y respetar las decisiones de la persona, que debe dar su consentimiento a los cuidados.</li><li>Guardar el secreto profesional y proteger la intimidad y los datos de salud.</li><li>Procurar la seguridad del paciente y una atención digna también al final de la vida.</li><li>Quien ejerza la objeción de conciencia debe comunicarla y garantizar que la persona sigue siendo atendida.</li></ul>
<h2>3. Competencia profesional</h2>
<p>Actuar solo dentro de la propia competencia, mantener los conocimientos al día mediante formación continuada, registrar los cuidados de forma veraz en la historia clínica y comunicar los incidentes que afecten a la seguridad.</p>
<h2>4. Relaciones con colegas y otros profesionales</h2>
<p>Colaborar con lealtad y respeto con el equipo de salud, no desacreditar a otros profesionales y actuar cuando la práctica de alguien ponga en riesgo a los pacientes.</p>
<h2>5. La enfermera y la sociedad</h2>
<p>Promover la salud y la prevención, colaborar en emergencias y catástrofes, y contribuir a un acceso justo a los cuidados y a la protección del medio ambiente.</p>
<h2>6. Docencia e investigación</h2>
<p>Investigar con la aprobación de un comité de ética y el consentimiento de los participantes, y publicar con honestidad, citando a quien corresponda.</p>
<h2>7. Publicidad, honorarios e intereses</h2>
<p>Dar información veraz sobre los servicios y sus precios, no aceptar regalos ni ventajas que puedan influir en las decisiones y declarar los conflictos de intereses.</p>
<h2>8. Deberes con el Colegio</h2>
<p>Estar colegiado para ejercer, mantener actualizados sus datos, tener un seguro de responsabilidad civil profesional y cumplir los estatutos y los acuerdos de los órganos colegiales.</p>
<h2>Cómo comunicar un incumplimiento</h2>
<p>Cualquier persona (pacientes, familiares, colegas u otros profesionales) puede comunicar al Colegio una posible infracción del código mediante el <a href="${complaints}">formulario de quejas</a>. La comisión deontológica la estudia, escucha a la persona colegiada y propone a la Junta de Gobierno archivarla o abrir un expediente disciplinario, con las garantías que fijan los estatutos. Las sanciones van del apercibimiento a la suspensión del ejercicio o la expulsión en los casos muy graves. Te informaremos del resultado y de <a href="${appeals}">cómo recurrirlo</a>.</p>`
    case 'ca':
      return `<p>El codi deontològic recull els deures ètics de totes les infermeres i infermers col·legiats. L’aprova l’Assemblea General del Col·legi, s’inspira en els codis d’ètica de la professió infermera nacionals i internacionals i obliga cada col·legiat en el seu exercici, públic o privat. Aquest és un resum dels seus capítols; el text complet aprovat per l’Assemblea es pot consultar a la seu del Col·legi i preval sobre aquest resum.</p>
<h2>1. Principis generals</h2>
<p>El respecte a la vida, a la dignitat i als drets de les persones guia tot l’exercici. La infermera té cura de les persones sense cap discriminació per origen, sexe, edat, creences, idees, malaltia, discapacitat ni situació social o econòmica.</p>
<h2>2. La persona atesa</h2>
<ul><li>Informar amb claredat i respectar les decisions de la persona, que ha de donar el seu consentiment a les cures.</li><li>Guardar el secret professional i protegir la intimitat i les dades de salut.</li><li>Vetllar per la seguretat del pacient i per una atenció digna també al final de la vida.</li><li>Qui exerceixi l’objecció de consciència l’ha de comunicar i garantir que la persona continua sent atesa.</li></ul>
<h2>3. Competència professional</h2>
<p>Actuar només dins de la pròpia competència, mantenir els coneixements al dia amb formació continuada, registrar les cures de manera veraç a la història clínica i comunicar els incidents que afectin la seguretat.</p>
<h2>4. Relacions amb col·legues i altres professionals</h2>
<p>Col·laborar amb lleialtat i respecte amb l’equip de salut, no desacreditar altres professionals i actuar quan la pràctica d’algú posi en risc els pacients.</p>
<h2>5. La infermera i la societat</h2>
<p>Promoure la salut i la prevenció, col·laborar en emergències i catàstrofes, i contribuir a un accés just a les cures i a la protecció del medi ambient.</p>
<h2>6. Docència i recerca</h2>
<p>Investigar amb l’aprovació d’un comitè d’ètica i el consentiment dels participants, i publicar amb honestedat, citant qui correspongui.</p>
<h2>7. Publicitat, honoraris i interessos</h2>
<p>Donar informació veraç sobre els serveis i els seus preus, no acceptar regals ni avantatges que puguin influir en les decisions i declarar els conflictes d’interessos.</p>
<h2>8. Deures amb el Col·legi</h2>
<p>Estar col·legiat per exercir, mantenir actualitzades les seves dades, tenir una assegurança de responsabilitat civil professional i complir els estatuts i els acords dels òrgans col·legials.</p>
<h2>Com comunicar un incompliment</h2>
<p>Qualsevol persona (pacients, familiars, col·legues o altres professionals) pot comunicar al Col·legi una possible infracció del codi mitjançant el <a href="${complaints}">formulari de queixes</a>. La comissió deontològica l’estudia, escolta la persona col·legiada i proposa a la Junta de Govern arxivar-la o obrir un expedient disciplinari, amb les garanties que fixen els estatuts. Les sancions van de l’advertiment a la suspensió de l’exercici o l’expulsió en els casos molt greus. T’informarem del resultat i de <a href="${appeals}">com recórrer-lo</a>.</p>`
    case 'en':
      return `<p>The code of ethics sets out the ethical duties of every nurse who is a member of the Association. It is adopted by the Association’s General Assembly, draws on the national and international codes of ethics of the nursing profession, and binds every member in their practice, public or private. This is a summary of its chapters; the full text adopted by the Assembly can be consulted at the Association’s offices and prevails over this summary.</p>
<h2>1. General principles</h2>
<p>Respect for life, for dignity and for people’s rights guides all practice. Nurses care for people without discrimination on grounds of origin, sex, age, beliefs, opinions, illness, disability or social or economic situation.</p>
<h2>2. The person cared for</h2>
<ul><li>Inform clearly and respect the person’s decisions; care needs their consent.</li><li>Keep professional secrecy and protect privacy and health data.</li><li>Look after patient safety and dignified care, also at the end of life.</li><li>A nurse who is a conscientious objector must say so and make sure the person is still cared for.</li></ul>
<h2>3. Professional competence</h2>
<p>Act only within one’s own competence, keep knowledge up to date through continuing education, record care truthfully in the clinical record and report incidents that affect safety.</p>
<h2>4. Relations with colleagues and other professionals</h2>
<p>Work loyally and respectfully with the health team, do not disparage other professionals, and act when someone’s practice puts patients at risk.</p>
<h2>5. Nurses and society</h2>
<p>Promote health and prevention, help in emergencies and disasters, and contribute to fair access to care and to the protection of the environment.</p>
<h2>6. Teaching and research</h2>
<p>Carry out research with the approval of an ethics committee and the consent of participants, and publish honestly, giving credit where it is due.</p>
<h2>7. Advertising, fees and interests</h2>
<p>Give truthful information about services and their prices, accept no gifts or benefits that could influence decisions, and declare conflicts of interest.</p>
<h2>8. Duties to the Association</h2>
<p>Be a member in order to practise, keep one’s details up to date, hold professional liability insurance, and comply with the statutes and the decisions of the Association’s bodies.</p>
<h2>How to report a breach</h2>
<p>Anyone (patients, relatives, colleagues or other professionals) can report a possible breach of the code to the Association through the <a href="${complaints}">complaint form</a>. The ethics committee examines it, hears the member concerned and proposes to the Governing Board either to close it or to open disciplinary proceedings, with the safeguards set out in the statutes. Penalties range from a warning to suspension from practice or expulsion in very serious cases. We will tell you the outcome and <a href="${appeals}">how to appeal against it</a>.</p>`
    case 'eu':
      return `<p>Kode deontologikoak elkargokide diren erizain guztien betebehar etikoak biltzen ditu. Elkargoaren Batzar Nagusiak onartzen du, erizaintza-lanbidearen estatuko eta nazioarteko kode etikoetan oinarritzen da, eta elkargokide bakoitza behartzen du bere jardunean, publikoa zein pribatua izan. Hau bere kapituluen laburpena da; Batzarrak onartutako testu osoa Elkargoaren egoitzan kontsulta daiteke, eta laburpen honen gainetik dago.</p>
<h2>1. Printzipio orokorrak</h2>
<p>Bizitzarekiko, duintasunarekiko eta pertsonen eskubideekiko errespetuak gidatzen du jardun osoa. Erizainak pertsonak zaintzen ditu inolako bereizkeriarik egin gabe jatorri, sexu, adin, sinesmen, ideia, gaixotasun, desgaitasun edo egoera sozial edo ekonomikoagatik.</p>
<h2>2. Zaindutako pertsona</h2>
<ul><li>Argi informatu eta pertsonaren erabakiak errespetatu; zainketetarako haren baimena behar da.</li><li>Sekretu profesionala gorde eta intimitatea eta osasun-datuak babestu.</li><li>Pazientearen segurtasuna zaindu, baita arreta duina ere bizitzaren amaieran.</li><li>Kontzientzia-eragozpena baliatzen duenak jakinarazi egin behar du, eta bermatu pertsonak arreta jasotzen jarraituko duela.</li></ul>
<h2>3. Gaitasun profesionala</h2>
<p>Norberaren gaitasunaren barruan bakarrik jardun, ezagutzak egunean izan etengabeko prestakuntzaren bidez, zainketak egiaz erregistratu historia klinikoan eta segurtasunari eragiten dioten gorabeherak jakinarazi.</p>
<h2>4. Lankideekiko eta beste profesionalekiko harremanak</h2>
<p>Osasun-taldearekin leialtasunez eta errespetuz lankidetzan aritu, beste profesionalak ez gutxietsi, eta norbaiten jardunak pazienteak arriskuan jartzen dituenean jardun.</p>
<h2>5. Erizaina eta gizartea</h2>
<p>Osasuna eta prebentzioa sustatu, larrialdietan eta hondamendietan lagundu, eta zainketetarako sarbide bidezkoa eta ingurumenaren babesa bultzatu.</p>
<h2>6. Irakaskuntza eta ikerketa</h2>
<p>Etika-batzorde baten onespenarekin eta parte-hartzaileen baimenarekin ikertu, eta zintzotasunez argitaratu, dagokionari aitortza emanez.</p>
<h2>7. Publizitatea, ordainsariak eta interesak</h2>
<p>Zerbitzuei eta haien prezioei buruzko informazio zehatza eman, erabakietan eragin dezaketen opariak edo abantailak ez onartu, eta interes-gatazkak adierazi.</p>
<h2>8. Elkargoarekiko betebeharrak</h2>
<p>Jarduteko elkargokide izan, datuak eguneratuta eduki, erantzukizun zibil profesionaleko asegurua izan, eta estatutuak eta elkargo-organoen erabakiak bete.</p>
<h2>Nola jakinarazi ez-betetze bat</h2>
<p>Edonork (pazienteek, senideek, lankideek edo beste profesionalek) jakinaraz diezaioke Elkargoari kodearen balizko arau-hauste bat <a href="${complaints}">kexa-formularioaren</a> bidez. Batzorde deontologikoak aztertzen du, elkargokidea entzuten du eta Gobernu Batzordeari proposatzen dio artxibatzea edo diziplina-espediente bat irekitzea, estatutuek ezartzen dituzten bermeekin. Zehapenak ohartarazpenetik hasi eta, kasu oso larrietan, jardunaren etetera edo kanporatzera iristen dira. Emaitzaren berri emango dizugu, baita <a href="${appeals}">nola errekurritu</a> ere.</p>`
  }
}

function consumers(lang: Locale): string {
  const appeals = page(lang, 'appeals')
  const complaints = at(lang, '/complaints')
  const organisations = {
    es: [
      ['OCU, Organización de Consumidores y Usuarios', 'www.ocu.org'],
      ['FACUA, Consumidores en Acción', 'www.facua.org'],
      ['CECU, Confederación de Consumidores y Usuarios', 'www.cecu.es'],
      ['ASGECO Confederación, Asociación General de Consumidores', 'www.asgeco.org'],
      ['ADICAE, Asociación de Usuarios de Bancos, Cajas y Seguros', 'www.adicae.net'],
    ],
    ca: [
      ['OCU, Organización de Consumidores y Usuarios', 'www.ocu.org'],
      ['FACUA, Consumidores en Acción', 'www.facua.org'],
      ['CECU, Confederación de Consumidores y Usuarios', 'www.cecu.es'],
      ['ASGECO Confederación, Asociación General de Consumidores', 'www.asgeco.org'],
      ['ADICAE, Asociación de Usuarios de Bancos, Cajas y Seguros', 'www.adicae.net'],
    ],
    en: [
      ['OCU, Organización de Consumidores y Usuarios (consumers’ and users’ organisation)', 'www.ocu.org'],
      ['FACUA, Consumidores en Acción (consumers in action)', 'www.facua.org'],
      ['CECU, Confederación de Consumidores y Usuarios (confederation of consumers)', 'www.cecu.es'],
      ['ASGECO Confederación, Asociación General de Consumidores', 'www.asgeco.org'],
      [
        'ADICAE, Asociación de Usuarios de Bancos, Cajas y Seguros (banking and insurance users)',
        'www.adicae.net',
      ],
    ],
    eu: [
      ['OCU, Organización de Consumidores y Usuarios', 'www.ocu.org'],
      ['FACUA, Consumidores en Acción', 'www.facua.org'],
      ['CECU, Confederación de Consumidores y Usuarios', 'www.cecu.es'],
      ['ASGECO Confederación, Asociación General de Consumidores', 'www.asgeco.org'],
      ['ADICAE, Asociación de Usuarios de Bancos, Cajas y Seguros', 'www.adicae.net'],
    ],
  }[lang]
  const list = `<ul>${organisations.map(([name, domain]) => `<li>${name}: ${external(domain!)}</li>`).join('')}</ul>`
  switch (lang) {
    case 'es':
      return `<p>Si tienes un problema con un servicio profesional, además del <a href="${complaints}">servicio de quejas del Colegio</a> puedes pedir consejo, de forma independiente, a una asociación de consumidores o a una oficina pública de consumo.</p>
<h2>Asociaciones de consumidores de ámbito estatal</h2>
<p>Están inscritas en el Registro Estatal de Asociaciones de Consumidores y Usuarios. Informan y asesoran a sus socios y muchas atienden también consultas generales.</p>
${list}
<h2>Oficinas públicas de consumo</h2>
<ul>
<li>Oficinas Municipales de Información al Consumidor (OMIC): las encontrarás en tu ayuntamiento. Informan gratis, recogen reclamaciones y pueden mediar con el profesional o trasladar el caso a la junta arbitral.</li>
<li>Dirección General de Consumo (Ministerio de Derechos Sociales, Consumo y Agenda 2030): ${external('www.consumo.gob.es')}, con el directorio de oficinas de consumo de las comunidades autónomas y de las juntas arbitrales.</li>
<li>En Cataluña, la Agència Catalana del Consum: ${external('consum.gencat.cat')}. En Euskadi, Kontsumobide, el Instituto Vasco de Consumo: ${external('www.kontsumobide.euskadi.eus')}.</li>
<li>Si el profesional está en otro país de la Unión Europea, el Centro Europeo del Consumidor en España: ${external('cec.consumo.gob.es')}.</li>
</ul>
<p>Para conocer los plazos y las vías de recurso, incluido el arbitraje de consumo, consulta <a href="${appeals}">cómo reclamar y recurrir</a>.</p>`
    case 'ca':
      return `<p>Si tens un problema amb un servei professional, a més del <a href="${complaints}">servei de queixes del Col·legi</a> pots demanar consell, de manera independent, a una associació de consumidors o a una oficina pública de consum.</p>
<h2>Associacions de consumidors d’àmbit estatal</h2>
<p>Estan inscrites al Registre Estatal d’Associacions de Consumidors i Usuaris. Informen i assessoren els seus socis i moltes atenen també consultes generals.</p>
${list}
<h2>Oficines públiques de consum</h2>
<ul>
<li>Oficines municipals d’informació al consumidor (OMIC): les trobaràs al teu ajuntament. Informen gratuïtament, recullen reclamacions i poden fer de mediadores amb el professional o traslladar el cas a la junta arbitral.</li>
<li>Dirección General de Consumo (Ministeri de Drets Socials, Consum i Agenda 2030): ${external('www.consumo.gob.es')}, amb el directori de les oficines de consum de les comunitats autònomes i de les juntes arbitrals.</li>
<li>A Catalunya, l’Agència Catalana del Consum: ${external('consum.gencat.cat')}. Al País Basc, Kontsumobide, l’Institut Basc de Consum: ${external('www.kontsumobide.euskadi.eus')}.</li>
<li>Si el professional és en un altre país de la Unió Europea, el Centre Europeu del Consumidor a Espanya: ${external('cec.consumo.gob.es')}.</li>
</ul>
<p>Per conèixer els terminis i les vies de recurs, inclòs l’arbitratge de consum, consulta <a href="${appeals}">com reclamar i recórrer</a>.</p>`
    case 'en':
      return `<p>If you have a problem with a professional service, besides the <a href="${complaints}">Association’s complaint service</a> you can ask for independent advice from a consumer association or a public consumer office.</p>
<h2>National consumer associations</h2>
<p>They are entered in Spain’s national register of consumer and user associations. They inform and advise their members, and many also answer general enquiries. Their websites are in Spanish.</p>
${list}
<h2>Public consumer offices</h2>
<ul>
<li>Municipal consumer information offices (OMIC): ask at your town hall. They give free information, take complaints, and can mediate with the professional or refer the case to the arbitration board.</li>
<li>The Directorate-General for Consumer Affairs (Ministry of Social Rights, Consumer Affairs and 2030 Agenda): ${external('www.consumo.gob.es')}, with a directory of the regional consumer offices and arbitration boards.</li>
<li>In Catalonia, the Catalan Consumer Agency (Agència Catalana del Consum): ${external('consum.gencat.cat')}. In the Basque Country, Kontsumobide, the Basque Consumer Institute: ${external('www.kontsumobide.euskadi.eus')}.</li>
<li>If the professional is in another European Union country, the European Consumer Centre in Spain: ${external('cec.consumo.gob.es')}.</li>
</ul>
<p>For time limits and the ways to appeal, including consumer arbitration, see <a href="${appeals}">how to complain and appeal</a>.</p>`
    case 'eu':
      return `<p>Zerbitzu profesional batekin arazoren bat baduzu, <a href="${complaints}">Elkargoaren kexa-zerbitzuaz</a> gain, aholkua eska diezaiekezu, modu independentean, kontsumitzaileen elkarte bati edo kontsumoko bulego publiko bati.</p>
<h2>Estatu mailako kontsumitzaileen elkarteak</h2>
<p>Kontsumitzaile eta Erabiltzaileen Elkarteen Estatuko Erregistroan inskribatuta daude. Beren bazkideei informazioa eta aholkua ematen diete, eta askok kontsulta orokorrak ere erantzuten dituzte.</p>
${list}
<h2>Kontsumoko bulego publikoak</h2>
<ul>
<li>Kontsumitzailearen Informaziorako Udal Bulegoak (KIUB/OMIC): zure udalean aurkituko dituzu. Doan ematen dute informazioa, erreklamazioak jasotzen dituzte, eta profesionalarekin bitartekari lana egin dezakete edo kasua arbitraje-batzordera bidali.</li>
<li>Kontsumo Zuzendaritza Nagusia (Gizarte Eskubideen, Kontsumoaren eta 2030 Agendaren Ministerioa): ${external('www.consumo.gob.es')}, autonomia-erkidegoetako kontsumo-bulegoen eta arbitraje-batzordeen direktorioarekin.</li>
<li>Euskadin, Kontsumobide, Kontsumoko Euskal Institutua: ${external('www.kontsumobide.euskadi.eus')}. Katalunian, Agència Catalana del Consum: ${external('consum.gencat.cat')}.</li>
<li>Profesionala Europar Batasuneko beste herrialde batean badago, Kontsumitzailearen Europako Zentroa Espainian: ${external('cec.consumo.gob.es')}.</li>
</ul>
<p>Epeak eta errekurtso-bideak ezagutzeko, kontsumo-arbitrajea barne, ikusi <a href="${appeals}">nola kexatu eta errekurritu</a>.</p>`
  }
}

function appeals(lang: Locale): string {
  const complaints = at(lang, '/complaints')
  const lookup = at(lang, '/complaint-lookup')
  const consumerPage = page(lang, 'consumers')
  const ethicsPage = page(lang, 'ethics')
  switch (lang) {
    case 'es':
      return `<p>El Colegio tiene un servicio de atención a los colegiados y a los consumidores y usuarios (Ley 2/1974, artículo 12) que recibe y resuelve las quejas sobre la actuación profesional de sus colegiados o sobre el propio Colegio. Presentar una queja es gratis.</p>
<h2>1. Presenta tu queja</h2>
<p>Rellena el <a href="${complaints}">formulario de quejas</a> explicando qué ocurrió, cuándo y quién intervino, y adjunta los documentos que tengas. También puedes presentarla por escrito en la sede del Colegio. Recibirás al momento un código de seguimiento y un correo electrónico de acuse de recibo.</p>
<h2>2. Sigue su estado</h2>
<p>Con el código de seguimiento puedes <a href="${lookup}">consultar en qué estado está tu queja</a> y su historial en cualquier momento.</p>
<h2>3. Recibe una respuesta</h2>
<p>El servicio estudia la queja, puede pedirte más información y te responde por escrito de forma motivada en el plazo de un mes desde que la recibe. La respuesta puede ser informarte, proponer una mediación, trasladar el caso a la comisión deontológica para que se valore abrir un expediente disciplinario (ver el <a href="${ethicsPage}">código deontológico</a>) o archivarla explicando por qué.</p>
<h2>4. Si no estás de acuerdo: los recursos</h2>
<ul>
<li><strong>Recurso de alzada</strong>: contra las decisiones de los órganos del Colegio sujetas al derecho administrativo puedes recurrir en el plazo de un mes desde que te la notifiquen. Las decisiones del servicio de quejas o de la comisión deontológica se recurren ante la Junta de Gobierno; las de la Junta de Gobierno, ante el Consejo General de la profesión (o el consejo autonómico de colegios, donde exista), según los estatutos. Si en tres meses no hay respuesta, puedes entender que el recurso ha sido desestimado.</li>
<li><strong>Recurso contencioso-administrativo</strong>: agotados los recursos ante el Colegio, puedes acudir a los juzgados de lo contencioso-administrativo en el plazo de dos meses desde la notificación de la resolución del recurso. Normalmente necesitarás abogado.</li>
<li><strong>Arbitraje de consumo</strong>: si el desacuerdo es con un profesional por un servicio que contrataste (por ejemplo, su precio o cómo se prestó), puedes pedir a la Junta Arbitral de Consumo de tu municipio, de tu comunidad autónoma o a la Junta Arbitral Nacional que resuelva el conflicto. Es gratuito y voluntario para ambas partes, y su decisión (el laudo) es vinculante. No cubre los casos de lesiones, intoxicación o muerte ni los hechos que puedan ser delito. Las oficinas de consumo te orientarán: consulta las <a href="${consumerPage}">asociaciones de consumidores y oficinas públicas</a>.</li>
</ul>
<p>Presentar una queja ante el Colegio no te impide acudir a los tribunales ordinarios ni al servicio de atención al paciente de tu centro sanitario.</p>`
    case 'ca':
      return `<p>El Col·legi té un servei d’atenció als col·legiats i als consumidors i usuaris (Llei 2/1974, article 12) que rep i resol les queixes sobre l’actuació professional dels seus col·legiats o sobre el mateix Col·legi. Presentar una queixa és gratuït.</p>
<h2>1. Presenta la teva queixa</h2>
<p>Omple el <a href="${complaints}">formulari de queixes</a> explicant què va passar, quan i qui hi va intervenir, i adjunta els documents que tinguis. També la pots presentar per escrit a la seu del Col·legi. Rebràs al moment un codi de seguiment i un correu electrònic d’acusament de recepció.</p>
<h2>2. Segueix-ne l’estat</h2>
<p>Amb el codi de seguiment pots <a href="${lookup}">consultar en quin estat es troba la teva queixa</a> i el seu historial en qualsevol moment.</p>
<h2>3. Rep una resposta</h2>
<p>El servei estudia la queixa, et pot demanar més informació i et respon per escrit de manera motivada en el termini d’un mes des que la rep. La resposta pot ser informar-te, proposar una mediació, traslladar el cas a la comissió deontològica perquè valori obrir un expedient disciplinari (consulta el <a href="${ethicsPage}">codi deontològic</a>) o arxivar-la explicant per què.</p>
<h2>4. Si no hi estàs d’acord: els recursos</h2>
<ul>
<li><strong>Recurs d’alçada</strong>: contra les decisions dels òrgans del Col·legi subjectes al dret administratiu pots recórrer en el termini d’un mes des que te les notifiquin. Les decisions del servei de queixes o de la comissió deontològica es recorren davant la Junta de Govern; les de la Junta de Govern, davant el Consell General de la professió (o el consell autonòmic de col·legis, on n’hi hagi), segons els estatuts. Si en tres mesos no hi ha resposta, pots entendre que el recurs ha estat desestimat.</li>
<li><strong>Recurs contenciós administratiu</strong>: esgotats els recursos davant el Col·legi, pots acudir als jutjats contenciosos administratius en el termini de dos mesos des de la notificació de la resolució del recurs. Normalment necessitaràs advocat.</li>
<li><strong>Arbitratge de consum</strong>: si el desacord és amb un professional per un servei que vas contractar (per exemple, el preu o com es va prestar), pots demanar a la Junta Arbitral de Consum del teu municipi, de la teva comunitat autònoma o a la Junta Arbitral Nacional que resolgui el conflicte. És gratuït i voluntari per a les dues parts, i la seva decisió (el laude) és vinculant. No cobreix els casos de lesions, intoxicació o mort ni els fets que puguin ser delicte. Les oficines de consum t’orientaran: consulta les <a href="${consumerPage}">associacions de consumidors i oficines públiques</a>.</li>
</ul>
<p>Presentar una queixa davant el Col·legi no t’impedeix acudir als tribunals ordinaris ni al servei d’atenció al pacient del teu centre sanitari.</p>`
    case 'en':
      return `<p>The Association has a service for members, consumers and users (Law 2/1974, article 12) that receives and resolves complaints about the professional conduct of its members or about the Association itself. Filing a complaint is free.</p>
<h2>1. File your complaint</h2>
<p>Fill in the <a href="${complaints}">complaint form</a>, explaining what happened, when and who was involved, and attach any documents you have. You can also file it in writing at the Association’s offices. You will receive a tracking code at once and an acknowledgement by e-mail.</p>
<h2>2. Follow its progress</h2>
<p>With the tracking code you can <a href="${lookup}">see where your complaint stands</a> and its history at any time.</p>
<h2>3. Receive an answer</h2>
<p>The service examines the complaint, may ask you for more information, and answers you in writing, giving its reasons, within one month of receiving it. It may inform you, propose mediation, refer the case to the ethics committee to consider disciplinary proceedings (see the <a href="${ethicsPage}">code of ethics</a>), or close it and explain why.</p>
<h2>4. If you disagree: appeals</h2>
<ul>
<li><strong>Administrative appeal (recurso de alzada)</strong>: decisions of the Association’s bodies that are governed by administrative law can be appealed within one month of being notified. Decisions of the complaint service or the ethics committee are appealed to the Governing Board; those of the Governing Board, to the profession’s General Council (or the regional council of associations, where there is one), as the statutes provide. If there is no answer within three months, you may take the appeal as rejected.</li>
<li><strong>Judicial review (recurso contencioso-administrativo)</strong>: once the appeals to the Association are exhausted, you can go to the administrative courts within two months of being notified of the decision on your appeal. You will usually need a lawyer.</li>
<li><strong>Consumer arbitration</strong>: if your disagreement is with a professional over a service you contracted (its price or how it was provided, for example), you can ask the consumer arbitration board (Junta Arbitral de Consumo) of your town, your region or the national board to settle it. It is free and voluntary for both sides, and its decision (the award) is binding. It does not cover cases of injury, poisoning or death, or facts that may be a criminal offence. Consumer offices will guide you: see the <a href="${consumerPage}">consumer associations and public offices</a>.</li>
</ul>
<p>Filing a complaint with the Association does not prevent you from going to the ordinary courts or to the patient service of your health centre.</p>`
    case 'eu':
      return `<p>Elkargoak elkargokideei eta kontsumitzaile eta erabiltzaileei arreta emateko zerbitzu bat du (2/1974 Legea, 12. artikulua); zerbitzu horrek elkargokideen jardun profesionalari edo Elkargoari berari buruzko kexak jasotzen eta ebazten ditu. Kexa bat aurkeztea doakoa da.</p>
<h2>1. Aurkeztu zure kexa</h2>
<p>Bete <a href="${complaints}">kexa-formularioa</a>: azaldu zer gertatu zen, noiz eta nork parte hartu zuen, eta erantsi dituzun dokumentuak. Idatziz ere aurkez dezakezu Elkargoaren egoitzan. Berehala jasoko dituzu jarraipen-kode bat eta hartu-agiri bat posta elektronikoz.</p>
<h2>2. Jarraitu haren egoera</h2>
<p>Jarraipen-kodearekin edozein unetan <a href="${lookup}">kontsulta dezakezu zure kexa zein egoeratan dagoen</a> eta haren historia.</p>
<h2>3. Jaso erantzuna</h2>
<p>Zerbitzuak kexa aztertzen du, informazio gehiago eska diezazuke, eta idatziz eta arrazoituta erantzuten dizu, jaso eta hilabeteko epean. Erantzuna izan daiteke informazioa ematea, bitartekaritza proposatzea, kasua batzorde deontologikora bidaltzea diziplina-espediente bat irekitzea aztertzeko (ikus <a href="${ethicsPage}">kode deontologikoa</a>), edo artxibatzea zergatik azalduta.</p>
<h2>4. Ados ez bazaude: errekurtsoak</h2>
<ul>
<li><strong>Gora jotzeko errekurtsoa</strong>: Elkargoaren organoek zuzenbide administratiboaren mende hartutako erabakien aurka errekurtsoa jar dezakezu, jakinarazten dizutenetik hilabeteko epean. Kexa-zerbitzuaren edo batzorde deontologikoaren erabakiak Gobernu Batzordearen aurrean errekurritzen dira; Gobernu Batzordearenak, lanbidearen Kontseilu Nagusiaren aurrean (edo elkargoen autonomia-erkidegoko kontseiluaren aurrean, baldin badago), estatutuek xedatzen dutenaren arabera. Hiru hilabetean erantzunik ez badago, errekurtsoa ezetsi dela uler dezakezu.</li>
<li><strong>Administrazioarekiko auzi-errekurtsoa</strong>: Elkargoaren aurreko errekurtsoak agortuta, administrazioarekiko auzien epaitegietara jo dezakezu, errekurtsoaren ebazpena jakinarazten dizutenetik bi hilabeteko epean. Normalean abokatua beharko duzu.</li>
<li><strong>Kontsumo-arbitrajea</strong>: desadostasuna kontratatu zenuen zerbitzu bategatik profesional batekin baduzu (adibidez, prezioa edo nola eman zen), zure udaleko, zure autonomia-erkidegoko edo estatuko Kontsumoko Arbitraje Batzordeari eska diezaiokezu gatazka ebazteko. Doakoa eta borondatezkoa da bi aldeentzat, eta haren erabakia (laudoa) loteslea da. Ez ditu barne hartzen lesio, intoxikazio edo heriotzako kasuak, ezta delitu izan daitezkeen egitateak ere. Kontsumo-bulegoek bideratuko zaituzte: ikusi <a href="${consumerPage}">kontsumitzaileen elkarteak eta bulego publikoak</a>.</li>
</ul>
<p>Elkargoan kexa bat aurkezteak ez dizu eragozten auzitegi arruntetara edo zure osasun-zentroko pazientearen arretarako zerbitzura jotzea.</p>`
  }
}

const titles: Record<OneStopShopPage, Record<Locale, { title: string; summary: string }>> = {
  hub: {
    es: {
      title: 'Ventanilla única',
      summary:
        'Registros públicos, quejas, recursos, código deontológico y trámites del Colegio en un solo lugar, en línea y gratis.',
    },
    ca: {
      title: 'Finestreta única',
      summary:
        'Registres públics, queixes, recursos, codi deontològic i tràmits del Col·legi en un sol lloc, en línia i de franc.',
    },
    en: {
      title: 'One-stop shop',
      summary:
        'Public registers, complaints, appeals, the code of ethics and the Association’s procedures in one place, online and free.',
    },
    eu: {
      title: 'Leihatila bakarra',
      summary:
        'Erregistro publikoak, kexak, errekurtsoak, kode deontologikoa eta Elkargoaren izapideak leku bakarrean, linean eta doan.',
    },
  },
  ethics: {
    es: {
      title: 'Código deontológico',
      summary:
        'Los deberes éticos de las enfermeras y enfermeros colegiados, y cómo comunicar un incumplimiento.',
    },
    ca: {
      title: 'Codi deontològic',
      summary: 'Els deures ètics de les infermeres i infermers col·legiats, i com comunicar un incompliment.',
    },
    en: {
      title: 'Code of ethics',
      summary:
        'The ethical duties of the nurses who are members of the Association, and how to report a breach.',
    },
    eu: {
      title: 'Kode deontologikoa',
      summary: 'Elkargokide diren erizainen betebehar etikoak, eta ez-betetze bat nola jakinarazi.',
    },
  },
  consumers: {
    es: {
      title: 'Asociaciones de consumidores',
      summary: 'Asociaciones de consumidores y oficinas públicas de consumo que pueden asesorarte.',
    },
    ca: {
      title: 'Associacions de consumidors',
      summary: 'Associacions de consumidors i oficines públiques de consum que et poden assessorar.',
    },
    en: {
      title: 'Consumer associations',
      summary: 'Consumer associations and public consumer offices that can advise you.',
    },
    eu: {
      title: 'Kontsumitzaileen elkarteak',
      summary: 'Aholkua eman diezazuketen kontsumitzaileen elkarteak eta kontsumoko bulego publikoak.',
    },
  },
  appeals: {
    es: {
      title: 'Cómo reclamar y recurrir',
      summary: 'Cómo presentar una queja, cuándo se responde y qué recursos tienes si no estás de acuerdo.',
    },
    ca: {
      title: 'Com reclamar i recórrer',
      summary: 'Com presentar una queixa, quan es respon i quins recursos tens si no hi estàs d’acord.',
    },
    en: {
      title: 'How to complain and appeal',
      summary: 'How to file a complaint, when you will get an answer and how to appeal if you disagree.',
    },
    eu: {
      title: 'Nola kexatu eta errekurritu',
      summary: 'Nola aurkeztu kexa bat, noiz erantzuten den eta zer errekurtso dituzun ados ez bazaude.',
    },
  },
}

const bodies: Record<OneStopShopPage, (lang: Locale) => string> = { hub, ethics, consumers, appeals }

interface OneStopShopPageSeed {
  key: string
  translations: Record<Locale, { slug: string; title: string; summary: string; body: string }>
}

/** The four pages, keyed one-stop-shop, one-stop-shop-ethics, -consumers and -appeals. */
export const oneStopShopPages: OneStopShopPageSeed[] = (
  Object.keys(oneStopShopSlugs) as OneStopShopPage[]
).map((key) => ({
  key: key === 'hub' ? 'one-stop-shop' : `one-stop-shop-${key}`,
  translations: Object.fromEntries(
    locales.map((lang) => [
      lang,
      { slug: oneStopShopSlugs[key][lang], ...titles[key][lang], body: bodies[key](lang) },
    ]),
  ) as OneStopShopPageSeed['translations'],
}))
