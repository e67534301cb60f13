import type { AdminMessages } from '.'

/** The back-office's frame: title, menu groups, dashboard and the errors not worded by the portal. */
export const commonMessages: AdminMessages = {
  es: {
    admin: {
      title: 'Gestión del Colegio',
      loading: 'Cargando la gestión…',
      dashboard: {
        intro:
          'Desde aquí el personal del Colegio publica contenidos y tramita solicitudes, cobros y quejas.',
        log: 'Cada cambio queda registrado con quién lo hizo y cuándo.',
        waiting: 'Lo que espera',
        counts: {
          registrations: 'Solicitudes de colegiación por resolver',
          event_applications: 'Inscripciones a actos y cursos por revisar',
          procedure_applications: 'Trámites por revisar',
          professional_societies: 'Sociedades profesionales por resolver',
          loans: 'Préstamos solicitados',
          complaints: 'Quejas abiertas',
          unassigned_complaints: 'Quejas sin asignar',
          mandates_to_validate: 'Mandatos SEPA por validar',
          payments_to_review: 'Pagos por revisar',
          charges_to_present: 'Cargos por remesar',
        },
      },
      actions: {
        created: 'Creado',
        updated: 'Modificado',
        deleted: 'Eliminado',
        status_changed: 'Estado cambiado a «%{status}»',
        exported: 'Exportado',
      },
      /** Application and complaint statuses (spec §4). */
      statuses: {
        received: 'Recibida',
        under_review: 'En revisión',
        pending_documents: 'Pendiente de documentación',
        accepted: 'Aceptada',
        rejected: 'Rechazada',
        cancelled: 'Cancelada',
        not_processed: 'No tramitada',
      },
      history: { title: 'Historial', empty: 'Aún no hay cambios registrados.', by: '%{who}, %{when}' },
      errors: {
        forbidden: 'Tu cuenta no tiene permiso para esto.',
        tooManyRequests: 'Demasiadas peticiones seguidas. Espera un momento y vuelve a intentarlo.',
      },
    },
  },
  ca: {
    admin: {
      title: 'Gestió del Col·legi',
      loading: 'Carregant la gestió…',
      dashboard: {
        intro:
          "Des d'aquí el personal del Col·legi publica continguts i tramita sol·licituds, cobraments i queixes.",
        log: 'Cada canvi queda registrat amb qui el va fer i quan.',
        waiting: 'El que espera',
        counts: {
          registrations: 'Sol·licituds de col·legiació per resoldre',
          event_applications: 'Inscripcions a actes i cursos per revisar',
          procedure_applications: 'Tràmits per revisar',
          professional_societies: 'Societats professionals per resoldre',
          loans: 'Préstecs sol·licitats',
          complaints: 'Queixes obertes',
          unassigned_complaints: 'Queixes sense assignar',
          mandates_to_validate: 'Mandats SEPA per validar',
          payments_to_review: 'Pagaments per revisar',
          charges_to_present: 'Càrrecs per remesar',
        },
      },
      actions: {
        created: 'Creat',
        updated: 'Modificat',
        deleted: 'Eliminat',
        status_changed: 'Estat canviat a «%{status}»',
        exported: 'Exportat',
      },
      /** Application and complaint statuses (spec §4). */
      statuses: {
        received: 'Rebuda',
        under_review: 'En revisió',
        pending_documents: 'Pendent de documentació',
        accepted: 'Acceptada',
        rejected: 'Rebutjada',
        cancelled: 'Cancel·lada',
        not_processed: 'No tramitada',
      },
      history: { title: 'Historial', empty: 'Encara no hi ha canvis registrats.', by: '%{who}, %{when}' },
      errors: {
        forbidden: 'El teu compte no té permís per a això.',
        tooManyRequests: 'Massa peticions seguides. Espera un moment i torna-ho a provar.',
      },
    },
  },
  en: {
    admin: {
      title: 'Association back-office',
      loading: 'Loading the back-office…',
      dashboard: {
        intro:
          "From here the association's staff publish content and handle applications, payments and complaints.",
        log: 'Every change is logged with who made it and when.',
        waiting: 'Waiting for you',
        counts: {
          registrations: 'Registration applications to decide',
          event_applications: 'Event and course applications to review',
          procedure_applications: 'Procedure applications to review',
          professional_societies: 'Professional societies to decide',
          loans: 'Loans requested',
          complaints: 'Open complaints',
          unassigned_complaints: 'Complaints nobody handles',
          mandates_to_validate: 'SEPA mandates to validate',
          payments_to_review: 'Payments to review',
          charges_to_present: 'Direct debits to present',
        },
      },
      actions: {
        created: 'Created',
        updated: 'Edited',
        deleted: 'Deleted',
        status_changed: 'Status changed to “%{status}”',
        exported: 'Exported',
      },
      /** Application and complaint statuses (spec §4). */
      statuses: {
        received: 'Received',
        under_review: 'Under review',
        pending_documents: 'Waiting for documents',
        accepted: 'Accepted',
        rejected: 'Rejected',
        cancelled: 'Cancelled',
        not_processed: 'Not processed',
      },
      history: { title: 'History', empty: 'No changes logged yet.', by: '%{who}, %{when}' },
      errors: {
        forbidden: 'Your account is not allowed to do this.',
        tooManyRequests: 'Too many requests in a row. Wait a moment and try again.',
      },
    },
  },
  eu: {
    admin: {
      title: 'Elkargoaren kudeaketa',
      loading: 'Kudeaketa kargatzen…',
      dashboard: {
        intro:
          'Hemendik Elkargoko langileek edukiak argitaratzen dituzte eta eskaerak, kobrantzak eta kexak izapidetzen.',
        log: 'Aldaketa bakoitza erregistratuta geratzen da: nork egin zuen eta noiz.',
        waiting: 'Zain dagoena',
        counts: {
          registrations: 'Erabakitzeko elkargoratze-eskaerak',
          event_applications: 'Berrikusteko ekitaldi- eta ikastaro-izen-emateak',
          procedure_applications: 'Berrikusteko izapideak',
          professional_societies: 'Erabakitzeko sozietate profesionalak',
          loans: 'Eskatutako maileguak',
          complaints: 'Kexa irekiak',
          unassigned_complaints: 'Esleitu gabeko kexak',
          mandates_to_validate: 'Baliozkotzeko SEPA aginduak',
          payments_to_review: 'Berrikusteko ordainketak',
          charges_to_present: 'Igortzeko kargak',
        },
      },
      actions: {
        created: 'Sortuta',
        updated: 'Aldatuta',
        deleted: 'Ezabatuta',
        status_changed: 'Egoera aldatuta: «%{status}»',
        exported: 'Esportatuta',
      },
      /** Application and complaint statuses (spec §4). */
      statuses: {
        received: 'Jasota',
        under_review: 'Berrikusten',
        pending_documents: 'Agirien zain',
        accepted: 'Onartuta',
        rejected: 'Ukatuta',
        cancelled: 'Bertan behera utzita',
        not_processed: 'Izapidetu gabe',
      },
      history: {
        title: 'Historia',
        empty: 'Oraindik ez dago aldaketarik erregistratuta.',
        by: '%{who}, %{when}',
      },
      errors: {
        forbidden: 'Zure kontuak ez du horretarako baimenik.',
        tooManyRequests: 'Eskaera gehiegi jarraian. Itxaron pixka bat eta saiatu berriro.',
      },
    },
  },
}
