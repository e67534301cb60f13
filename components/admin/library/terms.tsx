'use client'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useFormContext } from 'react-hook-form'
import {
  DataTable,
  DeleteButton,
  HttpError,
  List,
  NumberInput,
  required,
  SaveButton,
  SelectInput,
  TextInput,
  Toolbar,
  useLocaleState,
  useNotify,
  useRecordContext,
  useTranslate,
  type Validator,
} from 'react-admin'
import { AdminSearchInput } from '../search-input'
import { contrastRatio, hexPattern, minimumContrast } from '@/lib/contract/admin-settings'
import { termBackground, termUsageKinds, type AdminTerm } from '@/lib/contract/admin-resources'
import { SlugSchema } from '@/lib/contract/content'
import { localeAutonyms, locales } from '@/lib/contract/locales'
import { slugFrom } from '../content/translations-editor'
import { termName, vocabularyChoices } from './library-parts'
import { ContentCreate, ContentEdit } from '../content/content-screens'

const termFilters = [
  <AdminSearchInput key="q" alwaysOn />,
  <SelectInput key="vocabulary" source="vocabulary" choices={vocabularyChoices} alwaysOn />,
]

function TermNameCell() {
  const record = useRecordContext<AdminTerm>()
  const [locale] = useLocaleState()
  return record ? <>{termName(record, locale)}</> : null
}

function ColourSwatch() {
  const record = useRecordContext<AdminTerm>()
  if (!record?.color) return null
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="span"
        aria-hidden
        sx={{ width: 16, height: 16, borderRadius: '50%', bgcolor: record.color, display: 'inline-block' }}
      />
      {record.color}
    </Box>
  )
}

export function TermList() {
  return (
    <List filters={termFilters} sort={{ field: 'position', order: 'ASC' }}>
      <DataTable rowClick="edit">
        <DataTable.Col source="name" render={() => <TermNameCell />} />
        <DataTable.Col source="key" />
        <DataTable.Col
          source="vocabulary"
          render={(record) => <VocabularyName vocabulary={record.vocabulary} />}
        />
        <DataTable.Col source="position" />
        <DataTable.Col source="color" disableSort render={() => <ColourSwatch />} />
        <DataTable.Col source="usage" disableSort />
      </DataTable>
    </List>
  )
}

function VocabularyName({ vocabulary }: { vocabulary: string }) {
  const translate = useTranslate()
  return <>{translate(`admin.library.vocabularies.${vocabulary}`)}</>
}

const validKey: Validator = (value) =>
  value && !SlugSchema.safeParse(value).success ? 'admin.library.keyInvalid' : undefined

/** The settings' rule: a colour must keep WCAG AA contrast where the site writes it (here, on white). */
const readableColour: Validator = (value) => {
  const colour = String(value ?? '').trim()
  if (!colour) return undefined
  if (!hexPattern.test(colour)) return 'admin.library.colorInvalid'
  return contrastRatio(colour, termBackground) < minimumContrast ? 'admin.library.colorContrast' : undefined
}

function KeyInput() {
  const translate = useTranslate()
  const { getValues, setValue } = useFormContext()
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <TextInput
        source="key"
        validate={[required(), validKey]}
        helperText="admin.library.keyHelp"
        sx={{ flex: '1 1 20rem' }}
      />
      <Button
        sx={{ mt: 1.5 }}
        onClick={() =>
          setValue('key', slugFrom(String(getValues('names.es') ?? '')).slice(0, 100), {
            shouldDirty: true,
            shouldValidate: true,
          })
        }
      >
        {translate('admin.library.keyFromName')}
      </Button>
    </Box>
  )
}

/** Once created, a term's list is shown, not offered (a disabled field would be dimmed below AA contrast). */
function FixedVocabulary() {
  const record = useRecordContext<AdminTerm>()
  const translate = useTranslate()
  if (!record) return null
  return (
    <Box sx={{ mb: 2 }}>
      <Typography>
        {translate('resources.terms.fields.vocabulary')}:{' '}
        <strong>{translate(`admin.library.vocabularies.${record.vocabulary}`)}</strong>
      </Typography>
      <Typography color="text.secondary" variant="body2">
        {translate('admin.library.vocabularyFixed')}
      </Typography>
    </Box>
  )
}

function TermFields({ editing }: { editing: boolean }) {
  const translate = useTranslate()
  return (
    <Stack sx={{ width: '100%' }}>
      {editing ? (
        <FixedVocabulary />
      ) : (
        <SelectInput
          source="vocabulary"
          choices={vocabularyChoices}
          validate={required()}
          defaultValue="resource_category"
        />
      )}
      <Stack component="section" aria-labelledby="term-names-title">
        <Typography id="term-names-title" component="h2" variant="h6">
          {translate('admin.library.names')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {translate('admin.library.namesHelp')}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ flexWrap: 'wrap' }}>
          {locales.map((lang) => (
            <TextInput
              key={lang}
              source={`names.${lang}`}
              label={translate('admin.library.nameIn', { language: localeAutonyms[lang] })}
              validate={lang === 'es' ? required() : undefined}
              lang={lang}
            />
          ))}
        </Stack>
      </Stack>
      <KeyInput />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <NumberInput source="position" defaultValue={0} min={0} step={1} validate={required()} />
        <TextInput source="color" validate={readableColour} helperText="admin.library.colorHelp" />
      </Stack>
    </Stack>
  )
}

function termTransform<T extends { names?: Record<string, unknown>; color?: unknown }>(data: T) {
  return {
    ...data,
    color: String(data.color ?? '').trim() || null,
    names: Object.fromEntries(locales.map((lang) => [lang, String(data.names?.[lang] ?? '').trim() || null])),
  }
}

export function TermCreate() {
  return (
    <ContentCreate transform={termTransform}>
      <TermFields editing={false} />
    </ContentCreate>
  )
}

/** A refused delete says where the term is used (the reason of 409 TERM_IN_USE: `news=2,resources=1`). */
function useDeleteRefused() {
  const notify = useNotify()
  const translate = useTranslate()
  return (error: unknown) => {
    const reason =
      error instanceof HttpError ? (error.body as { reason?: unknown } | undefined)?.reason : undefined
    if (
      error instanceof HttpError &&
      error.message === 'admin.errors.TERM_IN_USE' &&
      typeof reason === 'string'
    ) {
      const uses = reason
        .split(',')
        .map((part) => part.split('='))
        .filter(([kind]) => (termUsageKinds as readonly string[]).includes(kind ?? ''))
        .map(([kind, count]) => translate(`admin.library.usageKinds.${kind}`, { smart_count: Number(count) }))
      notify('admin.library.inUse', { type: 'error', messageArgs: { uses: uses.join(', ') } })
      return
    }
    notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', {
      type: 'error',
    })
  }
}

function TermToolbar() {
  const onError = useDeleteRefused()
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" mutationOptions={{ onError }} />
    </Toolbar>
  )
}

function TermUsage() {
  const record = useRecordContext<AdminTerm>()
  const translate = useTranslate()
  if (!record) return null
  return (
    <Typography sx={{ mt: 1 }}>{translate('admin.library.usage', { smart_count: record.usage })}</Typography>
  )
}

export function TermEdit() {
  return (
    <ContentEdit history="term" transform={termTransform} form={{ toolbar: <TermToolbar /> }}>
      <TermFields editing />
      <TermUsage />
    </ContentEdit>
  )
}
