import { and, eq, inArray } from 'drizzle-orm'
import { locales, type Locale } from '@/lib/contract/locales'
import type { Database } from '../client'
import { workplaces, workplaceTranslations } from '../schema'

interface WorkplaceText {
  slug: string
  title: string
  summary: string
  /** Paragraphs of the body, plain text. */
  body: string[]
}

export interface WorkplaceSeed {
  address: string
  postal_code: string
  city: string
  province: string
  phone: string | null
  email: string | null
  website: string | null
  texts: Record<Locale, WorkplaceText>
}

/** The demo workplaces, keyed by their Spanish slug: fictional hospitals, health centres, clinics and residences. */
export const demoWorkplaces: WorkplaceSeed[] = [
  {
    address: 'Paseo de la Ribera, 120',
    postal_code: '28035',
    city: 'Madrid',
    province: 'Madrid',
    phone: '+34 910 000 120',
    email: 'informacion@ribera-manzanares.example',
    website: 'https://ribera-manzanares.example',
    texts: {
      es: {
        slug: 'hospital-universitario-ribera-del-manzanares',
        title: 'Hospital Universitario Ribera del Manzanares',
        summary:
          'Hospital universitario de referencia en el sur de Madrid, con 650 camas y docencia de grado y residencia.',
        body: [
          'El hospital atiende a una población de unos 400.000 habitantes y cuenta con todas las especialidades médicas y quirúrgicas, unidad de cuidados intensivos y urgencias las 24 horas.',
          'Es centro colaborador para las prácticas del grado en Enfermería y forma cada año a residentes de varias especialidades.',
        ],
      },
      ca: {
        slug: 'hospital-universitari-ribera-del-manzanares',
        title: 'Hospital Universitari Ribera del Manzanares',
        summary:
          'Hospital universitari de referència al sud de Madrid, amb 650 llits i docència de grau i residència.',
        body: [
          'L’hospital atén una població d’uns 400.000 habitants i disposa de totes les especialitats mèdiques i quirúrgiques, unitat de cures intensives i urgències les 24 hores.',
          'És centre col·laborador per a les pràctiques del grau en Infermeria i forma cada any residents de diverses especialitats.',
        ],
      },
      en: {
        slug: 'ribera-del-manzanares-university-hospital',
        title: 'Ribera del Manzanares University Hospital',
        summary:
          'Leading university hospital in the south of Madrid, with 650 beds and undergraduate and specialist training.',
        body: [
          'The hospital serves a population of about 400,000 and has every medical and surgical specialty, an intensive care unit and a 24-hour emergency department.',
          'It hosts placements for the Nursing degree and trains specialist residents every year.',
        ],
      },
      eu: {
        slug: 'ribera-del-manzanares-unibertsitate-ospitalea',
        title: 'Ribera del Manzanares Unibertsitate Ospitalea',
        summary:
          'Madril hegoaldeko erreferentziazko unibertsitate-ospitalea, 650 ohe eta gradu- eta egoiliar-irakaskuntzarekin.',
        body: [
          'Ospitaleak 400.000 biztanle inguru artatzen ditu, eta espezialitate mediko eta kirurgiko guztiak, zainketa intentsiboetako unitatea eta 24 orduko larrialdiak ditu.',
          'Erizaintzako graduko praktiketarako zentro laguntzailea da, eta urtero hainbat espezialitatetako egoiliarrak prestatzen ditu.',
        ],
      },
    },
  },
  {
    address: 'Carrer de l’Argentera Alta, 14',
    postal_code: '08023',
    city: 'Barcelona',
    province: 'Barcelona',
    phone: '+34 930 000 014',
    email: 'cap@capvallcarca.example',
    website: 'https://capvallcarca.example',
    texts: {
      es: {
        slug: 'centro-atencion-primaria-vallcarca-alta',
        title: 'Centro de Atención Primaria Vallcarca Alta',
        summary:
          'Centro de salud de barrio con medicina de familia, pediatría, enfermería y atención domiciliaria.',
        body: [
          'El centro da servicio a unas 25.000 personas de los barrios de Vallcarca y el Coll, con consultas de mañana y tarde y atención continuada los fines de semana.',
          'Su equipo de enfermería lleva programas de crónicos, vacunación, salud comunitaria y atención al final de la vida.',
        ],
      },
      ca: {
        slug: 'centre-atencio-primaria-vallcarca-alta',
        title: 'Centre d’Atenció Primària Vallcarca Alta',
        summary:
          'Centre de salut de barri amb medicina de família, pediatria, infermeria i atenció domiciliària.',
        body: [
          'El centre dona servei a unes 25.000 persones dels barris de Vallcarca i el Coll, amb consultes de matí i tarda i atenció continuada els caps de setmana.',
          'El seu equip d’infermeria porta programes de crònics, vacunació, salut comunitària i atenció al final de la vida.',
        ],
      },
      en: {
        slug: 'vallcarca-alta-primary-care-centre',
        title: 'Vallcarca Alta Primary Care Centre',
        summary: 'Neighbourhood health centre with family medicine, paediatrics, nursing and home care.',
        body: [
          'The centre serves about 25,000 people in the Vallcarca and El Coll neighbourhoods, with morning and afternoon clinics and weekend cover.',
          'Its nursing team runs programmes for chronic conditions, vaccination, community health and end-of-life care.',
        ],
      },
      eu: {
        slug: 'vallcarca-alta-lehen-mailako-arreta-zentroa',
        title: 'Vallcarca Alta Lehen Mailako Arreta Zentroa',
        summary:
          'Auzoko osasun-zentroa, familia-medikuntzarekin, pediatriarekin, erizaintzarekin eta etxeko arretarekin.',
        body: [
          'Zentroak Vallcarca eta El Coll auzoetako 25.000 pertsona inguru artatzen ditu, goizeko eta arratsaldeko kontsultekin eta asteburuetako etengabeko arretarekin.',
          'Erizaintza-taldeak gaixo kronikoen, txertaketaren, osasun komunitarioaren eta bizitzaren amaierako arretaren programak eramaten ditu.',
        ],
      },
    },
  },
  {
    address: 'Artxanda Bidea, 31',
    postal_code: '48015',
    city: 'Bilbao',
    province: 'Bizkaia',
    phone: '+34 944 000 031',
    email: 'harrera@artxandazaharra.example',
    website: null,
    texts: {
      es: {
        slug: 'residencia-artxanda-zaharra',
        title: 'Residencia Artxanda Zaharra',
        summary:
          'Residencia de personas mayores con 90 plazas, centro de día y unidad de cuidados paliativos.',
        body: [
          'Situada en la ladera de Artxanda, ofrece estancias permanentes y temporales, centro de día y una unidad de cuidados paliativos con diez habitaciones individuales.',
          'La atención sanitaria la presta un equipo propio de enfermería las 24 horas, coordinado con el centro de salud de la zona.',
        ],
      },
      ca: {
        slug: 'residencia-artxanda-zaharra',
        title: 'Residència Artxanda Zaharra',
        summary: 'Residència de gent gran amb 90 places, centre de dia i unitat de cures pal·liatives.',
        body: [
          'Situada al vessant d’Artxanda, ofereix estades permanents i temporals, centre de dia i una unitat de cures pal·liatives amb deu habitacions individuals.',
          'L’atenció sanitària la presta un equip propi d’infermeria les 24 hores, coordinat amb el centre de salut de la zona.',
        ],
      },
      en: {
        slug: 'artxanda-zaharra-care-home',
        title: 'Artxanda Zaharra Care Home',
        summary: 'Care home for older people with 90 places, a day centre and a palliative care unit.',
        body: [
          'On the slopes of Artxanda, it offers long and short stays, a day centre and a palliative care unit with ten single rooms.',
          'Its own nursing team provides health care around the clock, in coordination with the local health centre.',
        ],
      },
      eu: {
        slug: 'artxanda-zaharra-egoitza',
        title: 'Artxanda Zaharra Egoitza',
        summary: 'Adinekoen egoitza, 90 plaza, eguneko zentroa eta zainketa aringarrien unitatea dituena.',
        body: [
          'Artxandako magalean dago, eta egonaldi iraunkorrak eta aldi baterakoak, eguneko zentroa eta hamar logela indibidualeko zainketa aringarrien unitatea eskaintzen ditu.',
          'Osasun-arreta egoitzako erizaintza-talde batek ematen du 24 orduz, inguruko osasun-zentroarekin koordinatuta.',
        ],
      },
    },
  },
  {
    address: 'Paseo de Urgull, 7',
    postal_code: '20003',
    city: 'Donostia / San Sebastián',
    province: 'Gipuzkoa',
    phone: '+34 943 000 007',
    email: 'klinika@urgull.example',
    website: 'https://urgull.example',
    texts: {
      es: {
        slug: 'clinica-urgull',
        title: 'Clínica Urgull',
        summary:
          'Clínica quirúrgica privada especializada en traumatología, cirugía general y cirugía mayor ambulatoria.',
        body: [
          'Dispone de seis quirófanos, una unidad de recuperación postanestésica y 40 habitaciones de hospitalización.',
          'Colabora con las mutuas de la provincia y con el servicio público de salud en programas de reducción de listas de espera.',
        ],
      },
      ca: {
        slug: 'clinica-urgull',
        title: 'Clínica Urgull',
        summary:
          'Clínica quirúrgica privada especialitzada en traumatologia, cirurgia general i cirurgia major ambulatòria.',
        body: [
          'Disposa de sis quiròfans, una unitat de recuperació postanestèsica i 40 habitacions d’hospitalització.',
          'Col·labora amb les mútues de la província i amb el servei públic de salut en programes de reducció de llistes d’espera.',
        ],
      },
      en: {
        slug: 'urgull-clinic',
        title: 'Urgull Clinic',
        summary: 'Private surgical clinic specialising in orthopaedics, general surgery and day surgery.',
        body: [
          'It has six operating theatres, a post-anaesthesia recovery unit and 40 inpatient rooms.',
          'It works with the province’s insurers and with the public health service on waiting list reduction programmes.',
        ],
      },
      eu: {
        slug: 'urgull-klinika',
        title: 'Urgull Klinika',
        summary:
          'Klinika kirurgiko pribatua, traumatologian, kirurgia orokorrean eta anbulatorioko kirurgia nagusian espezializatua.',
        body: [
          'Sei ebakuntza-gela, anestesia osteko susperketa-unitate bat eta ospitaleratzeko 40 logela ditu.',
          'Probintziako mutuekin eta osasun-zerbitzu publikoarekin lankidetzan aritzen da itxaron-zerrendak murrizteko programetan.',
        ],
      },
    },
  },
  {
    address: 'Avinguda del Riu Túria, 45',
    postal_code: '46017',
    city: 'València',
    province: 'Valencia/València',
    phone: '+34 960 000 045',
    email: 'pacients@turiasud.example',
    website: 'https://turiasud.example',
    texts: {
      es: {
        slug: 'hospital-infantil-turia-sud',
        title: 'Hospital Infantil Turia Sud',
        summary: 'Hospital pediátrico con neonatología, cirugía infantil y hospital de día oncológico.',
        body: [
          'Atiende a niñas, niños y adolescentes hasta los 16 años, con urgencias pediátricas, unidad neonatal de nivel III y cirugía infantil.',
          'Su escuela de familias enseña a madres, padres y cuidadores el manejo de la diabetes, la alimentación por sonda y otros cuidados en casa.',
        ],
      },
      ca: {
        slug: 'hospital-infantil-turia-sud',
        title: 'Hospital Infantil Túria Sud',
        summary: 'Hospital pediàtric amb neonatologia, cirurgia infantil i hospital de dia oncològic.',
        body: [
          'Atén xiquetes, xiquets i adolescents fins als 16 anys, amb urgències pediàtriques, unitat neonatal de nivell III i cirurgia infantil.',
          'La seua escola de famílies ensenya mares, pares i cuidadors a gestionar la diabetis, l’alimentació per sonda i altres cures a casa.',
        ],
      },
      en: {
        slug: 'turia-sud-childrens-hospital',
        title: 'Turia Sud Children’s Hospital',
        summary: 'Children’s hospital with neonatal care, paediatric surgery and an oncology day hospital.',
        body: [
          'It cares for children and teenagers up to 16, with a paediatric emergency department, a level III neonatal unit and paediatric surgery.',
          'Its family school teaches parents and carers how to manage diabetes, tube feeding and other care at home.',
        ],
      },
      eu: {
        slug: 'turia-sud-haur-ospitalea',
        title: 'Turia Sud Haur Ospitalea',
        summary:
          'Ospitale pediatrikoa, neonatologia, haur-kirurgia eta eguneko ospitale onkologikoa dituena.',
        body: [
          'Neskak, mutilak eta nerabeak artatzen ditu 16 urte arte, larrialdi pediatrikoekin, III. mailako unitate neonatalarekin eta haur-kirurgiarekin.',
          'Familien eskolak amei, aitei eta zaintzaileei irakasten die diabetesa, zunda bidezko elikadura eta etxeko beste zainketa batzuk kudeatzen.',
        ],
      },
    },
  },
  {
    address: 'Calle Pagés del Corro, 210',
    postal_code: '41010',
    city: 'Sevilla',
    province: 'Sevilla',
    phone: '+34 955 000 210',
    email: 'trianaoeste@salud.example',
    website: null,
    texts: {
      es: {
        slug: 'centro-de-salud-triana-oeste',
        title: 'Centro de Salud Triana Oeste',
        summary:
          'Centro de salud público del barrio de Triana, con consulta de enfermería de práctica avanzada.',
        body: [
          'Presta atención primaria a unas 30.000 personas, con consultas de enfermería de práctica avanzada en heridas crónicas y en diabetes.',
          'Organiza cada otoño la campaña de vacunación del barrio y talleres de educación para la salud en colegios y asociaciones.',
        ],
      },
      ca: {
        slug: 'centre-de-salut-triana-oest',
        title: 'Centre de Salut Triana Oest',
        summary:
          'Centre de salut públic del barri de Triana, amb consulta d’infermeria de pràctica avançada.',
        body: [
          'Presta atenció primària a unes 30.000 persones, amb consultes d’infermeria de pràctica avançada en ferides cròniques i en diabetis.',
          'Organitza cada tardor la campanya de vacunació del barri i tallers d’educació per a la salut a escoles i associacions.',
        ],
      },
      en: {
        slug: 'triana-oeste-health-centre',
        title: 'Triana Oeste Health Centre',
        summary: 'Public health centre in the Triana neighbourhood, with advanced practice nursing clinics.',
        body: [
          'It provides primary care to about 30,000 people, with advanced practice nursing clinics for chronic wounds and diabetes.',
          'Every autumn it runs the neighbourhood vaccination campaign, and it holds health education workshops at schools and associations.',
        ],
      },
      eu: {
        slug: 'triana-oeste-osasun-zentroa',
        title: 'Triana Oeste Osasun Zentroa',
        summary: 'Triana auzoko osasun-zentro publikoa, praktika aurreratuko erizaintza-kontsultarekin.',
        body: [
          'Lehen mailako arreta ematen die 30.000 pertsona ingururi, zauri kronikoetan eta diabetesean praktika aurreratuko erizaintza-kontsultekin.',
          'Udazkenero auzoko txertaketa-kanpaina antolatzen du, baita osasun-hezkuntzako tailerrak ere ikastetxeetan eta elkarteetan.',
        ],
      },
    },
  },
  {
    address: 'Camino de las Torres, 88',
    postal_code: '50008',
    city: 'Zaragoza',
    province: 'Zaragoza',
    phone: '+34 976 000 088',
    email: 'direccion@ebroverde.example',
    website: 'https://ebroverde.example',
    texts: {
      es: {
        slug: 'residencia-ebro-verde',
        title: 'Residencia Ebro Verde',
        summary:
          'Residencia y centro de día para personas mayores, con planta asistida para personas dependientes.',
        body: [
          'Cuenta con 120 plazas residenciales, 30 de centro de día y una planta asistida para personas con gran dependencia.',
          'Su equipo de enfermería trabaja con fisioterapia, terapia ocupacional y trabajo social en un plan de cuidados individual para cada residente.',
        ],
      },
      ca: {
        slug: 'residencia-ebre-verd',
        title: 'Residència Ebre Verd',
        summary:
          'Residència i centre de dia per a gent gran, amb planta assistida per a persones dependents.',
        body: [
          'Té 120 places residencials, 30 de centre de dia i una planta assistida per a persones amb gran dependència.',
          'El seu equip d’infermeria treballa amb fisioteràpia, teràpia ocupacional i treball social en un pla de cures individual per a cada resident.',
        ],
      },
      en: {
        slug: 'ebro-verde-care-home',
        title: 'Ebro Verde Care Home',
        summary:
          'Care home and day centre for older people, with an assisted living floor for dependent residents.',
        body: [
          'It has 120 residential places, 30 day-centre places and an assisted living floor for people with high dependency.',
          'Its nursing team works with physiotherapy, occupational therapy and social work on an individual care plan for each resident.',
        ],
      },
      eu: {
        slug: 'ebro-verde-egoitza',
        title: 'Ebro Verde Egoitza',
        summary: 'Adinekoentzako egoitza eta eguneko zentroa, mendeko pertsonentzako solairu asistituarekin.',
        body: [
          '120 egoitza-plaza, eguneko zentroko 30 plaza eta mendetasun handiko pertsonentzako solairu asistitu bat ditu.',
          'Erizaintza-taldeak fisioterapiarekin, terapia okupazionalarekin eta gizarte-lanarekin batera egiten du egoiliar bakoitzaren zainketa-plan indibiduala.',
        ],
      },
    },
  },
  {
    address: 'Calle Gorbeia, 12',
    postal_code: '01010',
    city: 'Vitoria-Gasteiz',
    province: 'Araba/Álava',
    phone: '+34 945 000 012',
    email: 'langileak@gorbeia.example',
    website: 'https://gorbeia.example',
    texts: {
      es: {
        slug: 'hospital-de-dia-gorbeia',
        title: 'Hospital de Día Gorbeia',
        summary: 'Hospital de día con hemodiálisis, oncología y tratamientos intravenosos ambulatorios.',
        body: [
          'Atiende a pacientes que reciben tratamientos sin necesidad de ingreso: hemodiálisis, quimioterapia y terapias biológicas intravenosas.',
          'Abre de lunes a sábado de 7:30 a 21:30 y tiene aparcamiento y acceso adaptado.',
        ],
      },
      ca: {
        slug: 'hospital-de-dia-gorbeia',
        title: 'Hospital de Dia Gorbeia',
        summary: 'Hospital de dia amb hemodiàlisi, oncologia i tractaments intravenosos ambulatoris.',
        body: [
          'Atén pacients que reben tractaments sense necessitat d’ingrés: hemodiàlisi, quimioteràpia i teràpies biològiques intravenoses.',
          'Obre de dilluns a dissabte de 7.30 a 21.30 i té aparcament i accés adaptat.',
        ],
      },
      en: {
        slug: 'gorbeia-day-hospital',
        title: 'Gorbeia Day Hospital',
        summary: 'Day hospital offering haemodialysis, oncology and outpatient intravenous treatments.',
        body: [
          'It treats patients who do not need admission: haemodialysis, chemotherapy and intravenous biological therapies.',
          'It is open Monday to Saturday from 7:30 am to 9:30 pm, with parking and step-free access.',
        ],
      },
      eu: {
        slug: 'gorbeia-eguneko-ospitalea',
        title: 'Gorbeia Eguneko Ospitalea',
        summary:
          'Eguneko ospitalea, hemodialisia, onkologia eta anbulatorioko zain barneko tratamenduak dituena.',
        body: [
          'Ospitaleratu beharrik gabe tratamenduak jasotzen dituzten gaixoak artatzen ditu: hemodialisia, kimioterapia eta zain barneko terapia biologikoak.',
          'Astelehenetik larunbatera irekitzen du, 7:30etik 21:30era, eta aparkalekua eta sarbide egokitua ditu.',
        ],
      },
    },
  },
]

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (character) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[character]};`)

function workplaceRow({ texts: _texts, ...fields }: WorkplaceSeed, now: Date) {
  return { ...fields, status: 'published' as const, publish_at: now }
}

function workplaceTranslationRows(place: WorkplaceSeed, workplaceId: number) {
  return locales.map((lang) => {
    const { slug, title, summary, body } = place.texts[lang]
    return {
      workplace_id: workplaceId,
      lang,
      slug,
      title,
      summary,
      body: body.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n'),
    }
  })
}

/** Adds the demo workplaces that are missing, found by their Spanish slug; never changes an existing one. */
export async function seedWorkplaces(db: Database, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await tx
      .select({ slug: workplaceTranslations.slug })
      .from(workplaceTranslations)
      .where(
        and(
          eq(workplaceTranslations.lang, 'es'),
          inArray(
            workplaceTranslations.slug,
            demoWorkplaces.map((place) => place.texts.es.slug),
          ),
        ),
      )
    const present = new Set(existing.map((row) => row.slug))
    for (const place of demoWorkplaces.filter((candidate) => !present.has(candidate.texts.es.slug))) {
      const [created] = await tx
        .insert(workplaces)
        .values(workplaceRow(place, now))
        .returning({ id: workplaces.id })
      if (!created) throw new Error(`Could not seed the workplace ${place.texts.es.slug}`)
      await tx.insert(workplaceTranslations).values(workplaceTranslationRows(place, created.id))
    }
  })
}
