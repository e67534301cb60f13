'use client'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useFormContext, useFormState, useWatch } from 'react-hook-form'
import { TextInput, useTranslate, type Validator } from 'react-admin'
import { requiredContentLocale } from '@/lib/contract/admin-content'
import { SlugSchema } from '@/lib/contract/content'
import { localeAutonyms, locales, type Locale } from '@/lib/contract/locales'
import { RichTextInput } from './rich-text-input'

/** A text field of a translation: `body` is the rich text; the others are plain lines or paragraphs. */
export interface TranslationField {
  name: string
  multiline?: boolean
  rich?: boolean
}

export const baseTranslationFields: TranslationField[] = [
  { name: 'title' },
  { name: 'slug' },
  { name: 'summary', multiline: true },
  { name: 'body', rich: true },
]

type Texts = Record<string, string | null | undefined> | null | undefined

const hasText = (texts: Texts) =>
  Object.values(texts ?? {}).some((value) => String(value ?? '').trim() !== '')

/** Lower-case words joined by hyphens, without accents, as SlugSchema wants them. */
export function slugFrom(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{Ll}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200)
}

/** An empty language becomes null (no translation). */
export function translationsForSave(translations: Record<string, Texts> | undefined) {
  return Object.fromEntries(
    locales.map((lang) => {
      const texts = translations?.[lang]
      // A field emptied in the form is null there; it is sent as absent, so the API's default ('') applies.
      const written = Object.fromEntries(Object.entries(texts ?? {}).filter(([, value]) => value != null))
      return [lang, lang === requiredContentLocale || hasText(texts) ? written : null]
    }),
  )
}

/** A language's title and slug are needed when it is the required one or when anything in it is written. */
function neededWhenWritten(lang: Locale, required: readonly Locale[]): Validator {
  return (value, values) => {
    const texts = (values as { translations?: Record<string, Texts> }).translations?.[lang]
    const needed = required.includes(lang) || hasText(texts)
    return needed && String(value ?? '').trim() === '' ? 'admin.content.titleNeeded' : undefined
  }
}

const defaultRequired = [requiredContentLocale] as const

const validSlug: Validator = (value) =>
  value && !SlugSchema.safeParse(value).success ? 'admin.content.slugInvalid' : undefined

/** `previewPath` gives the public preview of a saved slug. */
export function TranslationsEditor({
  fields,
  previewPath,
  required = defaultRequired,
  requiredHelp = 'admin.content.requiredHelp',
}: {
  fields: TranslationField[]
  previewPath?: (lang: Locale, slug: string) => string
  /** The languages that must have a text (Spanish unless a kind needs all four), and what their tab says. */
  required?: readonly Locale[]
  requiredHelp?: string
}) {
  const translate = useTranslate()
  const [current, setCurrent] = useState<Locale>(requiredContentLocale)
  const translations = useWatch({ name: 'translations' }) as Record<string, Texts> | undefined
  const { errors } = useFormState({ name: 'translations' })
  const erroneous = (errors.translations ?? {}) as Record<string, unknown>

  return (
    <Box component="section" aria-labelledby="translations-title" sx={{ width: '100%', mt: 2 }}>
      <Typography id="translations-title" component="h2" variant="h6">
        {translate('admin.content.texts')}
      </Typography>
      <Tabs
        value={current}
        onChange={(_, lang: Locale) => setCurrent(lang)}
        aria-label={translate('admin.content.texts')}
        variant="scrollable"
      >
        {locales.map((lang) => (
          <Tab
            key={lang}
            value={lang}
            id={`translation-tab-${lang}`}
            aria-controls={`translation-panel-${lang}`}
            sx={erroneous[lang] ? { color: 'error.main' } : undefined}
            label={
              `${localeAutonyms[lang]}${required.includes(lang) ? ' *' : ''}` +
              (hasText(translations?.[lang]) ? '' : ` (${translate('admin.content.missing')})`)
            }
          />
        ))}
      </Tabs>
      {locales.map((lang) => (
        <Box
          key={lang}
          role="tabpanel"
          id={`translation-panel-${lang}`}
          aria-labelledby={`translation-tab-${lang}`}
          hidden={current !== lang}
          lang={lang}
          sx={{ pt: 2 }}
        >
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {required.includes(lang)
              ? translate(requiredHelp, { language: localeAutonyms[lang] })
              : translate('admin.content.optionalHelp', { language: localeAutonyms[lang] })}
          </Typography>
          {fields.map((field) => (
            <TranslationInput key={field.name} lang={lang} field={field} required={required} />
          ))}
          {previewPath &&
          translations?.[lang]?.slug &&
          SlugSchema.safeParse(translations[lang]?.slug).success ? (
            <Button
              href={previewPath(lang, String(translations[lang]?.slug))}
              target="_blank"
              rel="noopener"
              variant="outlined"
              size="small"
            >
              {translate('admin.content.preview', { language: localeAutonyms[lang] })}
            </Button>
          ) : null}
        </Box>
      ))}
    </Box>
  )
}

function TranslationInput({
  lang,
  field,
  required,
}: {
  lang: Locale
  field: TranslationField
  required: readonly Locale[]
}) {
  const translate = useTranslate()
  const { getValues, setValue } = useFormContext()
  const source = `translations.${lang}.${field.name}`
  const label = `admin.content.fields.${field.name}`
  if (field.rich) return <RichTextInput source={source} label={label} />
  if (field.name === 'title') {
    return <TextInput source={source} label={label} validate={neededWhenWritten(lang, required)} fullWidth />
  }
  if (field.name === 'slug') {
    return (
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextInput
          source={source}
          label={label}
          validate={[neededWhenWritten(lang, required), validSlug]}
          helperText="admin.content.slugHelp"
          sx={{ flex: '1 1 20rem' }}
        />
        <Button
          sx={{ mt: 1.5 }}
          onClick={() =>
            setValue(source, slugFrom(String(getValues(`translations.${lang}.title`) ?? '')), {
              shouldDirty: true,
              shouldValidate: true,
            })
          }
        >
          {translate('admin.content.slugFromTitle')}
        </Button>
      </Box>
    )
  }
  return <TextInput source={source} label={label} multiline={field.multiline} fullWidth />
}
