'use client'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useLocaleState, useRecordContext, useResourceContext, useTranslate } from 'react-admin'
import { z } from 'zod'
import { adminBasePath, StaffActionSchema } from '@/lib/contract/admin'
import { adminFetch } from '@/lib/client/admin/data-provider'
import { formatDateTime } from '@/lib/i18n/format'

const StaffActionListSchema = z.array(StaffActionSchema)

/** Shows and edit pages of every area end with it. */
export function StaffActionHistory({ entity }: { entity: string }) {
  const record = useRecordContext()
  const resource = useResourceContext()
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const { data, isPending, isError } = useQuery({
    queryKey: ['admin', 'staff-actions', entity, record?.id],
    queryFn: () =>
      adminFetch(`${adminBasePath}/staff-actions`, StaffActionListSchema, {
        query: { entity, entity_id: String(record!.id) },
        cache: 'no-store',
      }),
    enabled: record?.id !== undefined,
  })
  const when = (iso: string) =>
    formatDateTime(new Date(iso), locale, { dateStyle: 'medium', timeStyle: 'short' })

  return (
    <section aria-labelledby="staff-action-history">
      <Typography id="staff-action-history" component="h2" variant="h6" sx={{ mt: 3 }}>
        {translate('admin.history.title')}
      </Typography>
      {isPending ? (
        <Typography role="status">{translate('ra.page.loading')}</Typography>
      ) : isError ? (
        <Typography role="alert">{translate('ra.notification.http_error')}</Typography>
      ) : data.length === 0 ? (
        <Typography>{translate('admin.history.empty')}</Typography>
      ) : (
        <List dense>
          {data.map((action) => (
            <ListItem
              key={action.id}
              disableGutters
              sx={{ flexDirection: 'column', alignItems: 'flex-start' }}
            >
              <ListItemText
                primary={translate(`admin.actions.${action.action}`, {
                  _: action.action,
                  ...worded(action.action, action.details, { translate, locale, resource }),
                })}
                secondary={translate('admin.history.by', {
                  who: action.actor_email,
                  when: when(action.at),
                })}
              />
              <ChangeList changes={action.details.changes} wording={{ translate, locale, resource }} />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  )
}

type DetailKind = 'status' | 'collegiateStatus' | 'day' | 'fields'

/** The details that name something in code, by action, then by key for every action. */
const detailKinds: Record<string, Record<string, DetailKind>> = {
  status_changed: { from: 'status' },
  collegiate_status_changed: { from: 'collegiateStatus', to: 'collegiateStatus' },
  deregistration_changed: { from: 'day', to: 'day' },
}
const detailKindsOfAnyAction: Record<string, DetailKind> = {
  status: 'status',
  collegiate_status: 'collegiateStatus',
  fields: 'fields',
}

/** What an empty detail says ("no status", "no date"); other empty details are left out. */
const noneOf: Partial<Record<DetailKind, string>> = {
  collegiateStatus: 'admin.members.no_status',
  day: 'admin.members.no_date',
}

interface Wording {
  translate: ReturnType<typeof useTranslate>
  locale: string
  resource: string | undefined
}

/** The details as the action's message reads them (`%{status}`, `%{from}`…), in the staff member's words. */
export function worded(
  action: string,
  details: Record<string, unknown>,
  { translate, locale, resource }: Wording,
): Record<string, string> {
  const text: Record<string, string> = {}
  for (const [key, value] of Object.entries(details)) {
    const kind = detailKinds[action]?.[key] ?? detailKindsOfAnyAction[key]
    if (value === null || value === undefined || value === '') {
      const none = kind && noneOf[kind]
      if (none) text[key] = translate(none)
      continue
    }
    if (!['string', 'number', 'boolean'].includes(typeof value)) continue
    const raw = String(value)
    switch (kind) {
      case 'status':
        text[key] = translate(`admin.statuses.${raw}`, { _: raw })
        break
      case 'collegiateStatus':
        text[key] = translate(`admin.members.collegiate_statuses.${raw}`, { _: raw })
        break
      case 'day':
        text[key] = /^\d{4}-\d{2}-\d{2}$/.test(raw)
          ? formatDateTime(new Date(`${raw}T12:00:00Z`), locale, { dateStyle: 'long' }, 'UTC')
          : raw
        break
      case 'fields':
        text[key] = resource
          ? raw
              .split(/,\s*/)
              .map((field) => translate(`resources.${resource}.fields.${field}`, { _: field }))
              .join(', ')
          : raw
        break
      default:
        text[key] = raw
    }
  }
  return text
}

/** The profile's options, by field, as the portal words them for the member (`admin.profileData.<group>`). */
const optionGroups: Record<string, string> = {
  gender: 'genders',
  degree_type: 'degreeTypes',
  degree_origin: 'degreeOrigins',
  specialties: 'specialties',
  situation: 'situations',
  exercise: 'exercises',
  working_day: 'workingDays',
}

/** One value of a changed field in the staff member's words: options and languages by name, days as dates. */
export function changeValue(field: string, value: unknown, { translate, locale }: Wording): string {
  if (value === null || value === undefined || value === '') return '—'
  if (Array.isArray(value)) {
    return value.length === 0
      ? '—'
      : value.map((item) => changeValue(field, item, { translate, locale, resource: undefined })).join(', ')
  }
  if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false')
  const raw = String(value)
  const group = optionGroups[field]
  if (group) return translate(`admin.profileData.${group}.${raw}`, { _: raw })
  if (field === 'preferred_lang') return translate(`admin.members.languages.${raw}`, { _: raw })
  if ((field === 'nationality' || field === 'country') && /^[A-Z]{2}$/.test(raw)) {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(raw) ?? raw
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(raw)) {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${raw}T12:00:00Z`),
    )
  }
  return raw
}

const isChange = (value: unknown): value is { from: unknown; to: unknown } =>
  typeof value === 'object' && value !== null && 'from' in value && 'to' in value

/** Each changed field with its value before and after, when the action kept them. */
function ChangeList({ changes, wording }: { changes: unknown; wording: Wording }) {
  if (typeof changes !== 'object' || changes === null) return null
  const rows = Object.entries(changes).filter(([, change]) => isChange(change))
  if (rows.length === 0) return null
  const { translate, resource } = wording
  return (
    <Typography component="ul" variant="body2" sx={{ m: 0, pl: 3 }}>
      {rows.map(([field, change]) => {
        const { from, to } = change as { from: unknown; to: unknown }
        return (
          <li key={field}>
            {translate('admin.history.change', {
              field: resource ? translate(`resources.${resource}.fields.${field}`, { _: field }) : field,
              from: changeValue(field, from, wording),
              to: changeValue(field, to, wording),
            })}
          </li>
        )
      })}
    </Typography>
  )
}
