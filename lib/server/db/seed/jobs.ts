import { and, eq, inArray } from 'drizzle-orm'
import type { ContentStatus } from '@/lib/contract/content'
import type { JobContractType, JobWorkingDay, JobWorkplaceType } from '@/lib/contract/jobs'
import { locales, type Locale } from '@/lib/contract/locales'
import type { Database } from '../client'
import { jobs, jobTranslations } from '../schema'

interface JobText {
  slug: string
  title: string
  summary: string
  /** What the job is about: the body's opening paragraph. */
  duties: string
  /** The requirement that belongs to this offer; the common ones are added to every offer. */
  requirement: string
}

export interface JobSeed {
  status: ContentStatus
  publishedDaysAgo: number
  /** Days until applications close (negative: already closed); null keeps it open until filled. */
  closesInDays: number | null
  company: string
  city: string
  province: string
  contract_type: JobContractType
  working_day: JobWorkingDay
  workplace_type: JobWorkplaceType
  salary_min: number | null
  salary_max: number | null
  contact_email: string | null
  contact_url: string | null
  texts: Record<Locale, JobText>
}

/** The demo job offers, keyed by their Spanish slug: varied provinces, contracts and salaries; one closed, one draft. */
export const demoJobs: JobSeed[] = [
  {
    status: 'published',
    publishedDaysAgo: 1,
    closesInDays: 30,
    company: 'Hospital Universitario Ribera del Manzanares',
    city: 'Madrid',
    province: 'Madrid',
    contract_type: 'permanent',
    working_day: 'full_time',
    workplace_type: 'on_site',
    salary_min: 32000,
    salary_max: 38000,
    contact_email: 'seleccion@ribera-manzanares.example',
    contact_url: null,
    texts: {
      es: {
        slug: 'enfermera-cuidados-intensivos-madrid',
        title: 'Enfermera o enfermero de cuidados intensivos',
        summary:
          'Plaza indefinida en la UCI polivalente de un hospital universitario de Madrid, en turno rotatorio.',
        duties:
          'Se incorporará a la unidad de cuidados intensivos polivalente, con doce camas, donde atenderá a pacientes críticos médicos y quirúrgicos junto a un equipo multidisciplinar.',
        requirement: 'Experiencia mínima de un año en cuidados críticos o en urgencias hospitalarias.',
      },
      ca: {
        slug: 'infermera-cures-intensives-madrid',
        title: 'Infermera o infermer de cures intensives',
        summary: 'Plaça indefinida a l’UCI polivalent d’un hospital universitari de Madrid, en torn rotatiu.',
        duties:
          'S’incorporarà a la unitat de cures intensives polivalent, amb dotze llits, on atendrà pacients crítics mèdics i quirúrgics amb un equip multidisciplinari.',
        requirement: 'Experiència mínima d’un any en cures crítiques o en urgències hospitalàries.',
      },
      en: {
        slug: 'intensive-care-nurse-madrid',
        title: 'Intensive care nurse',
        summary: 'Permanent post in the general ICU of a university hospital in Madrid, on rotating shifts.',
        duties:
          'You will join the twelve-bed general intensive care unit, caring for critically ill medical and surgical patients alongside a multidisciplinary team.',
        requirement: 'At least one year of experience in critical care or hospital emergency care.',
      },
      eu: {
        slug: 'zainketa-intentsiboetako-erizaina-madril',
        title: 'Zainketa intentsiboetako erizaina',
        summary:
          'Lanpostu mugagabea Madrilgo unibertsitate-ospitale bateko ZIU polibalentean, txanda aldakorrean.',
        duties:
          'Hamabi oheko zainketa intentsiboetako unitate polibalentean arituko zara, gaixo kritiko mediko eta kirurgikoak artatzen, diziplina anitzeko talde batekin.',
        requirement: 'Gutxienez urtebeteko esperientzia zainketa kritikoetan edo ospitaleko larrialdietan.',
      },
    },
  },
  {
    status: 'published',
    publishedDaysAgo: 3,
    closesInDays: 20,
    company: 'Centre d’Atenció Primària Vallcarca Alta',
    city: 'Barcelona',
    province: 'Barcelona',
    contract_type: 'temporary',
    working_day: 'full_time',
    workplace_type: 'on_site',
    salary_min: 29000,
    salary_max: 31000,
    contact_email: 'rrhh@capvallcarca.example',
    contact_url: 'https://capvallcarca.example/treballa-amb-nosaltres',
    texts: {
      es: {
        slug: 'enfermera-atencion-primaria-barcelona',
        title: 'Enfermería de atención primaria para sustitución',
        summary:
          'Sustitución de seis meses en un centro de atención primaria de Barcelona, con consulta propia y atención domiciliaria.',
        duties:
          'Llevará una consulta de enfermería con pacientes crónicos, vacunación y curas, y hará visitas a domicilio en el barrio dos mañanas por semana.',
        requirement: 'Se valorará el nivel C de catalán o el compromiso de obtenerlo.',
      },
      ca: {
        slug: 'infermera-atencio-primaria-barcelona',
        title: 'Infermeria d’atenció primària per a substitució',
        summary:
          'Substitució de sis mesos en un centre d’atenció primària de Barcelona, amb consulta pròpia i atenció domiciliària.',
        duties:
          'Portarà una consulta d’infermeria amb pacients crònics, vacunació i cures, i farà visites a domicili al barri dos matins per setmana.',
        requirement: 'Es valorarà el nivell C de català o el compromís d’obtenir-lo.',
      },
      en: {
        slug: 'primary-care-nurse-barcelona',
        title: 'Primary care nurse (cover post)',
        summary:
          'Six-month cover post at a primary care centre in Barcelona, with your own clinic and home visits.',
        duties:
          'You will run a nursing clinic for chronic patients, vaccinations and wound care, and make home visits in the neighbourhood two mornings a week.',
        requirement: 'Catalan at level C, or the commitment to reach it, is an advantage.',
      },
      eu: {
        slug: 'lehen-mailako-arretako-erizaina-bartzelona',
        title: 'Lehen mailako arretako erizaina ordezkapenerako',
        summary:
          'Sei hilabeteko ordezkapena Bartzelonako lehen mailako arreta-zentro batean, kontsulta propioarekin eta etxeko arretarekin.',
        duties:
          'Erizaintza-kontsulta bat eramango duzu gaixo kronikoekin, txertaketarekin eta sendaketekin, eta astean bi goizetan etxez etxeko bisitak egingo dituzu auzoan.',
        requirement: 'Katalanezko C maila edo hura lortzeko konpromisoa baloratuko da.',
      },
    },
  },
  {
    status: 'published',
    publishedDaysAgo: 5,
    closesInDays: null,
    company: 'Residencia Artxanda Zaharra',
    city: 'Bilbao',
    province: 'Bizkaia',
    contract_type: 'permanent',
    working_day: 'part_time',
    workplace_type: 'on_site',
    salary_min: 18000,
    salary_max: 21000,
    contact_email: 'lana@artxandazaharra.example',
    contact_url: null,
    texts: {
      es: {
        slug: 'enfermera-residencia-mayores-bilbao',
        title: 'Enfermera o enfermero para residencia de personas mayores',
        summary: 'Media jornada de mañana en una residencia de Bilbao con 90 plazas, contrato indefinido.',
        duties:
          'Se ocupará del seguimiento de la salud de las personas residentes, la preparación de la medicación y la coordinación con el centro de salud y las familias.',
        requirement: 'Se valorará el conocimiento de euskera y la experiencia en geriatría.',
      },
      ca: {
        slug: 'infermera-residencia-gent-gran-bilbao',
        title: 'Infermera o infermer per a residència de gent gran',
        summary: 'Mitja jornada de matí en una residència de Bilbao amb 90 places, contracte indefinit.',
        duties:
          'S’ocuparà del seguiment de la salut de les persones residents, la preparació de la medicació i la coordinació amb el centre de salut i les famílies.',
        requirement: 'Es valorarà el coneixement de basc i l’experiència en geriatria.',
      },
      en: {
        slug: 'care-home-nurse-bilbao',
        title: 'Nurse for a care home for older people',
        summary: 'Part-time morning post at a 90-bed care home in Bilbao, permanent contract.',
        duties:
          'You will monitor the residents’ health, prepare their medication and work with the health centre and the families.',
        requirement: 'Knowledge of Basque and experience in geriatrics are an advantage.',
      },
      eu: {
        slug: 'adinekoen-egoitzako-erizaina-bilbo',
        title: 'Erizaina adinekoen egoitzarako',
        summary: 'Goizeko lanaldi erdia Bilboko 90 plazako egoitza batean, kontratu mugagabearekin.',
        duties:
          'Egoiliarren osasunaren jarraipena, medikazioaren prestaketa eta osasun-zentroarekin eta familiekin koordinazioa izango dituzu ardurapean.',
        requirement: 'Euskara jakitea eta geriatrian esperientzia izatea baloratuko da.',
      },
    },
  },
  {
    status: 'published',
    publishedDaysAgo: 2,
    closesInDays: 14,
    company: 'Clínica Urgull',
    city: 'Donostia / San Sebastián',
    province: 'Gipuzkoa',
    contract_type: 'temporary',
    working_day: 'full_time',
    workplace_type: 'on_site',
    salary_min: 30000,
    salary_max: 34000,
    contact_email: 'hautaketa@urgull.example',
    contact_url: null,
    texts: {
      es: {
        slug: 'enfermera-quirofano-donostia',
        title: 'Enfermería de quirófano',
        summary: 'Contrato de un año en el bloque quirúrgico de una clínica de Donostia, sin noches.',
        duties:
          'Trabajará como enfermera instrumentista y circulante en cirugía traumatológica y general, en turnos de mañana y tarde.',
        requirement: 'Experiencia previa en quirófano de al menos seis meses.',
      },
      ca: {
        slug: 'infermera-quirofan-donostia',
        title: 'Infermeria de quiròfan',
        summary: 'Contracte d’un any al bloc quirúrgic d’una clínica de Donostia, sense nits.',
        duties:
          'Treballarà com a infermera instrumentista i circulant en cirurgia traumatològica i general, en torns de matí i tarda.',
        requirement: 'Experiència prèvia a quiròfan d’almenys sis mesos.',
      },
      en: {
        slug: 'theatre-nurse-donostia',
        title: 'Operating theatre nurse',
        summary: 'One-year contract in the surgical unit of a clinic in Donostia, no night shifts.',
        duties:
          'You will work as scrub and circulating nurse in orthopaedic and general surgery, on morning and afternoon shifts.',
        requirement: 'At least six months of previous experience in the operating theatre.',
      },
      eu: {
        slug: 'ebakuntza-gelako-erizaina-donostia',
        title: 'Ebakuntza-gelako erizaina',
        summary: 'Urtebeteko kontratua Donostiako klinika bateko bloke kirurgikoan, gauik gabe.',
        duties:
          'Erizain instrumentista eta zirkulatzaile gisa arituko zara kirurgia traumatologikoan eta orokorrean, goizeko eta arratsaldeko txandetan.',
        requirement: 'Gutxienez sei hilabeteko esperientzia ebakuntza-gelan.',
      },
    },
  },
  {
    status: 'published',
    publishedDaysAgo: 6,
    closesInDays: 25,
    company: 'Hospital Infantil Turia Sud',
    city: 'València',
    province: 'Valencia/València',
    contract_type: 'internship',
    working_day: 'full_time',
    workplace_type: 'on_site',
    salary_min: null,
    salary_max: null,
    contact_email: null,
    contact_url: 'https://turiasud.example/practicas',
    texts: {
      es: {
        slug: 'practicas-enfermeria-pediatrica-valencia',
        title: 'Programa de prácticas en enfermería pediátrica',
        summary:
          'Seis meses de formación práctica remunerada en las plantas de pediatría de un hospital de València.',
        duties:
          'Rotará por hospitalización pediátrica, neonatos y hospital de día con una tutora asignada, y participará en las sesiones clínicas del servicio.',
        requirement: 'Haber terminado el grado en los dos últimos años.',
      },
      ca: {
        slug: 'practiques-infermeria-pediatrica-valencia',
        title: 'Programa de pràctiques en infermeria pediàtrica',
        summary:
          'Sis mesos de formació pràctica remunerada a les plantes de pediatria d’un hospital de València.',
        duties:
          'Rotarà per hospitalització pediàtrica, nounats i hospital de dia amb una tutora assignada, i participarà en les sessions clíniques del servei.',
        requirement: 'Haver acabat el grau en els dos últims anys.',
      },
      en: {
        slug: 'paediatric-nursing-internship-valencia',
        title: 'Paediatric nursing internship programme',
        summary: 'Six months of paid practical training on the paediatric wards of a hospital in València.',
        duties:
          'You will rotate through paediatric wards, neonatal care and the day hospital with an assigned mentor, and take part in the department’s clinical sessions.',
        requirement: 'Graduated within the last two years.',
      },
      eu: {
        slug: 'erizaintza-pediatrikoko-praktikak-valentzia',
        title: 'Erizaintza pediatrikoko praktika-programa',
        summary:
          'Sei hilabeteko prestakuntza praktiko ordaindua Valentziako ospitale bateko pediatria-soiletan.',
        duties:
          'Pediatriako ospitalizazioan, jaioberrietan eta eguneko ospitalean errotatuko duzu tutore batekin, eta zerbitzuko saio klinikoetan parte hartuko duzu.',
        requirement: 'Gradua azken bi urteetan amaitu izana.',
      },
    },
  },
  {
    status: 'published',
    publishedDaysAgo: 4,
    closesInDays: null,
    company: 'Telecuidados Ibéricos',
    city: 'Sevilla',
    province: 'Sevilla',
    contract_type: 'freelance',
    working_day: 'part_time',
    workplace_type: 'remote',
    salary_min: null,
    salary_max: null,
    contact_email: 'equipo@telecuidados.example',
    contact_url: null,
    texts: {
      es: {
        slug: 'enfermera-teleasistencia-remoto',
        title: 'Enfermería de teleasistencia en remoto',
        summary:
          'Colaboración por horas desde casa atendiendo consultas telefónicas y por vídeo de pacientes crónicos.',
        duties:
          'Atenderá por teléfono y videollamada a pacientes crónicos y a sus cuidadores, revisará las alertas de los dispositivos de seguimiento y derivará los casos que lo necesiten.',
        requirement: 'Conexión estable a internet y un espacio tranquilo para atender llamadas.',
      },
      ca: {
        slug: 'infermera-teleassistencia-remot',
        title: 'Infermeria de teleassistència en remot',
        summary:
          'Col·laboració per hores des de casa atenent consultes telefòniques i per vídeo de pacients crònics.',
        duties:
          'Atendrà per telèfon i videotrucada pacients crònics i les persones que en tenen cura, revisarà les alertes dels dispositius de seguiment i derivarà els casos que ho necessitin.',
        requirement: 'Connexió estable a internet i un espai tranquil per atendre trucades.',
      },
      en: {
        slug: 'remote-telecare-nurse',
        title: 'Remote telecare nurse',
        summary: 'Freelance hours from home, answering phone and video consultations from chronic patients.',
        duties:
          'You will support chronic patients and their carers by phone and video call, review alerts from monitoring devices and refer the cases that need it.',
        requirement: 'A stable internet connection and a quiet place to take calls.',
      },
      eu: {
        slug: 'urruneko-telelaguntzako-erizaina',
        title: 'Urruneko telelaguntzako erizaina',
        summary: 'Orduka lankidetza etxetik, gaixo kronikoen telefono- eta bideo-kontsultei erantzunez.',
        duties:
          'Gaixo kronikoak eta haien zaintzaileak artatuko dituzu telefonoz eta bideodeiz, jarraipen-gailuen alertak berrikusiko dituzu eta behar duten kasuak bideratuko dituzu.',
        requirement: 'Interneteko konexio egonkorra eta deiak hartzeko toki lasai bat.',
      },
    },
  },
  {
    status: 'published',
    publishedDaysAgo: 8,
    closesInDays: 40,
    company: 'Prevención Guadalquivir',
    city: 'Sevilla',
    province: 'Sevilla',
    contract_type: 'permanent',
    working_day: 'full_time',
    workplace_type: 'hybrid',
    salary_min: 34000,
    salary_max: 40000,
    contact_email: 'talento@prevencionguadalquivir.example',
    contact_url: null,
    texts: {
      es: {
        slug: 'enfermera-salud-laboral-sevilla',
        title: 'Enfermería del trabajo en modalidad híbrida',
        summary:
          'Servicio de prevención de Sevilla busca especialista en enfermería del trabajo, dos días a la semana en remoto.',
        duties:
          'Realizará reconocimientos médicos laborales, campañas de promoción de la salud en empresas clientes y el seguimiento de la vigilancia de la salud.',
        requirement: 'Especialidad en enfermería del trabajo (vía EIR o equivalente).',
      },
      ca: {
        slug: 'infermera-salut-laboral-sevilla',
        title: 'Infermeria del treball en modalitat híbrida',
        summary:
          'Servei de prevenció de Sevilla cerca especialista en infermeria del treball, dos dies a la setmana en remot.',
        duties:
          'Farà reconeixements mèdics laborals, campanyes de promoció de la salut a empreses clientes i el seguiment de la vigilància de la salut.',
        requirement: 'Especialitat en infermeria del treball (via IIR o equivalent).',
      },
      en: {
        slug: 'occupational-health-nurse-seville',
        title: 'Occupational health nurse, hybrid',
        summary:
          'An occupational health service in Seville is looking for a specialist nurse, two days a week from home.',
        duties:
          'You will carry out occupational health checks, health promotion campaigns at client companies and the follow-up of health surveillance.',
        requirement: 'Specialist qualification in occupational health nursing.',
      },
      eu: {
        slug: 'laneko-osasuneko-erizaina-sevilla',
        title: 'Laneko erizaina modalitate mistoan',
        summary:
          'Sevillako prebentzio-zerbitzu batek laneko erizaintzako espezialista behar du, astean bi egun urrutitik.',
        duties:
          'Laneko azterketa medikoak, enpresa bezeroetan osasuna sustatzeko kanpainak eta osasunaren zaintzaren jarraipena egingo dituzu.',
        requirement: 'Laneko erizaintzako espezialitatea (BAE bidez edo baliokidea).',
      },
    },
  },
  {
    status: 'published',
    publishedDaysAgo: 10,
    closesInDays: 10,
    company: 'Residencia Ebro Verde',
    city: 'Zaragoza',
    province: 'Zaragoza',
    contract_type: 'temporary',
    working_day: 'part_time',
    workplace_type: 'on_site',
    salary_min: 16000,
    salary_max: null,
    contact_email: 'direccion@ebroverde.example',
    contact_url: null,
    texts: {
      es: {
        slug: 'enfermera-noches-residencia-zaragoza',
        title: 'Enfermería de noche para residencia',
        summary: 'Contrato temporal de fines de semana en turno de noche en una residencia de Zaragoza.',
        duties:
          'Cubrirá las noches de viernes a domingo: control de constantes, administración de tratamientos y atención a las incidencias de la planta asistida.',
        requirement: 'Disponibilidad para trabajar en turno de noche los fines de semana.',
      },
      ca: {
        slug: 'infermera-nits-residencia-saragossa',
        title: 'Infermeria de nit per a residència',
        summary: 'Contracte temporal de caps de setmana en torn de nit en una residència de Saragossa.',
        duties:
          'Cobrirà les nits de divendres a diumenge: control de constants, administració de tractaments i atenció a les incidències de la planta assistida.',
        requirement: 'Disponibilitat per treballar en torn de nit els caps de setmana.',
      },
      en: {
        slug: 'night-nurse-care-home-zaragoza',
        title: 'Night nurse for a care home',
        summary: 'Temporary weekend night-shift contract at a care home in Zaragoza.',
        duties:
          'You will cover Friday to Sunday nights: vital signs, treatments and any incidents on the assisted living floor.',
        requirement: 'Available to work night shifts at weekends.',
      },
      eu: {
        slug: 'gaueko-erizaina-egoitza-zaragoza',
        title: 'Gaueko erizaina egoitzarako',
        summary: 'Asteburuetako gaueko txandako aldi baterako kontratua Zaragozako egoitza batean.',
        duties:
          'Ostiraletik igandera arteko gauak beteko dituzu: bizi-konstanteen kontrola, tratamenduen administrazioa eta solairu asistituko gorabeheren arreta.',
        requirement: 'Asteburuetan gaueko txandan lan egiteko prest egotea.',
      },
    },
  },
  {
    status: 'published',
    publishedDaysAgo: 12,
    closesInDays: 35,
    company: 'Hospital Comarcal Axarquía Norte',
    city: 'Vélez-Málaga',
    province: 'Málaga',
    contract_type: 'permanent',
    working_day: 'full_time',
    workplace_type: 'on_site',
    salary_min: null,
    salary_max: null,
    contact_email: 'empleo@axarquianorte.example',
    contact_url: null,
    texts: {
      es: {
        slug: 'enfermera-urgencias-malaga',
        title: 'Enfermera o enfermero de urgencias',
        summary:
          'Plaza estable en el servicio de urgencias de un hospital comarcal de Málaga. Salario según convenio.',
        duties:
          'Atenderá el triaje y los boxes de urgencias generales, con participación en la atención a la parada cardiorrespiratoria y el traslado de pacientes críticos.',
        requirement: 'Formación acreditada en soporte vital avanzado.',
      },
      ca: {
        slug: 'infermera-urgencies-malaga',
        title: 'Infermera o infermer d’urgències',
        summary:
          'Plaça estable al servei d’urgències d’un hospital comarcal de Màlaga. Salari segons conveni.',
        duties:
          'Atendrà el triatge i els boxs d’urgències generals, amb participació en l’atenció a l’aturada cardiorespiratòria i el trasllat de pacients crítics.',
        requirement: 'Formació acreditada en suport vital avançat.',
      },
      en: {
        slug: 'emergency-nurse-malaga',
        title: 'Emergency department nurse',
        summary:
          'Permanent post in the emergency department of a district hospital in Málaga. Salary as per collective agreement.',
        duties:
          'You will work in triage and the general emergency bays, taking part in cardiac arrest response and the transfer of critical patients.',
        requirement: 'Accredited training in advanced life support.',
      },
      eu: {
        slug: 'larrialdietako-erizaina-malaga',
        title: 'Larrialdietako erizaina',
        summary:
          'Lanpostu egonkorra Malagako eskualde-ospitale bateko larrialdi-zerbitzuan. Soldata hitzarmenaren arabera.',
        duties:
          'Triajea eta larrialdi orokorretako boxak artatuko dituzu, eta bihotz-biriketako geldialdien arretan eta gaixo kritikoen lekualdaketan parte hartuko duzu.',
        requirement: 'Bizi-euskarri aurreratuko prestakuntza egiaztatua.',
      },
    },
  },
  {
    status: 'published',
    publishedDaysAgo: 7,
    closesInDays: 7,
    company: 'Hospital de Día Gorbeia',
    city: 'Vitoria-Gasteiz',
    province: 'Araba/Álava',
    contract_type: 'temporary',
    working_day: 'full_time',
    workplace_type: 'on_site',
    salary_min: 31000,
    salary_max: 33000,
    contact_email: 'langileak@gorbeia.example',
    contact_url: null,
    texts: {
      es: {
        slug: 'enfermera-dialisis-vitoria',
        title: 'Enfermería de hemodiálisis',
        summary:
          'Interinidad en la unidad de hemodiálisis de un hospital de día de Vitoria-Gasteiz, de lunes a sábado.',
        duties:
          'Preparará y vigilará las sesiones de hemodiálisis, cuidará los accesos vasculares y educará a pacientes y familias en el autocuidado.',
        requirement: 'Se valorará experiencia en nefrología.',
      },
      ca: {
        slug: 'infermera-dialisi-vitoria',
        title: 'Infermeria d’hemodiàlisi',
        summary:
          'Interinitat a la unitat d’hemodiàlisi d’un hospital de dia de Vitòria, de dilluns a dissabte.',
        duties:
          'Prepararà i vigilarà les sessions d’hemodiàlisi, tindrà cura dels accessos vasculars i educarà pacients i famílies en l’autocura.',
        requirement: 'Es valorarà experiència en nefrologia.',
      },
      en: {
        slug: 'dialysis-nurse-vitoria',
        title: 'Haemodialysis nurse',
        summary:
          'Interim post in the haemodialysis unit of a day hospital in Vitoria-Gasteiz, Monday to Saturday.',
        duties:
          'You will prepare and monitor haemodialysis sessions, care for vascular access and teach patients and families self-care.',
        requirement: 'Experience in nephrology is an advantage.',
      },
      eu: {
        slug: 'hemodialisiko-erizaina-gasteiz',
        title: 'Hemodialisiko erizaina',
        summary:
          'Bitartekotasuna Gasteizko eguneko ospitale bateko hemodialisi-unitatean, astelehenetik larunbatera.',
        duties:
          'Hemodialisi-saioak prestatu eta zainduko dituzu, baskularreko sarbideak zaindu eta gaixoei eta familiei autozainketan irakatsiko diezu.',
        requirement: 'Nefrologian esperientzia izatea baloratuko da.',
      },
    },
  },
  {
    status: 'published',
    publishedDaysAgo: 45,
    closesInDays: -3,
    company: 'Centro de Salud Triana Oeste',
    city: 'Sevilla',
    province: 'Sevilla',
    contract_type: 'temporary',
    working_day: 'part_time',
    workplace_type: 'on_site',
    salary_min: 14000,
    salary_max: 15000,
    contact_email: 'trianaoeste@salud.example',
    contact_url: null,
    texts: {
      es: {
        slug: 'enfermera-campana-vacunacion-sevilla',
        title: 'Refuerzo de enfermería para la campaña de vacunación',
        summary:
          'Refuerzo de tardes durante la campaña de vacunación de otoño en un centro de salud de Sevilla.',
        duties:
          'Administrará vacunas de gripe y neumococo, registrará las dosis en la historia clínica y resolverá las dudas de las personas citadas.',
        requirement: 'Experiencia en vacunación de adultos.',
      },
      ca: {
        slug: 'infermera-campanya-vacunacio-sevilla',
        title: 'Reforç d’infermeria per a la campanya de vacunació',
        summary:
          'Reforç de tardes durant la campanya de vacunació de tardor en un centre de salut de Sevilla.',
        duties:
          'Administrarà vacunes de grip i pneumococ, registrarà les dosis a la història clínica i resoldrà els dubtes de les persones citades.',
        requirement: 'Experiència en vacunació d’adults.',
      },
      en: {
        slug: 'vaccination-campaign-nurse-seville',
        title: 'Extra nursing staff for the vaccination campaign',
        summary: 'Afternoon cover during the autumn vaccination campaign at a health centre in Seville.',
        duties:
          'You will give flu and pneumococcal vaccines, record the doses in the clinical record and answer the questions of the people booked in.',
        requirement: 'Experience in adult vaccination.',
      },
      eu: {
        slug: 'txertaketa-kanpainako-erizaina-sevilla',
        title: 'Erizaintza-indargarria txertaketa-kanpainarako',
        summary: 'Arratsaldeko indargarria udazkeneko txertaketa-kanpainan Sevillako osasun-zentro batean.',
        duties:
          'Gripearen eta pneumokokoaren txertoak jarriko dituzu, dosiak historia klinikoan erregistratuko dituzu eta hitzordua duten pertsonen zalantzak argituko dituzu.',
        requirement: 'Helduen txertaketan esperientzia.',
      },
    },
  },
  {
    status: 'draft',
    publishedDaysAgo: 0,
    closesInDays: 60,
    company: 'Instituto de Investigación Sanitaria Montjuïc',
    city: 'Barcelona',
    province: 'Barcelona',
    contract_type: 'temporary',
    working_day: 'full_time',
    workplace_type: 'hybrid',
    salary_min: 33000,
    salary_max: 36000,
    contact_email: 'recerca@montjuic-recerca.example',
    contact_url: null,
    texts: {
      es: {
        slug: 'enfermera-investigacion-clinica-barcelona',
        title: 'Enfermería de investigación clínica',
        summary: 'Coordinación de ensayos clínicos en un instituto de investigación de Barcelona (borrador).',
        duties:
          'Coordinará las visitas de los participantes en ensayos clínicos, la recogida de muestras y el registro de datos en los cuadernos de recogida.',
        requirement: 'Formación en buenas prácticas clínicas.',
      },
      ca: {
        slug: 'infermera-recerca-clinica-barcelona',
        title: 'Infermeria de recerca clínica',
        summary: 'Coordinació d’assajos clínics en un institut de recerca de Barcelona (esborrany).',
        duties:
          'Coordinarà les visites dels participants en assajos clínics, la recollida de mostres i el registre de dades als quaderns de recollida.',
        requirement: 'Formació en bones pràctiques clíniques.',
      },
      en: {
        slug: 'clinical-research-nurse-barcelona',
        title: 'Clinical research nurse',
        summary: 'Clinical trial coordination at a research institute in Barcelona (draft).',
        duties:
          'You will coordinate trial participants’ visits, sample collection and data entry in the case report forms.',
        requirement: 'Training in good clinical practice.',
      },
      eu: {
        slug: 'ikerketa-klinikoko-erizaina-bartzelona',
        title: 'Ikerketa klinikoko erizaina',
        summary: 'Saiakuntza klinikoen koordinazioa Bartzelonako ikerketa-institutu batean (zirriborroa).',
        duties:
          'Saiakuntza klinikoetako parte-hartzaileen bisitak, laginen bilketa eta datuen erregistroa koordinatuko dituzu.',
        requirement: 'Praktika kliniko egokien prestakuntza.',
      },
    },
  },
]

const bodyTexts: Record<
  Locale,
  {
    requirements: string
    common: [string, string]
    offer: string
    contract: Record<JobContractType, string>
    workingDay: Record<JobWorkingDay, string>
    workplace: Record<JobWorkplaceType, string>
    apply: string
  }
> = {
  es: {
    requirements: 'Requisitos',
    common: [
      'Grado o diplomatura en Enfermería, o título extranjero homologado.',
      'Estar colegiada o colegiado, o colegiarse antes de la incorporación.',
    ],
    offer: 'Qué ofrecemos',
    contract: {
      permanent: 'Contrato indefinido tras el periodo de prueba.',
      temporary: 'Contrato temporal, con posibilidad de prórroga.',
      freelance: 'Colaboración como profesional autónomo, con facturación mensual.',
      internship: 'Beca de prácticas con tutoría y certificado al finalizar.',
    },
    workingDay: {
      full_time: 'Jornada completa.',
      part_time: 'Media jornada, compatible con otras actividades.',
    },
    workplace: {
      on_site: 'Trabajo presencial en el centro.',
      hybrid: 'Modalidad híbrida: parte de la semana en remoto.',
      remote: 'Trabajo en remoto desde cualquier lugar de España.',
    },
    apply:
      'Para presentar tu candidatura, envía tu currículum por los medios de contacto de esta oferta indicando su título.',
  },
  ca: {
    requirements: 'Requisits',
    common: [
      'Grau o diplomatura en Infermeria, o títol estranger homologat.',
      'Estar col·legiada o col·legiat, o col·legiar-se abans de la incorporació.',
    ],
    offer: 'Què oferim',
    contract: {
      permanent: 'Contracte indefinit després del període de prova.',
      temporary: 'Contracte temporal, amb possibilitat de pròrroga.',
      freelance: 'Col·laboració com a professional autònom, amb facturació mensual.',
      internship: 'Beca de pràctiques amb tutoria i certificat en acabar.',
    },
    workingDay: {
      full_time: 'Jornada completa.',
      part_time: 'Mitja jornada, compatible amb altres activitats.',
    },
    workplace: {
      on_site: 'Feina presencial al centre.',
      hybrid: 'Modalitat híbrida: part de la setmana en remot.',
      remote: 'Feina en remot des de qualsevol lloc d’Espanya.',
    },
    apply:
      'Per presentar la teva candidatura, envia el teu currículum pels mitjans de contacte d’aquesta oferta indicant-ne el títol.',
  },
  en: {
    requirements: 'Requirements',
    common: [
      'A degree in Nursing, or a recognised foreign qualification.',
      'Registered with the Association, or registering before starting.',
    ],
    offer: 'What we offer',
    contract: {
      permanent: 'Permanent contract after the probation period.',
      temporary: 'Temporary contract, which may be extended.',
      freelance: 'Freelance collaboration, invoiced monthly.',
      internship: 'Paid internship with mentoring and a certificate at the end.',
    },
    workingDay: {
      full_time: 'Full time.',
      part_time: 'Part time, compatible with other work.',
    },
    workplace: {
      on_site: 'On-site work at the centre.',
      hybrid: 'Hybrid: part of the week from home.',
      remote: 'Remote work from anywhere in Spain.',
    },
    apply: 'To apply, send your CV through the contact details of this offer, quoting its title.',
  },
  eu: {
    requirements: 'Baldintzak',
    common: [
      'Erizaintzako gradua edo diplomatura, edo atzerriko titulu homologatua.',
      'Elkargokidea izatea, edo lanean hasi aurretik elkargoratzea.',
    ],
    offer: 'Zer eskaintzen dugu',
    contract: {
      permanent: 'Kontratu mugagabea proba-aldiaren ondoren.',
      temporary: 'Aldi baterako kontratua, luzatzeko aukerarekin.',
      freelance: 'Langile autonomo gisa lankidetza, hileroko fakturazioarekin.',
      internship: 'Praktika-beka tutoretzarekin eta amaieran ziurtagiriarekin.',
    },
    workingDay: {
      full_time: 'Lanaldi osoa.',
      part_time: 'Lanaldi erdia, beste jarduera batzuekin bateragarria.',
    },
    workplace: {
      on_site: 'Aurrez aurreko lana zentroan.',
      hybrid: 'Modalitate mistoa: astearen zati bat urrutitik.',
      remote: 'Urruneko lana Espainiako edozein tokitatik.',
    },
    apply:
      'Zure hautagaitza aurkezteko, bidali zure curriculuma eskaintza honen harremanetarako bideetatik, haren izenburua adieraziz.',
  },
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (character) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[character]};`)

const list = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`

/** The offer's body in one language: what the job is, what it asks for, what it offers and how to apply. */
function jobBody(job: JobSeed, lang: Locale): string {
  const text = job.texts[lang]
  const common = bodyTexts[lang]
  return [
    `<p>${escapeHtml(text.duties)}</p>`,
    `<h2>${common.requirements}</h2>`,
    list([...common.common, text.requirement]),
    `<h2>${common.offer}</h2>`,
    list([
      common.contract[job.contract_type],
      common.workingDay[job.working_day],
      common.workplace[job.workplace_type],
    ]),
    `<p>${escapeHtml(common.apply)}</p>`,
  ].join('\n')
}

const dayMs = 24 * 60 * 60 * 1000

/** The row of a demo offer, with its dates counted from `now`: applications close at the end of the day. */
function jobRow(job: JobSeed, now: Date) {
  const closesAt = job.closesInDays === null ? null : new Date(now.getTime() + job.closesInDays * dayMs)
  closesAt?.setUTCHours(21, 59, 59, 0)
  const { texts: _texts, publishedDaysAgo, closesInDays: _closes, ...fields } = job
  return {
    ...fields,
    publish_at: new Date(now.getTime() - publishedDaysAgo * dayMs),
    closes_at: closesAt,
  }
}

function jobTranslationRows(job: JobSeed, jobId: number) {
  return locales.map((lang) => {
    const { slug, title, summary } = job.texts[lang]
    return { job_id: jobId, lang, slug, title, summary, body: jobBody(job, lang) }
  })
}

/** Adds the demo offers that are missing, found by their Spanish slug; never changes an existing one. */
export async function seedJobs(db: Database, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await tx
      .select({ slug: jobTranslations.slug })
      .from(jobTranslations)
      .where(
        and(
          eq(jobTranslations.lang, 'es'),
          inArray(
            jobTranslations.slug,
            demoJobs.map((job) => job.texts.es.slug),
          ),
        ),
      )
    const present = new Set(existing.map((row) => row.slug))
    for (const job of demoJobs.filter((candidate) => !present.has(candidate.texts.es.slug))) {
      const [created] = await tx.insert(jobs).values(jobRow(job, now)).returning({ id: jobs.id })
      if (!created) throw new Error(`Could not seed the job offer ${job.texts.es.slug}`)
      await tx.insert(jobTranslations).values(jobTranslationRows(job, created.id))
    }
  })
}
