import type { Locale } from '@/lib/contract/locales'
import type { TemplateSection } from '@/lib/contract/templates'

/** The intro of each list page: its heading and a short paragraph, per language. */
export const demoTemplates: Record<TemplateSection, Record<Locale, { title: string; body: string }>> = {
  news: {
    es: {
      title: 'Noticias',
      body: '<p>La actualidad del Colegio y de la profesión: acuerdos, formación, empleo y novedades que te afectan como colegiado.</p>',
    },
    ca: {
      title: 'Notícies',
      body: '<p>L’actualitat del Col·legi i de la professió: acords, formació, ocupació i novetats que t’afecten com a col·legiat.</p>',
    },
    en: {
      title: 'News',
      body: '<p>What is happening at the Association and in the profession: agreements, training, jobs and changes that affect you as a member.</p>',
    },
    eu: {
      title: 'Albisteak',
      body: '<p>Elkargoaren eta lanbidearen gaurkotasuna: akordioak, prestakuntza, enplegua eta elkargokide gisa eragiten dizuten berritasunak.</p>',
    },
  },
  jobs: {
    es: {
      title: 'Ofertas de empleo',
      body: '<p>Ofertas de trabajo revisadas por el Colegio. Filtra por provincia o tipo de contrato y, si ves algo que no cumple las condiciones, avísanos.</p>',
    },
    ca: {
      title: 'Ofertes de feina',
      body: '<p>Ofertes de feina revisades pel Col·legi. Filtra per província o tipus de contracte i, si veus alguna cosa que no compleix les condicions, avisa’ns.</p>',
    },
    en: {
      title: 'Job offers',
      body: '<p>Job offers checked by the Association. Filter by province or contract type and, if something does not meet the conditions, let us know.</p>',
    },
    eu: {
      title: 'Lan-eskaintzak',
      body: '<p>Elkargoak berrikusitako lan-eskaintzak. Iragazi probintziaren edo kontratu-motaren arabera eta, baldintzak betetzen ez dituen zerbait ikusten baduzu, jakinarazi iezaguzu.</p>',
    },
  },
  workplaces: {
    es: {
      title: 'Centros de trabajo',
      body: '<p>Centros, servicios y entidades donde ejercen nuestros colegiados. Busca por nombre o provincia para encontrar el más cercano.</p>',
    },
    ca: {
      title: 'Centres de treball',
      body: '<p>Centres, serveis i entitats on exerceixen els nostres col·legiats. Cerca per nom o província per trobar el més proper.</p>',
    },
    en: {
      title: 'Workplaces',
      body: '<p>Centres, services and organisations where our members work. Search by name or province to find the nearest one.</p>',
    },
    eu: {
      title: 'Lantokiak',
      body: '<p>Gure elkargokideak lanean ari diren zentroak, zerbitzuak eta erakundeak. Bilatu izenaren edo probintziaren arabera hurbilena aurkitzeko.</p>',
    },
  },
  events: {
    es: {
      title: 'Eventos',
      body: '<p>Jornadas, encuentros y actos del Colegio, presenciales y en línea. Inscríbete desde cada evento mientras queden plazas.</p>',
    },
    ca: {
      title: 'Esdeveniments',
      body: '<p>Jornades, trobades i actes del Col·legi, presencials i en línia. Inscriu-t’hi des de cada esdeveniment mentre quedin places.</p>',
    },
    en: {
      title: 'Events',
      body: '<p>Seminars, meetings and events of the Association, in person and online. Register from each event while places remain.</p>',
    },
    eu: {
      title: 'Ekitaldiak',
      body: '<p>Elkargoaren jardunaldiak, topaketak eta ekitaldiak, aurrez aurre eta linean. Eman izena ekitaldi bakoitzetik plazak dauden bitartean.</p>',
    },
  },
  courses: {
    es: {
      title: 'Cursos',
      body: '<p>Formación continuada para colegiados y precolegiados, con tarifas reducidas. Consulta fechas, modalidad y plazas disponibles.</p>',
    },
    ca: {
      title: 'Cursos',
      body: '<p>Formació continuada per a col·legiats i precol·legiats, amb tarifes reduïdes. Consulta dates, modalitat i places disponibles.</p>',
    },
    en: {
      title: 'Courses',
      body: '<p>Continuing education for members and pre-members, at reduced fees. Check the dates, format and places available.</p>',
    },
    eu: {
      title: 'Ikastaroak',
      body: '<p>Etengabeko prestakuntza elkargokide eta aurre-elkargokideentzat, prezio murriztuekin. Kontsultatu datak, modalitatea eta plaza libreak.</p>',
    },
  },
  resources: {
    es: {
      title: 'Recursos',
      body: '<p>Libros, revistas, vídeos y material de la biblioteca del Colegio. Los colegiados pueden pedirlos en préstamo y valorarlos.</p>',
    },
    ca: {
      title: 'Recursos',
      body: '<p>Llibres, revistes, vídeos i material de la biblioteca del Col·legi. Els col·legiats els poden demanar en préstec i valorar-los.</p>',
    },
    en: {
      title: 'Resources',
      body: '<p>Books, journals, videos and equipment from the Association’s library. Members can borrow them and rate them.</p>',
    },
    eu: {
      title: 'Baliabideak',
      body: '<p>Elkargoko liburutegiko liburuak, aldizkariak, bideoak eta materiala. Elkargokideek mailegu gisa eska eta balora ditzakete.</p>',
    },
  },
}
