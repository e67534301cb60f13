'use client'

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
import styles from './applications.module.css'
import { QueryStatus } from './query-states'
import { useFormatter } from '@/lib/i18n/format'

function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  const captionId = useId()
  return (
    <div className={styles.tableFrame} tabIndex={0} role="region" aria-labelledby={captionId}>
      <table className={styles.table}>
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
      </table>
    </div>
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
            <th scope="row">{application.reference}</th>
            <td>
              {application.procedure.title}
              <span className={styles.subject}>{application.subject}</span>
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
    <section aria-labelledby="registration-applications">
      <h2 id="registration-applications" className={styles.procedureTitle}>
        {t('registration.title')}
      </h2>
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
            <th scope="row">{application.tracking_code}</th>
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
                <ol className={styles.registrationHistory}>
                  {application.history.map((entry, index) => (
                    <li key={index}>
                      <strong>{t(`status.${entry.status}`)}</strong> —{' '}
                      <time dateTime={entry.changed_at}>
                        {format.dateTime(new Date(entry.changed_at), { dateStyle: 'medium' })}
                      </time>
                      {entry.note && <span className={styles.registrationNote}>{entry.note}</span>}
                    </li>
                  ))}
                </ol>
              )}
            </td>
          </tr>
        ))}
      </Table>
    </section>
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
      <dl className={styles.procedureFacts}>
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
      </dl>
      <ApplicationAnswers application={application} group={group} />
      <section aria-labelledby="application-history">
        <h2 id="application-history" className={styles.procedureTitle}>
          {t('detail.history')}
        </h2>
        <ol className={styles.indentedList}>
          {application.history.map((entry, index) => (
            <li key={index} className={styles.procedureHistoryItem}>
              <strong>{t(`status.${entry.status}`)}</strong> — {dateTime(entry.changed_at)}
              {entry.note && <span className={styles.block}>{entry.note}</span>}
            </li>
          ))}
        </ol>
      </section>
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
        <section aria-labelledby="application-answers">
          <h2 id="application-answers" className={styles.procedureTitle}>
            {t('detail.answers')}
          </h2>
          <dl className={`${styles.procedureFacts} ${styles.answers}`}>
            {answers.map((answer) => (
              <Fragment key={answer.name}>
                <dt>{answer.label}</dt>
                <dd>{shown(answer)}</dd>
              </Fragment>
            ))}
          </dl>
        </section>
      )}
      {documents.length > 0 && (
        <section aria-labelledby="application-documents">
          <h2 id="application-documents" className={styles.procedureTitle}>
            {t('detail.documents')}
          </h2>
          <ul className={styles.indentedList}>
            {documents.map((document) => (
              <li key={document.attachment.id}>
                {document.label}:{' '}
                <a href={attachmentDownloadUrl(group, document.attachment.id)} download>
                  {t('detail.download', { name: document.attachment.filename })}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {payment && (
        <section aria-labelledby="application-payment">
          <h2 id="application-payment" className={styles.procedureTitle}>
            {t('detail.payment')}
          </h2>
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
        </section>
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
    <section aria-labelledby="new-application" className={styles.newApplication}>
      <h2 id="new-application" className={styles.procedureTitle}>
        {t('newApplication.heading')}
      </h2>
      {open.length === 0 ? (
        <p>{t('newApplication.none')}</p>
      ) : (
        <ul className={styles.indentedList}>
          {open.map((procedure) => (
            <li key={procedure.id}>
              <Link href={`/generic-procedure/${procedure.slug}`}>
                {t('newApplication.link', { title: procedure.title })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

export function ProcessTypeNav({ current }: { current: ProcessType }) {
  const t = useTranslations('ProcedureApplications')
  return (
    <nav aria-label={t('typesNav')} className={styles.typesNav}>
      <ul className={styles.types}>
        {processTypes.map((type) => (
          <li key={type}>
            <Link
              href={{ pathname: '/generic-procedures-profile', query: { type: processTypePageParams[type] } }}
              aria-current={type === current ? 'page' : undefined}
              className={styles.typeLink}
            >
              {t(`types.${type}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
