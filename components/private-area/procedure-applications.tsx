'use client'

import Box from '@mui/material/Box'
import { useLocale, useTranslations } from 'next-intl'
import { Fragment, useId, type ReactNode } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { ApiError } from '@/lib/client/api-client'
import { attachmentDownloadUrl } from '@/lib/client/attachments'
import {
  useGenericApplication,
  useGenericApplications,
  useGenericProcedures,
  useRegistrationApplications,
} from '@/lib/client/procedure-applications'
import type { ProcessType } from '@/lib/contract/content'
import type { Locale } from '@/lib/contract/locales'
import { processTypes } from '@/lib/contract/content'
import {
  processTypePageParams,
  type ApplicantGroup,
  type GenericProcedureApplicationDetail,
} from '@/lib/contract/procedure-applications'
import { formatMoney } from '@/lib/i18n/money'
import { Link } from '@/lib/i18n/navigation'
import { QueryStatus } from './query-states'
import { useFormatter } from '@/lib/i18n/format'

const subheadingSx = { typography: 'h2', fontSize: { xs: '1.25rem', md: '1.5rem' }, mt: 4 } as const
const tableSx = {
  borderCollapse: 'collapse',
  width: '100%',
  '& th, & td': { textAlign: 'left', p: 1, borderBottom: 1, borderColor: 'divider', verticalAlign: 'top' },
  '& caption': { textAlign: 'left', pb: 1, color: 'text.secondary' },
} as const

function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  const captionId = useId()
  return (
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-labelledby={captionId}>
      <Box component="table" sx={tableSx}>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {head.map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </Box>
    </Box>
  )
}

function AvailableProcedures({ type }: { type: ProcessType }) {
  const t = useTranslations('ProcedureApplications')
  const locale = useLocale() as Locale
  const procedures = useGenericProcedures(type, locale)
  if (!procedures.isSuccess) return null
  if (procedures.data.items.length === 0) return <p>{t('emptyNone')}</p>
  return (
    <>
      <p>{t('emptyAvailable')}</p>
      <ul>
        {procedures.data.items.map((procedure) => (
          <li key={procedure.id}>
            {procedure.can_apply ? (
              <Link href={`/generic-procedure/${procedure.slug}`}>{procedure.title}</Link>
            ) : (
              <strong>{procedure.title}</strong>
            )}
            {procedure.summary && <> — {procedure.summary}</>}
          </li>
        ))}
      </ul>
    </>
  )
}

export function GenericApplicationsPanel({ group, type }: { group: ApplicantGroup; type: ProcessType }) {
  const t = useTranslations('ProcedureApplications')
  const format = useFormatter()
  const locale = useLocale() as Locale
  const query = useGenericApplications(group, type, locale)
  const typeName = t(`types.${type}`)

  if (!query.isSuccess)
    return <QueryStatus query={query} loading={t('loading')} failed={t('loadFailed')} retry={t('retry')} />
  if (query.data.items.length === 0) {
    return (
      <EmptyState title={t('empty', { type: typeName })}>
        <AvailableProcedures type={type} />
      </EmptyState>
    )
  }
  return (
    <>
      <Table
        caption={t('list.caption', { type: typeName })}
        head={[
          t('fields.reference'),
          t('fields.procedure'),
          t('fields.status'),
          t('fields.submittedAt'),
          t('list.history'),
        ]}
      >
        {query.data.items.map((application) => (
          <tr key={application.id}>
            <th scope="row" style={{ fontWeight: 400 }}>
              {application.reference}
            </th>
            <td>
              {application.procedure.title}
              <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                {application.subject}
              </Box>
            </td>
            <td>{t(`status.${application.status}`)}</td>
            <td>
              <time dateTime={application.submitted_at}>
                {format.dateTime(new Date(application.submitted_at), { dateStyle: 'medium' })}
              </time>
            </td>
            <td>
              <Link href={`/generic-procedures-profile/${application.id}`}>
                {t('list.historyLink', { reference: application.reference })}
              </Link>
            </td>
          </tr>
        ))}
      </Table>
      <NewApplicationLinks type={type} />
    </>
  )
}

export function RegistrationApplications({ group }: { group: ApplicantGroup }) {
  const t = useTranslations('ProcedureApplications')
  const format = useFormatter()
  const query = useRegistrationApplications(group)
  if (!query.isSuccess || query.data.items.length === 0) return null
  return (
    <Box component="section" aria-labelledby="registration-applications">
      <Box component="h2" id="registration-applications" sx={subheadingSx}>
        {t('registration.title')}
      </Box>
      <Table
        caption={t('registration.caption')}
        head={[
          t('fields.reference'),
          t('registration.kind'),
          t('fields.status'),
          t('fields.submittedAt'),
          t('list.history'),
        ]}
      >
        {query.data.items.map((application) => (
          <tr key={application.id}>
            <th scope="row" style={{ fontWeight: 400 }}>
              {application.tracking_code}
            </th>
            <td>{t(`registration.kinds.${application.kind}`)}</td>
            <td>{t(`status.${application.status}`)}</td>
            <td>
              <time dateTime={application.submitted_at}>
                {format.dateTime(new Date(application.submitted_at), { dateStyle: 'medium' })}
              </time>
            </td>
            <td>
              {/* Applications filed before the portal kept a history have none. */}
              {application.history.length === 0 ? (
                '—'
              ) : (
                <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
                  {application.history.map((entry, index) => (
                    <Box component="li" key={index} sx={{ mb: 0.5 }}>
                      <strong>{t(`status.${entry.status}`)}</strong> —{' '}
                      <time dateTime={entry.changed_at}>
                        {format.dateTime(new Date(entry.changed_at), { dateStyle: 'medium' })}
                      </time>
                      {entry.note && (
                        <Box component="span" sx={{ display: 'block', whiteSpace: 'pre-line' }}>
                          {entry.note}
                        </Box>
                      )}
                    </Box>
                  ))}
                </Box>
              )}
            </td>
          </tr>
        ))}
      </Table>
    </Box>
  )
}

export function GenericApplicationDetail({ group, id }: { group: ApplicantGroup; id: string }) {
  const t = useTranslations('ProcedureApplications')
  const format = useFormatter()
  const locale = useLocale() as Locale
  const query = useGenericApplication(group, id, locale)
  const dateTime = (value: string) => (
    <time dateTime={value}>
      {format.dateTime(new Date(value), { dateStyle: 'medium', timeStyle: 'short' })}
    </time>
  )

  if (query.error instanceof ApiError && [404, 422].includes(query.error.status)) {
    return <EmptyState title={t('detail.notFound')} />
  }
  if (!query.isSuccess)
    return <QueryStatus query={query} loading={t('loading')} failed={t('loadFailed')} retry={t('retry')} />
  const application = query.data
  return (
    <>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: 0.5,
          '& dt': { fontWeight: 700 },
          '& dd': { m: 0, mb: { xs: 1, sm: 0 } },
        }}
      >
        <dt>{t('fields.reference')}</dt>
        <dd>{application.reference}</dd>
        <dt>{t('fields.procedure')}</dt>
        <dd>
          {t(`types.${application.procedure.process_type}`)}: {application.procedure.title}
        </dd>
        <dt>{t('fields.subject')}</dt>
        <dd>{application.subject}</dd>
        <dt>{t('fields.status')}</dt>
        <dd>{t(`status.${application.status}`)}</dd>
        <dt>{t('fields.submittedAt')}</dt>
        <dd>{dateTime(application.submitted_at)}</dd>
      </Box>
      <ApplicationAnswers application={application} group={group} />
      <Box component="section" aria-labelledby="application-history">
        <Box component="h2" id="application-history" sx={subheadingSx}>
          {t('detail.history')}
        </Box>
        <Box component="ol" sx={{ pl: 3 }}>
          {application.history.map((entry, index) => (
            <Box component="li" key={index} sx={{ mb: 1.5 }}>
              <strong>{t(`status.${entry.status}`)}</strong> — {dateTime(entry.changed_at)}
              {entry.note && (
                <Box component="span" sx={{ display: 'block' }}>
                  {entry.note}
                </Box>
              )}
            </Box>
          ))}
        </Box>
      </Box>
      <p>
        <Link
          href={{
            pathname: '/generic-procedures-profile',
            query: { type: processTypePageParams[application.procedure.process_type] },
          }}
        >
          {t('detail.allOfType', { type: t(`types.${application.procedure.process_type}`) })}
        </Link>
      </p>
    </>
  )
}

const answerListSx = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
  columnGap: 3,
  rowGap: 0.5,
  '& dt': { fontWeight: 700 },
  '& dd': { m: 0, mb: { xs: 1, sm: 0 }, whiteSpace: 'pre-line' },
} as const

function ApplicationAnswers({
  application,
  group,
}: {
  application: GenericProcedureApplicationDetail
  group: ApplicantGroup
}) {
  const t = useTranslations('GenericProcedureForm')
  const format = useFormatter()
  const locale = useLocale()
  const { answers, documents, payment } = application
  const shown = (answer: GenericProcedureApplicationDetail['answers'][number]) => {
    if (answer.option_label) return answer.option_label
    if (typeof answer.value === 'boolean') return answer.value ? t('checkboxYes') : t('checkboxNo')
    if (answer.type === 'date' && typeof answer.value === 'string') {
      return format.dateTime(new Date(`${answer.value}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' })
    }
    return String(answer.value)
  }
  return (
    <>
      {answers.length > 0 && (
        <Box component="section" aria-labelledby="application-answers">
          <Box component="h2" id="application-answers" sx={subheadingSx}>
            {t('detail.answers')}
          </Box>
          <Box component="dl" sx={answerListSx}>
            {answers.map((answer) => (
              <Fragment key={answer.name}>
                <dt>{answer.label}</dt>
                <dd>{shown(answer)}</dd>
              </Fragment>
            ))}
          </Box>
        </Box>
      )}
      {documents.length > 0 && (
        <Box component="section" aria-labelledby="application-documents">
          <Box component="h2" id="application-documents" sx={subheadingSx}>
            {t('detail.documents')}
          </Box>
          <Box component="ul" sx={{ pl: 3 }}>
            {documents.map((document) => (
              <li key={document.attachment.id}>
                {document.label}:{' '}
                <a href={attachmentDownloadUrl(group, document.attachment.id)} download>
                  {t('detail.download', { name: document.attachment.filename })}
                </a>
              </li>
            ))}
          </Box>
        </Box>
      )}
      {payment && (
        <Box component="section" aria-labelledby="application-payment">
          <Box component="h2" id="application-payment" sx={subheadingSx}>
            {t('detail.payment')}
          </Box>
          <p>
            {payment.status === 'paid'
              ? t('detail.paid', {
                  amount: formatMoney(payment.amount_cents, locale),
                })
              : t('detail.pending', {
                  amount: formatMoney(payment.amount_cents, locale),
                  method: t(`payment.methods.${payment.method}`),
                })}
          </p>
        </Box>
      )}
    </>
  )
}

function NewApplicationLinks({ type }: { type: ProcessType }) {
  const t = useTranslations('GenericProcedureForm')
  const locale = useLocale() as Locale
  const procedures = useGenericProcedures(type, locale)
  if (!procedures.isSuccess) return null
  const open = procedures.data.items.filter((procedure) => procedure.can_apply)
  return (
    <Box component="section" aria-labelledby="new-application" sx={{ mt: 4 }}>
      <Box component="h2" id="new-application" sx={subheadingSx}>
        {t('newApplication.heading')}
      </Box>
      {open.length === 0 ? (
        <p>{t('newApplication.none')}</p>
      ) : (
        <Box component="ul" sx={{ pl: 3 }}>
          {open.map((procedure) => (
            <li key={procedure.id}>
              <Link href={`/generic-procedure/${procedure.slug}`}>
                {t('newApplication.link', { title: procedure.title })}
              </Link>
            </li>
          ))}
        </Box>
      )}
    </Box>
  )
}

export function ProcessTypeNav({ current }: { current: ProcessType }) {
  const t = useTranslations('ProcedureApplications')
  return (
    <Box component="nav" aria-label={t('typesNav')} sx={{ mb: 3 }}>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, listStyle: 'none', p: 0, m: 0 }}>
        {processTypes.map((type) => (
          <li key={type}>
            <Box
              component={Link}
              href={{ pathname: '/generic-procedures-profile', query: { type: processTypePageParams[type] } }}
              aria-current={type === current ? 'page' : undefined}
              sx={{
                display: 'inline-block',
                py: 1,
                fontWeight: type === current ? 700 : 400,
                borderBottom: type === current ? 3 : 0,
                textDecoration: type === current ? 'none' : 'underline',
              }}
            >
              {t(`types.${type}`)}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  )
}
