'use client'

import { useTranslations } from 'next-intl'
import { useId, type ComponentProps, type KeyboardEvent } from 'react'
import type { FieldValues } from 'react-hook-form'
import type { z } from 'zod'
import pageStyles from '@/components/ui/page.module.css'
import { PlainAlert } from '@/components/ui/plain-alert'
import { PlainFormField, PlainSelectField } from '@/components/ui/plain-form-field'
import plainStyles from '@/components/ui/plain-form.module.css'
import { useContractForm, useIssueMessage } from '@/lib/client/contract-form'
import {
  removeComponent,
  SocietyComponentInputSchema,
  societyComponentTypes,
  societyDocumentTypes,
  type ComponentsProblem,
  type SocietyComponentInput,
} from '@/lib/contract/professional-societies'
import styles from './societies.module.css'

export interface EditorComponent {
  id: string
  name: string
  surnames: string
  collegiate_number?: string | null
  document_type: (typeof societyDocumentTypes)[number]
  document: string
  component_type: (typeof societyComponentTypes)[number]
  administrator: boolean
}

interface NewComponentValues {
  component_type: string
  collegiate_number: string
  name: string
  surnames: string
  document_type: string
  document: string
}

const emptyComponent: NewComponentValues = {
  component_type: 'professional_partner',
  collegiate_number: '',
  name: '',
  surnames: '',
  document_type: 'dni',
  document: '',
}

/** Why a component cannot be removed, by the same rule the server applies, or undefined when it can. */
function removalProblem(components: readonly EditorComponent[], id: string): ComponentsProblem | undefined {
  return removeComponent(components, id).problem ?? undefined
}

/** The rules of spec §5, applied live. Not a form of its own, so that it can sit inside the filing form. */
export function SocietyComponentsEditor({
  components,
  onAdd,
  onRemove,
  onMakeAdministrator,
  onAboutToChange,
  pending = false,
  error,
  headingLevel = 'h3',
}: {
  components: readonly EditorComponent[]
  /** Adds one; answers whether it was taken, so that the fields empty only then. */
  onAdd: (component: z.output<typeof SocietyComponentInputSchema>) => Promise<boolean> | boolean
  onRemove: (component: EditorComponent) => void
  onMakeAdministrator: (component: EditorComponent) => void
  /** When the pointer reaches, or the focus enters, a component's buttons: what they open may start loading. */
  onAboutToChange?: () => void
  pending?: boolean
  error?: string
  headingLevel?: 'h3' | 'h4'
}) {
  const t = useTranslations('ProfessionalSocieties')
  const ids = { form: useId() }
  const { control, handleSubmit, reset } = useContractForm<NewComponentValues>({
    schema: SocietyComponentInputSchema,
    message: useIssueMessage('ProfessionalSocieties'),
    raw: true,
    defaultValues: emptyComponent,
  })

  const add = handleSubmit(async (values) => {
    const parsed = SocietyComponentInputSchema.parse(values as SocietyComponentInput)
    if (await onAdd(parsed)) reset(emptyComponent)
  })

  // Enter in a field adds the component instead of sending the form the editor sits in.
  const addOnEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') {
      event.preventDefault()
      void add()
    }
  }

  const fieldId = (name: string) => `${ids.form}-${name}`
  const Heading = headingLevel
  const typeOptions = societyComponentTypes.map((key) => ({
    value: key,
    label: t(`components.types.${key}`),
  }))
  const documentOptions = societyDocumentTypes.map((key) => ({
    value: key,
    label: t(`components.documentTypes.${key}`),
  }))

  return (
    <div className={styles.editor}>
      {error && (
        <PlainAlert severity="error" role="alert">
          {error}
        </PlainAlert>
      )}
      {components.length === 0 ? (
        <p className={styles.noComponents}>{t('components.none')}</p>
      ) : (
        <ul aria-label={t('components.caption')} className={styles.list}>
          {components.map((component) => {
            const fullName = `${component.name} ${component.surnames}`
            const problem = removalProblem(components, component.id)
            const reasonId = `${ids.form}-${component.id}-reason`
            return (
              <li key={component.id} className={`${styles.card} ${styles.component}`}>
                <div className={styles.componentRow}>
                  <div>
                    <strong className={styles.componentName}>{fullName}</strong>
                    {component.administrator && (
                      <span className={`${styles.chip} ${styles.chipPrimary}`}>
                        {t('components.administrator')}
                      </span>
                    )}
                    <div className={styles.componentFacts}>
                      {t(`components.types.${component.component_type}`)} ·{' '}
                      {t(`components.documentTypes.${component.document_type}`)} {component.document}
                      {component.collegiate_number
                        ? ` · ${t('components.collegiateNumber')} ${component.collegiate_number}`
                        : ''}
                    </div>
                  </div>
                  <div
                    className={styles.componentActions}
                    onPointerEnter={onAboutToChange}
                    onFocus={onAboutToChange}
                  >
                    {!component.administrator && (
                      <button
                        type="button"
                        className={`${plainStyles.outlinedButton} ${plainStyles.smallButton}`}
                        disabled={pending}
                        onClick={() => onMakeAdministrator(component)}
                      >
                        {t('components.makeAdministrator', { name: fullName })}
                      </button>
                    )}
                    <button
                      type="button"
                      className={`${plainStyles.outlinedButton} ${plainStyles.smallButton} ${plainStyles.errorButton}`}
                      disabled={pending || Boolean(problem)}
                      aria-describedby={problem ? reasonId : undefined}
                      onClick={() => onRemove(component)}
                    >
                      {t('components.remove', { name: fullName })}
                    </button>
                  </div>
                </div>
                {problem && (
                  <div id={reasonId} className={styles.removalReason}>
                    {problem === 'removesAdministrator'
                      ? t('components.cannotRemoveAdministrator')
                      : t('components.cannotRemoveLast')}
                  </div>
                )}
              </li>
            )
          })}
        </ul>
      )}

      <fieldset onKeyDown={addOnEnter} className={styles.addComponent}>
        <legend className={styles.addLegend}>
          <Heading className={styles.addTitle}>{t('components.addTitle')}</Heading>
        </legend>
        <div className={styles.addFields}>
          <SelectField
            control={control}
            name="component_type"
            id={fieldId('component_type')}
            label={t('components.fields.component_type')}
            options={typeOptions}
          />
          <PlainFormField
            control={control}
            name="collegiate_number"
            id={fieldId('collegiate_number')}
            label={t('components.fields.collegiate_number')}
            floatingLabel={false}
          />
          <PlainFormField
            control={control}
            name="name"
            id={fieldId('name')}
            label={t('components.fields.name')}
            required
            autoComplete="off"
            floatingLabel={false}
          />
          <PlainFormField
            control={control}
            name="surnames"
            id={fieldId('surnames')}
            label={t('components.fields.surnames')}
            required
            autoComplete="off"
            floatingLabel={false}
          />
          <SelectField
            control={control}
            name="document_type"
            id={fieldId('document_type')}
            label={t('components.fields.document_type')}
            options={documentOptions}
          />
          <PlainFormField
            control={control}
            name="document"
            id={fieldId('document')}
            label={t('components.fields.document')}
            required
            autoComplete="off"
            floatingLabel={false}
          />
        </div>
        <button
          type="button"
          className={`${pageStyles.button} ${plainStyles.button} ${styles.addButton}`}
          onClick={() => void add()}
          disabled={pending}
        >
          {t('components.add')}
        </button>
      </fieldset>
    </div>
  )
}

/** A choice list of the browser's own with its label above, required unless told. */
export function SelectField<T extends FieldValues>({
  options,
  required = true,
  ...props
}: Omit<ComponentProps<typeof PlainSelectField<T>>, 'children'> & {
  options: ReadonlyArray<{ value: string; label: string }>
}) {
  return (
    <PlainSelectField {...props} required={required}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </PlainSelectField>
  )
}
