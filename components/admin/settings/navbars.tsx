'use client'
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward'
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  BooleanInput,
  Create,
  CreateButton,
  DataTable,
  DeleteButton,
  Edit,
  EditButton,
  List,
  ReferenceManyField,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
  useGetList,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type RaRecord,
  type RedirectionSideEffect,
} from 'react-admin'
import { useWatch } from 'react-hook-form'
import {
  AdminNavigationItemSchema,
  type AdminNavbar,
  type AdminNavigationItem,
} from '@/lib/contract/admin-settings'
import { localeAutonyms, locales, type Locale } from '@/lib/contract/locales'
import { adminFetch, adminPath } from '@/lib/client/admin/data-provider'
import { StaffActionHistory } from '../staff-action-history'

type NavbarRecord = AdminNavbar & RaRecord
type ItemRecord = AdminNavigationItem & RaRecord

const languageChoices = locales.map((lang) => ({ id: lang, name: localeAutonyms[lang] }))

function Placement() {
  const record = useRecordContext<NavbarRecord>()
  const translate = useTranslate()
  if (!record) return null
  return <>{translate(`admin.settings.placements.${record.placement ?? 'none'}`)}</>
}

function NavbarLanguage() {
  const record = useRecordContext<NavbarRecord>()
  return record ? <span lang={record.lang}>{localeAutonyms[record.lang]}</span> : null
}

export function NavbarList() {
  return (
    <>
      <List
        resource="navbars"
        exporter={false}
        actions={
          <TopToolbar>
            <CreateButton />
          </TopToolbar>
        }
        filters={[<SelectInput key="lang" source="lang" choices={languageChoices} alwaysOn />]}
      >
        <DataTable bulkActionButtons={false} rowClick="edit">
          <DataTable.Col source="lang" disableSort render={() => <NavbarLanguage />} />
          <DataTable.Col source="title" disableSort />
          <DataTable.Col source="placement" disableSort render={() => <Placement />} />
          <DataTable.NumberCol source="item_count" disableSort />
        </DataTable>
      </List>
    </>
  )
}

/** One place up or down among its siblings; the public menu follows at once. */
function MoveButtons() {
  const record = useRecordContext<ItemRecord>()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const queryClient = useQueryClient()
  const move = useMutation({
    mutationFn: (direction: 'up' | 'down') =>
      adminFetch(adminPath('navigation-items', record!.id, 'move'), AdminNavigationItemSchema, {
        method: 'POST',
        json: { direction },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'staff-actions'] })
      refresh()
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  })
  if (!record) return null
  return (
    <Box sx={{ display: 'flex' }}>
      {(['up', 'down'] as const).map((direction) => (
        <IconButton
          key={direction}
          size="small"
          disabled={move.isPending}
          aria-label={translate(`admin.settings.items.${direction}`, { label: record.label })}
          onClick={(event) => {
            event.stopPropagation()
            move.mutate(direction)
          }}
        >
          {direction === 'up' ? <ArrowUpwardIcon fontSize="small" /> : <ArrowDownwardIcon fontSize="small" />}
        </IconButton>
      ))}
    </Box>
  )
}

function ItemLabel() {
  const record = useRecordContext<ItemRecord>()
  const translate = useTranslate()
  if (!record) return null
  return (
    <Box component="span" sx={{ pl: record.depth * 3 }}>
      {record.depth > 0 && <span aria-hidden>↳ </span>}
      {record.label}
      {record.hidden && (
        <Typography component="span" variant="caption" color="text.secondary">
          {' '}
          ({translate('resources.navigation-items.fields.hidden')})
        </Typography>
      )}
    </Box>
  )
}

function AddItemButton() {
  const record = useRecordContext<NavbarRecord>()
  if (!record) return null
  return (
    <CreateButton
      resource="navigation-items"
      label="admin.settings.items.add"
      state={{ record: { navbar_id: record.id } }}
    />
  )
}

function NavbarTitle() {
  const record = useRecordContext<NavbarRecord>()
  const translate = useTranslate()
  if (!record) return null
  return (
    <Typography component="h2" variant="h5">
      {translate('admin.settings.navbarTitle', {
        title: record.title,
        language: localeAutonyms[record.lang],
      })}
    </Typography>
  )
}

/** While a place of its language's settings shows it the API refuses (409 NAVBAR_IN_USE), naming the place. */
function DeleteNavbarButton() {
  const translate = useTranslate()
  const notify = useNotify()
  const onError = (error: unknown) => {
    const { message, body } = error as { message: string; body?: { reason?: string } }
    const places = (body?.reason ?? '')
      .split(', ')
      .filter(Boolean)
      .map((place) => {
        const [lang, field] = place.split('.') as [Locale, string]
        return `${translate(`resources.settings.fields.${field}`)} · ${localeAutonyms[lang] ?? lang}`
      })
    notify(places.length > 0 ? `${translate(message)}: ${places.join(', ')}` : message, { type: 'error' })
  }
  return <DeleteButton mutationMode="pessimistic" mutationOptions={{ onError }} />
}

export function NavbarEdit() {
  const translate = useTranslate()
  return (
    <Edit resource="navbars" mutationMode="pessimistic" redirect={false}>
      <SimpleForm
        toolbar={
          <Toolbar sx={{ justifyContent: 'space-between' }}>
            <SaveButton />
            <DeleteNavbarButton />
          </Toolbar>
        }
      >
        <NavbarTitle />
        <TextInput source="title" />
        <Typography component="h2" variant="h6">
          {translate('admin.settings.items.title')}
        </Typography>
        <AddItemButton />
        <ReferenceManyField reference="navigation-items" target="navbar_id" perPage={100}>
          <DataTable bulkActionButtons={false} rowClick={false}>
            <DataTable.Col source="label" disableSort render={() => <ItemLabel />} />
            <DataTable.Col source="url" disableSort />
            <DataTable.Col label="admin.settings.items.order" disableSort render={() => <MoveButtons />} />
            <DataTable.Col
              label="admin.settings.items.actions"
              disableSort
              render={() => (
                <Box sx={{ display: 'flex' }}>
                  <EditButton resource="navigation-items" />
                  <DeleteButton resource="navigation-items" mutationMode="pessimistic" redirect={false} />
                </Box>
              )}
            />
          </DataTable>
        </ReferenceManyField>
        <StaffActionHistory entity="navbar" />
      </SimpleForm>
    </Edit>
  )
}

/** A new, empty navbar of one language; the site settings then choose the place that shows it. */
export function NavbarCreate() {
  const translate = useTranslate()
  return (
    <Create resource="navbars" redirect="edit" title="admin.settings.navbarCreate">
      <SimpleForm>
        <Typography color="text.secondary">{translate('admin.settings.navbarCreateHelp')}</Typography>
        <SelectInput source="lang" choices={languageChoices} defaultValue="es" />
        <TextInput source="slug" helperText="admin.settings.slugHelp" />
        <TextInput source="title" />
      </SimpleForm>
    </Create>
  )
}

/** Top-level items of the same navbar, the only ones an item may hang from. */
function ParentInput() {
  const record = useRecordContext<ItemRecord>()
  const navbarId = useWatch({ name: 'navbar_id' }) as number | undefined
  const { data = [] } = useGetList<ItemRecord>(
    'navigation-items',
    { filter: { navbar_id: navbarId }, pagination: { page: 1, perPage: 100 } },
    { enabled: navbarId !== undefined },
  )
  const choices = data
    .filter((item) => item.depth === 0 && item.id !== record?.id)
    .map((item) => ({ id: item.id, name: item.label }))
  return (
    <SelectInput
      source="parent_id"
      choices={choices}
      emptyText="admin.settings.items.noParent"
      parse={(value: string | number | null) => (value === '' || value === null ? null : Number(value))}
    />
  )
}

const targetChoices = [
  { id: '_self', name: 'admin.settings.items.self' },
  { id: '_blank', name: 'admin.settings.items.blank' },
]

function ItemForm() {
  const translate = useTranslate()
  return (
    <SimpleForm
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <Typography color="text.secondary">{translate('admin.settings.items.help')}</Typography>
      <TextInput source="label" />
      <TextInput source="url" helperText="admin.settings.items.urlHelp" />
      <SelectInput source="target" choices={targetChoices} defaultValue="_self" />
      <ParentInput />
      <BooleanInput source="is_public" defaultValue={true} />
      <BooleanInput source="need_login" defaultValue={false} />
      <BooleanInput source="hidden" defaultValue={false} />
      <TextInput source="icon" parse={(value: string) => value || null} />
      <TextInput
        source="color"
        parse={(value: string) => value || null}
        helperText="admin.settings.items.colorHelp"
      />
    </SimpleForm>
  )
}

const backToNavbar: RedirectionSideEffect = (_resource, _id, data) =>
  data?.navbar_id ? `navbars/${String(data.navbar_id)}` : 'navbars'

export function NavigationItemCreate() {
  return (
    <Create resource="navigation-items" redirect={backToNavbar} title="admin.settings.items.add">
      <ItemForm />
    </Create>
  )
}

export function NavigationItemEdit() {
  return (
    <Edit resource="navigation-items" mutationMode="pessimistic" redirect={backToNavbar}>
      <ItemForm />
    </Edit>
  )
}
