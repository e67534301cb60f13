import { z } from 'zod'

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

const provinceByWriting = new Map<string, string>(
  spanishProvinces.flatMap((name) =>
    [name, ...name.split('/')].map((writing): [string, string] => [comparable(writing), name]),
  ),
)

export function provinceName(text: string): string {
  return provinceByWriting.get(comparable(text)) ?? text.trim()
}

export const ProvinceFilterSchema = z
  .string()
  .max(100)
  .transform((value) => (value.trim() === '' ? undefined : provinceName(value)))
  .describe(
    'A province, as the items name it (Madrid, Bizkaia, Valencia/València…), in any case and with or without accents; empty means any',
  )
