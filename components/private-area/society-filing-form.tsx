'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useRef, useState } from 'react'
import type { FieldPath } from 'react-hook-form'
import { ActionOutcome } from '@/components/ui/action-outcome'
import { DraftRestored } from '@/components/ui/draft-restored'
import { ApiError } from '@/lib/client/api-client'
import { attachmentFileProblem } from '@/lib/client/attachments'
import { useContractForm, useIssueMessage } from '@/lib/client/contract-form'
import { useFormDraft } from '@/lib/client/form-draft'
import { useFileSociety } from '@/lib/client/professional-societies'
import type { Locale } from '@/lib/contract/locales'
import {
  addComponent,
  componentsProblem,
  makeAdministrator,
  removeComponent,
  SocietyInputSchema,
  type SocietyDetail,
} from '@/lib/contract/professional-societies'
import { SubmitButton, useAccountFailures } from './account-form-parts'
import styles from './societies.module.css'
import { SocietyComponentsEditor, type EditorComponent } from './society-components-editor'
import { Consent, Section } from './society-filing-parts'
import {
  AddressSection,
  DocumentsSection,
  FilingSummary,
  RegistrySection,
  SocietyDataSection,
} from './society-filing-sections'
import {
  emptyFiling,
  filingFormAnswers,
  keptComponents,
  newLocalId,
  toInput,
  type FileRole,
  type FilingValues,
} from './society-filing-values'

/** Checked with the contract schema the API uses; what was typed stays when the send fails. */
export function SocietyFilingForm({
  onFiled,
  draftKey,
}: {
  onFiled: (society: SocietyDetail) => void
  draftKey: string
}) {
  const t = useTranslations('ProfessionalSocieties')
  const locale = useLocale() as Locale
  const mutation = useFileSociety()
  // Rendered in the browser only (opened from a button), so the draft can be read while the form is created.
  const draft = useFormDraft(draftKey, emptyFiling, { withBeside: true })
  const [components, setComponents] = useState<EditorComponent[]>(() =>
    keptComponents(draft.beside?.components),
  )
  const [componentsError, setComponentsError] = useState<string>()
  const [fileErrors, setFileErrors] = useState<Partial<Record<FileRole, string>>>({})
  const [failure, setFailure] = useState<string>()
  const deedInput = useRef<HTMLInputElement>(null)
  const certificateInput = useRef<HTMLInputElement>(null)
  const [chosen, setChosen] = useState<Partial<Record<FileRole, string>>>({})

  const { control, handleSubmit, setError, reset, failureText } = useContractForm<FilingValues>({
    schema: SocietyInputSchema,
    message: useIssueMessage('ProfessionalSocieties'),
    prepare: filingFormAnswers,
    failures: useAccountFailures(),
    draft,
    draftBeside: { value: { components }, blank: components.length === 0 },
    defaultValues: emptyFiling(),
    shouldFocusError: true,
  })

  const checkFiles = (): { deed?: File; registry_certificate?: File } | undefined => {
    const deed = deedInput.current?.files?.[0]
    const certificate = certificateInput.current?.files?.[0]
    const errors: Partial<Record<FileRole, string>> = {}
    const deedProblem = attachmentFileProblem(deed)
    if (deedProblem) errors.deed = t(`documents.${deedProblem === 'missing' ? 'missing' : deedProblem}`)
    const certificateProblem = certificate ? attachmentFileProblem(certificate) : undefined
    if (certificateProblem)
      errors.registry_certificate = t(
        `documents.${certificateProblem === 'missing' ? 'missing' : certificateProblem}`,
      )
    setFileErrors(errors)
    if (errors.deed) deedInput.current?.focus()
    else if (errors.registry_certificate) certificateInput.current?.focus()
    return Object.keys(errors).length > 0 ? undefined : { deed, registry_certificate: certificate }
  }

  /** The components rule, said above the editor; true when the list may be sent. */
  const checkComponents = (focus: boolean) => {
    const problem = componentsProblem(components)
    setComponentsError(problem ? t(`issues.${problem}`) : undefined)
    if (problem && focus) document.getElementById('components')?.scrollIntoView()
    return !problem
  }

  const startAgain = () => {
    draft.forget()
    reset(emptyFiling())
    setComponents([])
  }

  const onValid = (values: FilingValues) => {
    setFailure(undefined)
    const checked = checkFiles()
    const componentsFine = checkComponents(Boolean(checked))
    if (!checked?.deed || !componentsFine) {
      setFailure(t('fixFields'))
      return
    }
    mutation.mutate(
      {
        society: toInput(values, components),
        deed: checked.deed,
        registryCertificate: checked.registry_certificate,
        lang: locale,
      },
      {
        onSuccess: (society) => {
          startAgain()
          setChosen({})
          for (const input of [deedInput.current, certificateInput.current]) if (input) input.value = ''
          onFiled(society)
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 422 && Array.isArray(error.detail)) {
            for (const issue of error.detail) {
              const path = issue.loc.slice(1).join('.')
              if (path.startsWith('components')) setComponentsError(t('issues.invalid'))
              else setError(path as FieldPath<FilingValues>, { message: t('issues.invalid') })
            }
            setFailure(t('fixFields'))
          } else if (error instanceof ApiError && error.code?.startsWith('ATTACHMENT_')) {
            setFileErrors({ deed: failureText(error) })
            setFailure(failureText(error))
          } else setFailure(failureText(error))
        },
      },
    )
  }
  const onInvalid = () => {
    checkFiles()
    checkComponents(false)
    setFailure(t('fixFields'))
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
      className={styles.parts}
    >
      {draft.restored && (
        <DraftRestored
          text={t('draft.restored')}
          startAgainLabel={t('draft.startAgain')}
          onStartAgain={startAgain}
        />
      )}
      <ActionOutcome failure={failure} />
      <SocietyDataSection control={control} />
      <AddressSection control={control} />
      <RegistrySection control={control} />
      <Section title={t('sections.components')} id="components">
        <SocietyComponentsEditor
          headingLevel="h4"
          components={components}
          error={componentsError}
          onAdd={(component) => {
            const outcome = addComponent(components, {
              ...component,
              id: newLocalId(),
              administrator: false,
            })
            setComponents([...outcome.members])
            setComponentsError(undefined)
            return true
          }}
          onRemove={(component) => {
            const outcome = removeComponent(components, component.id)
            if (outcome.problem) setComponentsError(t(`issues.${outcome.problem}`))
            else setComponents([...outcome.members])
          }}
          onMakeAdministrator={(component) => {
            const outcome = makeAdministrator(components, component.id)
            if (!outcome.problem) setComponents([...outcome.members])
          }}
        />
      </Section>
      <DocumentsSection
        deedInput={deedInput}
        certificateInput={certificateInput}
        fileErrors={fileErrors}
        onChosen={(role, name) => setChosen((current) => ({ ...current, [role]: name }))}
      />
      <Section title={t('sections.consents')}>
        <Consent
          control={control}
          name="consents.data_processing"
          label={t('consents.data_processing')}
          required
        />
        <Consent control={control} name="consents.publication" label={t('consents.publication')} />
      </Section>
      <FilingSummary control={control} components={components} chosen={chosen} />
      <SubmitButton pending={mutation.isPending}>
        {mutation.isPending ? t('sending') : t('submit')}
      </SubmitButton>
    </form>
  )
}
