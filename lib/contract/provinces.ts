import { z } from 'zod'

/**
 * The provinces of Spain (and Ceuta and Melilla) as job offers and workplaces name them: the official name, with
 * both forms where a co-official language has its own. The same in every language of the portal.
 */
export const spanishProvinces = [
  'A Coruña',
  'Albacete',
  'Alicante/Alacant',
  'Almería',
  'Araba/Álava',
  'Asturias',
  'Ávila',
  'Badajoz',
  'Barcelona',
  'Bizkaia',
  'Burgos',
  'Cáceres',
  'Cádiz',
  'Cantabria',
  'Castellón/Castelló',
  'Ceuta',
  'Ciudad Real',
  'Córdoba',
  'Cuenca',
  'Gipuzkoa',
  'Girona',
  'Granada',
  'Guadalajara',
  'Huelva',
  'Huesca',
  'Illes Balears',
  'Jaén',
  'La Rioja',
  'Las Palmas',
  'León',
  'Lleida',
  'Lugo',
  'Madrid',
  'Málaga',
  'Melilla',
  'Murcia',
  'Navarra',
  'Ourense',
  'Palencia',
  'Pontevedra',
  'Salamanca',
  'Santa Cruz de Tenerife',
  'Segovia',
  'Sevilla',
  'Soria',
  'Tarragona',
  'Teruel',
  'Toledo',
  'Valencia/València',
  'Valladolid',
  'Zamora',
  'Zaragoza',
] as const

const comparable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()

/** Each way of writing a province (any case, with or without accents, either form of a double name) → its name. */
const provinceByWriting = new Map<string, string>(
  spanishProvinces.flatMap((name) =>
    [name, ...name.split('/')].map((writing): [string, string] => [comparable(writing), name]),
  ),
)

/** The province's name as stored when `text` names one ("valencia", "Álava"); otherwise the text, trimmed. */
export function provinceName(text: string): string {
  return provinceByWriting.get(comparable(text)) ?? text.trim()
}

/**
 * The province filter of the lists: the name of a province, in any case and with or without accents (either form
 * of a double name will do); empty means no filter.
 */
export const ProvinceFilterSchema = z
  .string()
  .max(100)
  .transform((value) => (value.trim() === '' ? undefined : provinceName(value)))
  .describe(
    'A province, as the items name it (Madrid, Bizkaia, Valencia/València…), in any case and with or without accents; empty means any',
  )
