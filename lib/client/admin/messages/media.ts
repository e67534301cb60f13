import type { AdminMessages } from '.'

/** Uploaded pictures: the list, and the picture input of the forms (logos, news pictures…). */
export const mediaMessages: AdminMessages = {
  es: {
    resources: {
      media: {
        name: 'Imagen |||| Imágenes',
        fields: {
          preview: 'Vista previa',
          filename: 'Archivo',
          src: 'Dirección',
          dimensions: 'Tamaño en píxeles',
          size: 'Peso',
          created_at: 'Subida',
          actions: 'Acciones',
        },
      },
    },
    admin: {
      actions: {
        media_uploaded: 'Imagen «%{filename}» subida (%{width} × %{height})',
        media_deleted: 'Imagen «%{filename}» eliminada',
      },
      media: {
        upload: 'Subir imagen',
        uploading: 'Subiendo…',
        uploaded: 'Imagen subida',
        choose: 'Elegir una imagen subida',
        chooseTitle: 'Imágenes subidas',
        none: 'Todavía no hay imágenes subidas.',
        pick: 'Usar «%{filename}»',
        preview: 'Vista previa de la imagen',
        dimensions: '%{width} × %{height} px',
        help: 'Sube una imagen PNG o JPEG (hasta 5 MB), elige una ya subida o escribe una ruta del portal, como /brand/logo.svg.',
        helpContent:
          'Sube una imagen PNG o JPEG (hasta 5 MB), elige una ya subida, o escribe una ruta del portal o una dirección https://.',
      },
    },
  },
  ca: {
    resources: {
      media: {
        name: 'Imatge |||| Imatges',
        fields: {
          preview: 'Previsualització',
          filename: 'Fitxer',
          src: 'Adreça',
          dimensions: 'Mida en píxels',
          size: 'Pes',
          created_at: 'Pujada',
          actions: 'Accions',
        },
      },
    },
    admin: {
      actions: {
        media_uploaded: 'Imatge «%{filename}» pujada (%{width} × %{height})',
        media_deleted: 'Imatge «%{filename}» eliminada',
      },
      media: {
        upload: 'Puja una imatge',
        uploading: 'Pujant…',
        uploaded: 'Imatge pujada',
        choose: 'Tria una imatge pujada',
        chooseTitle: 'Imatges pujades',
        none: 'Encara no hi ha imatges pujades.',
        pick: 'Fes servir «%{filename}»',
        preview: 'Previsualització de la imatge',
        dimensions: '%{width} × %{height} px',
        help: 'Puja una imatge PNG o JPEG (fins a 5 MB), tria’n una de pujada o escriu una ruta del portal, com ara /brand/logo.svg.',
        helpContent:
          'Puja una imatge PNG o JPEG (fins a 5 MB), tria’n una de pujada, o escriu una ruta del portal o una adreça https://.',
      },
    },
  },
  en: {
    resources: {
      media: {
        name: 'Picture |||| Pictures',
        fields: {
          preview: 'Preview',
          filename: 'File',
          src: 'Address',
          dimensions: 'Size in pixels',
          size: 'Weight',
          created_at: 'Uploaded',
          actions: 'Actions',
        },
      },
    },
    admin: {
      actions: {
        media_uploaded: 'Picture “%{filename}” uploaded (%{width} × %{height})',
        media_deleted: 'Picture “%{filename}” deleted',
      },
      media: {
        upload: 'Upload a picture',
        uploading: 'Uploading…',
        uploaded: 'Picture uploaded',
        choose: 'Choose an uploaded picture',
        chooseTitle: 'Uploaded pictures',
        none: 'No pictures have been uploaded yet.',
        pick: 'Use “%{filename}”',
        preview: 'Preview of the picture',
        dimensions: '%{width} × %{height} px',
        help: 'Upload a PNG or JPEG picture (up to 5 MB), choose one already uploaded, or type a path of the portal such as /brand/logo.svg.',
        helpContent:
          'Upload a PNG or JPEG picture (up to 5 MB), choose one already uploaded, or type a path of the portal or an https:// address.',
      },
    },
  },
  eu: {
    resources: {
      media: {
        name: 'Irudia |||| Irudiak',
        fields: {
          preview: 'Aurrebista',
          filename: 'Fitxategia',
          src: 'Helbidea',
          dimensions: 'Tamaina pixeletan',
          size: 'Pisua',
          created_at: 'Igoera',
          actions: 'Ekintzak',
        },
      },
    },
    admin: {
      actions: {
        media_uploaded: '«%{filename}» irudia igo da (%{width} × %{height})',
        media_deleted: '«%{filename}» irudia ezabatu da',
      },
      media: {
        upload: 'Igo irudi bat',
        uploading: 'Igotzen…',
        uploaded: 'Irudia igo da',
        choose: 'Aukeratu igotako irudi bat',
        chooseTitle: 'Igotako irudiak',
        none: 'Oraindik ez dago igotako irudirik.',
        pick: 'Erabili «%{filename}»',
        preview: 'Irudiaren aurrebista',
        dimensions: '%{width} × %{height} px',
        help: 'Igo PNG edo JPEG irudi bat (5 MB arte), aukeratu lehendik igotako bat, edo idatzi atariko bide bat, adibidez /brand/logo.svg.',
        helpContent:
          'Igo PNG edo JPEG irudi bat (5 MB arte), aukeratu lehendik igotako bat, edo idatzi atariko bide bat edo https:// helbide bat.',
      },
    },
  },
}
