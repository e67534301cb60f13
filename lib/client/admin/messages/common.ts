import type { AdminMessages } from '.'

/** The back-office's frame: title, menu groups, dashboard and the errors not worded by the portal. */
export const commonMessages: AdminMessages = {
  es: {
    admin: {
      title: 'Gestión del Colegio',
      loading: 'Cargando la gestión…',
      dashboard: {
        title: 'Inicio',
        intro:
          'Desde aquí el personal del Colegio publica contenidos y tramita solicitudes, cobros y quejas.',
        log: 'Cada cambio queda registrado con quién lo hizo y cuándo.',
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
        title: 'Inici',
        intro:
          "Des d'aquí el personal del Col·legi publica continguts i tramita sol·licituds, cobraments i queixes.",
        log: 'Cada canvi queda registrat amb qui el va fer i quan.',
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
        title: 'Home',
        intro:
          "From here the association's staff publish content and handle applications, payments and complaints.",
        log: 'Every change is logged with who made it and when.',
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
        title: 'Hasiera',
        intro:
          'Hemendik Elkargoko langileek edukiak argitaratzen dituzte eta eskaerak, kobrantzak eta kexak izapidetzen.',
        log: 'Aldaketa bakoitza erregistratuta geratzen da: nork egin zuen eta noiz.',
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
