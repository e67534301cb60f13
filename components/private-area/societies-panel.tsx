'use client'

import { useTranslations } from 'next-intl'
import { useRef, useState, useSyncExternalStore } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import pageStyles from '@/components/ui/page.module.css'
import { PlainAlert } from '@/components/ui/plain-alert'
import plainStyles from '@/components/ui/plain-form.module.css'
import { useSocieties } from '@/lib/client/professional-societies'
import type { SocietyDetail, SocietySummary } from '@/lib/contract/professional-societies'
import { Link } from '@/lib/i18n/navigation'
import { QueryStatus } from './query-states'
import styles from './societies.module.css'
import { SocietyChips } from './society-chips'
import { SocietyFilingForm } from './society-filing-form'
import { hasFilingDraft } from './society-filing-values'
import { useFormatter } from '@/lib/i18n/format'

const societiesPath = '/professional-societies/procedure'

const noSubscription = () => () => {}

export function SocietiesPanel({ draftKey }: { draftKey: string }) {
  const t = useTranslations('ProfessionalSocieties')
  const query = useSocieties()
  // An unsent filing kept in this browser opens the form again, restored (read after hydration, never on the server).
  const draftWaiting = useSyncExternalStore(
    noSubscription,
    () => hasFilingDraft(draftKey),
    () => false,
  )
  const [filingChosen, setFiling] = useState<boolean>()
  const filing = filingChosen ?? draftWaiting
  const [filed, setFiled] = useState<SocietyDetail>()
  const formHeading = useRef<HTMLHeadingElement>(null)
  const noticeRef = useRef<HTMLDivElement>(null)

  const openForm = () => {
    setFiled(undefined)
    setFiling(true)
    requestAnimationFrame(() => formHeading.current?.focus())
  }

  return (
    <div className={styles.parts}>
      <div ref={noticeRef} tabIndex={-1} role="status" aria-live="polite">
        {filed && (
          <PlainAlert severity="success">
            {t('filed', { name: filed.social_reason, code: filed.tracking_code })}{' '}
            <Link href={`${societiesPath}/${filed.id}`}>{t('viewFiled')}</Link>
          </PlainAlert>
        )}
      </div>

      <section aria-labelledby="societies-list">
        <h2 id="societies-list">{t('listTitle')}</h2>
        {!query.isSuccess ? (
          <QueryStatus query={query} loading={t('loading')} failed={t('loadFailed')} retry={t('retry')} />
        ) : query.data.length === 0 ? (
          <EmptyState title={t('empty')}>
            {!filing && (
              <button
                type="button"
                className={`${pageStyles.button} ${plainStyles.button}`}
                onClick={openForm}
              >
                {t('emptyAction')}
              </button>
            )}
          </EmptyState>
        ) : (
          <ul className={styles.list}>
            {query.data.map((society) => (
              <SocietyCard key={society.id} society={society} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="societies-new">
        <h2 id="societies-new" ref={formHeading} tabIndex={-1}>
          {t('newTitle')}
        </h2>
        {filing ? (
          <SocietyFilingForm
            draftKey={draftKey}
            onFiled={(society) => {
              setFiled(society)
              setFiling(false)
              requestAnimationFrame(() => noticeRef.current?.focus())
            }}
          />
        ) : (
          <button type="button" className={plainStyles.outlinedButton} onClick={openForm}>
            {t('newAction')}
          </button>
        )}
      </section>
    </div>
  )
}

function SocietyCard({ society }: { society: SocietySummary }) {
  const t = useTranslations('ProfessionalSocieties')
  const format = useFormatter()
  return (
    <li className={styles.card}>
      <h3 className={styles.cardTitle}>{society.social_reason}</h3>
      <SocietyChips society={society} />
      <dl className={`${styles.facts} ${styles.cardFacts}`}>
        <dt>{t('fields.cif')}</dt>
        <dd>{society.cif}</dd>
        <dt>{t('fields.tracking_code')}</dt>
        <dd>{society.tracking_code}</dd>
        <dt>{t('fields.submitted_at')}</dt>
        <dd>{format.dateTime(new Date(society.submitted_at), { dateStyle: 'long' })}</dd>
        <dt>{t('sections.components')}</dt>
        <dd>{t('componentsCount', { count: society.components })}</dd>
      </dl>
      <div className={styles.cardLink}>
        <Link href={`${societiesPath}/${society.id}`}>{t('manage', { name: society.social_reason })}</Link>
      </div>
    </li>
  )
}
