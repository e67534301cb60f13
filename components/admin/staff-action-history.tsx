'use client'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin'
import { z } from 'zod'
import { adminBasePath, StaffActionSchema } from '@/lib/contract/admin'
import { adminFetch } from '@/lib/client/admin/data-provider'

const StaffActionListSchema = z.array(StaffActionSchema)

/**
 * What staff did to the record on screen, newest first: who and when, and what (`admin.actions.<action>`, the
 * details as staff wrote them). Shows and edit pages of every area end with it.
 */
export function StaffActionHistory({ entity }: { entity: string }) {
  const record = useRecordContext()
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
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })

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
            <ListItem key={action.id} disableGutters>
              <ListItemText
                primary={translate(`admin.actions.${action.action}`, {
                  _: action.action,
                  ...flat(action.details, translate),
                })}
                secondary={translate('admin.history.by', {
                  who: action.actor_email,
                  when: when.format(new Date(action.at)),
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  )
}

/** The details that read as text, for the action's message (`%{status}` named in words, `%{from}`…). */
function flat(
  details: Record<string, unknown>,
  translate: ReturnType<typeof useTranslate>,
): Record<string, string> {
  const text: Record<string, string> = Object.fromEntries(
    Object.entries(details)
      .filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
      .map(([key, value]) => [key, String(value)]),
  )
  if (text.status) text.status = translate(`admin.statuses.${text.status}`, { _: text.status })
  return text
}
