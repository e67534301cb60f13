'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useRef, useState, type ReactNode, type RefObject } from 'react'
import plainStyles from '@/components/ui/plain-form.module.css'
import { ApiError } from '@/lib/client/api-client'
import { attachmentDownloadUrl } from '@/lib/client/attachments'
import { useErrorMessage } from '@/lib/client/errors'
import { showSuccess } from '@/lib/client/notices'
import { useChangeSociety, useSociety, type SocietyChange } from '@/lib/client/professional-societies'
import type { SocietyDetail as Detail } from '@/lib/contract/professional-societies'
import { ConfirmDialog, preloadConfirmDialog } from './confirm-dialog'
import { useFileSize } from './file-field'
import { QueryStatus } from './query-states'
import styles from './societies.module.css'
import { SocietyChips } from './society-chips'
import { SocietyComponentsEditor, type EditorComponent } from './society-components-editor'
import { useFormatter } from '@/lib/i18n/format'
import { regionNamer } from '@/lib/i18n/display-names'

export function SocietyDetail({ id }: { id: string }) {
  const t = useTranslations('ProfessionalSocieties')
  const query = useSociety(id)
  if (query.data) return <SocietyView society={query.data} />
  return <QueryStatus query={query} loading={t('loading')} failed={t('loadFailed')} retry={t('retry')} />
}

function SocietyView({ society }: { society: Detail }) {
  const t = useTranslations('ProfessionalSocieties')
  const format = useFormatter()
  const fileSize = useFileSize()
  const errorText = useErrorMessage()
  const mutation = useChangeSociety(society.id)
  const [componentsError, setComponentsError] = useState<string>()
  const [confirming, setConfirming] = useState(false)
  const stateButton = useRef<HTMLButtonElement>(null)
  const componentsHeading = useRef<HTMLHeadingElement>(null)
  // Kept while the dialog closes so that its text does not change under the closing animation.
  const [componentChange, setComponentChange] = useState<ComponentChange>()
  const [confirmingComponent, setConfirmingComponent] = useState(false)
  const askFor = (kind: ComponentChange['kind'], component: EditorComponent) => {
    setComponentsError(undefined)
    setComponentChange({ kind, component })
    setConfirmingComponent(true)
  }

  const refusal = (error: unknown) =>
    error instanceof ApiError &&
    error.code === 'SOCIETY_COMPONENTS_RULE' &&
    typeof error.detail === 'object' &&
    !Array.isArray(error.detail) &&
    error.detail
      ? t(`issues.${error.detail.reason}` as Parameters<typeof t>[0])
      : errorText(error)

  const change = (request: SocietyChange, done: string) =>
    new Promise<boolean>((resolve) => {
      setComponentsError(undefined)
      mutation.mutate(request, {
        onSuccess: () => {
          showSuccess(done)
          resolve(true)
        },
        onError: (error) => {
          setComponentsError(refusal(error))
          resolve(false)
        },
      })
    })

  const date = (value: string) => format.dateTime(new Date(`${value}T12:00:00Z`), { dateStyle: 'long' })
  const locale = useLocale()
  const orNone = (value: string | null) => value ?? '—'

  return (
    <div className={styles.parts}>
      <Section title={society.social_reason} level="h2">
        <SocietyChips society={society} className={styles.detailChips} />
        <Facts
          rows={[
            [t('fields.tracking_code'), society.tracking_code],
            [t('fields.cif'), society.cif],
            [t('fields.sspp_number'), society.sspp_number],
            [t('fields.email'), society.email],
            [t('fields.phone'), orNone(society.phone)],
            [t('fields.mobile'), orNone(society.mobile)],
            [t('fields.first_collegiation_date'), date(society.first_collegiation_date)],
            [t('fields.incorporation_date'), date(society.incorporation_date)],
            [t('fields.registration_date'), date(society.registration_date)],
            [
              t('fields.address'),
              `${society.address.address}, ${society.address.postal_code} ${society.address.city} (${society.address.province}), ${regionNamer(locale)(society.address.country)}`,
            ],
            [t('fields.registry_name'), orNone(society.registry.name)],
            [
              `${t('fields.registry_volume')} / ${t('fields.registry_folio')} / ${t('fields.registry_sheet')}`,
              [society.registry.volume, society.registry.folio, society.registry.sheet]
                .map(orNone)
                .join(' / '),
            ],
            [t('fields.notary_name'), orNone(society.notary.name)],
            [t('fields.notary_protocol_number'), orNone(society.notary.protocol_number)],
            [t('fields.deed_date'), society.notary.deed_date ? date(society.notary.deed_date) : '—'],
            [t('fields.observations'), orNone(society.observations)],
          ]}
        />
      </Section>

      <Section title={t('sections.components')} headingRef={componentsHeading}>
        <SocietyComponentsEditor
          components={society.components}
          pending={mutation.isPending}
          error={componentsError}
          onAdd={(component) =>
            change({ kind: 'add', component }, t('components.added', { name: fullNameOf(component) }))
          }
          onRemove={(component) => askFor('remove', component)}
          onMakeAdministrator={(component) => askFor('administrator', component)}
          onAboutToChange={preloadConfirmDialog}
        />
        {componentChange && (
          <ConfirmDialog
            open={confirmingComponent}
            title={t(`components.confirm.${componentChange.kind}Title`)}
            body={t(`components.confirm.${componentChange.kind}Body`, {
              name: fullNameOf(componentChange.component),
              society: society.social_reason,
            })}
            keepLabel={t('detail.keep')}
            confirmLabel={t(`components.confirm.${componentChange.kind}Confirm`)}
            pendingLabel={t('detail.pending')}
            pending={mutation.isPending}
            onConfirm={({ succeeded }) => {
              const { kind, component } = componentChange
              const name = fullNameOf(component)
              mutation.mutate(
                { kind, componentId: component.id },
                {
                  onSuccess: () => {
                    showSuccess(
                      kind === 'remove'
                        ? t('components.removed', { name })
                        : t('components.administratorChanged', { name }),
                    )
                    succeeded()
                  },
                  // The rule's reason is shown by the list it is about, as when adding.
                  onError: (error) => {
                    setComponentsError(refusal(error))
                    setConfirmingComponent(false)
                  },
                },
              )
            }}
            onClose={() => setConfirmingComponent(false)}
            afterSuccess={() => componentsHeading.current?.focus()}
          />
        )}
      </Section>

      <Section title={t('detail.documentsTitle')}>
        {society.documents.length === 0 ? (
          <p>{t('documents.none')}</p>
        ) : (
          <ul className={styles.indentedList}>
            {society.documents.map((document) => (
              <li key={document.id}>
                {t(`documents.${document.role}`)}:{' '}
                <a
                  href={attachmentDownloadUrl('collegiates', document.id)}
                  aria-label={t('documents.download', { name: document.filename })}
                >
                  {document.filename}
                </a>{' '}
                ({fileSize(document.size)})
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={t('detail.historyTitle')}>
        <ol className={styles.indentedList}>
          {society.history.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <time dateTime={entry.at}>
                {format.dateTime(new Date(entry.at), { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
              {' · '}
              {t(`history.${entry.event}`, {
                note: entry.note ?? '',
                status: entry.status ? t(`status.${entry.status}`) : '',
              })}
            </li>
          ))}
        </ol>
      </Section>

      <Section title={t('detail.stateTitle')}>
        <p>{society.active ? t('detail.activeText') : t('detail.inactiveText')}</p>
        <button
          ref={stateButton}
          type="button"
          className={
            society.active
              ? `${plainStyles.outlinedButton} ${plainStyles.errorButton}`
              : plainStyles.outlinedButton
          }
          onPointerEnter={preloadConfirmDialog}
          onFocus={preloadConfirmDialog}
          onClick={() => setConfirming(true)}
        >
          {society.active ? t('detail.deactivate') : t('detail.activate')}
        </button>
        <ConfirmDialog
          open={confirming}
          title={society.active ? t('detail.deactivateTitle') : t('detail.activateTitle')}
          body={
            society.active
              ? t('detail.deactivateBody', { name: society.social_reason })
              : t('detail.activateBody', { name: society.social_reason })
          }
          keepLabel={t('detail.keep')}
          confirmLabel={society.active ? t('detail.confirmDeactivate') : t('detail.confirmActivate')}
          pendingLabel={t('detail.pending')}
          pending={mutation.isPending}
          onConfirm={({ succeeded, failed }) => {
            const activating = !society.active
            mutation.mutate(
              { kind: activating ? 'activate' : 'deactivate' },
              {
                onSuccess: () => {
                  showSuccess(activating ? t('detail.activated') : t('detail.deactivated'))
                  succeeded()
                },
                onError: failed,
              },
            )
          }}
          onClose={() => setConfirming(false)}
          afterSuccess={() => stateButton.current?.focus()}
        />
      </Section>
    </div>
  )
}

interface ComponentChange {
  kind: 'remove' | 'administrator'
  component: EditorComponent
}

const fullNameOf = (component: { name: string; surnames: string }) =>
  `${component.name} ${component.surnames}`

function Section({
  title,
  level = 'h2',
  headingRef,
  children,
}: {
  title: string
  level?: 'h2'
  headingRef?: RefObject<HTMLHeadingElement | null>
  children: ReactNode
}) {
  const Heading = level
  return (
    <section>
      <Heading ref={headingRef} tabIndex={headingRef ? -1 : undefined} className={styles.sectionTitle}>
        {title}
      </Heading>
      {children}
    </section>
  )
}

function Facts({ rows }: { rows: Array<[string, string]> }) {
  return (
    <dl className={`${styles.facts} ${styles.detailFacts}`}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.factRow}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
